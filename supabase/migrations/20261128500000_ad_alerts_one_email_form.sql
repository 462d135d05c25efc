-- Ad alerts store an address in the one form every lead table uses (public.normalize_email), so
-- the data-subject lookup, export and erasure find an alert whatever the letters of its address.
create trigger ad_alerts_normalize_email before insert or update of email on public.ad_alerts
  for each row execute function private.normalize_lead_email();
update public.ad_alerts set email = email where email is distinct from public.normalize_email(email);
