-- Scheduled jobs that fail are seen (docs/lead-inbox.md, "Scheduled jobs"):
-- - public.scheduled_jobs lists every job, its cron schedule and how long it may go without a run;
-- - every run through private.run_job() (a database job) or private.call_function_job() (a call to
--   an edge function through pg_net) is recorded in public.job_runs: started, finished, rows,
--   error, and for a call the HTTP status pg_net received, read back from net._http_response;
-- - public.admin_job_problems() gives the staff inbox (and job_problems() the daily digest) each job
--   whose last run failed or that has not run on schedule;
-- - private.schedule_job() schedules with pg_cron, and a database that has pg_cron (hosted
--   Supabase) but cannot schedule a job, or lacks pg_net or a Vault secret a call needs, fails the
--   migration with the reason instead of warning. Without pg_cron (PGlite, plain Postgres) nothing
--   is scheduled and the local backend runs the jobs on its timers.

create table public.scheduled_jobs (
  job text primary key check (job ~ '^[a-z][a-z0-9-]{0,62}$'),
  schedule text not null,
  -- A job not started for longer than this is late (its schedule's period plus a margin).
  max_gap interval not null check (max_gap > interval '0'),
  -- Set when pg_cron scheduled it: only a scheduled job can be late.
  scheduled_at timestamptz,
  -- When the daily digest last told staff of a problem of this job (once a day while it lasts).
  problem_reported_at timestamptz
);
alter table public.scheduled_jobs enable row level security;
revoke all on table public.scheduled_jobs from public, anon, authenticated;
grant select, update (problem_reported_at) on table public.scheduled_jobs to service_role;

insert into public.scheduled_jobs (job, schedule, max_gap) values
  ('delete-expired-leads', '17 3 * * *', interval '25 hours'),
  ('delete-expired-newsletter-signups', '27 3 * * *', interval '25 hours'),
  ('retry-lead-notifications', '*/5 * * * *', interval '15 minutes'),
  ('newsletter-send', '* * * * *', interval '10 minutes'),
  ('listing-photo-sweep', '17 3 * * *', interval '25 hours');

create table public.job_runs (
  id bigint generated always as identity primary key,
  job text not null references public.scheduled_jobs (job) on delete cascade,
  started_at timestamptz not null default clock_timestamp(),
  finished_at timestamptz,
  status text not null default 'running' check (status in ('running', 'ok', 'failed')),
  rows_affected integer,
  error text check (char_length(error) <= 2000),
  http_request_id bigint,
  http_status integer
);
create index job_runs_job_idx on public.job_runs (job, started_at desc);
create index job_runs_waiting_idx on public.job_runs (http_request_id) where status = 'running' and http_request_id is not null;
alter table public.job_runs enable row level security;
revoke all on table public.job_runs from public, anon, authenticated;
grant select, insert, update on table public.job_runs to service_role;

-- A database job: runs `p_sql` (which returns one integer, the rows it handled) and records it.
create or replace function private.run_job(p_job text, p_sql text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  run_id bigint;
  n integer;
begin
  insert into public.job_runs (job) values (p_job) returning id into run_id;
  begin
    execute p_sql into n;
    update public.job_runs set status = 'ok', finished_at = clock_timestamp(), rows_affected = n where id = run_id;
  exception when others then
    update public.job_runs set status = 'failed', finished_at = clock_timestamp(), error = left(sqlerrm, 2000)
    where id = run_id;
  end;
  delete from public.job_runs where started_at < now() - interval '30 days';
  return n;
end;
$$;
revoke all on function private.run_job(text, text) from public;

-- The answers pg_net received for the calls still waiting: 2xx is ok, anything else failed with
-- its reason; a call with no answer after 10 minutes failed.
create or replace function private.collect_job_answers()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if to_regclass('net._http_response') is not null then
    execute $sql$
      update public.job_runs r set
        finished_at = coalesce(a.created, clock_timestamp()),
        http_status = a.status_code,
        status = case when a.status_code between 200 and 299 then 'ok' else 'failed' end,
        error = case when a.status_code between 200 and 299 then null
                     else left(coalesce(nullif(a.error_msg, ''), 'HTTP ' || a.status_code || ': ' || left(a.content, 500),
                                        'no answer'), 2000) end
      from net._http_response a
      where r.status = 'running' and r.http_request_id = a.id
    $sql$;
  end if;
  update public.job_runs set status = 'failed', finished_at = clock_timestamp(),
    error = 'no answer from the function within 10 minutes'
  where status = 'running' and started_at < now() - interval '10 minutes';
end;
$$;
revoke all on function private.collect_job_answers() from public;

-- A call to an edge function (POST /functions/v1/<p_function>) with the Vault secrets the jobs use.
create or replace function private.call_function_job(p_job text, p_function text, p_timeout_ms integer default 5000)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  run_id bigint;
  request_id bigint;
begin
  perform private.collect_job_answers();
  insert into public.job_runs (job) values (p_job) returning id into run_id;
  begin
    execute $sql$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/' || $1,
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' ||
          (select decrypted_secret from vault.decrypted_secrets where name = 'notification_retry_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := $2)
    $sql$ into request_id using p_function, p_timeout_ms;
    update public.job_runs set http_request_id = request_id where id = run_id;
  exception when others then
    update public.job_runs set status = 'failed', finished_at = clock_timestamp(), error = left(sqlerrm, 2000)
    where id = run_id;
  end;
  delete from public.job_runs where started_at < now() - interval '30 days';
  return request_id;
end;
$$;
revoke all on function private.call_function_job(text, text, integer) from public;

-- Each job whose last run failed, or that is scheduled and has not started within its max_gap.
create or replace function private.job_problems()
returns table (job text, problem text, last_started_at timestamptz, error text, http_status integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.collect_job_answers();
  return query
    select j.job,
           case when r.status = 'failed' then 'failed' else 'late' end,
           r.started_at, r.error, r.http_status
    from public.scheduled_jobs j
    left join lateral (
      select * from public.job_runs x where x.job = j.job and x.status <> 'running'
      order by x.started_at desc limit 1
    ) r on true
    where r.status = 'failed'
       or (j.scheduled_at is not null
           and coalesce((select max(x.started_at) from public.job_runs x where x.job = j.job), j.scheduled_at)
               < now() - j.max_gap)
    order by j.job;
end;
$$;
revoke all on function private.job_problems() from public;

create or replace function public.admin_job_problems()
returns table (job text, problem text, last_started_at timestamptz, error text, http_status integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query select * from private.job_problems();
end;
$$;
revoke all on function public.admin_job_problems() from public, anon;
grant execute on function public.admin_job_problems() to authenticated;

-- For the daily digest (notification-retry, as the service role).
create or replace function public.job_problems()
returns table (job text, problem text, last_started_at timestamptz, error text, http_status integer)
language sql
security definer
set search_path = ''
as $$
  select * from private.job_problems()
$$;
revoke all on function public.job_problems() from public, anon, authenticated;
grant execute on function public.job_problems() to service_role;

-- Schedules `p_command` under `p_job` where pg_cron exists; there, any failure stops the migration
-- with its reason. `p_needs_net`: the command calls a function, so pg_net and the Vault secrets
-- must be there too.
create or replace function private.schedule_job(p_job text, p_command text, p_needs_net boolean)
returns void
language plpgsql
set search_path = ''
as $$
declare
  cron_schedule text;
  missing text;
begin
  select schedule into cron_schedule from public.scheduled_jobs where job = p_job;
  if cron_schedule is null then
    raise exception 'schedule_job: % is not in public.scheduled_jobs', p_job;
  end if;
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'no pg_cron here: % is not scheduled (the local backend runs it on a timer)', p_job;
    return;
  end if;
  execute 'create extension if not exists pg_cron with schema pg_catalog';
  if p_needs_net then
    if not exists (select 1 from pg_available_extensions where name = 'pg_net') then
      raise exception 'cannot schedule %: the pg_net extension is not available', p_job;
    end if;
    execute 'create extension if not exists pg_net with schema extensions';
    execute $sql$
      select string_agg(s, ', ') from unnest(array['project_url', 'notification_retry_key']) s
      where not exists (select 1 from vault.decrypted_secrets v where v.name = s and coalesce(v.decrypted_secret, '') <> '')
    $sql$ into missing;
    if missing is not null then
      raise exception 'cannot schedule %: the Vault secret(s) % are missing (README, "Production")', p_job, missing;
    end if;
  end if;
  execute 'select cron.schedule($1, $2, $3)' using p_job, cron_schedule, p_command;
  update public.scheduled_jobs set scheduled_at = now() where job = p_job;
end;
$$;
revoke all on function private.schedule_job(text, text, boolean) from public;

select private.schedule_job('delete-expired-leads',
  $$select private.run_job('delete-expired-leads', 'select public.delete_expired_leads()')$$, false);
select private.schedule_job('delete-expired-newsletter-signups',
  $$select private.run_job('delete-expired-newsletter-signups', 'select public.delete_expired_newsletter_signups()')$$,
  false);
select private.schedule_job('retry-lead-notifications',
  $$select private.call_function_job('retry-lead-notifications', 'notification-retry')$$, true);
select private.schedule_job('newsletter-send',
  $$select private.call_function_job('newsletter-send', 'newsletter-send', 55000)$$, true);
select private.schedule_job('listing-photo-sweep',
  $$select private.call_function_job('listing-photo-sweep', 'listing-photo-sweep', 60000)$$, true);
