import en from '@/pages/real-estate-ads/copy.en';
import he from '@/pages/real-estate-ads/copy.he';
import {
  formatBedrooms,
  formatListingPrice,
  formatPostedTime,
  formatSize,
  phoneHref,
  safeExternalUrl,
  safeImageUrl,
} from './listing-format';
import { placeName } from '@shared/listings/place-name';

// Intl puts direction marks and no-break spaces around Hebrew figures; compare the visible text.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');

const NOW = new Date('2026-11-20T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatPostedTime (docs/product-rules.md, Ads)', () => {
  const posted = (ms: number, lang: 'en' | 'he' = 'en') =>
    plain(formatPostedTime(ago(ms), lang, (lang === 'en' ? en : he).ads.card, NOW));

  it('says minutes under an hour, hours under a day, days under 30 days', () => {
    expect(posted(7 * MINUTE)).toBe('7 minutes ago');
    expect(posted(20 * 1000)).toBe('1 minute ago');
    expect(posted(5 * HOUR + 10 * MINUTE)).toBe('5 hours ago');
    expect(posted(DAY + HOUR)).toBe('1 day ago');
    expect(posted(29 * DAY + 23 * HOUR)).toBe('29 days ago');
  });

  it('says months from 30 days, also past a year', () => {
    expect(posted(30 * DAY)).toBe('1 month ago');
    expect(posted(58 * DAY)).toBe('1 month ago');
    expect(posted(61 * DAY)).toBe('2 months ago');
    expect(posted(500 * DAY)).toBe('16 months ago');
  });

  it('says "Recently" without a date, with a bad one or one in the future', () => {
    expect(formatPostedTime(null, 'en', en.ads.card, NOW)).toBe('Recently');
    expect(formatPostedTime('soon', 'en', en.ads.card, NOW)).toBe('Recently');
    expect(formatPostedTime(new Date(NOW.getTime() + HOUR).toISOString(), 'en', en.ads.card, NOW)).toBe('Recently');
    expect(formatPostedTime(null, 'he', he.ads.card, NOW)).toBe('לאחרונה');
  });

  it('writes Hebrew', () => {
    expect(posted(7 * MINUTE, 'he')).toBe('לפני 7 דקות');
    expect(posted(5 * HOUR, 'he')).toBe('לפני 5 שעות');
    expect(posted(12 * DAY, 'he')).toBe('לפני 12 ימים');
    expect(posted(95 * DAY, 'he')).toBe('לפני 3 חודשים');
  });
});

describe('formatListingPrice', () => {
  it('shows euros without decimals, per month for rent', () => {
    expect(formatListingPrice({ type: 'sale', price: 285000 }, 'en', en.ads.card)).toBe('€285,000');
    expect(formatListingPrice({ type: 'sale', price: 99999.6 }, 'en', en.ads.card)).toBe('€100,000');
    expect(formatListingPrice({ type: 'rent', price: 1650 }, 'en', en.ads.card)).toBe('€1,650 / month');
    expect(plain(formatListingPrice({ type: 'rent', price: 1650 }, 'he', he.ads.card))).toBe('1,650 € לחודש');
  });

  it('says "Price on request" without a price', () => {
    expect(formatListingPrice({ type: 'rent', price: null }, 'en', en.ads.card)).toBe('Price on request');
    expect(formatListingPrice({ type: 'sale', price: null }, 'he', he.ads.card)).toBe('המחיר לפי פנייה');
  });
});

describe('formatBedrooms and formatSize', () => {
  it('names studios, one bedroom and more', () => {
    expect(formatBedrooms(0, 'en', en.ads.card)).toBe('Studio');
    expect(formatBedrooms(1, 'en', en.ads.card)).toBe('1 bedroom');
    expect(formatBedrooms(4, 'en', en.ads.card)).toBe('4 bedrooms');
    expect(formatBedrooms(3, 'he', he.ads.card)).toBe('3 חדרי שינה');
    expect(formatBedrooms(null, 'en', en.ads.card)).toBeNull();
  });

  it('gives the size in square metres', () => {
    expect(formatSize(78, 'en', en.ads.card)).toBe('78 m²');
    expect(formatSize(1250.5, 'en', en.ads.card)).toBe('1,250.5 m²');
    expect(formatSize(90, 'he', he.ads.card)).toBe('90 מ"ר');
    expect(formatSize(null, 'en', en.ads.card)).toBeNull();
  });
});

describe('links and pictures from a listing', () => {
  it('opens only http(s) addresses', () => {
    expect(safeExternalUrl('https://www.facebook.com/groups/lisbonrentals')).toBe(
      'https://www.facebook.com/groups/lisbonrentals',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('/relative')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('L8: shows pictures from this site or its own Storage, never an outside address', () => {
    const stored = 'http://127.0.0.1:54321/storage/v1/object/public/listing-photos/form/a-400.webp';
    expect(safeImageUrl('/seed/listings/bedroom.svg')).toBe('/seed/listings/bedroom.svg');
    expect(safeImageUrl(stored)).toBe(stored);
    expect(safeImageUrl('https://img.example/a.jpg')).toBeNull();
    expect(safeImageUrl('https://scontent.xx.fbcdn.net/v/t39/a.jpg')).toBeNull();
    expect(safeImageUrl('http://127.0.0.1:54321/rest/v1/fb_listings')).toBeNull();
    expect(safeImageUrl('//evil.example/a.jpg')).toBeNull();
    expect(safeImageUrl('/\\evil.example/a.jpg')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  });

  it('dials the digits of a phone number', () => {
    expect(phoneHref('+351 912 438 106')).toBe('tel:+351912438106');
    expect(phoneHref('(21) 555-0101')).toBe('tel:215550101');
    expect(phoneHref('call me')).toBeNull();
  });
});

describe('placeName', () => {
  it.each([
    ['Lisbon', 'ליסבון'],
    ['Lisbon, Arroios', 'ליסבון, ארויוש'],
    ['Porto, Foz do Douro', 'פורטו, פוז דו דורו'],
    ['Vila Nova de Gaia', 'וילה נובה דה גאיה'],
    // A part without a Hebrew name leaves the stored text whole, never half translated.
    ['Lisbon, Nowhere', 'Lisbon, Nowhere'],
    ['Lisboa', 'Lisboa'],
    ['constructor', 'constructor'],
  ])('shows "%s" on a Hebrew page as "%s"', (location, shown) => {
    expect(placeName(location, he.ads.places)).toBe(shown);
  });

  it('keeps the stored text on an English page', () => {
    expect(placeName('Lisbon, Arroios', en.ads.places)).toBe('Lisbon, Arroios');
  });
});
