-- The CSV export reads the leads in pages (docs/lead-inbox.md): hosted PostgREST answers at most
-- max_rows = 1000 rows (supabase/config.toml), so one call for every row would stop at 1,000
-- without a word. A page is at most 1,000 rows, newest first; the next page starts after the last
-- row of the one before (created_at, id), so leads arriving meanwhile neither repeat nor shift it.
drop function if exists public.admin_export_leads(text, text, date, date, text, boolean);

create or replace function public.admin_export_leads(
  p_kind text default null,
  p_status text default null,
  p_from date default null,
  p_to date default null,
  p_search text default null,
  p_unseen boolean default false,
  p_limit integer default 1000,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null
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
  if p_limit is null or p_limit not between 1 and 1000 or (p_after_created_at is null) <> (p_after_id is null) then
    raise exception 'invalid_filter' using errcode = '22023', detail = 'limit out of range or half a page cursor';
  end if;
  return query execute format(
    'select kind, id, created_at, name, email, phone, status, notification_status, source_page, details
     from (%s) leads where %s and ($6::timestamptz is null or (created_at, id) < ($6, $7::uuid))
     order by created_at desc, id desc limit %s',
    private.lead_union_sql(p_kind, true), private.inbox_filter_sql(), p_limit)
  using p_status, p_from, p_to, private.search_pattern(p_search), coalesce(p_unseen, false),
    p_after_created_at, p_after_id;
end;
$$;

revoke all on function public.admin_export_leads(text, text, date, date, text, boolean, integer, timestamptz, uuid)
  from public, anon;
grant execute on function public.admin_export_leads(text, text, date, date, text, boolean, integer, timestamptz, uuid)
  to authenticated;
