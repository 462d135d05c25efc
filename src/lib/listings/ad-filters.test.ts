import {
  adFiltersToConditions,
  adFiltersToSearchParams,
  DEFAULT_AD_FILTERS,
  hasActiveAdFilters,
  hasHebrew,
  normalizeAdFilters,
  pageRange,
  parseAdFilters,
  priceScale,
  type AdFilters,
} from './ad-filters';
import { LOCATION_ALIASES } from '@shared/listings/places.he';
import { LOCATION_ALIASES as PORTUGUESE_ALIASES } from '@shared/listings/places.pt';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const filters = (overrides: Partial<AdFilters>): AdFilters => ({ ...DEFAULT_AD_FILTERS, ...overrides });

describe('priceScale (docs/product-rules.md, Ads)', () => {
  it('is 0 to 20,000,000 by 50,000 for any type and for sale, 0 to 10,000 by 100 for rent', () => {
    expect(priceScale('any')).toEqual({ min: 0, max: 20_000_000, step: 50_000 });
    expect(priceScale('sale')).toEqual({ min: 0, max: 20_000_000, step: 50_000 });
    expect(priceScale('rent')).toEqual({ min: 0, max: 10_000, step: 100 });
  });
});

describe('parseAdFilters', () => {
  it('reads every filter from the query string', () => {
    expect(parseAdFilters('?type=rent&minPrice=500&maxPrice=2000&location=Lisbon&bedrooms=2&published=week')).toEqual({
      type: 'rent',
      minPrice: 500,
      maxPrice: 2000,
      location: 'Lisbon',
      bedrooms: 2,
      published: 'week',
    });
    expect(parseAdFilters(new URLSearchParams('type=sale&bedrooms=5&published=today'))).toEqual(
      filters({ type: 'sale', bedrooms: 5, published: 'today' }),
    );
  });

  it('gives the defaults for an empty query string', () => {
    expect(parseAdFilters('')).toEqual(DEFAULT_AD_FILTERS);
  });

  it('ignores bad values one by one, keeping the good ones', () => {
    expect(
      parseAdFilters('type=house&minPrice=abc&maxPrice=-5&bedrooms=7&published=yesterday&location=%20%20Porto%20%20'),
    ).toEqual(filters({ location: 'Porto' }));
    expect(parseAdFilters('minPrice=1e5&maxPrice=12.5&bedrooms=0')).toEqual(DEFAULT_AD_FILTERS);
    expect(parseAdFilters('bedrooms=2.0&bedrooms=3&type=RENT')).toEqual(DEFAULT_AD_FILTERS);
    expect(parseAdFilters('minPrice=99999999999999999999')).toEqual(DEFAULT_AD_FILTERS);
  });

  it('drops prices outside the type’s scale and bounds at its ends', () => {
    expect(parseAdFilters('type=rent&minPrice=50000')).toEqual(filters({ type: 'rent' }));
    expect(parseAdFilters('type=rent&maxPrice=10000')).toEqual(filters({ type: 'rent' }));
    expect(parseAdFilters('minPrice=0&maxPrice=20000000')).toEqual(DEFAULT_AD_FILTERS);
    expect(parseAdFilters('type=sale&minPrice=300000')).toEqual(filters({ type: 'sale', minPrice: 300_000 }));
  });

  it('drops a maximum below the minimum', () => {
    expect(parseAdFilters('minPrice=5000&maxPrice=1000')).toEqual(filters({ minPrice: 5000 }));
  });

  it('cleans and shortens the location text', () => {
    expect(parseAdFilters('location=%0ALisbon%09%20Alfama').location).toBe('Lisbon Alfama');
    expect(parseAdFilters(`location=${'a'.repeat(300)}`).location).toHaveLength(100);
  });
});

describe('adFiltersToSearchParams', () => {
  it('writes only the filters that are set, in a fixed order', () => {
    expect(adFiltersToSearchParams(DEFAULT_AD_FILTERS).toString()).toBe('');
    expect(
      adFiltersToSearchParams({
        published: 'month',
        bedrooms: 3,
        location: 'Cascais',
        maxPrice: 3000,
        minPrice: 1000,
        type: 'rent',
      }).toString(),
    ).toBe('type=rent&minPrice=1000&maxPrice=3000&location=Cascais&bedrooms=3&published=month');
  });

  it('round-trips through parseAdFilters', () => {
    const value = filters({ type: 'sale', minPrice: 250_000, location: 'Foz do Douro', bedrooms: 5 });
    expect(parseAdFilters(adFiltersToSearchParams(value))).toEqual(value);
  });

  it('keeps parameters that are not filters', () => {
    const base = new URLSearchParams('utm_source=newsletter&type=sale');
    expect(adFiltersToSearchParams(filters({ type: 'rent' }), base).toString()).toBe('utm_source=newsletter&type=rent');
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveAdFilters(DEFAULT_AD_FILTERS)).toBe(false);
    expect(hasActiveAdFilters(filters({ published: 'today' }))).toBe(true);
    expect(hasActiveAdFilters(filters({ location: '   ' }))).toBe(false);
  });
});

describe('normalizeAdFilters', () => {
  it('drops a price the new type cannot show when the type changes', () => {
    expect(normalizeAdFilters(filters({ type: 'rent', minPrice: 300_000, maxPrice: 5000 }))).toEqual(
      filters({ type: 'rent', maxPrice: 5000 }),
    );
  });
});

describe('adFiltersToConditions (filter-to-query translation)', () => {
  it('has no condition without filters', () => {
    expect(adFiltersToConditions(DEFAULT_AD_FILTERS, NOW)).toEqual([]);
  });

  it('filters the type exactly', () => {
    expect(adFiltersToConditions(filters({ type: 'rent' }), NOW)).toEqual([
      { op: 'eq', column: 'type', value: 'rent' },
    ]);
  });

  it('bounds the price from below and above', () => {
    expect(adFiltersToConditions(filters({ minPrice: 100_000, maxPrice: 500_000 }), NOW)).toEqual([
      { op: 'gte', column: 'price', value: 100_000 },
      { op: 'lte', column: 'price', value: 500_000 },
    ]);
  });

  it('matches the location case-insensitively anywhere, with LIKE wildcards typed taken literally', () => {
    expect(adFiltersToConditions(filters({ location: 'lisbon' }), NOW)).toEqual([
      { op: 'ilike', column: 'location', value: '%lisbon%' },
    ]);
    expect(adFiltersToConditions(filters({ location: '50%_off\\' }), NOW)).toEqual([
      { op: 'ilike', column: 'location', value: '%50\\%\\_off\\\\%' },
    ]);
    // PostgREST reads * as %: dropped, and nothing is left to search for.
    expect(adFiltersToConditions(filters({ location: '**' }), NOW)).toEqual([]);
  });

  it('finds a place by its Hebrew or Portuguese name and by the English name the listings use', () => {
    expect(adFiltersToConditions(filters({ location: 'ליסבון' }), NOW, { aliases: LOCATION_ALIASES })).toEqual([
      { op: 'imatch', column: 'location', value: '(ליסבון|Lisbon)' },
    ]);
    expect(adFiltersToConditions(filters({ location: 'Lisboa' }), NOW, { aliases: PORTUGUESE_ALIASES })).toEqual([
      { op: 'imatch', column: 'location', value: '(Lisboa|Lisbon)' },
    ]);
    // A typed name is a literal, never a pattern.
    expect(adFiltersToConditions(filters({ location: 'a.b(c' }), NOW, { aliases: { 'a.b(c': 'Lisbon' } })).toEqual([
      { op: 'imatch', column: 'location', value: '(a\\.b\\(c|Lisbon)' },
    ]);
    expect(adFiltersToConditions(filters({ location: 'constructor' }), NOW, { aliases: LOCATION_ALIASES })).toEqual([
      { op: 'ilike', column: 'location', value: '%constructor%' },
    ]);
    expect(hasHebrew('ליסבון')).toBe(true);
    expect(hasHebrew('Lisbon')).toBe(false);
  });

  it('filters bedrooms exactly for 1 to 4 and 5 or more for 5', () => {
    expect(adFiltersToConditions(filters({ bedrooms: 1 }), NOW)).toEqual([{ op: 'eq', column: 'bedrooms', value: 1 }]);
    expect(adFiltersToConditions(filters({ bedrooms: 4 }), NOW)).toEqual([{ op: 'eq', column: 'bedrooms', value: 4 }]);
    expect(adFiltersToConditions(filters({ bedrooms: 5 }), NOW)).toEqual([{ op: 'gte', column: 'bedrooms', value: 5 }]);
  });

  it('keeps listings published within 24 hours, 7 days or 30 days of now', () => {
    const since = (published: AdFilters['published']) => adFiltersToConditions(filters({ published }), NOW);
    expect(since('today')).toEqual([{ op: 'gte', column: 'published_at', value: '2026-11-19T12:00:00.000Z' }]);
    expect(since('week')).toEqual([{ op: 'gte', column: 'published_at', value: '2026-11-13T12:00:00.000Z' }]);
    expect(since('month')).toEqual([{ op: 'gte', column: 'published_at', value: '2026-10-21T12:00:00.000Z' }]);
  });

  it('combines every filter (ANDed)', () => {
    expect(
      adFiltersToConditions(
        { type: 'sale', minPrice: 200_000, maxPrice: 1_000_000, location: 'Porto', bedrooms: 2, published: 'month' },
        NOW,
      ),
    ).toEqual([
      { op: 'eq', column: 'type', value: 'sale' },
      { op: 'gte', column: 'price', value: 200_000 },
      { op: 'lte', column: 'price', value: 1_000_000 },
      { op: 'ilike', column: 'location', value: '%Porto%' },
      { op: 'eq', column: 'bedrooms', value: 2 },
      { op: 'gte', column: 'published_at', value: '2026-10-21T12:00:00.000Z' },
    ]);
  });

  it('normalises what it is given (a price outside the type’s scale is not a condition)', () => {
    expect(adFiltersToConditions(filters({ type: 'rent', minPrice: 900_000 }), NOW)).toEqual([
      { op: 'eq', column: 'type', value: 'rent' },
    ]);
  });
});

describe('pageRange', () => {
  it('gives pages of 6 rows', () => {
    expect(pageRange(0)).toEqual({ from: 0, to: 5 });
    expect(pageRange(2)).toEqual({ from: 12, to: 17 });
  });
});
