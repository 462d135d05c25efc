// The pure parts of ad alerts (supabase/functions/_shared/domain/alerts/): the filters in words in
// both languages, the input checks, and the signed links that no altered or foreign token passes.
import { describe, expect, it } from 'vitest';
import { checkAlertInput } from '../../supabase/functions/_shared/domain/alerts/alert-input';
import { describeAlert } from '../../supabase/functions/_shared/domain/alerts/describe';
import { alertMatchesEmail, type AlertListing } from '../../supabase/functions/_shared/domain/alerts/emails';
import {
  alertManageToken,
  alertUnsubscribeToken,
  verifyAlertManageToken,
  verifyAlertUnsubscribeToken,
} from '../../supabase/functions/_shared/domain/alerts/tokens';

const SECRET = 'test-secret';
const ID = '00000000-0000-4000-8000-000000000001';

describe('describeAlert', () => {
  it.each([
    [
      { type: 'rent', minPrice: null, maxPrice: 1500, location: 'Lisbon', bedrooms: 2 },
      'Rent, up to €1,500, 2 bedrooms, Lisbon',
    ],
    [
      { type: 'sale', minPrice: 200000, maxPrice: 500000, location: '', bedrooms: 5 },
      'Sale, €200,000 to €500,000, 5+ bedrooms, anywhere',
    ],
    [
      { type: 'any', minPrice: 800, maxPrice: null, location: 'Porto', bedrooms: 1 },
      'Rent or sale, from €800, 1 bedroom, Porto',
    ],
  ] as const)('%j in English', (filters, words) => {
    expect(describeAlert(filters, 'en')).toBe(words);
  });

  it('writes Hebrew with the amounts kept left to right', () => {
    expect(describeAlert({ type: 'rent', minPrice: null, maxPrice: 1500, location: 'ליסבון', bedrooms: 1 }, 'he')).toBe(
      'להשכרה, עד \u2066€1,500\u2069, חדר שינה אחד, ליסבון',
    );
  });

  it('names a place the ads page wrote in English by its Hebrew name in Hebrew, and keeps one it does not know', () => {
    const filters = { type: 'any', minPrice: null, maxPrice: null, bedrooms: null } as const;
    expect(describeAlert({ ...filters, location: 'Lisbon, Arroios' }, 'he')).toBe('להשכרה או למכירה, ליסבון, ארויוש');
    expect(describeAlert({ ...filters, location: 'Lisbon, Arroios' }, 'en')).toBe('Rent or sale, Lisbon, Arroios');
    expect(describeAlert({ ...filters, location: 'Rua Augusta' }, 'he')).toBe('להשכרה או למכירה, Rua Augusta');
  });
});

describe('alertMatchesEmail', () => {
  const listing: AlertListing = {
    id: ID,
    type: 'rent',
    title: 'Bright flat',
    price: 1200,
    location: 'Lisbon, Arroios',
    bedrooms: 2,
    size_m2: 70,
    cover: null,
  };
  const filters = { type: 'rent', minPrice: null, maxPrice: 1500, location: 'Lisbon', bedrooms: null } as const;
  const links = { manage: 'https://example.com/manage', leave: 'https://example.com/leave' };
  const mail = (language: 'en' | 'he') =>
    alertMatchesEmail({ siteUrl: 'https://example.com' }, language, filters, [listing], links);

  it('shows the ad and the search with their places in Hebrew in a Hebrew e-mail, as the Hebrew ads page does', () => {
    const { subject, text, html } = mail('he');
    expect(subject).toBe('מודעה חדשה: להשכרה, עד \u2066€1,500\u2069, ליסבון');
    expect(text).toContain('\u2068ליסבון, ארויוש\u2069');
    expect(html).toContain('\u2068ליסבון, ארויוש\u2069');
    expect(text).not.toContain('Arroios');
  });

  it('keeps the stored place in an English e-mail', () => {
    const { text } = mail('en');
    expect(text).toContain('Lisbon, Arroios');
    expect(text).toContain('Rent, up to €1,500, Lisbon');
  });
});

describe('checkAlertInput', () => {
  const valid = {
    email: ' Dana@Example.com',
    frequency: 'daily',
    type: 'rent',
    maxPrice: 10_000,
    agrees_to_marketing: true,
  };

  it('tidies a valid alert: the address lower-cased, a bound at the end of the scale dropped', () => {
    expect(checkAlertInput({ ...valid, location: '  Lisbon \n Alfama ' })).toEqual({
      ok: true,
      value: expect.objectContaining({
        email: 'dana@example.com',
        maxPrice: null,
        location: 'Lisbon Alfama',
        language: 'en',
      }),
    });
  });

  it('refuses a sale price on the rent scale and a fractional price', () => {
    expect(checkAlertInput({ ...valid, maxPrice: 10_001 })).toMatchObject({
      ok: false,
      fields: { minPrice: 'price_range_invalid' },
    });
    expect(checkAlertInput({ ...valid, minPrice: 10.5 })).toMatchObject({
      ok: false,
      fields: { minPrice: 'price_range_invalid' },
    });
  });
});

describe('signed links', () => {
  it('verifies its own unsubscribe token and refuses an altered or foreign one', async () => {
    const token = await alertUnsubscribeToken(ID, SECRET);
    expect(await verifyAlertUnsubscribeToken(token, SECRET)).toBe(ID);
    expect(await verifyAlertUnsubscribeToken(token, 'other-secret')).toBeNull();
    expect(await verifyAlertUnsubscribeToken(token.replace(ID, ID.replace('1', '2')), SECRET)).toBeNull();
  });

  it('verifies a manage token for its address only, and never as an unsubscribe token', async () => {
    const token = await alertManageToken('Dana@Example.com', SECRET);
    expect(await verifyAlertManageToken(token, SECRET)).toBe('dana@example.com');
    const [, signature] = token.split('.');
    const forged = `${Buffer.from('eve@example.com').toString('base64url')}.${signature}`;
    expect(await verifyAlertManageToken(forged, SECRET)).toBeNull();
    expect(await verifyAlertUnsubscribeToken(token, SECRET)).toBeNull();
  });
});
