// An alert's filters in Hebrew words (describe.ts puts them together).
import { HEBREW_PLACE_NAMES } from '../listings/places.he.ts';
import { euros, type AlertWords } from './describe-with.ts';

export const ALERT_WORDS_HE: AlertWords = {
  type: { any: 'להשכרה או למכירה', rent: 'להשכרה', sale: 'למכירה' },
  // The amounts are isolated left to right so "€" keeps its place in a right-to-left line.
  between: (min: string, max: string) => `בין \u2066${min}\u2069 ל־\u2066${max}\u2069`,
  upTo: (max: string) => `עד \u2066${max}\u2069`,
  from: (min: string) => `מ־\u2066${min}\u2069`,
  bedrooms: (n: number) => (n >= 5 ? '5 חדרי שינה ומעלה' : n === 1 ? 'חדר שינה אחד' : `${n} חדרי שינה`),
  anywhere: 'בכל מקום',
  separator: ', ',
  euros,
  // "Lisbon" as the ads page's filter wrote it reads "ליסבון", as on the Hebrew ads page.
  places: HEBREW_PLACE_NAMES,
};
