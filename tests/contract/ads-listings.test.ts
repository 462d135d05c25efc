// @vitest-environment node
// Contract tests of the ads page's reads (docs/product-rules.md, calls 5 and 6) as the app makes them
// (src/lib/listings/listings-api.ts through the public PostgREST client), against the local
// stand-in with its seed or a real Supabase (contract-target.ts). Every filtered, paginated answer
// is compared with the whole table filtered here, by a predicate written apart from the app's query
// translation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADS_PAGE_SIZE, DEFAULT_AD_FILTERS, type AdFilters } from '@/lib/listings/ad-filters';
import type { Listing } from '@/lib/listings/listing';
import {
  fetchListingImages,
  fetchListingsPage,
  ListingsQueryError,
  nextPageOf,
  type ListingsPage,
} from '@/lib/listings/listings-api';
import { createPublicRest, type PublicRest } from '@/lib/supabase/public-rest';
import { server as mockNetwork } from '../msw-server';
import { startContractTarget, type ContractTarget } from './contract-target';

let target: ContractTarget;
let anon: PublicRest;
let all: Listing[];
const NOW = new Date();

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** What each filter keeps (docs/product-rules.md, "Ads (listings)"), for one row. */
function keeps(filters: AdFilters, row: Listing): boolean {
  const { type, minPrice, maxPrice, location, bedrooms, published } = filters;
  if (type !== 'any' && row.type !== type) return false;
  if (minPrice !== null && (row.price === null || row.price < minPrice)) return false;
  if (maxPrice !== null && (row.price === null || row.price > maxPrice)) return false;
  // The one Hebrew place name the cases use, as the ads write it.
  // A place typed in Hebrew or Portuguese finds it as typed or under the English name the ads use.
  const terms = location === 'פורטו' ? ['פורטו', 'Porto'] : location === 'Lisboa' ? ['Lisboa', 'Lisbon'] : [location];
  if (location && !terms.some((term) => row.location.toLowerCase().includes(term.toLowerCase()))) return false;
  if (bedrooms !== null) {
    if (row.bedrooms === null) return false;
    if (bedrooms === 5 ? row.bedrooms < 5 : row.bedrooms !== bedrooms) return false;
  }
  if (published !== 'any') {
    if (row.published_at === null) return false;
    const span = { today: DAY, week: 7 * DAY, month: 30 * DAY }[published];
    if (Date.parse(row.published_at) < NOW.getTime() - span) return false;
  }
  return true;
}

/** The expected ids in order: newest upload first, ties by id. */
function expectedIds(filters: AdFilters): string[] {
  return all
    .filter((row) => keeps(filters, row))
    .sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => row.id);
}

/** Every page of a filtered list, as the infinite scroll loads them. */
async function loadAll(filters: AdFilters): Promise<ListingsPage[]> {
  const pages = [await fetchListingsPage(anon, filters, 0, { now: NOW })];
  for (let next = nextPageOf(pages); next !== undefined; next = nextPageOf(pages)) {
    pages.push(await fetchListingsPage(anon, filters, next, { now: NOW }));
    if (pages.length > 50) throw new Error('paging does not end');
  }
  return pages;
}

beforeAll(async () => {
  mockNetwork.close();
  target = await startContractTarget();
  anon = createPublicRest(target.url, target.anonKey);
  const { data, error } = await anon.from('fb_listings').select('*');
  if (error) throw error;
  all = data as Listing[];
}, 60_000);

afterAll(async () => {
  await target?.close();
});

const f = (overrides: Partial<AdFilters>): AdFilters => ({ ...DEFAULT_AD_FILTERS, ...overrides });

const CASES: [string, AdFilters][] = [
  ['no filter', DEFAULT_AD_FILTERS],
  ['rent', f({ type: 'rent' })],
  ['sale', f({ type: 'sale' })],
  ['minimum price', f({ minPrice: 500_000 })],
  ['maximum price', f({ type: 'rent', maxPrice: 1200 })],
  ['price range', f({ type: 'rent', minPrice: 1000, maxPrice: 2000 })],
  ['location, any case', f({ location: 'lisBON' })],
  ['location in Hebrew', f({ location: 'פורטו' })],
  ['location in Portuguese', f({ location: 'Lisboa' })],
  ['1 bedroom', f({ bedrooms: 1 })],
  ['3 bedrooms', f({ bedrooms: 3 })],
  ['5 or more bedrooms', f({ bedrooms: 5 })],
  ['published today', f({ published: 'today' })],
  ['published this week', f({ published: 'week' })],
  ['published this month', f({ published: 'month' })],
  [
    'all combined',
    { type: 'sale', minPrice: 100_000, maxPrice: 1_000_000, location: 'a', bedrooms: 2, published: 'month' },
  ],
];

describe('5. the filtered, paginated ads query', () => {
  it('the seed gives every filter something to find', (context) => {
    if (!target.local) return context.skip();
    for (const [name, filters] of CASES) {
      const count = expectedIds(filters).length;
      expect(count, name).toBeGreaterThan(0);
      if (filters !== DEFAULT_AD_FILTERS) expect(count, name).toBeLessThan(all.length);
    }
  });

  it.each(CASES)('%s: pages of 6 in order, the exact filtered count, to the end', async (_name, filters) => {
    const expected = expectedIds(filters);
    const pages = await loadAll(filters);
    for (const page of pages) {
      expect(page.total).toBe(expected.length);
      expect(page.rows.length).toBeLessThanOrEqual(ADS_PAGE_SIZE);
    }
    expect(pages.slice(0, -1).every((page) => page.rows.length === ADS_PAGE_SIZE)).toBe(true);
    expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    expect(pages).toHaveLength(Math.max(1, Math.ceil(expected.length / ADS_PAGE_SIZE)));
  });

  it('known seed listings: Cascais rentals with 4 bedrooms, and sales of 5 or more bedrooms', async (context) => {
    if (!target.local) return context.skip();
    const cascais = await fetchListingsPage(anon, f({ type: 'rent', location: 'cascais', bedrooms: 4 }), 0);
    expect(cascais.rows.map((row) => row.title)).toEqual(['Family house in Cascais with garden, 4 bedrooms']);
    const large = await fetchListingsPage(anon, f({ type: 'sale', bedrooms: 5 }), 0);
    expect(large.total).toBe(3);
    expect(large.rows.every((row) => (row.bedrooms ?? 0) >= 5)).toBe(true);
  });

  it('a price bound leaves out listings without a price; a date bound those without a date', async () => {
    const priced = await loadAll(f({ minPrice: 50_000 }));
    expect(priced.flatMap((p) => p.rows).every((row) => row.price !== null)).toBe(true);
    const dated = await loadAll(f({ published: 'month' }));
    expect(dated.flatMap((p) => p.rows).every((row) => row.published_at !== null)).toBe(true);
  });

  it('a search text with LIKE wildcards is taken literally', async () => {
    const page = await fetchListingsPage(anon, f({ location: '%' }), 0);
    expect(page.total).toBe(all.filter((row) => row.location.includes('%')).length);
    const underscore = await fetchListingsPage(anon, f({ location: 'L_sbon' }), 0);
    expect(underscore.total).toBe(0);
  });

  it('a page past the end is empty, not an error, with the count', async () => {
    const filters = f({ type: 'sale' });
    const total = expectedIds(filters).length;
    const beyond = Math.ceil(total / ADS_PAGE_SIZE) + 1;
    const page = await fetchListingsPage(anon, filters, beyond).catch((error: unknown) => error);
    // PostgREST answers 416 for an offset past the end; the stand-in answers an empty page.
    if (page instanceof ListingsQueryError) expect(page.code).toBe('PGRST103');
    else expect(page).toMatchObject({ rows: [] });
  });
});

describe('6. the pictures of one listing', () => {
  it('reads images, thumbnail and stored photos by id', async () => {
    const withImages = all.find((row) => row.images.length > 1)!;
    expect(await fetchListingImages(anon, withImages.id)).toEqual({
      images: withImages.images,
      thumbnail_url: withImages.thumbnail_url,
      photos: withImages.photos,
    });
  });

  it('rejects with the backend’s message for an unknown id', async () => {
    const error = await fetchListingImages(anon, '00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ListingsQueryError);
    expect((error as ListingsQueryError).code).toBe('PGRST116');
    expect((error as ListingsQueryError).message).toBeTruthy();
  });
});
