-- The inbox finds a phone number however it is typed or stored (docs/lead-inbox.md, "The list"):
-- "052 765 4321", "052-765-4321", "(052) 7654321" and "+972 52 765 4321" are one number. Each lead
-- table's search text also holds its phone's key: the digits alone, without an international
-- prefix (+ or 00 and the country code 351 or 972) or a leading 0. A search that looks like a phone
-- number (digits, spaces, dashes, brackets, dots, a leading +) is turned into the same key; any
-- other search stays the literal, case-insensitive substring it was.

create or replace function private.phone_key(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  with d as (
    select btrim(coalesce(p_phone, '')) ~ '^(\+|00)' as international,
           regexp_replace(coalesce(p_phone, ''), '\D', '', 'g') as digits
  ), n as (
    select digits,
           case
             when international then regexp_replace(regexp_replace(digits, '^00', ''), '^(351|972)', '')
             when length(digits) = 12 and digits ~ '^(351|972)' then substr(digits, 4)
             else digits
           end as national
    from d
  )
  select coalesce(nullif(regexp_replace(national, '^0', ''), ''), nullif(digits, '')) from n
$$;

create or replace function private.search_pattern(p_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(coalesce(p_search, '')), '') is null then null
    -- A number is searched by its key when that key still has 3 digits ("00000" is not a number).
    when btrim(p_search) ~ '^\+?[0-9\s().-]+$' and length(coalesce(private.phone_key(p_search), '')) >= 3
      then '%' || private.phone_key(p_search) || '%'
    else '%' || replace(replace(replace(lower(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  end
$$;

do $$
declare
  t text;
  c text;
  search text;
begin
  for t in select table_name from public.lead_tables loop
    search := 'lower(coalesce(email, '''')';
    foreach c in array array['name', 'full_name', 'phone'] loop
      if private.has_column(t, c) then
        search := search || format(' || '' '' || coalesce(%I, '''')', c);
      end if;
    end loop;
    if private.has_column(t, 'phone') then
      search := search || ' || '' '' || coalesce(private.phone_key(phone), '''')';
    end if;
    -- The generated column and its trigram index are made again with the new expression.
    execute format('alter table public.%1$I drop column search_text', t);
    execute format('alter table public.%1$I add column search_text text generated always as (%2$s)) stored', t, search);
    execute format('create index %1$s_search_idx on public.%1$I using gin (search_text extensions.gin_trgm_ops)', t);
  end loop;
end;
$$;
