-- Manage links that can be taken back (security review N6, docs/ad-alerts.md "Leaving and
-- managing"). The "Manage my alerts" link carried the address, base64url, with an HMAC of it: the
-- same link for ever, the address readable in it, still valid after erasure. Now each link is 32
-- random bytes, stored only as their SHA-256 with the address it manages and an expiry (90 days);
-- every e-mail carries a new one; erasure deletes an address's links, and the daily housekeeping
-- the expired ones. A link of the old form is refused as any unknown link is.

create table public.ad_alert_manage_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (char_length(email) between 3 and 255),
  -- Why the link was made: a confirmation, an e-mail of matches or the keep question, or the notice
  -- that the address has the most alerts it may keep (at most one such notice an hour).
  purpose text not null check (purpose in ('confirm', 'matches', 'keep', 'cap')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check (expires_at > created_at)
);
comment on table public.ad_alert_manage_links is
  'The "Manage my alerts" links sent to an address, as SHA-256 of their random token, each good for 90 days (docs/ad-alerts.md). Functions only.';
create index ad_alert_manage_links_email_idx on public.ad_alert_manage_links (email, purpose, created_at);
create index ad_alert_manage_links_expires_idx on public.ad_alert_manage_links (expires_at);
create trigger ad_alert_manage_links_normalize_email before insert or update of email on public.ad_alert_manage_links
  for each row execute function private.normalize_lead_email();
alter table public.ad_alert_manage_links enable row level security;
revoke all on table public.ad_alert_manage_links from public, anon, authenticated;
grant select, insert, delete on table public.ad_alert_manage_links to service_role;

-- The daily housekeeping, as 20261128200000_ad_alerts.sql defined it, with two changes:
-- - a paused alert is neither asked whether to keep it nor ended as inactive (security review I2):
--   a paused alert is mailed nothing, so it was ended for not answering a question it never
--   received. Only confirmed alerts are asked and ended; resuming one (alert-manage) counts as
--   keeping it;
-- - the manage links that expired are deleted.
create or replace function public.ad_alerts_housekeeping(p_now timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  asked integer;
  ended integer;
  deleted integer;
  purged integer;
  links integer;
begin
  with q as (
    update public.ad_alerts set keep_asked_at = p_now
    where status = 'confirmed' and keep_asked_at is null
      and greatest(confirmed_at, last_sent_at, kept_at) < p_now - interval '6 months'
    returning id
  ), d as (
    insert into public.ad_alert_digests (alert_id, period, kind)
    select id, 'keep:' || to_char(p_now, 'YYYY-MM-DD'), 'keep' from q
    on conflict (alert_id, period) do nothing
    returning id
  )
  select count(*)::int into asked from d;
  update public.ad_alerts set status = 'ended', ended_at = p_now, end_reason = 'inactive'
  where status = 'confirmed' and keep_asked_at < p_now - interval '30 days'
    and greatest(confirmed_at, last_sent_at, kept_at) < keep_asked_at;
  get diagnostics ended = row_count;
  delete from public.ad_alerts where status = 'pending' and confirmation_expires_at < p_now;
  get diagnostics deleted = row_count;
  delete from public.ad_alerts where status = 'ended' and ended_at < p_now - interval '24 months';
  get diagnostics purged = row_count;
  delete from public.ad_alert_manage_links where expires_at < p_now;
  get diagnostics links = row_count;
  return jsonb_build_object('asked', asked, 'ended', ended, 'deleted', deleted, 'purged', purged, 'links', links);
end;
$$;

-- Erasure takes an address's manage links with its alerts: the erasure as the migrations before
-- this one define it is kept whole under another name, and the public function calls it and then
-- deletes the links, in the same transaction. Its answer and its recorded request are unchanged.
alter function public.admin_subject_erase(text) rename to subject_erase_before_manage_links;
alter function public.subject_erase_before_manage_links(text) set schema private;
revoke all on function private.subject_erase_before_manage_links(text) from public, anon, authenticated;

create or replace function public.admin_subject_erase(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  result := private.subject_erase_before_manage_links(p_email);
  delete from public.ad_alert_manage_links where email = private.normalized_email(p_email);
  return result;
end;
$$;
revoke all on function public.admin_subject_erase(text) from public, anon;
grant execute on function public.admin_subject_erase(text) to authenticated;
