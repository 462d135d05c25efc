-- Portuguese (pt-PT) as the site's third language (issue 56, docs/languages.md). What the database
-- keeps per language accepts 'pt' beside 'en' and 'he': a newsletter subscriber's, an issue's
-- delivery and test, the consent history, an ad alert's and an owner's language; the server's one
-- list is supabase/functions/_shared/domain/languages.ts.
--
-- The weekly issue gains a Portuguese title and body, and the rule that no subscriber is ever sent
-- another language's text (docs/newsletter.md, "Sending"): an issue goes out only with a title and
-- a body in English and in every language that has a confirmed subscriber in the send's snapshot.
-- A language nobody reads may stay empty; a Portuguese subscriber is never sent the English.
-- admin_newsletter_send checks it, and a trigger on newsletter_deliveries refuses any delivery in a
-- language the issue lacks, whoever inserts it.

-- ---------------------------------------------------------------------------------------------
-- Every language check: 'en', 'he' and 'pt'
-- ---------------------------------------------------------------------------------------------
-- The checks were written inline (named <table>_language_check by Postgres); each is found by its
-- column rather than by a name, then added again under that name with the three languages.
do $$
declare
  t text;
  c record;
begin
  foreach t in array array[
    'newsletter_subscribers', 'newsletter_deliveries', 'newsletter_test_sends',
    'newsletter_consent_events', 'ad_alerts', 'owners'
  ] loop
    for c in
      select con.conname from pg_constraint con
      where con.conrelid = format('public.%I', t)::regclass and con.contype = 'c'
        and pg_get_constraintdef(con.oid) ~ '\mlanguage\M'
    loop
      execute format('alter table public.%I drop constraint %I', t, c.conname);
    end loop;
    execute format(
      'alter table public.%I add constraint %I check (language in (''en'', ''he'', ''pt''))',
      t, t || '_language_check');
  end loop;
end;
$$;

-- An owner's language, as staff save it ({id?, full_name, email, language, tax_country, nif, package});
-- the rest as before (20261201100000_owner_accounts.sql).
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
  if coalesce(p ->> 'language', '') not in ('en', 'he', 'pt') then perform private.input_error('invalid_language'); end if;
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

-- ---------------------------------------------------------------------------------------------
-- The newsletter issue in Portuguese
-- ---------------------------------------------------------------------------------------------
alter table public.newsletter_issues
  add column title_pt text not null default '' check (char_length(title_pt) <= 200),
  add column body_pt text not null default '' check (char_length(body_pt) <= 50000),
  add constraint newsletter_issues_title_pt_line
    check (title_pt !~ '[\x01-\x1f\x7f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]');

/* The languages an issue has a title and a body in. */
create or replace function private.newsletter_issue_languages(i public.newsletter_issues)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_remove(array[
    case when btrim(i.title_en) <> '' and btrim(i.body_en) <> '' then 'en' end,
    case when btrim(i.title_he) <> '' and btrim(i.body_he) <> '' then 'he' end,
    case when btrim(i.title_pt) <> '' and btrim(i.body_pt) <> '' then 'pt' end
  ], null);
$$;

/* A delivery only in a language its issue is written in: nobody is sent another language's text. */
create or replace function private.newsletter_delivery_language()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
begin
  select * into issue from public.newsletter_issues where id = new.issue_id;
  if issue.id is not null and not (new.language = any(private.newsletter_issue_languages(issue))) then
    raise exception 'issue_incomplete' using errcode = '22023',
      detail = format('no title and body in %s, the language of a subscriber', new.language);
  end if;
  return new;
end;
$$;
create trigger newsletter_deliveries_language before insert or update of language, issue_id
  on public.newsletter_deliveries for each row execute function private.newsletter_delivery_language();

create or replace function private.newsletter_issue_json(i public.newsletter_issues)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id, 'title_en', i.title_en, 'body_en', i.body_en, 'title_he', i.title_he, 'body_he', i.body_he,
    'title_pt', i.title_pt, 'body_pt', i.body_pt,
    'status', i.status, 'created_at', i.created_at, 'updated_at', i.updated_at,
    'send_started_at', i.send_started_at, 'sent_at', i.sent_at);
$$;

/*
 * Creates a draft (p_id null) or updates one; a sent or sending issue cannot change. The Portuguese
 * arguments come last and may be left out: a caller that does not pass them leaves the stored
 * Portuguese as it is (empty for a new draft).
 */
drop function public.admin_newsletter_save(uuid, text, text, text, text);
create function public.admin_newsletter_save(
  p_id uuid,
  p_title_en text,
  p_body_en text,
  p_title_he text,
  p_body_he text,
  p_title_pt text default null,
  p_body_pt text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.newsletter_issues;
begin
  perform private.require_admin();
  if p_id is null then
    insert into public.newsletter_issues
      (title_en, body_en, title_he, body_he, title_pt, body_pt, created_by, created_by_email)
    values (coalesce(p_title_en, ''), coalesce(p_body_en, ''), coalesce(p_title_he, ''), coalesce(p_body_he, ''),
      coalesce(p_title_pt, ''), coalesce(p_body_pt, ''),
      nullif(auth.jwt() ->> 'sub', '')::uuid, auth.jwt() ->> 'email')
    returning * into saved;
  else
    update public.newsletter_issues set
      title_en = coalesce(p_title_en, ''), body_en = coalesce(p_body_en, ''),
      title_he = coalesce(p_title_he, ''), body_he = coalesce(p_body_he, ''),
      title_pt = coalesce(p_title_pt, title_pt), body_pt = coalesce(p_body_pt, body_pt),
      updated_at = now()
    where id = p_id and status = 'draft'
    returning * into saved;
    if saved.id is null then
      raise exception 'issue_not_draft' using errcode = '22023', detail = 'only a draft can change';
    end if;
  end if;
  return private.newsletter_issue_json(saved);
end;
$$;

/* Every issue, newest first, with its delivery counts. */
drop function public.admin_newsletter_issues();
create function public.admin_newsletter_issues()
returns table (
  id uuid,
  title_en text,
  body_en text,
  title_he text,
  body_he text,
  title_pt text,
  body_pt text,
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  send_started_at timestamptz,
  sent_at timestamptz,
  recipients_en integer,
  recipients_he integer,
  recipients_pt integer,
  sent integer,
  failed integer,
  pending integer,
  skipped integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select i.id, i.title_en, i.body_en, i.title_he, i.body_he, i.title_pt, i.body_pt, i.status, i.created_at,
    i.updated_at, i.send_started_at, i.sent_at,
    coalesce(count(d.id) filter (where d.language = 'en'), 0)::integer,
    coalesce(count(d.id) filter (where d.language = 'he'), 0)::integer,
    coalesce(count(d.id) filter (where d.language = 'pt'), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'sent'), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'failed'), 0)::integer,
    coalesce(count(d.id) filter (where d.status in ('pending', 'sending')), 0)::integer,
    coalesce(count(d.id) filter (where d.status = 'skipped'), 0)::integer
  from public.newsletter_issues i
  left join public.newsletter_deliveries d on d.issue_id = i.id
  group by i.id
  order by i.created_at desc;
end;
$$;

/* Who would receive an issue sent now: confirmed subscribers who have not left, per language. */
create or replace function public.admin_newsletter_audience()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select jsonb_build_object(
      'en', count(*) filter (where language = 'en'),
      'he', count(*) filter (where language = 'he'),
      'pt', count(*) filter (where language = 'pt'))
    from public.newsletter_subscribers
    where confirmed_at is not null and unsubscribed_at is null
  );
end;
$$;

/*
 * A test of the issue to the signed-in staff member's own address: in English and Hebrew, as
 * before, and in Portuguese once the issue has a Portuguese title or body.
 */
create or replace function public.admin_newsletter_test(p_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(trim(auth.jwt() ->> 'email'));
  issue public.newsletter_issues;
begin
  perform private.require_admin();
  if address is null or address = '' then
    raise exception 'no_email' using errcode = '22023', detail = 'the session carries no e-mail address';
  end if;
  select * into issue from public.newsletter_issues where id = p_id;
  if issue.id is null then
    raise exception 'issue_not_found' using errcode = '22023';
  end if;
  insert into public.newsletter_test_sends (issue_id, to_email, language, requested_by)
  select p_id, address, l, nullif(auth.jwt() ->> 'sub', '')::uuid
  from unnest(array['en', 'he', 'pt']) with ordinality as t(l, n)
  where l <> 'pt' or btrim(issue.title_pt) <> '' or btrim(issue.body_pt) <> ''
  order by n;
  return address;
end;
$$;

/*
 * Starts sending a draft: its deliveries are a snapshot of the confirmed subscribers who have not
 * left, per language. The issue needs a title and a body in English and in every language a
 * subscriber in the snapshot reads (issue_incomplete, with the languages missing in its detail).
 * Answers the counts.
 */
create or replace function public.admin_newsletter_send(p_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues;
  written text[];
  missing text[];
begin
  perform private.require_admin();
  select * into issue from public.newsletter_issues where id = p_id for update;
  if issue.id is null then
    raise exception 'issue_not_found' using errcode = '22023';
  end if;
  if issue.status <> 'draft' then
    raise exception 'issue_not_draft' using errcode = '22023', detail = 'this issue was sent already';
  end if;
  written := private.newsletter_issue_languages(issue);
  select array_agg(distinct l order by l) into missing
  from (
    select 'en' as l
    union
    select s.language from public.newsletter_subscribers s
    where s.confirmed_at is not null and s.unsubscribed_at is null
  ) needed
  where not (l = any(written));
  if missing is not null then
    raise exception 'issue_incomplete' using errcode = '22023',
      detail = 'no title and body in: ' || array_to_string(missing, ', ');
  end if;
  -- A subscriber who confirms in another language between the check and the snapshot is refused
  -- by the deliveries' trigger, and the whole send with it: staff are asked for that language.
  insert into public.newsletter_deliveries (issue_id, subscriber_id, language)
  select p_id, s.id, s.language
  from public.newsletter_subscribers s
  where s.confirmed_at is not null and s.unsubscribed_at is null
  on conflict (issue_id, subscriber_id) do nothing;
  update public.newsletter_issues set status = 'sending', send_started_at = now(), updated_at = now()
  where id = p_id;
  return (
    select jsonb_build_object(
      'en', count(*) filter (where language = 'en'),
      'he', count(*) filter (where language = 'he'),
      'pt', count(*) filter (where language = 'pt'))
    from public.newsletter_deliveries where issue_id = p_id
  );
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'admin_newsletter_save(uuid, text, text, text, text, text, text)',
    'admin_newsletter_issues()',
    'admin_newsletter_audience()',
    'admin_newsletter_test(uuid)',
    'admin_newsletter_send(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon', f);
    execute format('grant execute on function public.%s to authenticated', f);
  end loop;
end;
$$;
revoke all on function private.newsletter_issue_json(public.newsletter_issues) from public, anon, authenticated;
revoke all on function private.newsletter_issue_languages(public.newsletter_issues) from public, anon, authenticated;
revoke all on function private.newsletter_delivery_language() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Ad alerts: the places as Portuguese readers write them
-- ---------------------------------------------------------------------------------------------
-- The spellings of supabase/functions/_shared/domain/listings/places.pt.ts that the map lacked
-- (the others, "Lisboa", "Setubal", "Belem"…, it holds already); the rest as before.
create or replace function private.ad_place_term(p_location text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(coalesce(
    ('{
      "ליסבון": "Lisbon", "ליסבואה": "Lisbon", "lisboa": "Lisbon", "lisbonne": "Lisbon", "בליסבון": "Lisbon",
      "פורטו": "Porto", "oporto": "Porto",
      "קשקאיש": "Cascais", "קסקאיס": "Cascais", "קאשקאיש": "Cascais", "קשקייש": "Cascais",
      "אשטוריל": "Estoril", "אסטוריל": "Estoril",
      "סינטרה": "Sintra",
      "אריסיירה": "Ericeira", "אריסירה": "Ericeira",
      "אלגרבה": "Algarve", "אלגארבה": "Algarve", "אלגרב": "Algarve",
      "לאגוש": "Lagos", "לאגוס": "Lagos",
      "פארו": "Faro",
      "אלבופיירה": "Albufeira", "אלבופירה": "Albufeira",
      "טבירה": "Tavira", "טאבירה": "Tavira",
      "קוימברה": "Coimbra", "קואימברה": "Coimbra",
      "בראגה": "Braga",
      "סטובל": "Setúbal", "סטובאל": "Setúbal", "setubal": "Setúbal",
      "מדיירה": "Madeira", "מדירה": "Madeira",
      "פונשל": "Funchal", "פונשאל": "Funchal",
      "אוייראש": "Oeiras", "אויירש": "Oeiras",
      "קרקבלוש": "Carcavelos", "קרקאבלוש": "Carcavelos",
      "אלמדה": "Almada",
      "וילה נובה דה גאיה": "Vila Nova de Gaia", "גאיה": "Vila Nova de Gaia", "gaia": "Vila Nova de Gaia",
      "מטוזיניוש": "Matosinhos",
      "אביירו": "Aveiro", "אווירו": "Aveiro",
      "אבורה": "Évora", "evora": "Évora",
      "פורטימאו": "Portimão", "portimao": "Portimão",
      "לולה": "Loulé", "loule": "Loulé",
      "וילמורה": "Vilamoura", "וילאמורה": "Vilamoura",
      "קומפורטה": "Comporta",
      "קלדאש דה ריינה": "Caldas da Rainha",
      "אלפמה": "Alfama", "אלפאמה": "Alfama",
      "פרינסיפה ריאל": "Príncipe Real",
      "קמפו דה אוריקה": "Campo de Ourique",
      "סלדניה": "Saldanha", "סלדאניה": "Saldanha",
      "שיאדו": "Chiado",
      "באיירו אלטו": "Bairro Alto",
      "אבנידש נובאש": "Avenidas Novas",
      "פארק דאש נסואש": "Parque das Nações", "פארקה דאש נסואש": "Parque das Nações", "parque das nacoes": "Parque das Nações",
      "בלם": "Belém", "belem": "Belém",
      "אשטרלה": "Estrela",
      "גראסה": "Graça", "גרסה": "Graça",
      "ארויוש": "Arroios", "ארויוס": "Arroios", "ארוייוש": "Arroios", "ארואיוש": "Arroios",
      "אלבלדה": "Alvalade",
      "אלקנטרה": "Alcântara", "alcantara": "Alcântara",
      "מרווילה": "Marvila",
      "לאפה": "Lapa",
      "אינטנדנטה": "Intendente",
      "באישה": "Baixa",
      "ריביירה": "Ribeira",
      "בואוויסטה": "Boavista", "בואויסטה": "Boavista",
      "סדופייטה": "Cedofeita",
      "בונפים": "Bonfim",
      "פוז דו דורו": "Foz do Douro",
      "principe real": "Príncipe Real", "graca": "Graça",
      "açores": "Azores", "acores": "Azores"
    }'::jsonb ->> lower(btrim(p_location))),
    btrim(p_location)))
$$;

-- The stored terms of alerts saved before: recomputed where the map now names another place.
update public.ad_alerts set location = location
where place_term is distinct from private.ad_place_term(location);
