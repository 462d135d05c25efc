-- A newsletter subscriber's life in the staff inbox (docs/newsletter.md, docs/lead-inbox.md):
-- - staff hear of a subscriber when they confirm, not when they sign up: a sign-up is stored with
--   notification_status 'unconfirmed' (nothing to tell staff yet, never retried nor "not seen"),
--   and the confirmation sets it 'pending' for the usual lead notification and its retries;
-- - the inbox list says where each subscriber stands (pending, confirmed, left), and a subscriber
--   who has not confirmed or has left does not count as a new lead;
-- - a notification that became due after the row was stored (a confirmation days after the sign-up)
--   counts as "not seen" five minutes after it became due, not at once.

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_notification_status_check,
  add constraint newsletter_subscribers_notification_status_check
    check (notification_status in ('pending', 'sent', 'logged', 'failed', 'batched', 'unconfirmed'));

-- The inbox's union of every lead table gains two columns: when a notification became due (for the
-- "not seen" rule) and, for a table with a subscription (confirmed_at and unsubscribed_at), where
-- the person stands.
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
  subscription_expr text;
begin
  for r in select table_name, kind from public.lead_tables where p_kind is null or kind = p_kind order by kind loop
    name_expr := case
      when private.has_column(r.table_name, 'name') then 'name::text'
      when private.has_column(r.table_name, 'full_name') then 'full_name::text'
      else 'null::text' end;
    phone_expr := case when private.has_column(r.table_name, 'phone') then 'phone::text' else 'null::text' end;
    subscription_expr := case
      when private.has_column(r.table_name, 'confirmed_at') and private.has_column(r.table_name, 'unsubscribed_at')
        then 'case when t.unsubscribed_at is not null then ''left'' when t.confirmed_at is not null then ''confirmed''
              else ''pending'' end'
      else 'null::text' end;
    parts := parts || format(
      'select %L::text as kind, t.id, t.created_at, %s as name, t.email::text as email, %s as phone, t.status,
              t.notification_status, t.notification_attempts, t.source_page, t.search_text,
              t.notification_next_attempt_at, %s as subscription%s
       from public.%I t',
      r.kind, name_expr, phone_expr, subscription_expr,
      case when p_with_details then
        ', to_jsonb(t) - array[''ip_hash'', ''notification_error'', ''notification_next_attempt_at'', ''unseen_reported_at'', ''search_text'']::text[] as details'
      else '' end,
      r.table_name);
  end loop;
  if cardinality(parts) = 0 then
    return 'select null::text as kind, null::uuid as id, null::timestamptz as created_at, null::text as name,
            null::text as email, null::text as phone, null::text as status, null::text as notification_status,
            null::int as notification_attempts, null::text as source_page, null::text as search_text,
            null::timestamptz as notification_next_attempt_at, null::text as subscription' ||
           case when p_with_details then ', null::jsonb as details' else '' end || ' where false';
  end if;
  return array_to_string(parts, ' union all ');
end;
$$;

-- "Not seen": failed for good, waiting in a digest, or pending five minutes after it became due.
-- A confirmation makes the notification due with its first retry five minutes later
-- (notification_next_attempt_at), so it counts from then rather than from the sign-up.
create or replace function private.unseen_sql()
returns text
language sql
immutable
as $$
  select $u$(notification_status in ('failed', 'batched')
             or (notification_status = 'pending' and created_at < now() - interval '5 minutes'
                 and coalesce(notification_next_attempt_at, created_at) < now()))$u$
$$;

drop function public.admin_list_leads(text, text, date, date, text, boolean, integer, integer);
create function public.admin_list_leads(
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
  notification_status text, notification_attempts integer, unseen boolean, source_page text,
  subscription text, total_count bigint
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
            %s as unseen, source_page, subscription, $6::bigint as total_count
     from (%s) leads where %s
     order by created_at desc, id desc limit %s offset %s',
    private.unseen_sql(), private.lead_union_sql(p_kind, false), private.inbox_filter_sql(), p_limit, p_offset)
  using p_status, p_from, p_to, private.search_pattern(p_search), coalesce(p_unseen, false), total;
end;
$$;
revoke all on function public.admin_list_leads(text, text, date, date, text, boolean, integer, integer) from public, anon;
grant execute on function public.admin_list_leads(text, text, date, date, text, boolean, integer, integer) to authenticated;

-- New leads to deal with: a subscriber counts once confirmed, and no longer after leaving.
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
    'select (select count(*) from (%1$s) leads where status = ''new'' and coalesce(subscription, ''confirmed'') = ''confirmed''),
            (select count(*) from (%1$s) leads where %2$s)',
    private.lead_union_sql(null, false), private.unseen_sql());
end;
$$;
