// The months as Portugal writes them, for the site's Portuguese formats (src/lib/format/
// portuguese-words.ts) and the owners' Portuguese e-mails (owners/emails.ts).

/** Lowercase, as Portugal writes months since the 1990 agreement. */
export const PORTUGUESE_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
