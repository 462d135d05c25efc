-- Initial production schema: listings (public read, admin write) and lead tables (server only).
--
-- Applies unchanged on hosted Supabase, where the roles anon, authenticated and service_role and
-- the functions auth.jwt(), auth.uid() and auth.role() already exist. For PGlite or plain Postgres,
-- run supabase/local/bootstrap.sql first (never in production).
--
-- Row-level security is enabled on every table but not forced: forcing only affects the table
-- owner (the migration role), which must keep full access for maintenance and for the
-- security-definer retention function below. API roles (anon, authenticated) are always subject
-- to RLS; service_role bypasses it by design.

-- Trigram index support for the free-text location filter. Supabase keeps extensions in the
-- "extensions" schema; create it where it does not exist (PGlite, plain Postgres).
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Listings
-- ---------------------------------------------------------------------------------------------

create table public.fb_listings (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('rent', 'sale')),
  title text not null check (char_length(title) between 1 and 300),
  price numeric check (price >= 0),
  location text not null check (char_length(location) between 1 and 200),
  bedrooms integer check (bedrooms between 0 and 50),
  size_m2 numeric check (size_m2 > 0),
  furnished boolean,
  pets boolean,
  phone text check (char_length(phone) <= 40),
  thumbnail_url text check (char_length(thumbnail_url) <= 2048),
  images text[] not null default '{}' check (cardinality(images) <= 50),
  source_url text check (char_length(source_url) <= 2048),
  group_url text check (char_length(group_url) <= 2048),
  description text check (char_length(description) <= 10000),
  published_at timestamptz,
  uploaded_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

comment on table public.fb_listings is
  'Property ads shown on the ads page. Anyone reads; only admins (app_metadata.role = admin) write.';

-- Indexes serving the ads query (filters on type, price, bedrooms, published date, location;
-- newest first).
create index fb_listings_type_idx on public.fb_listings (type);
create index fb_listings_price_idx on public.fb_listings (price);
create index fb_listings_bedrooms_idx on public.fb_listings (bedrooms);
create index fb_listings_published_at_idx on public.fb_listings (published_at desc);
create index fb_listings_uploaded_at_idx on public.fb_listings (uploaded_at desc);
create index fb_listings_location_trgm_idx
  on public.fb_listings using gin (location extensions.gin_trgm_ops);

alter table public.fb_listings enable row level security;

create policy "Listings are readable by everyone"
  on public.fb_listings for select
  to anon, authenticated
  using (true);

create policy "Admins can insert listings"
  on public.fb_listings for insert
  to authenticated
  with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins can update listings"
  on public.fb_listings for update
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin')
  with check (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins can delete listings"
  on public.fb_listings for delete
  to authenticated
  using (((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

revoke all on table public.fb_listings from public, anon, authenticated;
grant select on table public.fb_listings to anon, authenticated;
grant insert, update, delete on table public.fb_listings to authenticated;
grant all on table public.fb_listings to service_role;

-- ---------------------------------------------------------------------------------------------
-- Leads (written only by the edge functions with the service role; kept 24 months)
-- ---------------------------------------------------------------------------------------------
-- ip_hash holds a hash of the client address (hex or base64), never the raw address: the check
-- refuses dots and colons, so an IPv4 or IPv6 address cannot be stored there by mistake.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    check (char_length(email) between 3 and 254)
    check (email = lower(trim(email)))
    check (position('@' in email) > 1),
  consent_marketing boolean not null default true,
  consent_version text not null check (char_length(consent_version) between 1 and 50),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'logged', 'failed')),
  notification_error text check (char_length(notification_error) <= 2000),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at);

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and position('@' in email) > 1),
  phone text check (char_length(phone) <= 40),
  subject text check (char_length(subject) <= 300),
  message text not null check (char_length(message) between 1 and 5000),
  service text check (service in ('investment', 'property', 'Property Management')),
  agrees_to_terms boolean not null check (agrees_to_terms),
  agrees_to_marketing boolean not null default false,
  consent_version text not null check (char_length(consent_version) between 1 and 50),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'logged', 'failed')),
  notification_error text check (char_length(notification_error) <= 2000),
  created_at timestamptz not null default now()
);

create index contact_submissions_created_at_idx on public.contact_submissions (created_at);

create table public.investment_leads (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and position('@' in email) > 1),
  phone text not null check (char_length(phone) between 1 and 40),
  equity numeric not null check (equity >= 0),
  leverage numeric not null check (leverage between 0 and 100),
  mortgage_years integer not null check (mortgage_years between 0 and 50),
  property_type text not null
    check (property_type in ('apartment', 'family_house', 'multi_family', 'single_family')),
  total_asset_value numeric not null check (total_asset_value >= 0),
  expected_annual_return numeric not null,
  loan_amount numeric not null check (loan_amount >= 0),
  monthly_mortgage_payment numeric not null check (monthly_mortgage_payment >= 0),
  gross_monthly_rent numeric not null check (gross_monthly_rent >= 0),
  estimated_expenses numeric not null check (estimated_expenses >= 0),
  expected_monthly_income numeric not null,
  agrees_to_terms boolean not null check (agrees_to_terms),
  agrees_to_marketing boolean not null default false,
  consent_version text not null check (char_length(consent_version) between 1 and 50),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'logged', 'failed')),
  notification_error text check (char_length(notification_error) <= 2000),
  created_at timestamptz not null default now()
);

create index investment_leads_created_at_idx on public.investment_leads (created_at);

create table public.template_downloads (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254 and position('@' in email) > 1),
  agrees_to_terms boolean not null check (agrees_to_terms),
  agrees_to_marketing boolean not null default false,
  consent_version text not null check (char_length(consent_version) between 1 and 50),
  source_page text check (char_length(source_page) <= 500),
  ip_hash text check (ip_hash ~ '^[A-Za-z0-9+/=_-]{32,128}$'),
  notification_status text not null default 'pending'
    check (notification_status in ('pending', 'sent', 'logged', 'failed')),
  notification_error text check (char_length(notification_error) <= 2000),
  created_at timestamptz not null default now()
);

create index template_downloads_created_at_idx on public.template_downloads (created_at);

-- RLS on, no policies for anon/authenticated: the API roles get nothing, even if a grant slips in.
alter table public.newsletter_subscribers enable row level security;
alter table public.contact_submissions enable row level security;
alter table public.investment_leads enable row level security;
alter table public.template_downloads enable row level security;

revoke all on table
  public.newsletter_subscribers,
  public.contact_submissions,
  public.investment_leads,
  public.template_downloads
  from public, anon, authenticated;

grant select, insert, update, delete on table
  public.newsletter_subscribers,
  public.contact_submissions,
  public.investment_leads,
  public.template_downloads
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Retention: leads are kept 24 months
-- ---------------------------------------------------------------------------------------------

create or replace function public.delete_expired_leads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff constant timestamptz := now() - interval '24 months';
  n integer;
  total integer := 0;
begin
  delete from public.newsletter_subscribers where created_at < cutoff;
  get diagnostics n = row_count;
  total := total + n;

  delete from public.contact_submissions where created_at < cutoff;
  get diagnostics n = row_count;
  total := total + n;

  delete from public.investment_leads where created_at < cutoff;
  get diagnostics n = row_count;
  total := total + n;

  delete from public.template_downloads where created_at < cutoff;
  get diagnostics n = row_count;
  total := total + n;

  return total;
end;
$$;

comment on function public.delete_expired_leads() is
  'Deletes lead rows older than 24 months from every lead table; returns the number deleted.';

revoke all on function public.delete_expired_leads() from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;

-- Daily schedule where the database has pg_cron (hosted Supabase). Where it is absent (PGlite,
-- plain Postgres) the migration still applies and the function can be run by hand.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      execute 'create extension if not exists pg_cron with schema pg_catalog';
      -- A named job is created or replaced, so re-running this is harmless.
      execute $cmd$
        select cron.schedule(
          'delete-expired-leads',
          '17 3 * * *',
          'select public.delete_expired_leads()'
        )
      $cmd$;
    exception when others then
      -- e.g. pg_cron installed but not in shared_preload_libraries on a plain Postgres.
      raise warning 'pg_cron present but not usable (%); delete_expired_leads() is not scheduled',
        sqlerrm;
    end;
  end if;
end;
$$;
