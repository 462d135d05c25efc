// The places the ads use, with their Hebrew names: the listings' locations are written in English
// ("Lisbon", "Lisbon, Arroios", as the groups post them), and a Hebrew reader both types and reads
// the place in Hebrew. A module of its own, in Hebrew only, shared with the edge functions: the ads
// search loads it when a search text has Hebrew in it; the Hebrew ads page, the Hebrew alert e-mails
// and alert pages show places by it (place-name.ts); the post reader of the listings manager
// recognises its spellings. The database's private.ad_place_term holds the same spellings
// (tests/db/ad-alerts.test.ts). docs/listing-places.md.

/** Each place by the English name the listings write, with its Hebrew name first, then other spellings. */
const PLACES: Readonly<Record<string, readonly [string, ...string[]]>> = {
  Lisbon: ['ליסבון', 'ליסבואה'],
  Porto: ['פורטו'],
  Cascais: ['קשקאיש', 'קסקאיס'],
  Estoril: ['אשטוריל', 'אסטוריל'],
  Sintra: ['סינטרה'],
  Ericeira: ['אריסיירה', 'אריסירה'],
  Algarve: ['אלגרבה', 'אלגארבה'],
  Lagos: ['לאגוש', 'לאגוס'],
  Faro: ['פארו'],
  Albufeira: ['אלבופיירה', 'אלבופירה'],
  Tavira: ['טבירה', 'טאבירה'],
  Coimbra: ['קוימברה', 'קואימברה'],
  Braga: ['בראגה'],
  Setúbal: ['סטובל', 'סטובאל'],
  Madeira: ['מדיירה', 'מדירה'],
  Funchal: ['פונשל', 'פונשאל'],
  Oeiras: ['אוייראש', 'אויירש'],
  Carcavelos: ['קרקבלוש', 'קרקאבלוש'],
  Almada: ['אלמדה'],
  'Vila Nova de Gaia': ['וילה נובה דה גאיה', 'גאיה'],
  Matosinhos: ['מטוזיניוש'],
  Aveiro: ['אביירו', 'אווירו'],
  Évora: ['אבורה'],
  Portimão: ['פורטימאו'],
  Loulé: ['לולה'],
  Vilamoura: ['וילמורה', 'וילאמורה'],
  Comporta: ['קומפורטה'],
  'Caldas da Rainha': ['קלדאש דה ריינה'],
  // Neighbourhoods of Lisbon
  Alfama: ['אלפמה', 'אלפאמה'],
  'Príncipe Real': ['פרינסיפה ריאל'],
  'Campo de Ourique': ['קמפו דה אוריקה'],
  Saldanha: ['סלדניה', 'סלדאניה'],
  Chiado: ['שיאדו'],
  'Bairro Alto': ['באיירו אלטו'],
  'Avenidas Novas': ['אבנידש נובאש'],
  'Parque das Nações': ['פארק דאש נסואש', 'פארקה דאש נסואש'],
  Belém: ['בלם'],
  Estrela: ['אשטרלה'],
  Graça: ['גראסה', 'גרסה'],
  Arroios: ['ארויוש', 'ארויוס', 'ארוייוש', 'ארואיוש'],
  Alvalade: ['אלבלדה'],
  Alcântara: ['אלקנטרה'],
  Marvila: ['מרווילה'],
  Lapa: ['לאפה'],
  Intendente: ['אינטנדנטה'],
  // Neighbourhoods of Porto
  Baixa: ['באישה'],
  Ribeira: ['ריביירה'],
  Boavista: ['בואוויסטה', 'בואויסטה'],
  Cedofeita: ['סדופייטה'],
  Bonfim: ['בונפים'],
  'Foz do Douro': ['פוז דו דורו'],
};

/** The Hebrew name of each place, by the English name the listings write. */
export const HEBREW_PLACE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACES).map(([name, [hebrew]]) => [name, hebrew]),
);

/** Every Hebrew spelling a reader may type, to the English name the listings write. */
export const LOCATION_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACES).flatMap(([name, spellings]) => spellings.map((hebrew) => [hebrew, name])),
);
