// The pure parts of ad alerts (supabase/functions/_shared/domain/alerts/): the filters in words in
// both languages, the input checks (the address by the one rule of every form), the signed leave
// links that no altered or foreign token passes, and the random manage links.
import { describe, expect, it } from 'vitest';
import { checkAlertInput } from '../../supabase/functions/_shared/domain/alerts/alert-input';
import { describeAlert } from '../../supabase/functions/_shared/domain/alerts/describe';
import { alertMatchesEmail, type AlertListing } from '../../supabase/functions/_shared/domain/alerts/emails';
import {
  alertManageTokenHash,
  alertUnsubscribeToken,
  derivedAlertManageToken,
  newAlertManageToken,
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
    consent_version: '2026-11-23',
  };

  it('tidies a valid alert: the address trimmed (the database lower-cases it), a bound at the end of the scale dropped', () => {
    expect(checkAlertInput({ ...valid, location: '  Lisbon   Alfama ' })).toEqual({
      ok: true,
      value: expect.objectContaining({
        email: 'Dana@Example.com',
        maxPrice: null,
        location: 'Lisbon Alfama',
        language: 'en',
      }),
    });
  });

  it('N4: gives an address typed with a combining accent its one (NFC) form before it is counted or compared', () => {
    const check = checkAlertInput({ ...valid, email: 'rt.jose\u0301.x@example.com' });
    expect(check).toMatchObject({ ok: true, value: { email: 'rt.jos\u00e9.x@example.com' } });
  });

  it.each([
    ['x1<victim@corp.example>'],
    ['"Name" <victim@example.com>'],
    ['victim@example.com, other@example.com'],
    ['victim@example.com\u0001'],
    ['vic\u007ftim@example.com'],
    ['\u202evictim@example.com'],
    ['vic\u200btim@example.com'],
    ['vic\u0085tim@example.com'],
    ['<script>x@x.co'],
    ['a\ud800@example.com'],
    ['vic\u0000tim@example.com'],
  ])('N2: refuses the address %j as every lead form does', (email) => {
    expect(checkAlertInput({ ...valid, email })).toMatchObject({ ok: false, fields: { email: 'email_invalid' } });
  });

  it.each([
    ['Lisbon \u202egnp.exe'],
    ['Lis\u200bbon'],
    ['Lisbon\u2066x\u2069'],
    ['Lisbon\u007f'],
    ['Lisbon\nAlfama'],
    ['\ud800'],
    ['<b>Lisbon'],
  ])('I1: refuses the place %j (control, bidirectional, zero-width, lone surrogate, tag)', (location) => {
    expect(checkAlertInput({ ...valid, location })).toMatchObject({
      ok: false,
      fields: { location: 'location_invalid' },
    });
  });

  it('I1: keeps the marks Hebrew text carries in a place', () => {
    expect(checkAlertInput({ ...valid, location: 'ליסבון\u200f, אלפמה' })).toMatchObject({ ok: true });
  });

  it('N3: refuses a consent version the site never published', () => {
    expect(checkAlertInput({ ...valid, consent_version: '1999-01-01' })).toMatchObject({
      ok: false,
      fields: { consent_version: 'consent_version_unknown' },
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

  it('N6: makes manage tokens that carry no address, each new, stored as a hash, never an unsubscribe token', async () => {
    const first = await newAlertManageToken();
    const second = await newAlertManageToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.token).not.toBe(second.token);
    expect(await alertManageTokenHash(first.token)).toBe(first.hash);
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    // 32 random bytes hold an "@" one time in nine; an address they never spell out.
    expect(Buffer.from(first.token, 'base64url').toString('latin1')).not.toMatch(/[\w.-]{2,}@[\w-]{2,}\.[a-z]{2,}/i);
    expect(await verifyAlertUnsubscribeToken(first.token, SECRET)).toBeNull();
    // A link of the old form (the address, signed) is no manage token at all.
    const old = `${Buffer.from('dana@example.com').toString('base64url')}.${'A'.repeat(43)}`;
    expect(await alertManageTokenHash(old)).toBeNull();
    // An e-mail tried again carries the same link; another e-mail, or another secret, another one.
    const retried = await derivedAlertManageToken(SECRET, 'ad-alert-digest-7');
    expect(await derivedAlertManageToken(SECRET, 'ad-alert-digest-7')).toEqual(retried);
    expect((await derivedAlertManageToken(SECRET, 'ad-alert-digest-8')).token).not.toBe(retried.token);
    expect((await derivedAlertManageToken('other-secret', 'ad-alert-digest-7')).token).not.toBe(retried.token);
  });
});
