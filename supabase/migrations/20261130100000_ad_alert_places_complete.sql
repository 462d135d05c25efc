-- Every place the site knows, under every spelling it accepts, for ad alerts (docs/ad-alerts.md,
-- docs/listing-places.md). The first list held the cities only: an alert saved as "ארויוש"
-- (Arroios) or "Belem" kept its own text as its place and never matched "Lisbon, Arroios" or
-- "Lisbon, Belém", and staff counted it as a place of its own. The map is now the union of the ads
-- search's Hebrew names (supabase/functions/_shared/domain/listings/places.he.ts) and the post
-- reader's spellings (src/features/listings-admin/post-intake/known-places.ts), keyed by the
-- lower-cased spelling; tests/db/ad-alerts.test.ts fails when either list has a spelling this one
-- lacks. A jsonb literal, not jsonb_build_object, which takes at most 100 arguments.
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
      "פוז דו דורו": "Foz do Douro"
    }'::jsonb ->> lower(btrim(p_location))),
    btrim(p_location)))
$$;

-- The stored terms of alerts saved before: recomputed where the complete map names another place.
update public.ad_alerts set location = location
where place_term is distinct from private.ad_place_term(location);
