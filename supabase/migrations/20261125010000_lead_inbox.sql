-- The staff side of leads (docs/lead-inbox.md): a status per lead with its history and notes, the
-- lead inbox's queries, and data-subject requests (access and erasure) with their record. Every
-- lead table is reached through public.lead_tables, so a new kind of lead appears here without
-- edits. Staff are users whose JWT has app_metadata.role = 'admin'; every function below checks it
-- and refuses anyone else with SQLSTATE 42501.

-- ---------------------------------------------------------------------------------------------
-- Private helpers (schema not exposed by the API)
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.settings (
  key text primary key,
  value text not null
);
revoke all on table private.settings from public, anon, authenticated;

-- The salt of the address hash kept with each data-subject request: random per database, never
-- readable through the API.
insert into private.settings (key, value)
values ('subject_hash_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false) is not true then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
end;
$$;

create or replace function private.lead_table(p_kind text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  t text;
begin
  select table_name into t from public.lead_tables where kind = p_kind;
  if t is null then
    raise exception 'invalid_filter' using errcode = '22023', detail = 'unknown kind';
  end if;
  return t;
end;
$$;

create or replace function private.has_column(p_table text, p_column text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from pg_catalog.pg_attribute
    where attrelid = ('public.' || quote_ident(p_table))::regclass and attname = p_column and not attisdropped
  )
$$;

create or replace function private.normalized_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  e text := lower(btrim(coalesce(p_email, '')));
begin
  if char_length(e) not between 3 and 255 or e !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'invalid_email' using errcode = '22023';
  end if;
  return e;
end;
$$;

create or replace function private.email_hash(p_email text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(
    sha256(convert_to((select value from private.settings where key = 'subject_hash_salt') || ':' || p_email, 'UTF8')),
    'hex'
  )
$$;

-- One SELECT over every lead table (or one kind's), with the columns the inbox shows: the name is
-- the table's `name` or `full_name` column, the phone its `phone` column, where they exist.
create or replace function private.lead_union_sql(p_kind text, p_with_details boolean)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  r record;
  parts text[] := '{}';
  name_expr text;
  phone_expr text;
begin
  for r in select table_name, kind from public.lead_tables where p_kind is null or kind = p_kind order by kind loop
    name_expr := case
      when private.has_column(r.table_name, 'name') then 'name::text'
      when private.has_column(r.table_name, 'full_name') then 'full_name::text'
      else 'null::text' end;
    phone_expr := case when private.has_column(r.table_name, 'phone') then 'phone::text' else 'null::text' end;
    parts := parts || format(
      'select %L::text as kind, t.id, t.created_at, %s as name, t.email::text as email, %s as phone, t.status,
              t.notification_status, t.notification_attempts, t.source_page, t.search_text%s
       from public.%I t',
      r.kind, name_expr, phone_expr,
      case when p_with_details then
        ', to_jsonb(t) - array[''ip_hash'', ''notification_error'', ''notification_next_attempt_at'', ''unseen_reported_at'', ''search_text'']::text[] as details'
      else '' end,
      r.table_name);
  end loop;
  if cardinality(parts) = 0 then
    return 'select null::text as kind, null::uuid as id, null::timestamptz as created_at, null::text as name,
            null::text as email, null::text as phone, null::text as status, null::text as notification_status,
            null::int as notification_attempts, null::text as source_page, null::text as search_text' ||
           case when p_with_details then ', null::jsonb as details' else '' end || ' where false';
  end if;
  return array_to_string(parts, ' union all ');
end;
$$;

-- A lead nobody has been told about: its notification failed, waits in a surge digest, or was left
-- pending by a function that died.
create or replace function private.unseen_sql()
returns text
language sql
immutable
as $$
  select $u$(notification_status in ('failed', 'batched')
             or (notification_status = 'pending' and created_at < now() - interval '5 minutes'))$u$
$$;

-- The WHERE clause of the inbox's filters; parameters $1 status, $2 from, $3 to, $4 search pattern,
-- $5 unseen only.
create or replace function private.inbox_filter_sql()
returns text
language sql
immutable
as $$
  select '($1::text is null or status = $1)
      and ($2::date is null or created_at >= $2::date)
      and ($3::date is null or created_at < $3::date + 1)
      and ($4::text is null or search_text like $4 escape ''\'')
      and (not $5 or ' || private.unseen_sql() || ')'
$$;

create or replace function private.check_filters(p_kind text, p_status text, p_from date, p_to date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_kind is not null then perform private.lead_table(p_kind); end if;
  if p_status is not null and p_status not in ('new', 'contacted', 'qualified', 'closed', 'spam') then
    raise exception 'invalid_filter' using errcode = '22023', detail = 'unknown status';
  end if;
  if p_from is not null and p_to is not null and p_from > p_to then
    raise exception 'invalid_filter' using errcode = '22023', detail = 'from after to';
  end if;
end;
$$;

-- A search is a literal, case-insensitive substring: quotes, %, _ and backslashes match themselves.
create or replace function private.search_pattern(p_search text)
returns text
language sql
immutable
as $$
  select case when nullif(btrim(coalesce(p_search, '')), '') is null then null
    else '%' || replace(replace(replace(lower(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

-- ---------------------------------------------------------------------------------------------
-- Lead status, the inbox's indexes, and staff access to the lead tables
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
  c text;
  search text;
begin
  for t in select table_name from public.lead_tables loop
    execute format($sql$
      alter table public.%1$I
        add column status text not null default 'new'
          constraint %1$s_status_check check (status in ('new', 'contacted', 'qualified', 'closed', 'spam')),
        add column status_changed_at timestamptz,
        add column unseen_reported_at timestamptz;
      create index %1$s_inbox_idx on public.%1$I (created_at desc, id desc);
      create index %1$s_status_idx on public.%1$I (status, created_at desc);
      create index %1$s_email_lower_idx on public.%1$I (lower(email));

      create policy %1$s_admin_read on public.%1$I for select to authenticated
        using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
      create policy %1$s_admin_update on public.%1$I for update to authenticated
        using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
        with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
      grant select, update (status) on public.%1$I to authenticated;
    $sql$, t);
    -- The inbox searches name, e-mail and phone as one lower-cased text, a substring match
    -- (like '%...%') that a trigram index answers without reading the whole table.
    search := 'lower(coalesce(email, '''')';
    foreach c in array array['name', 'full_name', 'phone'] loop
      if private.has_column(t, c) then
        search := search || format(' || '' '' || coalesce(%I, '''')', c);
      end if;
    end loop;
    execute format('alter table public.%1$I add column search_text text generated always as (%2$s)) stored', t, search);
    execute format('create index %1$s_search_idx on public.%1$I using gin (search_text extensions.gin_trgm_ops)', t);
  end loop;
end;
$$;

-- Status changes and notes, with who made them and when.
create table public.lead_events (
  id uuid primary key default gen_random_uuid(),
  lead_kind text not null references public.lead_tables (kind) on delete cascade,
  lead_id uuid not null,
  event text not null check (event in ('status', 'note')),
  from_status text,
  to_status text check (to_status in ('new', 'contacted', 'qualified', 'closed', 'spam')),
  note text check (char_length(note) between 1 and 2000),
  staff_id uuid,
  staff_email text,
  created_at timestamptz not null default now(),
  check ((event = 'status') = (to_status is not null) and (event = 'note') = (note is not null))
);
create index lead_events_lead_idx on public.lead_events (lead_kind, lead_id, created_at);
alter table public.lead_events enable row level security;
revoke all on table public.lead_events from public, anon, authenticated;
create policy lead_events_admin_read on public.lead_events for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
grant select on table public.lead_events to authenticated;
grant select, insert, update, delete on table public.lead_events to service_role;

-- Access and erasure requests: what was answered, when, by whom; the address only as a salted hash.
create table public.data_subject_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('access', 'erasure')),
  email_hash text not null check (email_hash ~ '^[0-9a-f]{64}$'),
  rows_per_table jsonb not null,
  total integer not null check (total >= 0),
  staff_id uuid,
  staff_email text,
  created_at timestamptz not null default now()
);
create index data_subject_requests_created_idx on public.data_subject_requests (created_at desc);
alter table public.data_subject_requests enable row level security;
revoke all on table public.data_subject_requests from public, anon, authenticated;
create policy data_subject_requests_admin_read on public.data_subject_requests for select to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
grant select on table public.data_subject_requests to authenticated;
grant select on table public.data_subject_requests to service_role;

-- ---------------------------------------------------------------------------------------------
-- The inbox
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_list_leads(
  p_kind text default null,
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_unseen boolean default false,
  p_limit integer default 50,
  p_offset integer default 0
)
returns table (
  kind text, id uuid, created_at timestamptz, name text, email text, phone text, status text,
  notification_status text, notification_attempts integer, unseen boolean, source_page text, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
begin
  perform private.require_admin();
  perform private.check_filters(p_kind, p_status, p_from, p_to);
  if p_limit not between 1 and 200 or p_offset < 0 then
    raise exception 'invalid_filter' using errcode = '22023', detail = 'limit or offset out of range';
  end if;
  -- Counting every match would read every matching row; past 10,000 the inbox says "more than
  -- 10,000", so the count stops there (10,001 means more).
  execute format('select count(*) from (select 1 from (%s) leads where %s limit 10001) capped',
    private.lead_union_sql(p_kind, false), private.inbox_filter_sql())
    into total
    using p_status, p_from, p_to, private.search_pattern(p_search), coalesce(p_unseen, false);
  return query execute format(
    'select kind, id, created_at, name, email, phone, status, notification_status, notification_attempts,
            %s as unseen, source_page, $6::bigint as total_count
     from (%s) leads where %s
     order by created_at desc, id desc limit %s offset %s',
    private.unseen_sql(), private.lead_union_sql(p_kind, false), private.inbox_filter_sql(), p_limit, p_offset)
  using p_status, p_from, p_to, private.search_pattern(p_search), coalesce(p_unseen, false), total;
end;
$$;

create or replace function public.admin_lead_counts()
returns table (new_count bigint, unseen_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  -- Two counts, so that each can use its own index (status; the partial index of notifications due).
  return query execute format(
    'select (select count(*) from (%1$s) leads where status = ''new''),
            (select count(*) from (%1$s) leads where %2$s)',
    private.lead_union_sql(null, false), private.unseen_sql());
end;
$$;

create or replace function private.lead_event_json(e public.lead_events)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('id', e.id, 'event', e.event, 'from_status', e.from_status, 'to_status', e.to_status,
    'note', e.note, 'staff_email', e.staff_email, 'created_at', e.created_at)
$$;

create or replace function public.admin_get_lead(p_kind text, p_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  t text;
  lead jsonb;
  events jsonb;
begin
  perform private.require_admin();
  t := private.lead_table(p_kind);
  execute format('select to_jsonb(x) - ''ip_hash'' - ''search_text'' from public.%I x where id = $1', t) into lead using p_id;
  if lead is null then
    raise exception 'lead_not_found' using errcode = 'P0002';
  end if;
  select coalesce(jsonb_agg(private.lead_event_json(e) order by e.created_at, e.id), '[]'::jsonb) into events
  from public.lead_events e where e.lead_kind = p_kind and e.lead_id = p_id;
  return jsonb_build_object('kind', p_kind, 'lead', lead, 'events', events);
end;
$$;

create or replace function public.admin_set_lead_status(p_kind text, p_id uuid, p_status text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  t text;
  old_status text;
  e public.lead_events;
begin
  perform private.require_admin();
  t := private.lead_table(p_kind);
  if p_status is null or p_status not in ('new', 'contacted', 'qualified', 'closed', 'spam') then
    raise exception 'invalid_status' using errcode = '22023';
  end if;
  -- The row lock orders two staff members' changes: the second sees the first's status as its
  -- "from", and both stay in the history.
  execute format('select status from public.%I where id = $1 for update', t) into old_status using p_id;
  if old_status is null then
    raise exception 'lead_not_found' using errcode = 'P0002';
  end if;
  execute format('update public.%I set status = $2, status_changed_at = now() where id = $1', t) using p_id, p_status;
  insert into public.lead_events (lead_kind, lead_id, event, from_status, to_status, staff_id, staff_email)
  values (p_kind, p_id, 'status', old_status, p_status, auth.uid(), auth.jwt() ->> 'email')
  returning * into e;
  return private.lead_event_json(e);
end;
$$;

create or replace function public.admin_add_lead_note(p_kind text, p_id uuid, p_note text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  t text;
  found_id uuid;
  note text := btrim(coalesce(p_note, ''));
  e public.lead_events;
begin
  perform private.require_admin();
  t := private.lead_table(p_kind);
  if note = '' then
    raise exception 'note_empty' using errcode = '22023';
  end if;
  if char_length(note) > 2000 then
    raise exception 'note_too_long' using errcode = '22001';
  end if;
  execute format('select id from public.%I where id = $1', t) into found_id using p_id;
  if found_id is null then
    raise exception 'lead_not_found' using errcode = 'P0002';
  end if;
  insert into public.lead_events (lead_kind, lead_id, event, note, staff_id, staff_email)
  values (p_kind, p_id, 'note', note, auth.uid(), auth.jwt() ->> 'email')
  returning * into e;
  return private.lead_event_json(e);
end;
$$;

create or replace function public.admin_export_leads(
  p_kind text default null,
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_unseen boolean default false
)
returns table (
  kind text, id uuid, created_at timestamptz, name text, email text, phone text, status text,
  notification_status text, source_page text, details jsonb
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.check_filters(p_kind, p_status, p_from, p_to);
  return query execute format(
    'select kind, id, created_at, name, email, phone, status, notification_status, source_page, details
     from (%s) leads where %s order by created_at desc, id desc limit 50000',
    private.lead_union_sql(p_kind, true), private.inbox_filter_sql())
  using p_status, p_from, p_to, private.search_pattern(p_search), coalesce(p_unseen, false);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Data-subject requests
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
       from public.%I x where lower(x.email) = $1', r.table_name)
      into table_rows using p_email;
    tables := tables || jsonb_build_object(r.table_name, table_rows);
    select events || coalesce(jsonb_agg(private.lead_event_json(e) || jsonb_build_object('lead_kind', e.lead_kind,
             'lead_id', e.lead_id) order by e.created_at), '[]'::jsonb)
      into events
      from public.lead_events e
      where e.lead_kind = r.kind and e.lead_id in (select (value ->> 'id')::uuid from jsonb_array_elements(table_rows));
  end loop;
  return jsonb_build_object('email', p_email, 'tables', tables, 'staff_notes_and_history', events);
end;
$$;

create or replace function private.rows_per_table(p_subject jsonb)
returns jsonb
language sql
immutable
as $$
  select coalesce(jsonb_object_agg(key, jsonb_array_length(value)), '{}'::jsonb)
  from jsonb_each(p_subject -> 'tables')
$$;

create or replace function private.record_subject_request(p_kind text, p_email text, p_rows jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  request_id uuid;
begin
  insert into public.data_subject_requests (kind, email_hash, rows_per_table, total, staff_id, staff_email)
  values (p_kind, private.email_hash(p_email), p_rows,
          (select coalesce(sum(value::int), 0) from jsonb_each_text(p_rows)), auth.uid(), auth.jwt() ->> 'email')
  returning id into request_id;
  return request_id;
end;
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
  return private.subject_rows(private.normalized_email(p_email));
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
  subject := private.subject_rows(email);
  return subject || jsonb_build_object(
    'request_id', private.record_subject_request('access', email, private.rows_per_table(subject)),
    'exported_at', now());
end;
$$;

create or replace function public.admin_subject_erase(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text;
  r record;
  n integer;
  deleted jsonb := '{}'::jsonb;
  total integer := 0;
begin
  perform private.require_admin();
  email := private.normalized_email(p_email);
  -- One transaction (the function's): every row goes, with the staff notes about it, or none does.
  for r in select table_name, kind from public.lead_tables order by table_name loop
    execute format(
      'with gone as (delete from public.%I where lower(email) = $1 returning id),
            notes as (delete from public.lead_events where lead_kind = $2 and lead_id in (select id from gone))
       select count(*)::int from gone', r.table_name)
      into n using email, r.kind;
    deleted := deleted || jsonb_build_object(r.table_name, n);
    total := total + n;
  end loop;
  return jsonb_build_object(
    'request_id', private.record_subject_request('erasure', email, deleted),
    'deleted', deleted,
    'total', total);
end;
$$;

create or replace function public.admin_subject_requests(p_limit integer default 50)
returns table (
  id uuid, kind text, created_at timestamptz, staff_email text, rows_per_table jsonb, total integer, email_hash text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select d.id, d.kind, d.created_at, d.staff_email, d.rows_per_table, d.total, d.email_hash
    from public.data_subject_requests d
    order by d.created_at desc
    limit least(greatest(coalesce(p_limit, 50), 1), 500);
end;
$$;

-- Only signed-in users may call them (each refuses non-admins itself); visitors get nothing.
do $$
declare
  f text;
begin
  foreach f in array array[
    'admin_list_leads(text, text, date, date, text, boolean, integer, integer)',
    'admin_lead_counts()',
    'admin_get_lead(text, uuid)',
    'admin_set_lead_status(text, uuid, text)',
    'admin_add_lead_note(text, uuid, text)',
    'admin_export_leads(text, text, date, date, text, boolean)',
    'admin_subject_lookup(text)',
    'admin_subject_access(text)',
    'admin_subject_erase(text)',
    'admin_subject_requests(integer)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end;
$$;

-- Retention (24 months) also removes the staff notes of the leads it deletes.
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
  return total;
end;
$$;

revoke all on function public.delete_expired_leads() from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;
