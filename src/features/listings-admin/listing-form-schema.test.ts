import type { Listing } from '@/lib/listings/listing';
import { EMPTY_LISTING_FORM, isHttpUrl, listingToFormValues, parseListingForm } from './listing-form-schema';

const minimal = { ...EMPTY_LISTING_FORM, title: ' Sunny T2 in Alfama ', location: ' Lisbon ' };

describe('parseListingForm', () => {
  it('requires title and location', () => {
    const result = parseListingForm({ ...EMPTY_LISTING_FORM, title: '   ' });
    expect(result).toEqual({ ok: false, errors: { title: 'required', location: 'required' } });
  });

  it('trims the texts and stores every empty optional field as null', () => {
    expect(parseListingForm(minimal)).toEqual({
      ok: true,
      listing: {
        type: 'rent',
        title: 'Sunny T2 in Alfama',
        location: 'Lisbon',
        price: null,
        bedrooms: null,
        size_m2: null,
        furnished: null,
        pets: null,
        phone: null,
        other_phones: [],
        thumbnail_url: null,
        source_url: null,
        group_url: null,
        description: null,
      },
    });
  });

  it('parses price and size as decimals and bedrooms as an integer', () => {
    const result = parseListingForm({
      ...minimal,
      type: 'sale',
      price: '1 250.50',
      size_m2: '72.5',
      bedrooms: '3',
      furnished: 'yes',
      pets: 'no',
      phone: '+351 912 345 678',
      thumbnail_url: 'https://example.com/a.jpg',
      source_url: ' https://www.facebook.com/groups/1/posts/2 ',
      group_url: 'http://example.com/group',
      description: '  Bright, quiet.  ',
    });
    expect(result).toMatchObject({
      ok: true,
      listing: {
        type: 'sale',
        price: 1250.5,
        size_m2: 72.5,
        bedrooms: 3,
        furnished: true,
        pets: false,
        phone: '+351 912 345 678',
        source_url: 'https://www.facebook.com/groups/1/posts/2',
        group_url: 'http://example.com/group',
        description: 'Bright, quiet.',
      },
    });
  });

  it.each([
    ['1250,50', 1250.5],
    ['12,5', 12.5],
    [' 1 250,5 ', 1250.5],
  ])('reads a decimal comma: price %j is %d', (price, value) => {
    expect(parseListingForm({ ...minimal, price, size_m2: '72,5' })).toMatchObject({
      ok: true,
      listing: { price: value, size_m2: 72.5 },
    });
  });

  it.each([
    ['price', '1,250', 'decimal'],
    ['price', '1,2,5', 'decimal'],
    ['price', '-3', 'decimal'],
    ['price', 'abc', 'decimal'],
    ['price', '2000000000', 'range'],
    ['size_m2', '0', 'range'],
    ['size_m2', '1e3', 'decimal'],
    ['bedrooms', '2.5', 'integer'],
    ['bedrooms', '51', 'range'],
    ['thumbnail_url', 'example.com/a.jpg', 'url'],
    ['thumbnail_url', '//evil.example/a.jpg', 'url'],
    ['source_url', '/seed/listings/a.svg', 'url'],
    ['source_url', 'javascript:alert(1)', 'url'],
    ['group_url', 'ftp://example.com', 'url'],
    ['phone', '<b>912</b>', 'phone'],
    ['other_phones', '+351 912 345 678, call me', 'phone'],
    ['other_phones', '1, 2, 3, 4, 5, 6', 'tooManyPhones'],
    ['title', 'x'.repeat(301), 'tooLong'],
    ['location', 'x'.repeat(201), 'tooLong'],
  ] as const)('refuses %s = %j (%s)', (field, value, code) => {
    const result = parseListingForm({ ...minimal, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: code } });
  });

  it('reads the other phone numbers as a list, separated by commas, semicolons or lines', () => {
    expect(
      parseListingForm({ ...minimal, other_phones: ' +351 913 222 111 ,+972 52 123 4567;\n  054  765 4321 , ' }),
    ).toMatchObject({
      ok: true,
      listing: { other_phones: ['+351 913 222 111', '+972 52 123 4567', '054 765 4321'] },
    });
  });

  it('accepts a picture served by the site itself (the seed pictures)', () => {
    expect(parseListingForm({ ...minimal, thumbnail_url: '/seed/listings/city-rooftops.svg' })).toMatchObject({
      ok: true,
      listing: { thumbnail_url: '/seed/listings/city-rooftops.svg' },
    });
  });

  it('accepts zero as a price (free) and zero bedrooms (a studio)', () => {
    expect(parseListingForm({ ...minimal, price: '0', bedrooms: '0' })).toMatchObject({
      ok: true,
      listing: { price: 0, bedrooms: 0 },
    });
  });
});

describe('listingToFormValues', () => {
  it('round-trips a stored row through the form', () => {
    const row: Listing = {
      id: 'a',
      type: 'sale',
      title: 'House',
      price: 350000,
      location: 'Cascais',
      bedrooms: 4,
      size_m2: 180.5,
      furnished: false,
      pets: null,
      phone: null,
      other_phones: ['+351 913 222 111', '+972 52 123 4567'],
      thumbnail_url: 'https://example.com/h.jpg',
      images: [],
      source_url: null,
      group_url: null,
      description: 'Garden',
      published_at: null,
      uploaded_at: '2026-11-01T00:00:00Z',
      created_at: '2026-11-01T00:00:00Z',
    };
    const values = listingToFormValues(row);
    expect(values).toMatchObject({
      price: '350000',
      bedrooms: '4',
      size_m2: '180.5',
      furnished: 'no',
      pets: '',
      other_phones: '+351 913 222 111, +972 52 123 4567',
    });
    const parsed = parseListingForm(values);
    expect(parsed.ok && parsed.listing).toEqual({
      type: 'sale',
      title: 'House',
      price: 350000,
      location: 'Cascais',
      bedrooms: 4,
      size_m2: 180.5,
      furnished: false,
      pets: null,
      phone: null,
      other_phones: ['+351 913 222 111', '+972 52 123 4567'],
      thumbnail_url: 'https://example.com/h.jpg',
      source_url: null,
      group_url: null,
      description: 'Garden',
    });
  });
});

describe('isHttpUrl', () => {
  it('takes only http and https addresses', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
    expect(isHttpUrl('/seed/listings/a.jpg')).toBe(false);
  });
});
