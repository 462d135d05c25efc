-- The ad alert sender's four pg_cron jobs (docs/ad-alerts.md) become scheduled jobs like the others
-- (docs/lead-inbox.md, "Scheduled jobs"): listed in public.scheduled_jobs, each run recorded in
-- public.job_runs with the HTTP answer pg_net received, a failed or late one shown in the inbox and
-- the daily digest, and a database with pg_cron that cannot schedule them fails this migration with
-- the reason (20261128200000_ad_alerts.sql only warned).

insert into public.scheduled_jobs (job, schedule, max_gap) values
  ('ad-alerts-instant', '*/5 * * * *', interval '15 minutes'),
  ('ad-alerts-daily', '5 * * * *', interval '90 minutes'),
  ('ad-alerts-weekly', '10 * * * 1', interval '8 days'),
  ('ad-alerts-housekeeping', '40 3 * * *', interval '25 hours');

-- A call to a function may now carry a JSON body (the alert sender's frequency). The old
-- three-argument function goes, so that a call with two or three arguments is not ambiguous.
drop function private.call_function_job(text, text, integer);
create function private.call_function_job(
  p_job text, p_function text, p_timeout_ms integer default 5000, p_body jsonb default '{}'::jsonb
)
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
        body := $3,
        timeout_milliseconds := $2)
    $sql$ into request_id using p_function, p_timeout_ms, coalesce(p_body, '{}'::jsonb);
    update public.job_runs set http_request_id = request_id where id = run_id;
  exception when others then
    update public.job_runs set status = 'failed', finished_at = clock_timestamp(), error = left(sqlerrm, 2000)
    where id = run_id;
  end;
  delete from public.job_runs where started_at < now() - interval '30 days';
  return request_id;
end;
$$;
revoke all on function private.call_function_job(text, text, integer, jsonb) from public;

-- pg_cron replaces a job of the same name, so these take the place of the unrecorded ones.
select private.schedule_job('ad-alerts-instant',
  $$select private.call_function_job('ad-alerts-instant', 'alert-send', 55000, '{"frequency":"instant"}')$$, true);
select private.schedule_job('ad-alerts-daily',
  $$select private.call_function_job('ad-alerts-daily', 'alert-send', 55000, '{"frequency":"daily"}')$$, true);
select private.schedule_job('ad-alerts-weekly',
  $$select private.call_function_job('ad-alerts-weekly', 'alert-send', 55000, '{"frequency":"weekly"}')$$, true);
select private.schedule_job('ad-alerts-housekeeping',
  $$select private.call_function_job('ad-alerts-housekeeping', 'alert-send', 55000, '{"frequency":"housekeeping"}')$$,
  true);
