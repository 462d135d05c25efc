-- Least privilege for the edge functions (security review L9, README "Deploying"): they reached
-- the database through SUPABASE_DB_URL, as its owner, bypassing every grant and row-level policy.
-- They now connect as `edge_functions` (FUNCTIONS_DB_URL), a role that may do exactly what their
-- SQL does, table by table and verb by verb, and nothing else: no owner, staff or data-subject
-- table, no auth or private schema, no DDL, no way to turn row-level security off.
--
-- The role is created here without a password (NOLOGIN); production gives it one once, outside the
-- migrations, so no password is ever in the repository:
--   alter role edge_functions with login password '<openssl rand -hex 32>';
-- and sets the functions' secret FUNCTIONS_DB_URL to a connection string for it (README).
-- Row-level security stays on for it: each table it uses has a policy naming it alone.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'edge_functions') then
    create role edge_functions nologin noinherit;
  end if;
end;
$$;
comment on role edge_functions is
  'The edge functions'' database role (security review L9): only the grants their SQL needs.';

grant usage on schema public to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- Leads (contact-submit, investment-submit, rental-template-download, newsletter-subscribe), their
-- staff notifications and the retry job (notification-delivery.ts)
-- ---------------------------------------------------------------------------------------------
grant select, insert, update on table
  public.contact_submissions, public.investment_leads, public.template_downloads, public.newsletter_subscribers
  to edge_functions;
-- The per-client limits of every public function (rate-limit.ts); its prune locks the rows it
-- deletes (FOR UPDATE SKIP LOCKED), which takes an UPDATE grant on a column.
grant select, insert, delete, update (created_at) on table public.function_rate_limits to edge_functions;
-- The retry job's daily digest of late jobs: the list, and when a problem was last told.
grant select, update (problem_reported_at) on table public.scheduled_jobs to edge_functions;
grant execute on function public.job_problems() to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- The newsletter (newsletter-confirm, newsletter-unsubscribe, newsletter-send)
-- ---------------------------------------------------------------------------------------------
grant select, update on table public.newsletter_issues, public.newsletter_deliveries, public.newsletter_test_sends
  to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- Ad alerts (alert-save, alert-confirm, alert-manage, alert-unsubscribe, alert-send)
-- ---------------------------------------------------------------------------------------------
grant select, insert, update, delete on table public.ad_alerts to edge_functions;
grant select, update on table public.ad_alert_digests, public.ad_alert_matches to edge_functions;
grant select, insert, delete on table public.ad_alert_manage_links to edge_functions;
grant execute on function public.ad_alerts_plan(text, timestamptz) to edge_functions;
grant execute on function public.ad_alerts_housekeeping(timestamptz) to edge_functions;
-- The listings an alert e-mail shows, and the photo sweep's references: read only.
grant select on table public.fb_listings to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- The exchange-rate job (exchange-rates-fetch): the rates table, nothing else of the owners' data
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if to_regclass('public.exchange_rates') is not null then
    grant select, insert, update on table public.exchange_rates to edge_functions;
    execute 'create policy exchange_rates_edge_functions on public.exchange_rates for all to edge_functions
               using (true) with check (true)';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The photo sweep (listing-photo-sweep) lists the bucket's objects; it deletes through the Storage API
-- ---------------------------------------------------------------------------------------------
grant usage on schema storage to edge_functions;
grant select on table storage.objects to edge_functions;
create policy listing_photos_edge_functions_read on storage.objects for select to edge_functions
  using (bucket_id = 'listing-photos');

-- ---------------------------------------------------------------------------------------------
-- Row-level security: one policy per table for this role; its grants above decide the verbs.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array[
    'contact_submissions', 'investment_leads', 'template_downloads', 'newsletter_subscribers',
    'function_rate_limits', 'scheduled_jobs', 'newsletter_issues', 'newsletter_deliveries',
    'newsletter_test_sends', 'ad_alerts', 'ad_alert_digests', 'ad_alert_matches', 'ad_alert_manage_links',
    'fb_listings'
  ] loop
    execute format('create policy %1$s_edge_functions on public.%1$I for all to edge_functions
                      using (true) with check (true)', t);
  end loop;
end;
$$;
