-- The statement e-mails (docs/owner-accounts.md, "The statement e-mail"): closing a month leaves each
-- co-owner's part of the statement 'pending' in owner_statement_shares; the owner-statement-mail
-- function e-mails each owner their parts' totals with a sign-in link, in their language, and marks
-- the parts sent, failed (tried again by later runs) or skipped (an erased or uninvited owner).
--
-- Scheduled every 5 minutes as a recorded job like the ad alert sender (docs/lead-inbox.md,
-- "Scheduled jobs"; 20261129102000_ad_alert_jobs_recorded.sql): listed in public.scheduled_jobs, each
-- run recorded in public.job_runs with the HTTP answer pg_net received, a failed or late one shown in
-- the staff inbox. Without pg_cron (PGlite, plain Postgres) private.schedule_job schedules nothing,
-- and the local backend runs the job on a timer and at once after each admin_month_close.

insert into public.scheduled_jobs (job, schedule, max_gap) values
  ('owner-statement-mail', '*/5 * * * *', interval '15 minutes');

select private.schedule_job('owner-statement-mail',
  $$select private.call_function_job('owner-statement-mail', 'owner-statement-mail', 55000)$$, true);

-- ---------------------------------------------------------------------------------------------
-- What the owners' functions may do as the edge functions' role (security review L9,
-- 20261202110000_edge_functions_role.sql, which creates the role the same way): column by column,
-- only what their SQL reads and writes, and none of the owners' money, tax numbers or documents.
-- - owner-sign-in-link and owner-invite read an owner's address, name, language and sign-in, and
--   owner-invite records the sign-in user and the invitation time (the audit trigger, security
--   definer, writes the log);
-- - owner-statement-mail reads the parts of statements with their property's address and month,
--   and writes only a part's e-mail columns.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'edge_functions') then
    create role edge_functions nologin noinherit;
  end if;
end;
$$;
grant usage on schema public to edge_functions;
grant select (id, email, full_name, language, user_id, invited_at, anonymised_at) on public.owners to edge_functions;
grant update (user_id, invited_at, updated_at) on public.owners to edge_functions;
grant select on public.owner_statement_shares to edge_functions;
grant update (email_status, email_attempts, email_error, emailed_at) on public.owner_statement_shares to edge_functions;
grant select (id, property_id, month) on public.owner_statements to edge_functions;
grant select (id, address) on public.owner_properties to edge_functions;
create policy owners_edge_functions on public.owners for all to edge_functions using (true) with check (true);
create policy owner_statement_shares_edge_functions on public.owner_statement_shares for all to edge_functions
  using (true) with check (true);
create policy owner_statements_edge_functions on public.owner_statements for select to edge_functions using (true);
create policy owner_properties_edge_functions on public.owner_properties for select to edge_functions using (true);
