// An alert's filters in English words (describe.ts puts them together).
import { euros, type AlertWords } from './describe-with.ts';

export const ALERT_WORDS_EN: AlertWords = {
  type: { any: 'Rent or sale', rent: 'Rent', sale: 'Sale' },
  between: (min: string, max: string) => `${min} to ${max}`,
  upTo: (max: string) => `up to ${max}`,
  from: (min: string) => `from ${min}`,
  bedrooms: (n: number) => (n >= 5 ? '5+ bedrooms' : n === 1 ? '1 bedroom' : `${n} bedrooms`),
  anywhere: 'anywhere',
  separator: ', ',
  euros,
  places: {},
};
