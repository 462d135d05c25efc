// Reads of public.fb_listings for the ads page (docs/product-rules.md, calls 5 and 6). The client is
// passed in, so the same code runs in the app (getPublicRest()) and in the contract tests.
import type { PublicRest } from '@/lib/supabase/public-rest';
import { ADS_ORDER, ADS_PAGE_SIZE, adFiltersToConditions, hasHebrew, pageRange, type AdFilters } from './ad-filters';
import { LISTINGS_TABLE, type Listing, type ListingImages } from './listing';

export interface ListingsPage {
  /** This page's rows, newest upload first. */
  rows: Listing[];
  /** How many listings match the filters (the exact count, across all pages). */
  total: number;
  /** The zero-based page number. */
  page: number;
}

/** A failed read: the backend's message (or null when it gave none). */
export class ListingsQueryError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'ListingsQueryError';
    this.code = code;
  }
}

/**
 * One page of the filtered ads, ordered by upload time (newest first), with the exact number of
 * matching listings. Filtering, ordering and paging all happen in the database.
 */
export async function fetchListingsPage(
  client: PublicRest,
  filters: AdFilters,
  page: number,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<ListingsPage> {
  const { from, to } = pageRange(page, ADS_PAGE_SIZE);
  let query = client.from(LISTINGS_TABLE).select('*', { count: 'exact' });
  // A Hebrew or Portuguese place name ("ליסבון", "Lisboa") is searched under the English name the
  // ads use; each language's spellings load only when a search has a place in it.
  const aliases = !filters.location
    ? undefined
    : hasHebrew(filters.location)
      ? (await import('@shared/listings/places.he')).LOCATION_ALIASES
      : (await import('@shared/listings/places.pt')).LOCATION_ALIASES;
  for (const condition of adFiltersToConditions(filters, now, { aliases })) {
    if (condition.op === 'eq') query = query.eq(condition.column, condition.value);
    else if (condition.op === 'gte') query = query.gte(condition.column, condition.value);
    else if (condition.op === 'lte') query = query.lte(condition.column, condition.value);
    else if (condition.op === 'imatch') query = query.filter(condition.column, 'imatch', condition.value);
    else query = query.ilike(condition.column, condition.value);
  }
  for (const { column, ascending } of ADS_ORDER) query = query.order(column, { ascending });
  let ranged = query.range(from, to);
  if (signal) ranged = ranged.abortSignal(signal);
  const { data, error, count } = await ranged;
  if (error) throw new ListingsQueryError(error.message, error.code ?? null);
  const rows = (data ?? []) as Listing[];
  return { rows, total: count ?? from + rows.length, page };
}

/** The pictures of one listing, for its detail dialog. */
export async function fetchListingImages(
  client: PublicRest,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListingImages> {
  let query = client.from(LISTINGS_TABLE).select('images, thumbnail_url, photos').eq('id', id);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.single();
  if (error) throw new ListingsQueryError(error.message, error.code ?? null);
  return data as ListingImages;
}

/** Whether another page follows: the last page was full and fewer rows than the total are loaded. */
export function nextPageOf(pages: readonly ListingsPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.rows.length < ADS_PAGE_SIZE) return undefined;
  const loaded = pages.reduce((sum, p) => sum + p.rows.length, 0);
  return loaded < last.total ? last.page + 1 : undefined;
}

/** One listing by id (the ads page opens it from an alert e-mail's link), or null when it is gone. */
export async function fetchListing(client: PublicRest, id: string): Promise<Listing | null> {
  const { data, error } = await client.from(LISTINGS_TABLE).select('*').eq('id', id).maybeSingle();
  if (error) throw new ListingsQueryError(error.message, error.code ?? null);
  return (data as Listing | null) ?? null;
}
