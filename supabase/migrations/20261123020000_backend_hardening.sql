-- Backend hardening (issue 11): the lead tables' checks agree with the functions' zod schemas, and
-- staff notifications are retried with backoff and batched during a surge.

-- ---------------------------------------------------------------------------------------------
-- Limits equal to the schemas' (supabase/functions/_shared/domain/validation/field-rules.ts is
-- their one source; tests/functions/schema-constraints.test.ts fails when the two disagree).
-- Tightened checks are NOT VALID: they hold for every new row without re-checking old ones.
-- ---------------------------------------------------------------------------------------------

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_check,
  add constraint newsletter_subscribers_email_check check (char_length(email) between 3 and 255);

alter table public.contact_submissions
  drop constraint contact_submissions_email_check,
  add constraint contact_submissions_email_check
    check (char_length(email) between 3 and 255 and position('@' in email) > 1),
  drop constraint contact_submissions_name_check,
  add constraint contact_submissions_name_check check (char_length(name) between 1 and 100) not valid,
  drop constraint contact_submissions_phone_check,
  add constraint contact_submissions_phone_check check (char_length(phone) <= 30) not valid,
  drop constraint contact_submissions_subject_check,
  add constraint contact_submissions_subject_check check (char_length(subject) <= 200) not valid;

alter table public.investment_leads
  drop constraint investment_leads_email_check,
  add constraint investment_leads_email_check
    check (char_length(email) between 3 and 255 and position('@' in email) > 1),
  drop constraint investment_leads_name_check,
  add constraint investment_leads_name_check check (char_length(name) between 1 and 100) not valid,
  drop constraint investment_leads_phone_check,
  add constraint investment_leads_phone_check check (char_length(phone) between 1 and 30) not valid,
  drop constraint investment_leads_equity_check,
  add constraint investment_leads_equity_check check (equity between 50000 and 2000000) not valid,
  drop constraint investment_leads_leverage_check,
  add constraint investment_leads_leverage_check check (leverage between 0 and 70) not valid,
  drop constraint investment_leads_mortgage_years_check,
  add constraint investment_leads_mortgage_years_check check (mortgage_years between 0 and 30) not valid;

alter table public.template_downloads
  drop constraint template_downloads_email_check,
  add constraint template_downloads_email_check
    check (char_length(email) between 3 and 255 and position('@' in email) > 1),
  drop constraint template_downloads_full_name_check,
  add constraint template_downloads_full_name_check check (char_length(full_name) between 1 and 100) not valid;

-- ---------------------------------------------------------------------------------------------
-- Notification retries: attempts, the time of the next one, and 'batched' (stored during a surge
-- over the function's ceiling; sent to staff as one digest by the retry job).
-- ---------------------------------------------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array['newsletter_subscribers', 'contact_submissions', 'investment_leads', 'template_downloads']
  loop
    execute format($sql$
      alter table public.%1$I
        add column notification_attempts integer not null default 0 check (notification_attempts >= 0),
        add column notification_next_attempt_at timestamptz,
        drop constraint %1$s_notification_status_check,
        add constraint %1$s_notification_status_check
          check (notification_status in ('pending', 'sent', 'logged', 'failed', 'batched'));
      create index %1$s_notification_due_idx on public.%1$I (created_at)
        where notification_status in ('pending', 'failed', 'batched');
    $sql$, t);
  end loop;
end;
$$;

-- The retry job in production: every 5 minutes pg_cron calls the notification-retry function
-- through pg_net, with the project URL and the function's key read from Supabase Vault (the
-- secrets 'project_url' and 'notification_retry_key'; see README). Where pg_cron or pg_net is
-- absent (PGlite, plain Postgres) the migration still applies; the local backend runs the same job
-- on a timer.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      execute 'create extension if not exists pg_cron with schema pg_catalog';
      execute 'create extension if not exists pg_net with schema extensions';
      execute $cmd$
        select cron.schedule(
          'retry-lead-notifications',
          '*/5 * * * *',
          $job$
            select net.http_post(
              url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                     || '/functions/v1/notification-retry',
              headers := jsonb_build_object(
                'Content-Type', 'application/json',
                'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                               where name = 'notification_retry_key')),
              body := '{}'::jsonb)
          $job$
        )
      $cmd$;
    exception when others then
      raise warning 'pg_cron or pg_net not usable (%); retry-lead-notifications is not scheduled', sqlerrm;
    end;
  end if;
end;
$$;
