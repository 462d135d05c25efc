// The ads page's filters (docs/product-rules.md and docs/decisions.md, "Listings" and "Ads"): what they are, how
// they live in the URL query string, and how they become conditions of the database query. Pure:
// no React, no Supabase; listings-api.ts applies the conditions to a supabase-js query.
import { LISTING_TYPES } from './listing';

export const PUBLISHED_WITHIN = ['any', 'today', 'week', 'month'] as const;
export type PublishedWithin = (typeof PUBLISHED_WITHIN)[number];

export const AD_TYPE_OPTIONS = ['any', ...LISTING_TYPES] as const;
export type AdTypeFilter = (typeof AD_TYPE_OPTIONS)[number];

/** Bedroom choices; the last means "5 or more". */
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BEDROOMS_OR_MORE = 5;

/** Longest location text taken from the URL or the search box. */
export const LOCATION_MAX_LENGTH = 100;

export interface AdFilters {
  type: AdTypeFilter;
  /** Euros; null = no lower bound. */
  minPrice: number | null;
  /** Euros; null = no upper bound. */
  maxPrice: number | null;
  /** Free text matched case-insensitively anywhere in the location; '' = any. */
  location: string;
  /** 1 to 5 (5 = 5 or more); null = any. */
  bedrooms: number | null;
  published: PublishedWithin;
}

export const DEFAULT_AD_FILTERS: AdFilters = Object.freeze({
  type: 'any',
  minPrice: null,
  maxPrice: null,
  location: '',
  bedrooms: null,
  published: 'any',
});

/** The price slider's range for a type (docs/product-rules.md, "Ads (listings)"): rent by the month, sale or any by the total. */
export function priceScale(type: AdTypeFilter): { min: number; max: number; step: number } {
  return type === 'rent' ? { min: 0, max: 10_000, step: 100 } : { min: 0, max: 20_000_000, step: 50_000 };
}

/** Milliseconds back from now for each "published" choice (docs/product-rules.md, "Ads (listings)"). */
const PUBLISHED_SPAN_MS: Record<Exclude<PublishedWithin, 'any'>, number> = {
  today: 24 * 3600_000,
  week: 7 * 24 * 3600_000,
  month: 30 * 24 * 3600_000,
};

/** The URL query parameters, in the order they are written. */
export const AD_FILTER_PARAMS = {
  type: 'type',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  location: 'location',
  bedrooms: 'bedrooms',
  published: 'published',
} as const satisfies Record<keyof AdFilters, string>;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;
}

/** A whole number of euros written in plain digits, else null. */
function parseEuros(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Makes a set of filters consistent: prices outside the type's scale are dropped, a bound at the
 * scale's end means no bound, a minimum above the maximum drops the maximum, bedrooms outside 1-5
 * and location text are tidied. Every path into AdFilters goes through here.
 */
export function normalizeAdFilters(filters: AdFilters): AdFilters {
  const scale = priceScale(filters.type);
  const inScale = (price: number | null) =>
    price !== null && Number.isInteger(price) && price >= scale.min && price <= scale.max ? price : null;
  let minPrice = inScale(filters.minPrice);
  let maxPrice = inScale(filters.maxPrice);
  if (minPrice === scale.min) minPrice = null;
  if (maxPrice === scale.max) maxPrice = null;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) maxPrice = null;
  const bedrooms =
    filters.bedrooms !== null && Number.isInteger(filters.bedrooms) && filters.bedrooms >= 1 && filters.bedrooms <= 5
      ? filters.bedrooms
      : null;
  return {
    type: oneOf(AD_TYPE_OPTIONS, filters.type) ?? 'any',
    minPrice,
    maxPrice,
    location: normalizeLocation(filters.location),
    bedrooms,
    published: oneOf(PUBLISHED_WITHIN, filters.published) ?? 'any',
  };
}

/** Collapses white space and trims; control characters are dropped; at most LOCATION_MAX_LENGTH. */
export function normalizeLocation(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, LOCATION_MAX_LENGTH)
      .trim()
  );
}

/**
 * Reads the filters from a URL query string. A missing, unknown or malformed value is ignored (that
 * filter is "any"), never an error: a shared or hand-edited link always shows a page.
 */
export function parseAdFilters(search: URLSearchParams | string): AdFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const bedrooms = params.get(AD_FILTER_PARAMS.bedrooms);
  return normalizeAdFilters({
    type: oneOf(AD_TYPE_OPTIONS, params.get(AD_FILTER_PARAMS.type)) ?? 'any',
    minPrice: parseEuros(params.get(AD_FILTER_PARAMS.minPrice)),
    maxPrice: parseEuros(params.get(AD_FILTER_PARAMS.maxPrice)),
    location: params.get(AD_FILTER_PARAMS.location) ?? '',
    bedrooms: bedrooms !== null && /^[1-5]$/.test(bedrooms) ? Number(bedrooms) : null,
    published: oneOf(PUBLISHED_WITHIN, params.get(AD_FILTER_PARAMS.published)) ?? 'any',
  });
}

/**
 * Writes the filters into a query string: only those that are set, in a fixed order, so one view
 * has one URL. Other parameters of `base` (not filters) are kept.
 */
export function adFiltersToSearchParams(filters: AdFilters, base?: URLSearchParams): URLSearchParams {
  const normalized = normalizeAdFilters(filters);
  const params = new URLSearchParams();
  for (const [key, value] of base ?? []) {
    if (!(Object.values(AD_FILTER_PARAMS) as string[]).includes(key)) params.append(key, value);
  }
  if (normalized.type !== 'any') params.set(AD_FILTER_PARAMS.type, normalized.type);
  if (normalized.minPrice !== null) params.set(AD_FILTER_PARAMS.minPrice, String(normalized.minPrice));
  if (normalized.maxPrice !== null) params.set(AD_FILTER_PARAMS.maxPrice, String(normalized.maxPrice));
  if (normalized.location) params.set(AD_FILTER_PARAMS.location, normalized.location);
  if (normalized.bedrooms !== null) params.set(AD_FILTER_PARAMS.bedrooms, String(normalized.bedrooms));
  if (normalized.published !== 'any') params.set(AD_FILTER_PARAMS.published, normalized.published);
  return params;
}

/** Whether a search text has Hebrew letters (and so may be a Hebrew place name). */
export function hasHebrew(text: string): boolean {
  return /[\u0590-\u05ff]/.test(text);
}

/** Whether any filter is set. */
export function hasActiveAdFilters(filters: AdFilters): boolean {
  return adFiltersToSearchParams(filters).size > 0;
}

/** `%` and `_` match anything in a LIKE pattern: escape them (and the escape character) to match as typed. */
function likeLiteral(text: string): string {
  // PostgREST turns every * into %, with no escape for it: a * in the search text is dropped.
  return text.replaceAll('*', '').replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One condition of the listing query, named after the supabase-js filter method that applies it. */
export type ListingCondition =
  | { op: 'eq'; column: 'type' | 'bedrooms'; value: string | number }
  | { op: 'gte'; column: 'price' | 'bedrooms' | 'published_at'; value: number | string }
  | { op: 'lte'; column: 'price'; value: number }
  | { op: 'ilike'; column: 'location'; value: string }
  | { op: 'imatch'; column: 'location'; value: string };

/** A text matched as itself in a POSIX regular expression. */
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filters as conditions of the database query (all ANDed). `now` fixes the "published" cut-off
 * (within 24 hours, 7 days or 30 days before it); `aliases` maps a place name as typed to the name
 * the listings use (@shared/listings/places.he.ts, places.pt.ts), and the search finds either. A price bound leaves out listings without a price
 * and a date bound those without a publish date, as SQL comparisons with NULL do.
 */
export function adFiltersToConditions(
  filters: AdFilters,
  now: Date,
  { aliases = {} }: { aliases?: Readonly<Record<string, string>> } = {},
): ListingCondition[] {
  const f = normalizeAdFilters(filters);
  const conditions: ListingCondition[] = [];
  if (f.type !== 'any') conditions.push({ op: 'eq', column: 'type', value: f.type });
  if (f.minPrice !== null) conditions.push({ op: 'gte', column: 'price', value: f.minPrice });
  if (f.maxPrice !== null) conditions.push({ op: 'lte', column: 'price', value: f.maxPrice });
  if (f.location) {
    const alias = Object.hasOwn(aliases, f.location) ? aliases[f.location]! : undefined;
    if (alias !== undefined && alias !== f.location) {
      // The name as typed or as the listings write it: a listing stored as "Lisboa" is found too.
      const value = `(${regexLiteral(f.location)}|${regexLiteral(alias)})`;
      conditions.push({ op: 'imatch', column: 'location', value });
    } else {
      const literal = likeLiteral(f.location);
      if (literal.trim()) conditions.push({ op: 'ilike', column: 'location', value: `%${literal}%` });
    }
  }
  if (f.bedrooms !== null) {
    conditions.push(
      f.bedrooms >= BEDROOMS_OR_MORE
        ? { op: 'gte', column: 'bedrooms', value: BEDROOMS_OR_MORE }
        : { op: 'eq', column: 'bedrooms', value: f.bedrooms },
    );
  }
  if (f.published !== 'any') {
    const since = new Date(now.getTime() - PUBLISHED_SPAN_MS[f.published]);
    conditions.push({ op: 'gte', column: 'published_at', value: since.toISOString() });
  }
  return conditions;
}

/** Listings per page and the order of the ads list (docs/product-rules.md, "Ads (listings)"). */
export const ADS_PAGE_SIZE = 6;
export const ADS_ORDER = [
  { column: 'uploaded_at', ascending: false },
  // A tie-break, so that pages never overlap or skip rows with the same upload time.
  { column: 'id', ascending: true },
] as const;

/** The row range (inclusive, as supabase-js's range()) of a zero-based page. */
export function pageRange(page: number, pageSize = ADS_PAGE_SIZE): { from: number; to: number } {
  const from = page * pageSize;
  return { from, to: from + pageSize - 1 };
}
