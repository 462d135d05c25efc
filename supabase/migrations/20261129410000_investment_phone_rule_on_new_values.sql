-- The investment lead's phone rule (at least 6 digits, 6 to 30 characters: docs/leads.md, "The
-- investment lead") holds for every phone a row is given, and no longer for the rows stored before
-- it. A check constraint, even `not valid`, is checked again whenever a row is updated, so an older
-- lead whose phone has fewer digits (the earlier form asked for 6 characters) could not have its
-- status changed, be marked notified or be anonymised. A trigger checks a phone as it is inserted or
-- changed; the table keeps the length it always held (1 to 30 characters).
alter table public.investment_leads
  drop constraint investment_leads_phone_check,
  add constraint investment_leads_phone_check check (char_length(phone) between 1 and 30) not valid;

create or replace function private.investment_lead_phone_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.phone is distinct from old.phone then
    if new.phone is null
      or char_length(new.phone) not between 6 and 30
      or char_length(regexp_replace(new.phone, '[^0-9]', '', 'g')) < 6 then
      raise exception 'investment_leads_phone_rule: a phone of 6 to 30 characters with at least 6 digits'
        using errcode = '23514', table = 'investment_leads', column = 'phone';
    end if;
  end if;
  return new;
end;
$$;

create trigger investment_leads_phone_rule
  before insert or update of phone on public.investment_leads
  for each row execute function private.investment_lead_phone_rule();
