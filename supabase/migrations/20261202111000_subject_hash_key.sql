-- The address in a data-subject record, hashed with a key kept outside the database (security
-- review L13, docs/lead-inbox.md "Data-subject requests"). private.email_hash (a salted SHA-256,
-- its salt in private.settings) stays what the database records first; the edge functions then
-- replace it with HMAC-SHA256 of it under a key only they hold (supabase/functions/_shared/
-- subject-hash.ts) and mark the record keyed. The database never sees the key, so once keyed it
-- cannot compute whose request a record was, not even for a guessed address.
--
-- Re-keying the existing records: they are all marked unkeyed here (the default), and the
-- functions' next run keys them, as it keys every new one. A migration cannot do it itself: it
-- would need the key, which is exactly what the database must not hold.

alter table public.data_subject_requests add column hash_keyed boolean not null default false;
comment on column public.data_subject_requests.hash_keyed is
  'True once email_hash is the functions'' HMAC of the database''s salted hash (security review L13); never back.';
create index data_subject_requests_unkeyed_idx on public.data_subject_requests (created_at) where not hash_keyed;

-- A keyed hash never changes again, and a record is never marked unkeyed.
create or replace function private.subject_hash_keyed_once()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.hash_keyed and (new.email_hash is distinct from old.email_hash or not new.hash_keyed) then
    raise exception 'subject_hash_keyed' using errcode = '42501', detail = 'a keyed hash is never rewritten';
  end if;
  return new;
end;
$$;
create trigger data_subject_requests_keyed_once before update on public.data_subject_requests
  for each row execute function private.subject_hash_keyed_once();

-- The functions read the unkeyed hashes and write the keyed ones: these columns only.
grant select (id, email_hash, hash_keyed, created_at), update (email_hash, hash_keyed)
  on table public.data_subject_requests to edge_functions;
create policy data_subject_requests_edge_functions on public.data_subject_requests for all to edge_functions
  using (true) with check (true);
