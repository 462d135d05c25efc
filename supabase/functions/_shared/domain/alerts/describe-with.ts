// An alert's filters in words ("Rent, up to €1,500, 2 bedrooms, Lisbon") from one language's words
// (alert-words.en.ts, .he.ts, .pt.ts). Plain string work (no Intl), so the same text comes out in
// the browser, Deno and Node. A page imports only its language's words; the e-mails take both
// through describe.ts.
import { placeName } from '../listings/place-name.ts';
import type { AlertFilters } from './alert-input.ts';

export interface AlertWords {
  type: Readonly<Record<AlertFilters['type'], string>>;
  between: (min: string, max: string) => string;
  upTo: (max: string) => string;
  from: (min: string) => string;
  bedrooms: (n: number) => string;
  anywhere: string;
  separator: string;
  /** An amount in whole euros as this language writes it ("€1,500", "1 500 €"). */
  euros: (amount: number) => string;
  /** The places by the English names the listings write, in this language (none in English). */
  places: Readonly<Record<string, string>>;
}

/** 1500 → "€1,500" (whole euros, comma thousands, as the English and Hebrew ads pages write prices). */
export function euros(amount: number): string {
  return `€${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function describeWith(filters: AlertFilters, w: AlertWords): string {
  const parts: string[] = [w.type[filters.type]];
  if (filters.minPrice !== null && filters.maxPrice !== null)
    parts.push(w.between(w.euros(filters.minPrice), w.euros(filters.maxPrice)));
  else if (filters.maxPrice !== null) parts.push(w.upTo(w.euros(filters.maxPrice)));
  else if (filters.minPrice !== null) parts.push(w.from(w.euros(filters.minPrice)));
  if (filters.bedrooms !== null) parts.push(w.bedrooms(filters.bedrooms));
  parts.push(filters.location ? placeName(filters.location, w.places) : w.anywhere);
  return parts.join(w.separator);
}

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
