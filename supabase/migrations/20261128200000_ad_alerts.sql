-- Ad alerts (docs/ad-alerts.md): a visitor saves the ads page's filters (type, price range, place,
-- bedrooms) with an e-mail address and a frequency; once the address's owner confirms through a
-- single-use link, every listing staff publish that matches is queued for that alert, at most once,
-- and mailed as soon as published, in a daily digest (08:00 Lisbon) or a weekly one (Monday).
-- Visitors never reach these tables: the edge functions (service role) and the staff's counting
-- function below do.

-- The places the ads search knows under other names (Hebrew, src/lib/listings/location-aliases.he.ts,
-- and the Portuguese and other Latin spellings of src/features/listings-admin/post-intake/known-places.ts),
-- each mapped to the name the listings write. An alert's place is matched, and counted, by that name.
create or replace function private.ad_place_term(p_location text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    (jsonb_build_object(
      'ליסבון', 'lisbon', 'ליסבואה', 'lisbon', 'בליסבון', 'lisbon', 'lisboa', 'lisbon', 'lisbonne', 'lisbon',
      'פורטו', 'porto', 'oporto', 'porto',
      'קשקאיש', 'cascais', 'קסקאיס', 'cascais', 'קאשקאיש', 'cascais', 'קשקייש', 'cascais',
      'אשטוריל', 'estoril', 'אסטוריל', 'estoril',
      'סינטרה', 'sintra',
      'אריסיירה', 'ericeira', 'אריסירה', 'ericeira',
      'אלגרבה', 'algarve', 'אלגארבה', 'algarve', 'אלגרב', 'algarve',
      'לאגוש', 'lagos', 'לאגוס', 'lagos',
      'פארו', 'faro',
      'אלבופיירה', 'albufeira', 'אלבופירה', 'albufeira',
      'טבירה', 'tavira', 'טאבירה', 'tavira',
      'קוימברה', 'coimbra', 'קואימברה', 'coimbra',
      'בראגה', 'braga',
      'סטובל', 'setúbal', 'סטובאל', 'setúbal', 'setubal', 'setúbal',
      'מדיירה', 'madeira', 'מדירה', 'madeira',
      'פונשל', 'funchal', 'פונשאל', 'funchal',
      'evora', 'évora', 'אבורה', 'évora',
      'portimao', 'portimão', 'פורטימאו', 'portimão',
      'loule', 'loulé', 'לולה', 'loulé',
      'gaia', 'vila nova de gaia', 'גאיה', 'vila nova de gaia'
    ) ->> lower(btrim(p_location))),
    lower(btrim(p_location)))
$$;

create table public.ad_alerts (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (char_length(email) between 3 and 255)
    check (email = lower(btrim(email)))
    check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  language text not null check (language in ('en', 'he')),
  -- instant: as soon as published (within 5 minutes); daily: 08:00 Lisbon; weekly: Monday 08:00.
  frequency text not null check (frequency in ('instant', 'daily', 'weekly')),
  -- The ads page's filters; 'any', '' and null mean any. "Published within" does not apply to new ads.
  type text not null default 'any' check (type in ('any', 'rent', 'sale')),
  min_price integer check (min_price >= 0),
  max_price integer check (max_price >= 0),
  location text not null default '' check (char_length(location) <= 100)
    check (location = btrim(location)) check (location !~ '[[:cntrl:]]'),
  bedrooms integer check (bedrooms between 1 and 5),
  -- The place as the listings write it, lower-case (aliases resolved): what a listing's location
  -- must contain, and what the staff's demand page counts by.
  place_term text generated always as (private.ad_place_term(location)) stored,
  -- pending: waiting for its owner to confirm; confirmed: mailed; paused: kept, not mailed; ended.
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'paused', 'ended')),
  consent_version text not null check (char_length(consent_version) between 1 and 50),
  consent_marketing boolean not null check (consent_marketing),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  -- The confirmation token is stored only as its SHA-256 (hex); it is good for 7 days, once.
  confirmation_token_hash text unique check (confirmation_token_hash ~ '^[0-9a-f]{64}$'),
  confirmation_expires_at timestamptz,
  confirmed_at timestamptz,
  confirmed_consent_version text check (char_length(confirmed_consent_version) between 1 and 50),
  ended_at timestamptz,
  end_reason text check (end_reason in ('one-click', 'link', 'manage', 'inactive')),
  -- The last e-mail of matches, and the one "keep this alert?" question after 6 months without one.
  last_sent_at timestamptz,
  kept_at timestamptz,
  keep_asked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The price slider's scale (src/lib/listings/ad-filters.ts, priceScale): rent up to 10,000 a month,
  -- sale or any type up to 20,000,000; a range is never upside down.
  check (max_price <= case when type = 'rent' then 10000 else 20000000 end),
  check (min_price <= case when type = 'rent' then 10000 else 20000000 end),
  check (min_price is null or max_price is null or min_price <= max_price),
  check ((status = 'ended') = (ended_at is not null)),
  check (status = 'pending' or confirmed_at is not null or status = 'ended')
);

comment on table public.ad_alerts is
  'Saved ad searches mailed to a confirmed address (docs/ad-alerts.md). Service role only.';

create index ad_alerts_email_idx on public.ad_alerts (email);
create index ad_alerts_pending_idx on public.ad_alerts (confirmation_expires_at) where status = 'pending';
-- The matching query (private.ad_alert_matches_for): confirmed alerts by the place a listing's
-- location contains ('' = any place) and the type ('any' or the listing's), then prices and
-- bedrooms read from the index itself (an index-only scan).
create index ad_alerts_match_idx on public.ad_alerts (place_term, type)
  include (min_price, max_price, bedrooms, id) where status = 'confirmed';

-- At most 10 alerts per address that are not ended (pending, confirmed or paused). The lock on the
-- address orders two saves racing for the eleventh place.
create or replace function private.ad_alerts_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'ended' and (tg_op = 'INSERT' or old.status = 'ended' or old.email <> new.email) then
    perform pg_advisory_xact_lock(hashtextextended('ad_alerts:' || new.email, 0));
    if (select count(*) from public.ad_alerts where email = new.email and status <> 'ended' and id <> new.id) >= 10 then
      raise exception 'too_many_alerts' using errcode = '23514', detail = 'at most 10 active alerts per address';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
create trigger ad_alerts_limit before insert or update on public.ad_alerts
  for each row execute function private.ad_alerts_limit();

-- The e-mails of matches: one row per digest (an alert and its period), so a run that stops part
-- way is resumed by the next without sending one twice (the idempotency key is the digest's id).
create table public.ad_alert_digests (
  id bigint generated always as identity primary key,
  alert_id uuid not null references public.ad_alerts (id) on delete cascade,
  -- 'instant:<first match id>', 'daily:2026-11-28', 'weekly:2026-W48', 'keep:<date>' (the question).
  period text not null check (char_length(period) between 1 and 60),
  kind text not null default 'matches' check (kind in ('matches', 'keep')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  unique (alert_id, period)
);
create index ad_alert_digests_todo_idx on public.ad_alert_digests (id) where status in ('pending', 'sending');

-- The queue of matches: a listing is queued for an alert once (the unique key), so it is mailed to
-- it at most once. A withdrawn (deleted) listing takes its queued matches with it, so an e-mail
-- not yet sent leaves it out; the counts of a listing still published stay.
create table public.ad_alert_matches (
  id bigint generated always as identity primary key,
  alert_id uuid not null references public.ad_alerts (id) on delete cascade,
  listing_id uuid not null references public.fb_listings (id) on delete cascade,
  digest_id bigint references public.ad_alert_digests (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'skipped')),
  matched_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (alert_id, listing_id)
);
create index ad_alert_matches_listing_idx on public.ad_alert_matches (listing_id);
create index ad_alert_matches_todo_idx on public.ad_alert_matches (alert_id) where digest_id is null and status = 'pending';
create index ad_alert_matches_digest_idx on public.ad_alert_matches (digest_id);

alter table public.ad_alerts enable row level security;
alter table public.ad_alert_digests enable row level security;
alter table public.ad_alert_matches enable row level security;
revoke all on table public.ad_alerts, public.ad_alert_digests, public.ad_alert_matches from public, anon, authenticated;
grant all on table public.ad_alerts, public.ad_alert_digests, public.ad_alert_matches to service_role;

-- The places an alert may name for a listing to match, lower-case: every piece of the listing's
-- location that starts where a word starts, up to the longest place an alert holds ("lisbon",
-- "lisb", "alfama", "lisbon, alfama" in "Lisbon, Alfama"), and '' (any place). Starting at a word
-- keeps the list short for a long location; a place typed from the middle of a word ("isbon")
-- matches nothing.
create or replace function private.ad_location_terms(p_location text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct substr(l, i, n)), '{}') || array['']
  from (select lower(btrim(coalesce(p_location, ''))) as l) s,
       generate_series(1, char_length(l)) as i,
       generate_series(1, least(100, char_length(l) - i + 1)) as n
  where (i = 1 or substr(l, i - 1, 1) in (' ', ',', '-', '/', '(', '.', ';'))
    and substr(l, i, 1) not in (' ', ',', '-', '/', '(', '.', ';')
$$;

/* The confirmed alerts a listing matches (type, price range, place with its aliases, bedrooms). */
create or replace function private.ad_alert_matches_for(p_listing public.fb_listings)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select a.id from public.ad_alerts a
  where a.status = 'confirmed'
    and a.place_term = any(private.ad_location_terms(p_listing.location))
    and a.type in ('any', p_listing.type)
    and (a.min_price is null or a.min_price <= p_listing.price)
    and (a.max_price is null or a.max_price >= p_listing.price)
    and (a.bedrooms is null
         or (a.bedrooms >= 5 and p_listing.bedrooms >= 5)
         or a.bedrooms = p_listing.bedrooms)
$$;

-- Publishing a listing (a new row, or a change of what alerts match on) queues it for the alerts it
-- now matches; one already queued for an alert is not queued again.
create or replace function private.ad_alerts_queue_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.ad_alert_matches (alert_id, listing_id)
  select m, new.id from private.ad_alert_matches_for(new) as m
  on conflict (alert_id, listing_id) do nothing;
  return null;
end;
$$;
create trigger fb_listings_ad_alerts after insert or update of type, price, location, bedrooms
  on public.fb_listings for each row execute function private.ad_alerts_queue_listing();

/*
 * Gathers the queued matches of the alerts due now into digests: 'instant' at every run, 'daily'
 * from 08:00 Lisbon time once a day, 'weekly' from 08:00 on Monday once a week. Idempotent: a
 * period has one digest per alert, and a match joins one digest. Answers how many it made.
 */
create or replace function public.ad_alerts_plan(p_frequency text, p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  lisbon timestamp := p_now at time zone 'Europe/Lisbon';
  n integer;
begin
  if p_frequency not in ('instant', 'daily', 'weekly') then
    raise exception 'invalid_frequency' using errcode = '22023';
  end if;
  if p_frequency <> 'instant' and (extract(hour from lisbon) < 8
     or (p_frequency = 'weekly' and extract(isodow from lisbon) <> 1)) then
    return 0;
  end if;
  with due as (
    select m.alert_id, min(m.id) as first_id
    from public.ad_alert_matches m
    join public.ad_alerts a on a.id = m.alert_id
    where m.digest_id is null and m.status = 'pending' and a.frequency = p_frequency and a.status = 'confirmed'
    group by m.alert_id
  ), made as (
    insert into public.ad_alert_digests (alert_id, period)
    select alert_id, case p_frequency
      when 'instant' then 'instant:' || first_id
      when 'daily' then 'daily:' || to_char(lisbon, 'YYYY-MM-DD')
      else 'weekly:' || to_char(lisbon, 'IYYY-"W"IW') end
    from due
    on conflict (alert_id, period) do nothing
    returning id, alert_id
  ), joined as (
    update public.ad_alert_matches m set digest_id = made.id
    from made where m.alert_id = made.alert_id and m.digest_id is null and m.status = 'pending'
    returning m.id
  )
  select count(*)::int into n from made;
  return n;
end;
$$;

/*
 * Alerts that have mailed nothing for 6 months are asked once whether to keep them (a 'keep'
 * digest); 30 days after the question, one not kept since ends. Pending alerts whose link expired
 * are deleted (never confirmed: nothing to keep), and ended ones 24 months after they ended (kept
 * until then as the proof of consent and of leaving, like the leads). Answers what it did.
 */
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
begin
  with q as (
    update public.ad_alerts set keep_asked_at = p_now
    where status in ('confirmed', 'paused') and keep_asked_at is null
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
  where status in ('confirmed', 'paused') and keep_asked_at < p_now - interval '30 days'
    and greatest(confirmed_at, last_sent_at, kept_at) < keep_asked_at;
  get diagnostics ended = row_count;
  delete from public.ad_alerts where status = 'pending' and confirmation_expires_at < p_now;
  get diagnostics deleted = row_count;
  delete from public.ad_alerts where status = 'ended' and ended_at < p_now - interval '24 months';
  get diagnostics purged = row_count;
  return jsonb_build_object('asked', asked, 'ended', ended, 'deleted', deleted, 'purged', purged);
end;
$$;

revoke all on function public.ad_alerts_plan(text, timestamptz) from public, anon, authenticated;
revoke all on function public.ad_alerts_housekeeping(timestamptz) from public, anon, authenticated;
grant execute on function public.ad_alerts_plan(text, timestamptz) to service_role;
grant execute on function public.ad_alerts_housekeeping(timestamptz) to service_role;
revoke all on function private.ad_alert_matches_for(public.fb_listings) from public, anon, authenticated;
revoke all on function private.ad_alerts_queue_listing() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the consultancy learns (/{lang}/admin/demand): counts only, never an address; admins only.
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_alert_demand()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return jsonb_build_object(
    'active', (select count(*) from public.ad_alerts where status = 'confirmed'),
    'by_type', (
      select coalesce(jsonb_agg(jsonb_build_object('type', type, 'count', n) order by n desc, type), '[]')
      from (select type, count(*) as n from public.ad_alerts where status = 'confirmed' group by type) t),
    'by_place', (
      select coalesce(jsonb_agg(jsonb_build_object('place', place_term, 'count', n) order by n desc, place_term), '[]')
      from (select place_term, count(*) as n from public.ad_alerts where status = 'confirmed' group by place_term) p),
    'by_price', (
      select coalesce(jsonb_agg(jsonb_build_object('type', type, 'band', band, 'count', n) order by type, band), '[]')
      from (
        select type, case
          when max_price is null then 'open'
          when type = 'rent' then (case when max_price <= 1000 then 'rent-1000' when max_price <= 1500 then 'rent-1500'
                                        when max_price <= 2500 then 'rent-2500' else 'rent-more' end)
          else (case when max_price <= 250000 then 'sale-250k' when max_price <= 500000 then 'sale-500k'
                     when max_price <= 1000000 then 'sale-1m' else 'sale-more' end)
          end as band, count(*) as n
        from public.ad_alerts where status = 'confirmed' group by 1, 2) b),
    'by_listing', (
      select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'title', l.title, 'location', l.location,
               'type', l.type, 'matched', coalesce(c.matched, 0), 'mailed', coalesce(c.mailed, 0))
               order by l.uploaded_at desc, l.id), '[]')
      from (select * from public.fb_listings order by uploaded_at desc, id limit 200) l
      left join (
        select listing_id, count(*) as matched, count(*) filter (where status = 'sent') as mailed
        from public.ad_alert_matches group by listing_id) c on c.listing_id = l.id)
  );
end;
$$;
revoke all on function public.admin_alert_demand() from public, anon;
grant execute on function public.admin_alert_demand() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Data-subject requests (docs/lead-inbox.md): an address's alerts are found, exported and erased
-- with its leads; erasing them takes their queued e-mails with them (cascade).
-- ---------------------------------------------------------------------------------------------
create or replace function private.subject_alert_rows(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(a) - 'ip_hash' - 'confirmation_token_hash' order by a.created_at), '[]'::jsonb)
  from public.ad_alerts a where a.email = p_email
$$;

create or replace function private.subject_rows_with_alerts(p_subject jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_set(p_subject, '{tables,ad_alerts}', private.subject_alert_rows(p_subject ->> 'email'))
$$;

create or replace function public.admin_subject_lookup(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.subject_rows_with_alerts(private.subject_rows(private.normalized_email(p_email)));
end;
$$;

create or replace function public.admin_subject_access(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text;
  subject jsonb;
begin
  perform private.require_admin();
  email := private.normalized_email(p_email);
  subject := private.subject_rows_with_alerts(private.subject_rows(email));
  return subject || jsonb_build_object(
    'request_id', private.record_subject_request('access', email, private.rows_per_table(subject)),
    'exported_at', now());
end;
$$;

-- The erasure deletes the address's alerts (and so their queued matches and e-mails) with the
-- lead tables' rows, in the same transaction, and counts them in the recorded request. The lead
-- tables' part keeps its own function, so a change there needs no change here.
alter function public.admin_subject_erase(text) rename to subject_erase_leads;
alter function public.subject_erase_leads(text) set schema private;
revoke all on function private.subject_erase_leads(text) from public, anon, authenticated;

create or replace function public.admin_subject_erase(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  n integer;
  result jsonb;
begin
  perform private.require_admin();
  v_email := private.normalized_email(p_email);
  delete from public.ad_alerts a where a.email = v_email;
  get diagnostics n = row_count;
  result := private.subject_erase_leads(v_email);
  -- Count the alerts in the recorded request and in the answer.
  update public.data_subject_requests
  set rows_per_table = rows_per_table || jsonb_build_object('ad_alerts', n), total = total + n
  where id = (result ->> 'request_id')::uuid;
  return jsonb_set(jsonb_set(result, '{deleted,ad_alerts}', to_jsonb(n)), '{total}',
    to_jsonb((result ->> 'total')::int + n));
end;
$$;
revoke all on function public.admin_subject_erase(text) from public, anon;
grant execute on function public.admin_subject_erase(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Schedules (pg_cron, production): the sender every 5 minutes for instant alerts and every hour
-- for the digests (each decides whether its time has come, in Lisbon time, so summer time needs no
-- second schedule), and the housekeeping daily. Locally the backend runs the same on a timer.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  job record;
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      for job in select * from (values
        ('ad-alerts-instant', '*/5 * * * *', '{"frequency":"instant"}'),
        ('ad-alerts-daily', '5 * * * *', '{"frequency":"daily"}'),
        ('ad-alerts-weekly', '10 * * * 1', '{"frequency":"weekly"}'),
        ('ad-alerts-housekeeping', '40 3 * * *', '{"frequency":"housekeeping"}')) as j(name, schedule, body)
      loop
        execute format($cmd$
          select cron.schedule(%L, %L, $job$
            select net.http_post(
              url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                     || '/functions/v1/alert-send',
              headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' ||
                (select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_key')),
              body := %L::jsonb,
              timeout_milliseconds := 55000
            )
          $job$)
        $cmd$, job.name, job.schedule, job.body);
      end loop;
    exception when others then
      raise warning 'pg_cron/pg_net not usable (%); the ad alert jobs are not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
