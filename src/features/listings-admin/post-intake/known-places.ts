// The places the post reader recognises, written as the listings write them (English city names,
// "City, Neighbourhood" for a neighbourhood, as the seeded listings do), with the spellings posts
// use: Portuguese and English, with or without accents (matched without them), and Hebrew. The
// public search's Hebrew aliases (@shared/listings/places.he.ts) are added at load, so a name added
// there is recognised here too. Rules: docs/listing-intake.md.
import { LOCATION_ALIASES } from '@shared/listings/places.he';

export interface KnownPlace {
  /** The name written in the listing's location field. */
  name: string;
  /** A neighbourhood's city: the location becomes "City, Neighbourhood". */
  city?: string;
  /** Latin spellings (accents are ignored when matching). */
  latin: readonly string[];
  /** Hebrew spellings. */
  hebrew: readonly string[];
  /**
   * Also an everyday word in Portuguese ("madeira" is wood, "estrela" a star): matched only when
   * the post writes it with a capital letter.
   */
  capitalised?: boolean;
}

const CITIES: readonly KnownPlace[] = [
  { name: 'Lisbon', latin: ['Lisboa', 'Lisbon', 'Lisbonne'], hebrew: ['ליסבון', 'ליסבואה'] },
  { name: 'Porto', latin: ['Porto', 'Oporto'], hebrew: ['פורטו'] },
  { name: 'Cascais', latin: ['Cascais'], hebrew: ['קשקאיש', 'קסקאיס', 'קאשקאיש', 'קשקייש'] },
  { name: 'Estoril', latin: ['Estoril'], hebrew: ['אשטוריל', 'אסטוריל'] },
  { name: 'Sintra', latin: ['Sintra'], hebrew: ['סינטרה'] },
  { name: 'Ericeira', latin: ['Ericeira'], hebrew: ['אריסיירה', 'אריסירה'] },
  { name: 'Algarve', latin: ['Algarve'], hebrew: ['אלגרבה', 'אלגארבה', 'אלגרב'] },
  { name: 'Lagos', latin: ['Lagos'], hebrew: ['לאגוש', 'לאגוס'], capitalised: true },
  { name: 'Faro', latin: ['Faro'], hebrew: ['פארו'] },
  { name: 'Albufeira', latin: ['Albufeira'], hebrew: ['אלבופיירה', 'אלבופירה'] },
  { name: 'Tavira', latin: ['Tavira'], hebrew: ['טבירה', 'טאבירה'] },
  { name: 'Coimbra', latin: ['Coimbra'], hebrew: ['קוימברה', 'קואימברה'] },
  { name: 'Braga', latin: ['Braga'], hebrew: ['בראגה'] },
  { name: 'Setúbal', latin: ['Setúbal', 'Setubal'], hebrew: ['סטובל', 'סטובאל'] },
  { name: 'Madeira', latin: ['Madeira'], hebrew: ['מדיירה', 'מדירה'], capitalised: true },
  { name: 'Funchal', latin: ['Funchal'], hebrew: ['פונשל', 'פונשאל'] },
  { name: 'Oeiras', latin: ['Oeiras'], hebrew: ['אוייראש', 'אויירש'] },
  { name: 'Carcavelos', latin: ['Carcavelos'], hebrew: ['קרקבלוש', 'קרקאבלוש'] },
  { name: 'Almada', latin: ['Almada'], hebrew: ['אלמדה'] },
  { name: 'Vila Nova de Gaia', latin: ['Vila Nova de Gaia', 'Gaia'], hebrew: ['גאיה'] },
  { name: 'Matosinhos', latin: ['Matosinhos'], hebrew: ['מטוזיניוש'] },
  { name: 'Aveiro', latin: ['Aveiro'], hebrew: ['אביירו', 'אווירו'] },
  { name: 'Évora', latin: ['Évora', 'Evora'], hebrew: ['אבורה'] },
  { name: 'Portimão', latin: ['Portimão', 'Portimao'], hebrew: ['פורטימאו'] },
  { name: 'Loulé', latin: ['Loulé', 'Loule'], hebrew: ['לולה'] },
  { name: 'Vilamoura', latin: ['Vilamoura'], hebrew: ['וילמורה', 'וילאמורה'] },
  { name: 'Comporta', latin: ['Comporta'], hebrew: ['קומפורטה'] },
  { name: 'Caldas da Rainha', latin: ['Caldas da Rainha'], hebrew: ['קלדאש דה ריינה'] },
];

const NEIGHBOURHOODS: readonly KnownPlace[] = [
  { name: 'Alfama', city: 'Lisbon', latin: ['Alfama'], hebrew: ['אלפמה', 'אלפאמה'] },
  { name: 'Príncipe Real', city: 'Lisbon', latin: ['Príncipe Real'], hebrew: ['פרינסיפה ריאל'] },
  { name: 'Campo de Ourique', city: 'Lisbon', latin: ['Campo de Ourique'], hebrew: ['קמפו דה אוריקה'] },
  { name: 'Saldanha', city: 'Lisbon', latin: ['Saldanha'], hebrew: ['סלדניה', 'סלדאניה'] },
  { name: 'Chiado', city: 'Lisbon', latin: ['Chiado'], hebrew: ['שיאדו'] },
  { name: 'Bairro Alto', city: 'Lisbon', latin: ['Bairro Alto'], hebrew: ['באיירו אלטו'] },
  { name: 'Avenidas Novas', city: 'Lisbon', latin: ['Avenidas Novas'], hebrew: [] },
  { name: 'Parque das Nações', city: 'Lisbon', latin: ['Parque das Nações', 'Parque das Nacoes'], hebrew: [] },
  { name: 'Belém', city: 'Lisbon', latin: ['Belém', 'Belem'], hebrew: [] },
  { name: 'Estrela', city: 'Lisbon', latin: ['Estrela'], hebrew: [], capitalised: true },
  { name: 'Graça', city: 'Lisbon', latin: ['Graça'], hebrew: [], capitalised: true },
  { name: 'Arroios', city: 'Lisbon', latin: ['Arroios'], hebrew: ['ארויוש'] },
  { name: 'Alvalade', city: 'Lisbon', latin: ['Alvalade'], hebrew: [] },
  { name: 'Alcântara', city: 'Lisbon', latin: ['Alcântara', 'Alcantara'], hebrew: [] },
  { name: 'Marvila', city: 'Lisbon', latin: ['Marvila'], hebrew: [] },
  { name: 'Boavista', city: 'Porto', latin: ['Boavista'], hebrew: ['בואוויסטה', 'בואויסטה'] },
  { name: 'Cedofeita', city: 'Porto', latin: ['Cedofeita'], hebrew: [] },
  { name: 'Bonfim', city: 'Porto', latin: ['Bonfim'], hebrew: [] },
  { name: 'Foz do Douro', city: 'Porto', latin: ['Foz do Douro'], hebrew: [] },
];

/** The cities and neighbourhoods, each with the public search's Hebrew aliases added. */
export const KNOWN_PLACES: readonly KnownPlace[] = [...CITIES, ...NEIGHBOURHOODS].map((place) => {
  const aliases = Object.entries(LOCATION_ALIASES)
    .filter(([hebrew, name]) => name === place.name && !place.hebrew.includes(hebrew))
    .map(([hebrew]) => hebrew);
  return aliases.length ? { ...place, hebrew: [...place.hebrew, ...aliases] } : place;
});
