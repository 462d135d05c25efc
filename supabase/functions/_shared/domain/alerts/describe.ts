// An alert's filters in words ("Rent, up to €1,500, 2 bedrooms, Lisbon"), in English or Hebrew:
// the form shows them back before saving, and every e-mail and the manage page name the alert by
// them. Plain string work (no Intl), so the same text comes out in the browser, Deno and Node.
import type { AlertFilters, AlertFrequency, AlertLanguage } from './alert-input.ts';

/** 1500 → "€1,500" (whole euros, comma thousands, as the ads page writes prices). */
export function euros(amount: number): string {
  return `€${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const WORDS = {
  en: {
    type: { any: 'Rent or sale', rent: 'Rent', sale: 'Sale' },
    between: (min: string, max: string) => `${min} to ${max}`,
    upTo: (max: string) => `up to ${max}`,
    from: (min: string) => `from ${min}`,
    bedrooms: (n: number) => (n >= 5 ? '5+ bedrooms' : n === 1 ? '1 bedroom' : `${n} bedrooms`),
    anywhere: 'anywhere',
    separator: ', ',
  },
  he: {
    type: { any: 'להשכרה או למכירה', rent: 'להשכרה', sale: 'למכירה' },
    // The amounts are isolated left to right so "€" keeps its place in a right-to-left line.
    between: (min: string, max: string) => `בין \u2066${min}\u2069 ל־\u2066${max}\u2069`,
    upTo: (max: string) => `עד \u2066${max}\u2069`,
    from: (min: string) => `מ־\u2066${min}\u2069`,
    bedrooms: (n: number) => (n >= 5 ? '5 חדרי שינה ומעלה' : n === 1 ? 'חדר שינה אחד' : `${n} חדרי שינה`),
    anywhere: 'בכל מקום',
    separator: ', ',
  },
} as const;

export function describeAlert(filters: AlertFilters, language: AlertLanguage): string {
  const w = WORDS[language];
  const parts: string[] = [w.type[filters.type]];
  if (filters.minPrice !== null && filters.maxPrice !== null)
    parts.push(w.between(euros(filters.minPrice), euros(filters.maxPrice)));
  else if (filters.maxPrice !== null) parts.push(w.upTo(euros(filters.maxPrice)));
  else if (filters.minPrice !== null) parts.push(w.from(euros(filters.minPrice)));
  if (filters.bedrooms !== null) parts.push(w.bedrooms(filters.bedrooms));
  parts.push(filters.location || w.anywhere);
  return parts.join(w.separator);
}

export const FREQUENCY_WORDS: Record<AlertLanguage, Record<AlertFrequency, string>> = {
  en: { instant: 'As soon as published', daily: 'Daily', weekly: 'Weekly' },
  he: { instant: 'מיד כשמתפרסמת', daily: 'פעם ביום', weekly: 'פעם בשבוע' },
};

/** A database row's filters as AlertFilters (null type = any). */
export function filtersOfRow(row: {
  type: string | null;
  min_price: number | null;
  max_price: number | null;
  location: string;
  bedrooms: number | null;
}): AlertFilters {
  return {
    type: row.type === 'rent' || row.type === 'sale' ? row.type : 'any',
    minPrice: row.min_price,
    maxPrice: row.max_price,
    location: row.location,
    bedrooms: row.bedrooms,
  };
}
