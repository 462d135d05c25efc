-- The database's copy of the lead registry (supabase/functions/_shared/domain/leads/lead-kinds.ts):
-- one row per lead table. Jobs that work on every lead table read it instead of naming the tables,
-- so a new kind of lead is one migration (its table plus its row here), and
-- tests/db/lead-registry.test.ts fails when this list and the code's registry disagree.
create table public.lead_tables (
  table_name text primary key check (table_name ~ '^[a-z_]+$'),
  kind text not null unique check (kind ~ '^[a-zA-Z]+$')
);

insert into public.lead_tables (table_name, kind) values
  ('contact_submissions', 'contact'),
  ('investment_leads', 'investment'),
  ('template_downloads', 'templateDownload'),
  ('newsletter_subscribers', 'newsletter');

-- Only the server reads it; the API roles get nothing.
alter table public.lead_tables enable row level security;
revoke all on table public.lead_tables from public, anon, authenticated;
grant select on table public.lead_tables to service_role;

comment on table public.lead_tables is
  'Every lead table with its kind (the code''s lead registry); retention and staff tools iterate over it.';

-- Retention (24 months) over every registered lead table.
create or replace function public.delete_expired_leads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff constant timestamptz := now() - interval '24 months';
  t text;
  n integer;
  total integer := 0;
begin
  for t in select table_name from public.lead_tables order by table_name loop
    execute format('delete from public.%I where created_at < $1', t) using cutoff;
    get diagnostics n = row_count;
    total := total + n;
  end loop;
  return total;
end;
$$;

comment on function public.delete_expired_leads() is
  'Deletes lead rows older than 24 months from every table in public.lead_tables; returns the number deleted.';

revoke all on function public.delete_expired_leads() from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;
