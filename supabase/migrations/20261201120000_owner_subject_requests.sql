-- Data-subject requests reach the owners' accounts (docs/owner-accounts.md, "Personal data";
-- docs/lead-inbox.md, "Data-subject requests"). An address is looked up, exported and erased as an
-- owner's (owners.email) and as a tenant's (property_leases.tenant_email), with the leads and alerts
-- as before.
--
-- Lookup and access add, under `tables`: the owner's row (owners), the properties they hold a share
-- of (owner_properties) with their shares (property_owners), the statements of those properties that
-- give them a part (owner_statements) and their parts (owner_statement_shares), the payouts made to
-- them (ledger_entries), and the leases naming the address as the tenant's (property_leases).
--
-- Erasure cannot delete the accounting records: Portuguese law makes the business keep its books,
-- records and their supporting documents for 10 years (Código do IVA, art. 52.º, n.º 1: "durante os
-- 10 anos civis subsequentes"; Código do IRC, art. 123.º, n.º 4: "durante o prazo de 10 anos", in the
-- wording of Lei n.º 7-A/2016 for periods from 2017; Código Comercial, art. 40.º: 10 years), and
-- the GDPR lets them be kept for that (art. 17(3)(b): a legal obligation). So erasure
-- - anonymises the owner: name -> 'Erased owner', e-mail -> a placeholder that can receive nothing
--   (erased-<id>@erased.invalid, unique per row), no sign-in (user_id null), anonymised_at now; the
--   tax number (NIF) and country of tax residence stay, as the tax identifier of the records;
--   statement e-mails still waiting are skipped. An owner with no accounting record at all (no
--   share, no statement part, no payout) is deleted instead;
-- - anonymises the tenant of each lease naming the address: tenant_name -> 'Erased tenant', the
--   e-mail removed; the lease's figures and signed copy stay, as the contract behind the rent
--   recorded;
-- - removes the name and address from the audit trail's copies of those rows;
-- - keeps the ledger entries, statements and statement parts as they are (they hold no name);
-- and answers, besides the counts, `anonymised` (rows per table) and `kept`: the rows kept per table,
-- the fields of the anonymised rows that stay, the reason and the law, and the date until which the
-- law requires them (31 December of the 10th year after the last record; null when nothing is kept).
-- The Auth users the owners signed in with are listed in `auth_users` for the caller to delete.

create or replace function private.subject_owner_rows(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  -- Compared in the one form every lead table stores (public.normalize_email), as the lookup asks.
  with o as (select * from public.owners where public.normalize_email(email) = p_email),
       po as (select * from public.property_owners where owner_id in (select id from o)),
       parts as (select * from public.owner_statement_shares where owner_id in (select id from o))
  select jsonb_build_object(
    'owners', (select coalesce(jsonb_agg(to_jsonb(x) order by x.created_at), '[]'::jsonb) from o x),
    'owner_properties', (select coalesce(jsonb_agg(to_jsonb(p) order by p.created_at, p.id), '[]'::jsonb)
                         from public.owner_properties p where p.id in (select property_id from po)),
    'property_owners', (select coalesce(jsonb_agg(to_jsonb(x) order by x.property_id), '[]'::jsonb) from po x),
    'owner_statements', (select coalesce(jsonb_agg(to_jsonb(s) order by s.property_id, s.month), '[]'::jsonb)
                         from public.owner_statements s where s.id in (select statement_id from parts)),
    'owner_statement_shares', (select coalesce(jsonb_agg(to_jsonb(x) order by s.property_id, s.month, x.owner_id), '[]'::jsonb)
                               from parts x join public.owner_statements s on s.id = x.statement_id),
    'ledger_entries', (select coalesce(jsonb_agg(to_jsonb(e) order by e.property_id, e.month, e.entry_date, e.id), '[]'::jsonb)
                       from public.ledger_entries e where e.owner_id in (select id from o)),
    'property_leases', (select coalesce(jsonb_agg(to_jsonb(l) order by l.starts_on, l.id), '[]'::jsonb)
                        from public.property_leases l where public.normalize_email(l.tenant_email) = p_email))
$$;

create or replace function private.subject_rows_with_owners(p_subject jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_set(p_subject, '{tables}', (p_subject -> 'tables') || private.subject_owner_rows(p_subject ->> 'email'))
$$;

create or replace function public.admin_subject_lookup(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.subject_rows_with_owners(
    private.subject_rows_with_alerts(private.subject_rows(private.normalized_email(p_email))));
end;
$$;

create or replace function public.admin_subject_access(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  email text;
  subject jsonb;
begin
  perform private.require_admin();
  email := private.normalized_email(p_email);
  subject := private.subject_rows_with_owners(private.subject_rows_with_alerts(private.subject_rows(email)));
  return subject || jsonb_build_object(
    'request_id', private.record_subject_request('access', email, private.rows_per_table(subject)),
    'exported_at', now());
end;
$$;

-- The last day the law requires a record dated p_last to be kept: the 10 calendar years after its
-- year (Código do IVA, art. 52.º, n.º 1).
create or replace function private.accounting_kept_until(p_last date)
returns date
language sql
immutable
set search_path = ''
as $$
  select make_date(extract(year from p_last)::integer + 10, 12, 31)
$$;

-- The erasure as the migrations before this one define it (leads, consent history, alerts) is kept
-- whole under another name; the public function runs it after the owners' and tenants' part, in the
-- same transaction, and adds its counts to the answer and to the recorded request.
alter function public.admin_subject_erase(text) rename to subject_erase_before_owners;
alter function public.subject_erase_before_owners(text) set schema private;
revoke all on function private.subject_erase_before_owners(text) from public, anon, authenticated;

create or replace function public.admin_subject_erase(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_owner record;
  v_erased_email text;
  v_kept_owners uuid[] := '{}';
  v_leases uuid[];
  v_auth_users uuid[] := '{}';
  v_deleted_owners integer := 0;
  v_last date;
  v_kept jsonb := null;
  v_added integer;
  result jsonb;
begin
  perform private.require_admin();
  v_email := private.normalized_email(p_email);

  for v_owner in select id, user_id from public.owners where public.normalize_email(email) = v_email for update loop
    if v_owner.user_id is not null then v_auth_users := v_auth_users || v_owner.user_id; end if;
    v_erased_email := 'erased-' || v_owner.id::text || '@erased.invalid';
    if not exists (select 1 from public.property_owners where owner_id = v_owner.id)
       and not exists (select 1 from public.owner_statement_shares where owner_id = v_owner.id)
       and not exists (select 1 from public.ledger_entries where owner_id = v_owner.id) then
      -- Nothing the law makes us keep refers to this owner.
      delete from public.owners where id = v_owner.id;
      v_deleted_owners := v_deleted_owners + 1;
    else
      update public.owners
      set full_name = 'Erased owner', email = v_erased_email, user_id = null, anonymised_at = now(), updated_at = now()
      where id = v_owner.id;
      -- Only the e-mail columns of a published part may change: nobody mails an erased owner.
      update public.owner_statement_shares
      set email_status = case when email_status = 'pending' then 'skipped' else email_status end, email_error = null
      where owner_id = v_owner.id and (email_status = 'pending' or email_error is not null);
      v_kept_owners := v_kept_owners || v_owner.id;
    end if;
    -- The audit trail's copies of the row (the update just made included) lose the name and address.
    update public.owner_audit_log
    set old_row = case when old_row is not null
                    then old_row || jsonb_build_object('full_name', 'Erased owner', 'email', v_erased_email, 'user_id', null) end,
        new_row = case when new_row is not null
                    then new_row || jsonb_build_object('full_name', 'Erased owner', 'email', v_erased_email, 'user_id', null) end
    where table_name = 'owners' and row_id = v_owner.id::text;
  end loop;

  with t as (
    update public.property_leases set tenant_name = 'Erased tenant', tenant_email = null, updated_at = now()
    where public.normalize_email(tenant_email) = v_email
    returning id)
  select coalesce(array_agg(id), '{}') into v_leases from t;
  update public.owner_audit_log
  set old_row = case when old_row is not null then old_row || '{"tenant_name": "Erased tenant", "tenant_email": null}'::jsonb end,
      new_row = case when new_row is not null then new_row || '{"tenant_name": "Erased tenant", "tenant_email": null}'::jsonb end
  where table_name = 'property_leases' and row_id = any (array(select unnest(v_leases)::text));

  if cardinality(v_kept_owners) > 0 or cardinality(v_leases) > 0 then
    -- The latest record kept: a statement with a part of the owner's, a payout to them, today for a
    -- property they still hold a share of (its records go on), the end of a lease (or today while it runs).
    select greatest(
      (select max(s.month) from public.owner_statement_shares ss join public.owner_statements s on s.id = ss.statement_id
       where ss.owner_id = any (v_kept_owners)),
      (select max(entry_date) from public.ledger_entries where owner_id = any (v_kept_owners)),
      (select current_date from public.property_owners where owner_id = any (v_kept_owners) limit 1),
      (select max(greatest(starts_on, least(coalesce(ends_on, current_date), current_date)))
       from public.property_leases where id = any (v_leases)))
      into v_last;
    v_kept := jsonb_build_object(
      'tables', jsonb_build_object(
        'owners', cardinality(v_kept_owners),
        'property_owners', (select count(*) from public.property_owners where owner_id = any (v_kept_owners)),
        'owner_statements', (select count(distinct statement_id) from public.owner_statement_shares
                             where owner_id = any (v_kept_owners)),
        'owner_statement_shares', (select count(*) from public.owner_statement_shares where owner_id = any (v_kept_owners)),
        'ledger_entries', (select count(*) from public.ledger_entries where owner_id = any (v_kept_owners)),
        'property_leases', cardinality(v_leases)),
      'fields', jsonb_build_object(
        'owners', jsonb_build_array('nif', 'tax_country', 'language', 'package'),
        'property_leases', jsonb_build_array('monthly_rent_cents', 'starts_on', 'ends_on', 'deposit_cents', 'document_path')),
      'reason', 'accounting_records',
      'years', 10,
      'law', jsonb_build_array('Código do IVA, art. 52.º, n.º 1', 'Código do IRC, art. 123.º, n.º 4',
        'Código Comercial, art. 40.º', 'GDPR, art. 17(3)(b)'),
      'until', private.accounting_kept_until(v_last));
  end if;

  result := private.subject_erase_before_owners(p_email);
  v_added := v_deleted_owners + cardinality(v_kept_owners) + cardinality(v_leases);
  update public.data_subject_requests
  set rows_per_table = rows_per_table || jsonb_build_object(
        'owners', v_deleted_owners + cardinality(v_kept_owners), 'property_leases', cardinality(v_leases)),
      total = total + v_added
  where id = (result ->> 'request_id')::uuid;
  return jsonb_set(jsonb_set(result, '{deleted,owners}', to_jsonb(v_deleted_owners)), '{total}',
      to_jsonb((result ->> 'total')::integer + v_added))
    || jsonb_build_object(
      'anonymised', jsonb_build_object('owners', cardinality(v_kept_owners), 'property_leases', cardinality(v_leases)),
      'kept', v_kept,
      'auth_users', to_jsonb(v_auth_users));
end;
$$;

revoke all on function private.subject_owner_rows(text), private.subject_rows_with_owners(jsonb),
  private.accounting_kept_until(date) from public, anon, authenticated;
do $$
declare
  f text;
begin
  foreach f in array array['admin_subject_lookup(text)', 'admin_subject_access(text)', 'admin_subject_erase(text)'] loop
    execute format('revoke all on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end;
$$;
