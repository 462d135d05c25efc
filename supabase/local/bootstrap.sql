-- Local bootstrap for PGlite and plain Postgres ONLY. Never run this against a Supabase project:
-- there these roles and the auth schema already exist and are managed by Supabase.
--
-- It recreates the small part of Supabase's environment the migrations rely on: the API roles
-- and the auth helper functions that read the JWT claims PostgREST puts in request.jwt.claims.
-- Idempotent: safe to run more than once.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end;
$$;

create schema if not exists auth;

-- As Supabase defines them (auth.jwt() defaults to an empty object when no claims are set).
create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

-- The users the local Auth creates at run time (the owners staff invite; supabase/local/auth-api.ts),
-- kept so they survive a restart of the backend. The configured accounts (admin, staff, seeded owners)
-- are not here. Hosted Supabase has its own, larger auth.users. No API role reads it.
create table if not exists auth.users (
  id uuid primary key,
  email text not null unique,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now()
);
revoke all on table auth.users from public, anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

-- The part of Supabase Storage's schema the migrations use (hosted projects have it, with more
-- columns): buckets, and objects under row-level security so storage policies in migrations decide
-- who may write. The local backend's Storage API records every write here as the caller's role.
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  version text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant usage on schema storage to anon, authenticated, service_role;
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;
