-- The owners' row-level security, the same rules evaluated once per query instead of once per row
-- (docs/owner-accounts.md, "Who sees what"; measured by `npm run bench:owners`).
--
-- The first policies called private.owns_property(property_id) on every row: a security-definer
-- function (never inlined) that looks up the caller's owner row and their shares each time. On 360,000
-- statements an owner's statement list took 23 s and their parts 11 s. Supabase's advice for policies
-- (https://supabase.com/docs/guides/database/postgres/row-level-security#call-functions-with-select and
-- https://supabase.com/docs/guides/database/postgres/row-level-security-performance.md) is followed:
-- - every function call is wrapped in a scalar `(select ...)`, so Postgres runs it once per query
--   (an InitPlan) and compares each row with its result;
-- - the join with the shares is turned round: the caller's property ids are read once
--   (private.owned_property_ids()) and each row's property_id is compared with that list, instead of
--   looking up each row's property in the shares;
-- - queries name what they want as well ("add filters to every query"): the owner's page asks for
--   its properties' statements (property_id in ...), its own parts (owner_id = ...) and a year's
--   entries (property_id in ... and month in the year), which the indexes on (property_id, month) and
--   (owner_id) answer. The policies still decide what may be seen; the filters let the planner use an
--   index (a policy's "admin or owner" is an OR that no index serves on its own).
-- The rules are unchanged: tests/db/owner-accounts.test.ts holds them.

-- The properties the signed-in owner holds a share of (empty for anyone else, an erased owner too).
create or replace function private.owned_property_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(po.property_id), '{}') from public.property_owners po
  where po.owner_id = private.current_owner_id()
$$;
revoke all on function private.owned_property_ids() from public, anon;
grant execute on function private.owned_property_ids() to authenticated;

drop policy "Admins and the owner read owners" on public.owners;
create policy "Admins and the owner read owners" on public.owners for select to authenticated
  using ((select private.is_admin_role()) or id = (select private.current_owner_id()));

drop policy "Admins and owners read their properties" on public.owner_properties;
create policy "Admins and owners read their properties" on public.owner_properties for select to authenticated
  using ((select private.is_admin_role()) or id = any ((select private.owned_property_ids())::uuid[]));

drop policy "Admins and owners read their shares" on public.property_owners;
create policy "Admins and owners read their shares" on public.property_owners for select to authenticated
  using ((select private.is_admin_role()) or property_id = any ((select private.owned_property_ids())::uuid[]));

drop policy "Admins and owners read their leases" on public.property_leases;
create policy "Admins and owners read their leases" on public.property_leases for select to authenticated
  using ((select private.is_admin_role()) or property_id = any ((select private.owned_property_ids())::uuid[]));

-- Owners see the entries of published months only (open months are still being recorded): the
-- statement of the entry's month is found through the (property_id, month) index.
drop policy "Admins and owners read published entries" on public.ledger_entries;
create policy "Admins and owners read published entries" on public.ledger_entries for select to authenticated
  using (
    (select private.is_admin_role())
    or (property_id = any ((select private.owned_property_ids())::uuid[]) and exists (
      select 1 from public.owner_statements s where s.property_id = ledger_entries.property_id and s.month = ledger_entries.month))
  );

drop policy "Admins and owners read statements" on public.owner_statements;
create policy "Admins and owners read statements" on public.owner_statements for select to authenticated
  using ((select private.is_admin_role()) or property_id = any ((select private.owned_property_ids())::uuid[]));

drop policy "Admins and owners read statement shares" on public.owner_statement_shares;
create policy "Admins and owners read statement shares" on public.owner_statement_shares for select to authenticated
  using ((select private.is_admin_role()) or owner_id = (select private.current_owner_id()));

drop policy "Signed-in owners and admins read rates" on public.exchange_rates;
create policy "Signed-in owners and admins read rates" on public.exchange_rates for select to authenticated
  using ((select private.is_admin_role()) or (select private.is_owner_role()));

-- Documents: the object's folder compared as text with the owner's property ids (no cast of a
-- name that might not be a uuid, and no lookup per object).
drop policy "Admins and the property's owners read owner documents" on storage.objects;
create policy "Admins and the property's owners read owner documents"
  on storage.objects for select
  to authenticated
  using (
    bucket_id = 'owner-documents' and (
      ((select auth.jwt()) -> 'app_metadata' ->> 'role') = 'admin'
      or (split_part(name, '/', 1) = 'properties'
          and split_part(name, '/', 2) = any ((select private.owned_property_ids())::text[]))));
