-- A lead proves which consent text the person saw, so the database refuses a consent version the
-- site never published (docs/security-review.md, L4; docs/leads.md, "Consent versions").
--
-- private.published_consent_versions lists the versions; every column that stores one
-- (consent_version and confirmed_consent_version, in every public table) references it. The list
-- is the same as PUBLISHED_CONSENT_VERSIONS in supabase/functions/_shared/domain/validation/consent.ts,
-- which the functions check first; tests/db/consent-versions.test.ts holds the two equal. Publishing
-- a new consent text adds its version to both, in a migration and in consent.ts.
--
-- A foreign key rather than a check constraint: the keys are NOT VALID, so rows stored before this
-- migration keep whatever version they hold, and a key is checked again only when its own column
-- changes, so such a row can still be confirmed, unsubscribed or have its status set (a NOT VALID
-- check constraint would refuse any later update of the row).
create table private.published_consent_versions (
  version text primary key check (char_length(version) between 1 and 50)
);
revoke all on table private.published_consent_versions from public, anon, authenticated, service_role;
comment on table private.published_consent_versions is
  'Every consent text version the site has published (PUBLISHED_CONSENT_VERSIONS in consent.ts).';

insert into private.published_consent_versions (version) values ('2026-11-23');

do $$
declare
  c record;
begin
  for c in
    select table_name, column_name
    from information_schema.columns
    where table_schema = 'public' and column_name in ('consent_version', 'confirmed_consent_version')
      and table_name in (select table_name from information_schema.tables
                         where table_schema = 'public' and table_type = 'BASE TABLE')
    order by table_name, column_name
  loop
    execute format(
      'alter table public.%1$I add constraint %2$I foreign key (%3$I)
         references private.published_consent_versions (version) not valid',
      c.table_name, c.table_name || '_' || c.column_name || '_published', c.column_name);
  end loop;
end;
$$;
