-- The euro -> shekel reference rates of the owners' year summary (docs/owner-tax-summary.md, "The
-- rates job"): the exchange-rates-fetch function reads the European Central Bank's daily reference
-- rates and upserts the shekel's rate of each day into public.exchange_rates (source 'ECB'; a gap of
-- more than a week is filled from the ECB's 90-day file). It runs daily at 15:30 UTC, after the ECB
-- publishes (around 16:00 CET, 14:00 or 15:00 UTC), on weekends too (an unchanged rate is not
-- rewritten).
--
-- Scheduled as a recorded job like the others (docs/lead-inbox.md, "Scheduled jobs"): listed in
-- public.scheduled_jobs, each run recorded in public.job_runs with the HTTP answer, a failed run (the
-- function answers 502 when the ECB's file cannot be read, and stores nothing) or a late one shown in
-- the staff inbox. Without pg_cron (PGlite, plain Postgres) private.schedule_job schedules nothing;
-- the local backend fetches nothing either and reads a fixture of rates from supabase/seed.sql.

insert into public.scheduled_jobs (job, schedule, max_gap) values
  ('exchange-rates-fetch', '30 15 * * *', interval '25 hours');

select private.schedule_job('exchange-rates-fetch',
  $$select private.call_function_job('exchange-rates-fetch', 'exchange-rates-fetch', 30000)$$, true);
