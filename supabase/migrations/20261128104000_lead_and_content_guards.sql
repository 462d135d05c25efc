-- The database holds what the forms promise (docs/security-review.md):
-- - staff change a lead only through the functions that record its history (admin_set_lead_status,
--   admin_add_lead_note): no direct update grant on a lead table, and the direct read leaves out
--   the address hash and the notification error, which the functions hide too;
-- - a lead that does not exist is 404 (SQLSTATE PT404, which PostgREST answers with that status),
--   not 500;
-- - a lead's source_page is a path of this site (not //host, no encoded control characters);
-- - listing URLs are http(s) only (pictures may also be a path of this site, as the seed's are);
-- - newsletter titles are one line without control or bidi-override characters (they become the
--   mail subject).
-- New constraints are NOT VALID: they hold for every new or changed row without refusing the
-- migration over an old one.

do $$
declare
  t text;
  cols text;
begin
  for t in select table_name from public.lead_tables order by table_name loop
    execute format('drop policy if exists %1$s_admin_update on public.%1$I', t);
    execute format('revoke update, select on public.%I from authenticated', t);
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into cols
    from information_schema.columns
    where table_schema = 'public' and table_name = t and column_name not in ('ip_hash', 'notification_error');
    execute format('grant select (%s) on public.%I to authenticated', cols, t);
    execute format(
      $c$alter table public.%1$I add constraint %1$s_source_page_path check (
        source_page is null or (source_page ~ '^/([^/\\]|$)' and source_page !~* '%%(0[0-9a-f]|1[0-9a-f]|7f)'))
        not valid$c$, t);
  end loop;
end;
$$;

create or replace function public.all_http_urls(p_urls text[])
returns boolean
language sql
immutable
set search_path = ''
as $f$
  select coalesce(bool_and(u ~* '^(https?://[^/\s]|/[^/\\])'), true) from unnest(p_urls) u
$f$;

alter table public.fb_listings
  add constraint fb_listings_source_url_http check (source_url is null or source_url ~* '^https?://[^/\s]') not valid,
  add constraint fb_listings_thumbnail_url_http
    check (thumbnail_url is null or thumbnail_url ~* '^(https?://[^/\s]|/[^/\\])') not valid,
  add constraint fb_listings_images_http
    check (public.all_http_urls(images)) not valid;

alter table public.newsletter_issues
  add constraint newsletter_issues_title_en_line
    check (title_en !~ '[\x01-\x1f\x7f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid,
  add constraint newsletter_issues_title_he_line
    check (title_he !~ '[\x01-\x1f\x7f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]') not valid;

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
    raise exception 'lead_not_found' using errcode = 'PT404';
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
    raise exception 'lead_not_found' using errcode = 'PT404';
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
    raise exception 'lead_not_found' using errcode = 'PT404';
  end if;
  insert into public.lead_events (lead_kind, lead_id, event, note, staff_id, staff_email)
  values (p_kind, p_id, 'note', note, auth.uid(), auth.jwt() ->> 'email')
  returning * into e;
  return private.lead_event_json(e);
end;
$$;
