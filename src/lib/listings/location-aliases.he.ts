// Hebrew names of places the ads use, so a Hebrew reader who types "ליסבון" finds "Lisbon": the
// listings' locations are written in English (as the groups post them). A module of its own, loaded
// only when a search text has Hebrew in it, so English pages carry no Hebrew.
export const LOCATION_ALIASES: Readonly<Record<string, string>> = {
  ליסבון: 'Lisbon',
  ליסבואה: 'Lisbon',
  פורטו: 'Porto',
  קשקאיש: 'Cascais',
  קסקאיס: 'Cascais',
  אשטוריל: 'Estoril',
  סינטרה: 'Sintra',
  אריסיירה: 'Ericeira',
  אלגרבה: 'Algarve',
  לאגוש: 'Lagos',
  פארו: 'Faro',
  אלבופיירה: 'Albufeira',
  טבירה: 'Tavira',
  קוימברה: 'Coimbra',
  בראגה: 'Braga',
  סטובל: 'Setúbal',
  מדיירה: 'Madeira',
  פונשל: 'Funchal',
};
