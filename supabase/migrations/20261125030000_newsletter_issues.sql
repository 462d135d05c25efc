-- The weekly issue (docs/newsletter.md): staff write an issue in both languages, send a test to
-- themselves, then send it to the confirmed subscribers of each language. Starting the send takes a
-- snapshot of the list into newsletter_deliveries, one row per subscriber (unique per issue), which
-- the newsletter-send function works through in batches; a run that stops part way is resumed by
-- the next, and a row already sent is never sent again.
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  title_en text not null default '' check (char_length(title_en) <= 200),
  body_en text not null default '' check (char_length(body_en) <= 50000),
  title_he text not null default '' check (char_length(title_he) <= 200),
  body_he text not null default '' check (char_length(body_he) <= 50000),
  -- draft: editable; sending: deliveries snapshotted, being sent; sent: none left to send.
  status text not null default 'draft' check (status in ('draft', 'sending', 'sent')),
  created_by uuid,
  created_by_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  send_started_at timestamptz,
  sent_at timestamptz
);

create table public.newsletter_deliveries (
  id bigint generated always as identity primary key,
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  -- Set null when the subscriber is erased (a data-subject request); such a row is skipped.
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  language text not null check (language in ('en', 'he')),
  -- pending: to send; sending: claimed by a run; sent; failed (for good); skipped: left or erased
  -- after the snapshot.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  created_at timestamptz not null default now(),
  unique (issue_id, subscriber_id)
);
create index newsletter_deliveries_todo_idx on public.newsletter_deliveries (issue_id, id)
  where status in ('pending', 'sending');

-- Tests a staff member sends to their own address: kept apart, so they never count as a delivery.
create table public.newsletter_test_sends (
  id bigint generated always as identity primary key,
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  to_email text not null check (char_length(to_email) between 3 and 255),
  language text not null check (language in ('en', 'he')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  requested_by uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 2000)
);
create index newsletter_test_sends_todo_idx on public.newsletter_test_sends (id) where status in ('pending', 'sending');

alter table public.newsletter_issues enable row level security;
alter table public.newsletter_deliveries enable row level security;
alter table public.newsletter_test_sends enable row level security;
revoke all on table public.newsletter_issues, public.newsletter_deliveries, public.newsletter_test_sends
  from public, anon, authenticated;
grant all on table public.newsletter_issues, public.newsletter_deliveries, public.newsletter_test_sends
  to service_role;

-- Staff reach these tables only through the functions below (admin-only, 42501 otherwise).

create or replace function private.newsletter_issue_json(i public.newsletter_issues)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id, 'title_en', i.title_en, 'body_en', i.body_en, 'title_he', i.title_he, 'body_he', i.body_he,
    'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at,
    'send_started_at', i.send_started_at, 'sent_at', i.sent_at);
$$;

/* Creates a draft (p_id null) or updates one; a sent or sending issue cannot change. */
create or replace function public.admin_newsletter_save(
  p_id uuid,
  p_title_en text,
  p_body_en text,
  p_title_he text,
  p_body_he text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
begin
  perform private.require_admin();
  if p_id is null then
    insert into public.newsletter_issues (title_en, body_en, title_he, body_he, created_by, created_by_email)
    values (coalesce(p_title_en, ''), coalesce(p_body_en, ''), coalesce(p_title_he, ''), coalesce(p_body_he, ''),
      nullif(auth.jwt() ->> 'sub', '')::uuid, auth.jwt() ->> 'email')
    returning * into saved;
  else
    update public.newsletter_issues set
      title_en = coalesce(p_title_en, ''), body_en = coalesce(p_body_en, ''),
      title_he = coalesce(p_title_he, ''), body_he = coalesce(p_body_he, ''), updated_at = now()
    where id = p_id and status = 'draft'
    returning * into saved;
    if saved.id is null then
      raise exception 'issue_not_draft' using errcode = '22023', detail = 'only a draft can change';
    end if;
  end if;
  return private.newsletter_issue_json(saved);
end;
$$;

/* Every issue, newest first, with its delivery counts. */
create or replace function public.admin_newsletter_issues()
returns table (
  id uuid,
  title_en text,
  body_en text,
  title_he text,
  body_he text,
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  send_started_at timestamptz,
  sent_at timestamptz,
  recipients_en integer,
  recipients_he integer,
  sent integer,
  failed integer,
  pending integer,
  skipped integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select i.id, i.title_en, i.body_en, i.title_he, i.body_he, i.status, i.created_at, i.updated_at,
    i.send_started_at, i.sent_at,
    coalesce(count(d.id) filter (where d.language = 'en'), 0)::integer,
    coalesce(count(d.id) filter (where d.language = 'he'), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'sent'), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'failed'), 0)::integer,
    coalesce(count(d.id) filter (where d.status in ('pending', 'sending')), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'skipped'), 0)::integer
  from public.newsletter_issues i
  left join public.newsletter_deliveries d on d.issue_id = i.id
  group by i.id
  order by i.created_at desc;
end;
$$;

/* Who would receive an issue sent now: confirmed subscribers who have not left, per language. */
create or replace function public.admin_newsletter_audience()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select jsonb_build_object(
      'en', count(*) filter (where language = 'en'),
      'he', count(*) filter (where language = 'he'))
    from public.newsletter_subscribers
    where confirmed_at is not null and unsubscribed_at is null
  );
end;
$$;

/* A test of the issue, in both languages, to the signed-in staff member's own address. */
create or replace function public.admin_newsletter_test(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(trim(auth.jwt() ->> 'email'));
begin
  perform private.require_admin();
  if address is null or address = '' then
    raise exception 'no_email' using errcode = '22023', detail = 'the session carries no e-mail address';
  end if;
  if not exists (select 1 from public.newsletter_issues where id = p_id) then
    raise exception 'issue_not_found' using errcode = '22023';
  end if;
  insert into public.newsletter_test_sends (issue_id, to_email, language, requested_by)
  values (p_id, address, 'en', nullif(auth.jwt() ->> 'sub', '')::uuid),
         (p_id, address, 'he', nullif(auth.jwt() ->> 'sub', '')::uuid);
  return address;
end;
$$;

/*
 * Starts sending a draft: its deliveries are a snapshot of the confirmed subscribers who have not
 * left, per language. Both languages must have a title and a body. Answers the counts.
 */
create or replace function public.admin_newsletter_send(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
begin
  perform private.require_admin();
  select * into issue from public.newsletter_issues where id = p_id for update;
  if issue.id is null then
    raise exception 'issue_not_found' using errcode = '22023';
  end if;
  if issue.status <> 'draft' then
    raise exception 'issue_not_draft' using errcode = '22023', detail = 'this issue was sent already';
  end if;
  if trim(issue.title_en) = '' or trim(issue.body_en) = '' or trim(issue.title_he) = '' or trim(issue.body_he) = '' then
    raise exception 'issue_incomplete' using errcode = '22023', detail = 'a title and a body in both languages';
  end if;
  insert into public.newsletter_deliveries (issue_id, subscriber_id, language)
  select p_id, s.id, s.language
  from public.newsletter_subscribers s
  where s.confirmed_at is not null and s.unsubscribed_at is null
  on conflict (issue_id, subscriber_id) do nothing;
  update public.newsletter_issues set status = 'sending', send_started_at = now(), updated_at = now()
  where id = p_id;
  return (
    select jsonb_build_object(
      'en', count(*) filter (where language = 'en'),
      'he', count(*) filter (where language = 'he'))
    from public.newsletter_deliveries where issue_id = p_id
  );
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'admin_newsletter_save(uuid, text, text, text, text)',
    'admin_newsletter_issues()',
    'admin_newsletter_audience()',
    'admin_newsletter_test(uuid)',
    'admin_newsletter_send(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end;
$$;
revoke all on function private.newsletter_issue_json(public.newsletter_issues) from public, anon, authenticated;

-- The newsletter-send function every minute (it also runs locally on a timer and right after a
-- send or a test is requested), with the same Vault secrets as the notification retry job (the
-- service-role key under notification_retry_key).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      execute $cmd$
        select cron.schedule('newsletter-send', '* * * * *', $job$
          select net.http_post(
            url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                   || '/functions/v1/newsletter-send',
            headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' ||
              (select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_key')),
            body := '{}'::jsonb,
            timeout_milliseconds := 55000
          )
        $job$)
      $cmd$;
    exception when others then
      raise warning 'pg_cron/pg_net not usable (%); newsletter-send is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
