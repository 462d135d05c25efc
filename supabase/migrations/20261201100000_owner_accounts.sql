-- The owners' accounts (docs/owner-accounts.md): the owners whose flats the business manages, their
-- properties with co-owners' shares, leases, a ledger per property and month, and the monthly
-- statements that closing a month publishes.
--
-- Money is integer cents (bigint) everywhere. Shares are basis points (10000 = 100%).
-- Staff (app_metadata.role = 'admin') write through the admin_owner_* functions below, which check
-- every rule and raise a named error (SQLSTATE 22023 or 23514, message = the error's code) that the
-- staff page translates. Tables are readable by admins and, row by row, by the owner they concern
-- (app_metadata.role = 'owner' and owners.user_id = auth.uid()); nobody writes them directly. Every
-- change is recorded in public.owner_audit_log (who, when, what) by a trigger, for staff to read.
-- A published statement is never edited: entries of its month are frozen, and a later correction is
-- an adjustment entry in a later month that names the month it corrects.

-- ---------------------------------------------------------------------------------------------
-- Rules shared by the checks
-- ---------------------------------------------------------------------------------------------

-- A Portuguese tax number (NIF): nine digits, the last a check digit (mod 11, weights 9..2).
create or replace function public.nif_valid(p_nif text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  total integer := 0;
  r integer;
begin
  if p_nif is null or p_nif !~ '^[1-9][0-9]{8}$' then
    return false;
  end if;
  for i in 1..8 loop
    total := total + substr(p_nif, i, 1)::integer * (10 - i);
  end loop;
  r := total % 11;
  return substr(p_nif, 9, 1)::integer = case when r < 2 then 0 else 11 - r end;
end;
$$;

create or replace function private.is_owner_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'owner', false)
$$;

create or replace function private.is_admin_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;

-- A whole number of cents as the staff functions take it: a JSON number without a fraction, between
-- p_min and p_max. (Each function names its own refusal.)
create or replace function private.whole_cents_between(p_value jsonb, p_min numeric, p_max numeric)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(p_value) = 'number' and p_value::numeric = floor(p_value::numeric)
    and p_value::numeric between p_min and p_max, false)
$$;

create or replace function private.input_error(p_code text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', p_code using errcode = '22023';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.owners (
  id uuid primary key default gen_random_uuid(),
  -- The owner's Supabase Auth user, set when staff invite them.
  user_id uuid unique,
  full_name text not null check (char_length(btrim(full_name)) between 2 and 120),
  email text not null unique check (email = lower(btrim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(email) <= 254),
  language text not null check (language in ('en', 'he')),
  -- ISO 3166-1 alpha-2.
  tax_country text not null check (tax_country ~ '^[A-Z]{2}$'),
  nif text not null unique check (public.nif_valid(nif)),
  package text not null check (package in ('basic', 'plus', 'premium')),
  invited_at timestamptz,
  -- Erasure keeps the accounting records the law requires and anonymises the rest.
  anonymised_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.owner_properties (
  id uuid primary key default gen_random_uuid(),
  address text not null check (char_length(btrim(address)) between 5 and 200),
  city text not null check (city in ('Lisbon', 'Porto', 'Other')),
  property_type text not null check (property_type in ('apartment', 'house', 'studio', 'commercial')),
  -- The management package of this property's contract; its rate and minimum are the business's
  -- figures (management-packages.ts), copied into each statement as applied.
  package text not null check (package in ('basic', 'plus', 'premium')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.property_owners (
  property_id uuid not null references public.owner_properties (id) on delete cascade,
  owner_id uuid not null references public.owners (id) on delete restrict,
  share_bp integer not null check (share_bp between 1 and 10000),
  primary key (property_id, owner_id)
);
create index property_owners_owner on public.property_owners (owner_id);

create table public.property_leases (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.owner_properties (id) on delete cascade,
  tenant_name text not null check (char_length(btrim(tenant_name)) between 2 and 120),
  -- Optional: lets the data-subject lookup find a tenant by address.
  tenant_email text check (tenant_email is null or (tenant_email = lower(btrim(tenant_email)) and tenant_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' and char_length(tenant_email) <= 254)),
  monthly_rent_cents bigint not null check (monthly_rent_cents > 0 and monthly_rent_cents <= 100000000),
  starts_on date not null,
  ends_on date,
  deposit_cents bigint not null default 0 check (deposit_cents >= 0 and deposit_cents <= 100000000),
  -- The signed lease in the private bucket owner-documents (properties/<property_id>/...).
  document_path text check (document_path is null or document_path like 'properties/' || property_id::text || '/%'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_on is null or ends_on > starts_on)
);
create index property_leases_property on public.property_leases (property_id, starts_on desc);

create table public.ledger_entries (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.owner_properties (id) on delete restrict,
  -- The statement month the entry belongs to (first day of the month).
  month date not null check (extract(day from month) = 1),
  kind text not null check (kind in ('rent', 'expense', 'payout', 'adjustment')),
  -- Always positive; the kind (and an adjustment's direction) gives the sign.
  amount_cents bigint not null check (amount_cents > 0 and amount_cents <= 100000000),
  -- The date the money moved (rent received, invoice date, payout date).
  entry_date date not null,
  -- expense: its category; adjustment: the category it corrects ('rent' or an expense category).
  category text check (category in ('rent', 'condominium', 'imi', 'repairs', 'insurance', 'utilities', 'other')),
  -- expense: the supplier. rent: the electronic rent receipt's number. payout: the bank reference.
  supplier text check (supplier is null or char_length(btrim(supplier)) between 1 and 120),
  reference text check (reference is null or char_length(btrim(reference)) between 1 and 80),
  -- Tax withheld at source by the tenant from this rent (part of amount_cents, which is the gross rent):
  -- paid by the tenant to the tax office, so it never reaches the owner's balance.
  withheld_cents bigint not null default 0 check (withheld_cents >= 0),
  -- payout: the co-owner paid.
  owner_id uuid references public.owners (id) on delete restrict,
  -- adjustment: credit (to the owners) or debit, and the published month it corrects.
  direction text check (direction in ('credit', 'debit')),
  adjusts_month date check (adjusts_month is null or extract(day from adjusts_month) = 1),
  note text check (note is null or char_length(note) <= 500),
  -- A receipt (PDF or photo) in the private bucket owner-documents (properties/<property_id>/...).
  receipt_path text check (receipt_path is null or receipt_path like 'properties/' || property_id::text || '/%'),
  created_by uuid,
  created_at timestamptz not null default now(),
  check (entry_date >= month - interval '1 year' and entry_date < month + interval '2 months'),
  check (withheld_cents = 0 or (kind = 'rent' and withheld_cents <= amount_cents)),
  check (kind <> 'rent' or category is null or category = 'rent'),
  check (kind <> 'expense' or (category is not null and category <> 'rent' and supplier is not null)),
  check (kind <> 'payout' or (owner_id is not null and reference is not null)),
  check ((kind = 'payout') = (owner_id is not null)),
  check ((kind = 'adjustment') = (direction is not null and adjusts_month is not null and note is not null)),
  check (adjusts_month is null or adjusts_month < month)
);
create index ledger_entries_property_month on public.ledger_entries (property_id, month);

create table public.owner_statements (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.owner_properties (id) on delete restrict,
  month date not null check (extract(day from month) = 1),
  opening_cents bigint not null,
  income_cents bigint not null check (income_cents >= 0),
  withheld_cents bigint not null check (withheld_cents >= 0),
  -- {"condominium": 12000, ...}: every category with an expense this month.
  expenses_by_category jsonb not null,
  expenses_cents bigint not null check (expenses_cents >= 0),
  fee_percent integer not null,
  fee_minimum_cents bigint not null,
  vat_percent integer not null,
  fee_cents bigint not null check (fee_cents >= 0),
  vat_cents bigint not null check (vat_cents >= 0),
  payouts_cents bigint not null check (payouts_cents >= 0),
  -- Credits minus debits of adjustment entries (corrections of earlier months).
  adjustments_cents bigint not null,
  closing_cents bigint not null,
  published_at timestamptz not null default now(),
  published_by uuid,
  unique (property_id, month),
  constraint owner_statements_reconcile check (
    closing_cents = opening_cents + income_cents - withheld_cents - expenses_cents - fee_cents - vat_cents - payouts_cents + adjustments_cents
  )
);

-- Each co-owner's part of a statement: income, expenses, fee and adjustments split by share (the
-- cents left by rounding go to the largest remainders, so the parts add up to the statement), and
-- the payouts made to that co-owner.
create table public.owner_statement_shares (
  statement_id uuid not null references public.owner_statements (id) on delete restrict,
  owner_id uuid not null references public.owners (id) on delete restrict,
  share_bp integer not null check (share_bp between 1 and 10000),
  opening_cents bigint not null,
  income_cents bigint not null,
  withheld_cents bigint not null,
  expenses_cents bigint not null,
  fee_cents bigint not null,
  vat_cents bigint not null,
  payouts_cents bigint not null,
  adjustments_cents bigint not null,
  closing_cents bigint not null,
  -- The statement e-mail to this co-owner: pending until the mail job sends it.
  email_status text not null default 'pending' check (email_status in ('pending', 'sent', 'failed', 'skipped')),
  email_attempts integer not null default 0,
  email_error text,
  emailed_at timestamptz,
  primary key (statement_id, owner_id),
  constraint owner_statement_shares_reconcile check (
    closing_cents = opening_cents + income_cents - withheld_cents - expenses_cents - fee_cents - vat_cents - payouts_cents + adjustments_cents
  )
);
create index owner_statement_shares_owner on public.owner_statement_shares (owner_id);
create index owner_statement_shares_pending on public.owner_statement_shares (statement_id) where email_status = 'pending';

-- Euro reference rates in shekels per euro, stored by a scheduled job (the local backend: a fixture).
create table public.exchange_rates (
  rate_date date not null,
  currency text not null check (currency = 'ILS'),
  per_euro numeric(12, 6) not null check (per_euro > 0),
  -- 'ECB' (euro reference rates) or 'BOI' (Bank of Israel representative rates).
  source text not null check (source in ('ECB', 'BOI')),
  primary key (rate_date, currency)
);

create table public.owner_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  table_name text not null,
  row_id text not null,
  action text not null check (action in ('insert', 'update', 'delete')),
  old_row jsonb,
  new_row jsonb
);
create index owner_audit_log_at on public.owner_audit_log (at desc);

-- ---------------------------------------------------------------------------------------------
-- Access: read by admins and by the owner concerned; written only by the functions below.
-- ---------------------------------------------------------------------------------------------
alter table public.owners enable row level security;
alter table public.owner_properties enable row level security;
alter table public.property_owners enable row level security;
alter table public.property_leases enable row level security;
alter table public.ledger_entries enable row level security;
alter table public.owner_statements enable row level security;
alter table public.owner_statement_shares enable row level security;
alter table public.exchange_rates enable row level security;
alter table public.owner_audit_log enable row level security;

revoke all on public.owners, public.owner_properties, public.property_owners, public.property_leases,
  public.ledger_entries, public.owner_statements, public.owner_statement_shares, public.exchange_rates,
  public.owner_audit_log from public, anon, authenticated;
grant select on public.owners, public.owner_properties, public.property_owners, public.property_leases,
  public.ledger_entries, public.owner_statements, public.owner_statement_shares, public.exchange_rates,
  public.owner_audit_log to authenticated;

-- The signed-in owner's id, or null (security definer: owners' own row policy would recurse).
create or replace function private.current_owner_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.id from public.owners o
  where private.is_owner_role() and o.user_id = auth.uid() and o.anonymised_at is null
$$;

create or replace function private.owns_property(p_property uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.property_owners po
    where po.property_id = p_property and po.owner_id = private.current_owner_id()
  )
$$;
grant usage on schema private to authenticated;
revoke all on function private.current_owner_id(), private.owns_property(uuid) from public, anon;
grant execute on function private.current_owner_id(), private.owns_property(uuid), private.is_admin_role(),
  private.is_owner_role() to authenticated;

create policy "Admins and the owner read owners" on public.owners for select to authenticated
  using (private.is_admin_role() or id = private.current_owner_id());
create policy "Admins and owners read their properties" on public.owner_properties for select to authenticated
  using (private.is_admin_role() or private.owns_property(id));
create policy "Admins and owners read their shares" on public.property_owners for select to authenticated
  using (private.is_admin_role() or private.owns_property(property_id));
create policy "Admins and owners read their leases" on public.property_leases for select to authenticated
  using (private.is_admin_role() or private.owns_property(property_id));
-- Owners see the entries of published months only (open months are still being recorded).
create policy "Admins and owners read published entries" on public.ledger_entries for select to authenticated
  using (
    private.is_admin_role()
    or (private.owns_property(property_id) and exists (
      select 1 from public.owner_statements s where s.property_id = ledger_entries.property_id and s.month = ledger_entries.month))
  );
create policy "Admins and owners read statements" on public.owner_statements for select to authenticated
  using (private.is_admin_role() or private.owns_property(property_id));
create policy "Admins and owners read statement shares" on public.owner_statement_shares for select to authenticated
  using (private.is_admin_role() or owner_id = private.current_owner_id());
create policy "Signed-in owners and admins read rates" on public.exchange_rates for select to authenticated
  using (private.is_admin_role() or private.is_owner_role());
create policy "Admins read the audit log" on public.owner_audit_log for select to authenticated
  using (private.is_admin_role());

-- ---------------------------------------------------------------------------------------------
-- The audit trail: every write to an owner table, with the caller from the JWT.
-- ---------------------------------------------------------------------------------------------
create or replace function private.owner_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
begin
  insert into public.owner_audit_log (actor_id, actor_email, table_name, row_id, action, old_row, new_row)
  values (
    auth.uid(),
    auth.jwt() ->> 'email',
    tg_table_name,
    coalesce(v_new ->> 'id', v_old ->> 'id',
      concat_ws('/', coalesce(v_new, v_old) ->> 'property_id', coalesce(v_new, v_old) ->> 'statement_id',
        coalesce(v_new, v_old) ->> 'owner_id')),
    lower(tg_op), v_old, v_new);
  return coalesce(new, old);
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['owners', 'owner_properties', 'property_owners', 'property_leases', 'ledger_entries',
    'owner_statements']
  loop
    execute format('create trigger %I after insert or update or delete on public.%I for each row execute function private.owner_audit()',
      t || '_audit', t);
  end loop;
end;
$$;

-- Published statements and their months' entries are frozen (the e-mail columns of a share row
-- excepted: the mail job records its sending there).
create or replace function private.refuse_published_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'owner_statements' then
    raise exception 'statement_published' using errcode = '23514';
  end if;
  if tg_table_name = 'owner_statement_shares' then
    if tg_op = 'UPDATE' and (to_jsonb(new) - array['email_status', 'email_attempts', 'email_error', 'emailed_at'])
        = (to_jsonb(old) - array['email_status', 'email_attempts', 'email_error', 'emailed_at']) then
      return new;
    end if;
    raise exception 'statement_published' using errcode = '23514';
  end if;
  -- ledger_entries
  if exists (select 1 from public.owner_statements s
             where s.property_id = coalesce(new.property_id, old.property_id)
               and s.month in (coalesce(new.month, old.month), coalesce(old.month, new.month))) then
    raise exception 'month_closed' using errcode = '23514';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger owner_statements_frozen before update or delete on public.owner_statements
  for each row execute function private.refuse_published_change();
create trigger owner_statement_shares_frozen before update or delete on public.owner_statement_shares
  for each row execute function private.refuse_published_change();
create trigger ledger_entries_frozen before insert or update or delete on public.ledger_entries
  for each row execute function private.refuse_published_change();

-- A property's shares add up to 100% whenever a transaction ends (checked at commit, so a change of
-- shares is written row by row in one transaction).
create or replace function private.check_property_shares()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_property uuid := coalesce(new.property_id, old.property_id);
  v_total integer;
begin
  if not exists (select 1 from public.owner_properties where id = v_property) then
    return null;
  end if;
  select coalesce(sum(share_bp), 0) into v_total from public.property_owners where property_id = v_property;
  if v_total <> 10000 then
    raise exception 'shares_not_100' using errcode = '23514', detail = format('shares add up to %s basis points', v_total);
  end if;
  return null;
end;
$$;

create constraint trigger property_owners_total after insert or update or delete on public.property_owners
  deferrable initially deferred for each row execute function private.check_property_shares();

-- ---------------------------------------------------------------------------------------------
-- Money helpers
-- ---------------------------------------------------------------------------------------------

-- Splits p_total cents by basis-point shares (adding up to 10000): each part rounded down, the cents
-- left over to the largest remainders (ties: the earlier share). The parts add up to p_total.
create or replace function private.split_cents(p_total bigint, p_shares integer[])
returns bigint[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  magnitude bigint := abs(p_total);
  parts bigint[] := '{}';
  remainders bigint[] := '{}';
  left_over bigint := abs(p_total);
  n integer := coalesce(array_length(p_shares, 1), 0);
  i integer;
  best integer;
begin
  for i in 1..n loop
    parts := parts || (magnitude * p_shares[i] / 10000);
    remainders := remainders || (magnitude * p_shares[i] % 10000);
    left_over := left_over - parts[i];
  end loop;
  while left_over > 0 loop
    best := 1;
    for i in 2..n loop
      if remainders[i] > remainders[best] then best := i; end if;
    end loop;
    parts[best] := parts[best] + 1;
    remainders[best] := -1;
    left_over := left_over - 1;
  end loop;
  if p_total < 0 then
    for i in 1..n loop parts[i] := -parts[i]; end loop;
  end if;
  return parts;
end;
$$;

-- The management fee before VAT on a month's rent: the package's share of the rent (rounded half
-- up to the cent), at least its monthly minimum; nothing in a month without rent.
create or replace function public.management_fee_cents(p_rent_cents bigint, p_percent integer, p_minimum_cents bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when p_rent_cents <= 0 then 0
    else greatest((p_rent_cents * p_percent + 50) / 100, p_minimum_cents) end
$$;

-- The business's packages as the management calculator prices them (management-packages.ts; a
-- test keeps the two equal): percent of the rent and monthly minimum before VAT.
create or replace function private.package_terms(p_package text, out percent integer, out minimum_cents bigint)
language sql
immutable
set search_path = ''
as $$
  select t.percent, t.minimum_cents from (values ('basic', 8, 12000::bigint), ('plus', 10, 20000::bigint),
    ('premium', 12, 30000::bigint)) as t(package, percent, minimum_cents)
  where t.package = p_package
$$;

-- ---------------------------------------------------------------------------------------------
-- Staff's writes
-- ---------------------------------------------------------------------------------------------

-- Creates or updates an owner: {id?, full_name, email, language, tax_country, nif, package}.
create or replace function public.admin_owner_save(p jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := nullif(p ->> 'id', '')::uuid;
  v_email text := lower(btrim(coalesce(p ->> 'email', '')));
  v_nif text := regexp_replace(coalesce(p ->> 'nif', ''), '[[:space:]]', '', 'g');
begin
  perform private.require_admin();
  if char_length(btrim(coalesce(p ->> 'full_name', ''))) not between 2 and 120 then perform private.input_error('invalid_name'); end if;
  if v_email !~ '^[^@[:space:][:cntrl:]<>"]+@[^@[:space:][:cntrl:]<>"]+\.[^@[:space:][:cntrl:]<>"]+$' or char_length(v_email) > 254 then
    perform private.input_error('invalid_email');
  end if;
  if coalesce(p ->> 'language', '') not in ('en', 'he') then perform private.input_error('invalid_language'); end if;
  if coalesce(p ->> 'tax_country', '') !~ '^[A-Z]{2}$' then perform private.input_error('invalid_country'); end if;
  if not public.nif_valid(v_nif) then perform private.input_error('invalid_nif'); end if;
  if coalesce(p ->> 'package', '') not in ('basic', 'plus', 'premium') then perform private.input_error('invalid_package'); end if;
  if exists (select 1 from public.owners where email = v_email and id is distinct from v_id) then
    perform private.input_error('email_taken');
  end if;
  if exists (select 1 from public.owners where nif = v_nif and id is distinct from v_id) then
    perform private.input_error('nif_taken');
  end if;
  if v_id is null then
    insert into public.owners (full_name, email, language, tax_country, nif, package)
    values (btrim(p ->> 'full_name'), v_email, p ->> 'language', p ->> 'tax_country', v_nif, p ->> 'package')
    returning id into v_id;
  else
    update public.owners set full_name = btrim(p ->> 'full_name'), email = v_email, language = p ->> 'language',
      tax_country = p ->> 'tax_country', nif = v_nif, package = p ->> 'package', updated_at = now()
    where id = v_id and anonymised_at is null;
    if not found then perform private.input_error('not_found'); end if;
  end if;
  return v_id;
end;
$$;

-- Creates or updates a property with its co-owners:
-- {id?, address, city, property_type, package, owners: [{owner_id, share_bp}, ...]}.
create or replace function public.admin_property_save(p jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := nullif(p ->> 'id', '')::uuid;
  v_total integer;
begin
  perform private.require_admin();
  if char_length(btrim(coalesce(p ->> 'address', ''))) not between 5 and 200 then perform private.input_error('invalid_address'); end if;
  if coalesce(p ->> 'city', '') not in ('Lisbon', 'Porto', 'Other') then perform private.input_error('invalid_city'); end if;
  if coalesce(p ->> 'property_type', '') not in ('apartment', 'house', 'studio', 'commercial') then perform private.input_error('invalid_property_type'); end if;
  if coalesce(p ->> 'package', '') not in ('basic', 'plus', 'premium') then perform private.input_error('invalid_package'); end if;
  if jsonb_typeof(p -> 'owners') is distinct from 'array' or jsonb_array_length(p -> 'owners') = 0
     or jsonb_array_length(p -> 'owners') > 10 then
    perform private.input_error('shares_not_100');
  end if;
  if exists (select 1 from jsonb_array_elements(p -> 'owners') e
             where jsonb_typeof(e -> 'share_bp') is distinct from 'number' or (e ->> 'share_bp')::numeric <> floor((e ->> 'share_bp')::numeric)
               or (e ->> 'share_bp')::numeric not between 1 and 10000
               or not exists (select 1 from public.owners o where o.id::text = e ->> 'owner_id' and o.anonymised_at is null)) then
    perform private.input_error('invalid_share');
  end if;
  if (select count(distinct e ->> 'owner_id') from jsonb_array_elements(p -> 'owners') e) <> jsonb_array_length(p -> 'owners') then
    perform private.input_error('invalid_share');
  end if;
  select sum((e ->> 'share_bp')::integer) into v_total from jsonb_array_elements(p -> 'owners') e;
  if v_total <> 10000 then perform private.input_error('shares_not_100'); end if;

  if v_id is null then
    insert into public.owner_properties (address, city, property_type, package)
    values (btrim(p ->> 'address'), p ->> 'city', p ->> 'property_type', p ->> 'package')
    returning id into v_id;
  else
    update public.owner_properties set address = btrim(p ->> 'address'), city = p ->> 'city',
      property_type = p ->> 'property_type', package = p ->> 'package', updated_at = now()
    where id = v_id;
    if not found then perform private.input_error('not_found'); end if;
  end if;
  -- Replace the shares: rows of owners no longer listed go, the others are written anew.
  delete from public.property_owners po where po.property_id = v_id
    and po.owner_id::text not in (select e ->> 'owner_id' from jsonb_array_elements(p -> 'owners') e);
  insert into public.property_owners (property_id, owner_id, share_bp)
  select v_id, (e ->> 'owner_id')::uuid, (e ->> 'share_bp')::integer from jsonb_array_elements(p -> 'owners') e
  on conflict (property_id, owner_id) do update set share_bp = excluded.share_bp
    where property_owners.share_bp is distinct from excluded.share_bp;
  return v_id;
end;
$$;

-- Creates or updates a lease: {id?, property_id, tenant_name, tenant_email?, monthly_rent_cents, starts_on,
-- ends_on?, deposit_cents, document_path?}.
create or replace function public.admin_lease_save(p jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := nullif(p ->> 'id', '')::uuid;
  v_property uuid;
  v_tenant_email text := nullif(lower(btrim(coalesce(p ->> 'tenant_email', ''))), '');
begin
  perform private.require_admin();
  v_property := nullif(p ->> 'property_id', '')::uuid;
  if v_tenant_email is not null and (v_tenant_email !~ '^[^@[:space:][:cntrl:]<>"]+@[^@[:space:][:cntrl:]<>"]+\.[^@[:space:][:cntrl:]<>"]+$' or char_length(v_tenant_email) > 254) then
    perform private.input_error('invalid_email');
  end if;
  if not exists (select 1 from public.owner_properties where id = v_property) then perform private.input_error('not_found'); end if;
  if char_length(btrim(coalesce(p ->> 'tenant_name', ''))) not between 2 and 120 then perform private.input_error('invalid_tenant'); end if;
  if not private.whole_cents_between(p -> 'monthly_rent_cents', 1, 100000000)
     or not private.whole_cents_between(coalesce(p -> 'deposit_cents', '0'), 0, 100000000) then
    perform private.input_error('invalid_amount');
  end if;
  if coalesce(p ->> 'starts_on', '') !~ '^\d{4}-\d{2}-\d{2}$' or (nullif(p ->> 'ends_on', '') is not null and p ->> 'ends_on' !~ '^\d{4}-\d{2}-\d{2}$') then
    perform private.input_error('invalid_date');
  end if;
  begin
    if nullif(p ->> 'ends_on', '')::date <= (p ->> 'starts_on')::date then perform private.input_error('invalid_lease_dates'); end if;
  exception when datetime_field_overflow or invalid_datetime_format then
    perform private.input_error('invalid_date');
  end;
  if nullif(p ->> 'document_path', '') is not null and p ->> 'document_path' not like 'properties/' || v_property::text || '/%' then
    perform private.input_error('invalid_document');
  end if;
  if v_id is null then
    insert into public.property_leases (property_id, tenant_name, tenant_email, monthly_rent_cents, starts_on, ends_on, deposit_cents, document_path)
    values (v_property, btrim(p ->> 'tenant_name'), v_tenant_email, (p ->> 'monthly_rent_cents')::bigint, (p ->> 'starts_on')::date,
      nullif(p ->> 'ends_on', '')::date, coalesce((p ->> 'deposit_cents')::bigint, 0), nullif(p ->> 'document_path', ''))
    returning id into v_id;
  else
    update public.property_leases set tenant_name = btrim(p ->> 'tenant_name'), tenant_email = v_tenant_email, monthly_rent_cents = (p ->> 'monthly_rent_cents')::bigint,
      starts_on = (p ->> 'starts_on')::date, ends_on = nullif(p ->> 'ends_on', '')::date,
      deposit_cents = coalesce((p ->> 'deposit_cents')::bigint, 0),
      document_path = coalesce(nullif(p ->> 'document_path', ''), document_path), updated_at = now()
    where id = v_id and property_id = v_property;
    if not found then perform private.input_error('not_found'); end if;
  end if;
  return v_id;
end;
$$;

-- Adds a ledger entry: {property_id, month: 'YYYY-MM', kind, amount_cents, entry_date, category?, supplier?,
-- reference?, withheld_cents?, owner_id?, direction?, adjusts_month?: 'YYYY-MM', note?, receipt_path?}.
create or replace function public.admin_ledger_add(p jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_property uuid := nullif(p ->> 'property_id', '')::uuid;
  v_month date;
  v_adjusts date;
  v_date date;
  v_kind text := p ->> 'kind';
  v_id uuid;
begin
  perform private.require_admin();
  if not exists (select 1 from public.owner_properties where id = v_property) then perform private.input_error('not_found'); end if;
  if coalesce(p ->> 'month', '') !~ '^\d{4}-(0[1-9]|1[0-2])$' then perform private.input_error('invalid_month'); end if;
  v_month := (p ->> 'month' || '-01')::date;
  if v_kind is null or v_kind not in ('rent', 'expense', 'payout', 'adjustment') then perform private.input_error('invalid_kind'); end if;
  if not private.whole_cents_between(p -> 'amount_cents', '-infinity', 'infinity') then
    perform private.input_error('invalid_amount');
  end if;
  if (p ->> 'amount_cents')::numeric <= 0 then perform private.input_error('amount_not_positive'); end if;
  if (p ->> 'amount_cents')::numeric > 100000000 then perform private.input_error('invalid_amount'); end if;
  if coalesce(p ->> 'entry_date', '') !~ '^\d{4}-\d{2}-\d{2}$' then perform private.input_error('invalid_date'); end if;
  begin
    v_date := (p ->> 'entry_date')::date;
  exception when datetime_field_overflow or invalid_datetime_format then
    perform private.input_error('invalid_date');
  end;
  if v_date < v_month - interval '1 year' or v_date >= v_month + interval '2 months' then perform private.input_error('date_outside_month'); end if;
  if exists (select 1 from public.owner_statements where property_id = v_property and month = v_month) then
    perform private.input_error('month_closed');
  end if;
  if v_kind = 'expense' and coalesce(p ->> 'category', '') not in ('condominium', 'imi', 'repairs', 'insurance', 'utilities', 'other') then
    perform private.input_error('invalid_category');
  end if;
  if v_kind = 'expense' and char_length(btrim(coalesce(p ->> 'supplier', ''))) not between 1 and 120 then
    perform private.input_error('invalid_supplier');
  end if;
  if v_kind = 'payout' then
    if char_length(btrim(coalesce(p ->> 'reference', ''))) not between 1 and 80 then perform private.input_error('invalid_reference'); end if;
    if not exists (select 1 from public.property_owners where property_id = v_property and owner_id::text = p ->> 'owner_id') then
      perform private.input_error('invalid_payee');
    end if;
  end if;
  if v_kind = 'rent' and coalesce(p ->> 'withheld_cents', '0') <> '0' then
    if not private.whole_cents_between(p -> 'withheld_cents', 0, (p ->> 'amount_cents')::numeric) then
      perform private.input_error('invalid_withheld');
    end if;
  end if;
  if v_kind = 'adjustment' then
    if coalesce(p ->> 'direction', '') not in ('credit', 'debit') then perform private.input_error('invalid_direction'); end if;
    if coalesce(p ->> 'category', '') not in ('rent', 'condominium', 'imi', 'repairs', 'insurance', 'utilities', 'other') then
      perform private.input_error('invalid_category');
    end if;
    if coalesce(p ->> 'adjusts_month', '') !~ '^\d{4}-(0[1-9]|1[0-2])$' then perform private.input_error('invalid_month'); end if;
    v_adjusts := (p ->> 'adjusts_month' || '-01')::date;
    if not exists (select 1 from public.owner_statements where property_id = v_property and month = v_adjusts) or v_adjusts >= v_month then
      perform private.input_error('adjusts_unpublished_month');
    end if;
    if char_length(btrim(coalesce(p ->> 'note', ''))) not between 3 and 500 then perform private.input_error('invalid_note'); end if;
  end if;
  if nullif(p ->> 'receipt_path', '') is not null and p ->> 'receipt_path' not like 'properties/' || v_property::text || '/%' then
    perform private.input_error('invalid_document');
  end if;
  insert into public.ledger_entries (property_id, month, kind, amount_cents, entry_date, category, supplier, reference,
    withheld_cents, owner_id, direction, adjusts_month, note, receipt_path, created_by)
  values (v_property, v_month, v_kind, (p ->> 'amount_cents')::bigint, v_date,
    case when v_kind = 'rent' then 'rent' when v_kind in ('expense', 'adjustment') then p ->> 'category' end,
    case when v_kind = 'expense' then btrim(p ->> 'supplier') end,
    nullif(btrim(coalesce(p ->> 'reference', '')), ''),
    case when v_kind = 'rent' then coalesce((p ->> 'withheld_cents')::bigint, 0) else 0 end,
    case when v_kind = 'payout' then (p ->> 'owner_id')::uuid end,
    case when v_kind = 'adjustment' then p ->> 'direction' end,
    v_adjusts,
    nullif(btrim(coalesce(p ->> 'note', '')), ''),
    nullif(p ->> 'receipt_path', ''),
    auth.uid())
  returning id into v_id;
  return v_id;
end;
$$;

-- Removes an entry of a month still open (a published month's entries are frozen).
create or replace function public.admin_ledger_delete(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  delete from public.ledger_entries where id = p_id;
  if not found then perform private.input_error('not_found'); end if;
end;
$$;

-- Closes a property's month and publishes its statement; returns the statement's id. Months close in
-- order: the first after the property's last statement (any ended month for its first one), and
-- only once the month has ended in Lisbon.
create or replace function public.admin_month_close(p_property uuid, p_month text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_month date;
  v_last date;
  v_terms record;
  v_shares record;
  v_ids uuid[];
  v_bp integer[];
  v_income bigint;
  v_withheld bigint;
  v_expenses bigint;
  v_by_category jsonb;
  v_fee bigint;
  v_vat bigint;
  v_payouts bigint;
  v_adjust bigint;
  v_opening bigint;
  v_statement uuid;
  v_package text;
  s_income bigint[];
  s_withheld bigint[];
  s_expenses bigint[];
  s_fee bigint[];
  s_vat bigint[];
  s_adjust bigint[];
  i integer;
  v_owner_opening bigint;
  v_owner_payouts bigint;
begin
  perform private.require_admin();
  if p_month is null or p_month !~ '^\d{4}-(0[1-9]|1[0-2])$' then perform private.input_error('invalid_month'); end if;
  v_month := (p_month || '-01')::date;
  select package into v_package from public.owner_properties where id = p_property for update;
  if not found then perform private.input_error('not_found'); end if;
  if exists (select 1 from public.owner_statements where property_id = p_property and month = v_month) then
    perform private.input_error('month_already_closed');
  end if;
  if v_month >= date_trunc('month', now() at time zone 'Europe/Lisbon')::date then
    perform private.input_error('month_not_ended');
  end if;
  select max(month) into v_last from public.owner_statements where property_id = p_property;
  if v_last is not null and v_month <> (v_last + interval '1 month')::date then
    perform private.input_error(case when v_month < v_last then 'month_already_closed' else 'earlier_month_open' end);
  end if;

  select * into v_terms from private.package_terms(v_package);
  select coalesce(sum(amount_cents) filter (where kind = 'rent'), 0),
         coalesce(sum(withheld_cents) filter (where kind = 'rent'), 0),
         coalesce(sum(amount_cents) filter (where kind = 'expense'), 0),
         coalesce(sum(amount_cents) filter (where kind = 'payout'), 0),
         coalesce(sum(case direction when 'credit' then amount_cents when 'debit' then -amount_cents end)
           filter (where kind = 'adjustment'), 0)
    into v_income, v_withheld, v_expenses, v_payouts, v_adjust
  from public.ledger_entries where property_id = p_property and month = v_month;
  select coalesce(jsonb_object_agg(category, total), '{}') into v_by_category from (
    select category, sum(amount_cents) as total from public.ledger_entries
    where property_id = p_property and month = v_month and kind = 'expense' group by category) c;
  v_fee := public.management_fee_cents(v_income, v_terms.percent, v_terms.minimum_cents);
  v_vat := (v_fee * 23 + 50) / 100;
  select coalesce((select closing_cents from public.owner_statements where property_id = p_property and month = v_last), 0)
    into v_opening;

  insert into public.owner_statements (property_id, month, opening_cents, income_cents, withheld_cents, expenses_by_category,
    expenses_cents, fee_percent, fee_minimum_cents, vat_percent, fee_cents, vat_cents, payouts_cents, adjustments_cents,
    closing_cents, published_by)
  values (p_property, v_month, v_opening, v_income, v_withheld, v_by_category, v_expenses, v_terms.percent,
    v_terms.minimum_cents, 23, v_fee, v_vat, v_payouts, v_adjust,
    v_opening + v_income - v_withheld - v_expenses - v_fee - v_vat - v_payouts + v_adjust, auth.uid())
  returning id into v_statement;

  select array_agg(owner_id order by share_bp desc, owner_id), array_agg(share_bp order by share_bp desc, owner_id)
    into v_ids, v_bp
  from public.property_owners where property_id = p_property;
  s_income := private.split_cents(v_income, v_bp);
  s_withheld := private.split_cents(v_withheld, v_bp);
  s_expenses := private.split_cents(v_expenses, v_bp);
  s_fee := private.split_cents(v_fee, v_bp);
  s_vat := private.split_cents(v_vat, v_bp);
  s_adjust := private.split_cents(v_adjust, v_bp);
  for i in 1..array_length(v_ids, 1) loop
    -- The co-owner's closing balance of the property's last statement.
    select coalesce((select ss.closing_cents from public.owner_statement_shares ss
                     join public.owner_statements s on s.id = ss.statement_id
                     where s.property_id = p_property and s.month = v_last and ss.owner_id = v_ids[i]), 0)
      into v_owner_opening;
    select coalesce(sum(amount_cents), 0) into v_owner_payouts from public.ledger_entries
    where property_id = p_property and month = v_month and kind = 'payout' and owner_id = v_ids[i];
    insert into public.owner_statement_shares (statement_id, owner_id, share_bp, opening_cents, income_cents, withheld_cents,
      expenses_cents, fee_cents, vat_cents, payouts_cents, adjustments_cents, closing_cents)
    values (v_statement, v_ids[i], v_bp[i], v_owner_opening, s_income[i], s_withheld[i], s_expenses[i], s_fee[i], s_vat[i],
      v_owner_payouts, s_adjust[i],
      v_owner_opening + s_income[i] - s_withheld[i] - s_expenses[i] - s_fee[i] - s_vat[i] - v_owner_payouts + s_adjust[i]);
  end loop;
  -- A payout to someone who no longer co-owns the property would fall out of the parts.
  if (select coalesce(sum(payouts_cents), 0) from public.owner_statement_shares where statement_id = v_statement) <> v_payouts
     or (select coalesce(sum(opening_cents), 0) from public.owner_statement_shares where statement_id = v_statement) <> v_opening then
    perform private.input_error('owners_changed');
  end if;
  return v_statement;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array['public.admin_owner_save(jsonb)', 'public.admin_property_save(jsonb)', 'public.admin_lease_save(jsonb)',
    'public.admin_ledger_add(jsonb)', 'public.admin_ledger_delete(uuid)', 'public.admin_month_close(uuid, text)']
  loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
end;
$$;
revoke all on function private.whole_cents_between(jsonb, numeric, numeric), private.split_cents(bigint, integer[]), private.package_terms(text), private.owner_audit(),
  private.refuse_published_change(), private.check_property_shares(), private.input_error(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Documents: receipts and leases in a private bucket; admins write, an owner reads (and so may ask
-- for a short-lived signed link to) the files of their own properties only.
-- ---------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('owner-documents', 'owner-documents', false, 10485760,
  array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins and the property's owners read owner documents"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'owner-documents' and (
      ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin'
      or (split_part(name, '/', 1) = 'properties'
          and split_part(name, '/', 2) ~ '^[0-9a-f-]{36}$'
          and private.owns_property(split_part(name, '/', 2)::uuid))));

create policy "Admins add owner documents"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'owner-documents' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');

create policy "Admins delete owner documents"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'owner-documents' and ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin');
