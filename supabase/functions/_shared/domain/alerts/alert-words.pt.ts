// An alert's filters in Portuguese words (describe.ts puts them together), with prices and places as
// Portugal writes them ("1 500 €", "Lisboa").
import { PORTUGUESE_PLACE_NAMES } from '../listings/places.pt.ts';
import type { AlertWords } from './describe-with.ts';

const NBSP = '\u00a0';

export const ALERT_WORDS_PT: AlertWords = {
  type: { any: 'Arrendamento ou venda', rent: 'Arrendamento', sale: 'Venda' },
  between: (min: string, max: string) => `de ${min} a ${max}`,
  upTo: (max: string) => `até ${max}`,
  from: (min: string) => `a partir de ${min}`,
  bedrooms: (n: number) => (n >= 5 ? '5 ou mais quartos' : n === 1 ? '1 quarto' : `${n} quartos`),
  anywhere: 'qualquer local',
  separator: ', ',
  // 1500 → "1 500 €": a no-break space between thousands and before the sign, as the site's
  // Portuguese formatter writes whole euros (src/lib/format/locale-text.ts, euroText).
  euros: (amount: number) => `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)}${NBSP}€`,
  // "Lisbon" as the ads page's filter wrote it reads "Lisboa", as on the Portuguese ads page.
  places: PORTUGUESE_PLACE_NAMES,
};
