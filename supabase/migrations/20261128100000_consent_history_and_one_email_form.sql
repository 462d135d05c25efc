-- Two rules of docs/newsletter.md and docs/lead-inbox.md:
-- 1. One form of an e-mail address. public.normalize_email() is the only normalisation: a trigger
--    applies it to every lead table's insert and update, and every lookup (sign-up, leaving, the
--    staff's access and erasure) compares with it. JavaScript's toLowerCase() and Postgres' lower()
--    disagree on some letters (lower('İ') is 'i' under glibc and in PGlite, 'i̇' in JavaScript and
--    ICU), so the function spells out the one such letter Unicode maps to two characters.
-- 2. The newsletter's consent history is append-only. Every sign-up request, confirmation and
--    unsubscribe adds a row to public.newsletter_consent_events; nothing updates a row there, and
--    only retention (24 months after the event) and erasure delete one. A new sign-up for an
--    address that left keeps the row "left" until the owner confirms again.

-- ---------------------------------------------------------------------------------------------
-- One normalisation of an address
-- ---------------------------------------------------------------------------------------------
create or replace function public.normalize_email(p_email text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(replace(normalize(btrim(p_email, E' \t\r\n'), nfc), 'İ', 'i̇'))
$$;
comment on function public.normalize_email(text) is
  'The one form of an e-mail address stored and looked up everywhere (trimmed, NFC, lower-cased as Unicode does).';

create or replace function private.normalized_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  e text := public.normalize_email(coalesce(p_email, ''));
begin
  if char_length(e) not between 3 and 255 or e !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'invalid_email' using errcode = '22023';
  end if;
  return e;
end;
$$;

create or replace function private.normalize_lead_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := public.normalize_email(new.email);
  return new;
end;
$$;

do $$
declare
  t text;
begin
  for t in select table_name from public.lead_tables order by table_name loop
    execute format(
      'create trigger %1$s_normalize_email before insert or update of email on public.%1$I
         for each row execute function private.normalize_lead_email()', t);
    execute format('update public.%1$I set email = email where email is distinct from public.normalize_email(email)', t);
    execute format('create index if not exists %1$s_email_idx on public.%1$I (email)', t);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The newsletter's consent history
-- ---------------------------------------------------------------------------------------------
create table public.newsletter_consent_events (
  id uuid primary key default gen_random_uuid(),
  subscriber_id uuid not null,
  email text not null check (char_length(email) between 3 and 255),
  event text not null check (event in ('signup', 'confirmed', 'unsubscribed')),
  language text check (language in ('en', 'he')),
  consent_version text check (char_length(consent_version) between 1 and 50),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  unsubscribe_source text check (unsubscribe_source in ('one-click', 'link', 'staff')),
  occurred_at timestamptz not null default now()
);
comment on table public.newsletter_consent_events is
  'Append-only proof of each newsletter sign-up request, confirmation and unsubscribe, kept 24 months after the event (docs/newsletter.md).';
create index newsletter_consent_events_email_idx on public.newsletter_consent_events (email, occurred_at);
create index newsletter_consent_events_subscriber_idx on public.newsletter_consent_events (subscriber_id);
create index newsletter_consent_events_occurred_idx on public.newsletter_consent_events (occurred_at);
alter table public.newsletter_consent_events enable row level security;
revoke all on table public.newsletter_consent_events from public, anon, authenticated, service_role;
grant select, insert on table public.newsletter_consent_events to service_role;

-- Nothing rewrites an event; only retention and erasure (which set lusa.consent_purge for their
-- own transaction) delete one.
create or replace function private.consent_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and current_setting('lusa.consent_purge', true) = 'on' then
    return old;
  end if;
  raise exception 'consent_history_append_only' using errcode = '42501',
    detail = 'newsletter_consent_events rows are never updated, and deleted only by retention or erasure';
end;
$$;
create trigger newsletter_consent_events_append_only before update or delete on public.newsletter_consent_events
  for each row execute function private.consent_events_append_only();
create trigger newsletter_consent_events_no_truncate before truncate on public.newsletter_consent_events
  for each statement execute function private.consent_events_append_only();

-- Every change of a subscriber that is a consent event writes it, whichever code made the change.
create or replace function private.record_newsletter_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A sign-up request is a new confirmation link (or a row stored without one).
  if tg_op = 'INSERT' or (new.confirmation_token_hash is not null
                          and new.confirmation_token_hash is distinct from old.confirmation_token_hash) then
    insert into public.newsletter_consent_events
      (subscriber_id, email, event, language, consent_version, source_page, ip_hash, occurred_at)
    values (new.id, new.email, 'signup', new.language, new.consent_version, new.source_page, new.ip_hash,
            coalesce(new.confirmation_sent_at, new.created_at, now()));
  end if;
  if new.confirmed_at is not null and (tg_op = 'INSERT' or new.confirmed_at is distinct from old.confirmed_at) then
    insert into public.newsletter_consent_events (subscriber_id, email, event, language, consent_version, occurred_at)
    values (new.id, new.email, 'confirmed', new.language, new.confirmed_consent_version, new.confirmed_at);
  end if;
  if new.unsubscribed_at is not null and (tg_op = 'INSERT' or new.unsubscribed_at is distinct from old.unsubscribed_at) then
    insert into public.newsletter_consent_events (subscriber_id, email, event, language, unsubscribe_source, occurred_at)
    values (new.id, new.email, 'unsubscribed', new.language, new.unsubscribe_source, new.unsubscribed_at);
  end if;
  return null;
end;
$$;
revoke all on function private.record_newsletter_consent() from public;
create trigger newsletter_subscribers_consent_history after insert or update on public.newsletter_subscribers
  for each row execute function private.record_newsletter_consent();

-- The history of the rows that exist already, from what they hold.
insert into public.newsletter_consent_events
  (subscriber_id, email, event, language, consent_version, source_page, ip_hash, occurred_at)
select id, email, 'signup', language, consent_version, source_page, ip_hash, coalesce(confirmation_sent_at, created_at)
from public.newsletter_subscribers;
insert into public.newsletter_consent_events (subscriber_id, email, event, language, consent_version, occurred_at)
select id, email, 'confirmed', language, confirmed_consent_version, confirmed_at
from public.newsletter_subscribers where confirmed_at is not null;
insert into public.newsletter_consent_events (subscriber_id, email, event, language, unsubscribe_source, occurred_at)
select id, email, 'unsubscribed', language, unsubscribe_source, unsubscribed_at
from public.newsletter_subscribers where unsubscribed_at is not null;

-- Pending sign-ups whose link expired, of addresses that never confirmed nor left, are deleted with
-- their sign-up requests: nothing in them proves anything. A row that left keeps "left" while a new
-- sign-up waits, so it is never deleted here.
create or replace function public.delete_expired_newsletter_signups()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  perform set_config('lusa.consent_purge', 'on', true);
  with gone as (
    delete from public.newsletter_subscribers s
    where s.confirmed_at is null and s.unsubscribed_at is null
      and coalesce(s.confirmation_expires_at, s.created_at + interval '7 days') < now()
      and not exists (
        select 1 from public.newsletter_consent_events e
        where e.subscriber_id = s.id and e.event in ('confirmed', 'unsubscribed'))
    returning s.id
  ), requests as (
    delete from public.newsletter_consent_events e using gone where e.subscriber_id = gone.id
  )
  select count(*)::int into n from gone;
  perform set_config('lusa.consent_purge', 'off', true);
  return n;
end;
$$;

-- Retention (24 months from the day each was sent): leads with their staff notes, and consent
-- events 24 months after the event.
create or replace function public.delete_expired_leads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff constant timestamptz := now() - interval '24 months';
  r record;
  n integer;
  total integer := 0;
begin
  for r in select table_name, kind from public.lead_tables order by table_name loop
    execute format(
      'with gone as (delete from public.%I where created_at < $1 returning id),
            notes as (delete from public.lead_events where lead_kind = $2 and lead_id in (select id from gone))
       select count(*)::int from gone', r.table_name)
      into n using cutoff, r.kind;
    total := total + n;
  end loop;
  perform set_config('lusa.consent_purge', 'on', true);
  delete from public.newsletter_consent_events where occurred_at < cutoff;
  perform set_config('lusa.consent_purge', 'off', true);
  return total;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure find every row of the address, the consent history included
-- ---------------------------------------------------------------------------------------------
create or replace function private.subject_rows(p_email text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  r record;
  table_rows jsonb;
  tables jsonb := '{}'::jsonb;
  events jsonb := '[]'::jsonb;
begin
  for r in select table_name, kind from public.lead_tables order by table_name loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(x) - ''ip_hash'' - ''search_text'' order by x.created_at), ''[]''::jsonb)
       from public.%I x where x.email = $1', r.table_name)
      into table_rows using p_email;
    tables := tables || jsonb_build_object(r.table_name, table_rows);
    select events || coalesce(jsonb_agg(private.lead_event_json(e) || jsonb_build_object('lead_kind', e.lead_kind,
             'lead_id', e.lead_id) order by e.created_at), '[]'::jsonb)
      into events
      from public.lead_events e
      where e.lead_kind = r.kind and e.lead_id in (select (value ->> 'id')::uuid from jsonb_array_elements(table_rows));
  end loop;
  select coalesce(jsonb_agg(to_jsonb(c) - 'ip_hash' order by c.occurred_at, c.id), '[]'::jsonb) into table_rows
  from public.newsletter_consent_events c where c.email = p_email;
  tables := tables || jsonb_build_object('newsletter_consent_events', table_rows);
  return jsonb_build_object('email', p_email, 'tables', tables, 'staff_notes_and_history', events);
end;
$$;

create or replace function public.admin_subject_erase(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject_email text;
  r record;
  n integer;
  deleted jsonb := '{}'::jsonb;
  total integer := 0;
begin
  perform private.require_admin();
  subject_email := private.normalized_email(p_email);
  -- One transaction (the function's): every row goes, with the staff notes about it, or none does.
  for r in select table_name, kind from public.lead_tables order by table_name loop
    execute format(
      'with gone as (delete from public.%I where email = $1 returning id),
            notes as (delete from public.lead_events where lead_kind = $2 and lead_id in (select id from gone))
       select count(*)::int from gone', r.table_name)
      into n using subject_email, r.kind;
    deleted := deleted || jsonb_build_object(r.table_name, n);
    total := total + n;
  end loop;
  perform set_config('lusa.consent_purge', 'on', true);
  delete from public.newsletter_consent_events c where c.email = subject_email;
  get diagnostics n = row_count;
  perform set_config('lusa.consent_purge', 'off', true);
  deleted := deleted || jsonb_build_object('newsletter_consent_events', n);
  total := total + n;
  return jsonb_build_object(
    'request_id', private.record_subject_request('erasure', subject_email, deleted),
    'deleted', deleted,
    'total', total);
end;
$$;
