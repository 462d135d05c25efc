// @vitest-environment node
// The /rest/v1/<table> handler of the local stand-in against a migrated PGlite, as an anonymous
// visitor, a signed-in non-admin and an admin: what supabase-js would see (status, body,
// Content-Range), both from raw requests and through the unchanged supabase-js client.
import type { PGlite } from '@electric-sql/pglite';
import { createClient, type RealtimeClientOptions } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/functions/_shared/database';
import { ANON_IDENTITY, type RequestIdentity } from '../../supabase/local/identity';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { EXPOSED_TABLES } from '../../supabase/local/postgrest-query';
import { handleRestRequest } from '../../supabase/local/rest-api';
import { claims, openMigratedDb } from '../db/migrated-db';

const anon = ANON_IDENTITY;
const user: RequestIdentity = { role: 'authenticated', claims: { ...claims.user } };
const admin: RequestIdentity = { role: 'authenticated', claims: { ...claims.admin } };

const JSON_TYPE = 'application/json; charset=utf-8';

let pglite: PGlite;
let db: Database;

/** Listing n (1-8): listing 1 was uploaded last, listing 8 first. */
const id = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
const seed = [
  {
    n: 1,
    type: 'rent',
    title: 'T0 Alfama',
    price: 450,
    location: 'Lisbon, Alfama',
    bedrooms: 0,
    published: '2026-01-10',
  },
  { n: 2, type: 'rent', title: 'T1 Baixa', price: 900, location: 'LISBON', bedrooms: 1, published: '2026-01-20' },
  { n: 3, type: 'rent', title: 'T2 Bonfim', price: 800, location: 'Porto', bedrooms: 2, published: '2025-12-01' },
  { n: 4, type: 'sale', title: 'Villa', price: 950000, location: 'Cascais', bedrooms: 4, published: '2026-01-05' },
  {
    n: 5,
    type: 'rent',
    title: 'T3 Benfica',
    price: null,
    location: 'Greater lisbon area',
    bedrooms: 3,
    published: null,
  },
  { n: 6, type: 'rent', title: 'Room', price: 300, location: 'Coimbra', bedrooms: null, published: '2026-02-01' },
  { n: 7, type: 'sale', title: 'T2 Lisbon', price: 350000, location: 'Lisbon', bedrooms: 2, published: '2026-01-15' },
  {
    n: 8,
    type: 'rent',
    title: 'T2 Graça',
    price: 1200,
    location: 'lisbon (Graça)',
    bedrooms: 2,
    published: '2026-01-25',
  },
];
const seedIds = seed.map(({ n }) => id(n));

beforeAll(async () => {
  pglite = await openMigratedDb();
  db = pgliteDatabase(pglite);
  // As the table owner (no RLS), like the admin import would.
  for (const listing of seed) {
    await db.query(
      `insert into public.fb_listings
         (id, type, title, price, location, bedrooms, published_at, uploaded_at, images, thumbnail_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id(listing.n),
        listing.type,
        listing.title,
        listing.price,
        listing.location,
        listing.bedrooms,
        listing.published && `${listing.published}T09:30:00Z`,
        `2026-02-${String(10 - listing.n).padStart(2, '0')}T10:00:00Z`,
        listing.n === 1 ? ['https://img.example/1a.jpg', 'https://img.example/1b.jpg'] : [],
        listing.n === 1 ? 'https://img.example/1-thumb.jpg' : null,
      ],
    );
  }
}, 60_000);

afterEach(async () => {
  // Mutation tests work on listings of their own; the eight seeded ones stay as they are.
  await db.query(`delete from public.fb_listings where not (id = any($1::uuid[]))`, [seedIds]);
});

afterAll(async () => {
  await pglite?.close();
});

interface CallOptions {
  table?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request to the handler, as the stand-in's /rest/v1/:table route does. */
async function call(who: RequestIdentity, method: string, query: string, options: CallOptions = {}) {
  const table = options.table ?? 'fb_listings';
  const request = new Request(`http://localhost:54321/rest/v1/${table}?${query}`, {
    method,
    headers: options.headers,
    body: options.body,
  });
  const response = await handleRestRequest(db, who, request, table);
  const text = await response.text();
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    contentType: response.headers.get('content-type'),
    text,
    json: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/** The ids of a JSON array of listings, as seed numbers. */
function numbers(rows: unknown): number[] {
  return (rows as { id: string }[]).map((row) => seedIds.indexOf(row.id) + 1);
}

async function storedListing(listingId: string) {
  const rows = await db.query<{ title: string; price: string | null }>(
    `select title, price::text as price from public.fb_listings where id = $1`,
    [listingId],
  );
  return rows[0];
}

async function listingCount(): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from public.fb_listings`);
  return row!.n;
}

async function insertOwnListing(title: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into public.fb_listings (type, title, price, location) values ('rent', $1, 500, 'Faro') returning id`,
    [title],
  );
  return row!.id;
}

it("the planner knows the real columns of every exposed table (fb_listings, the owners' tables), in table order", async () => {
  expect(Object.keys(EXPOSED_TABLES)).toEqual(expect.arrayContaining(['fb_listings', 'owners', 'owner_statements']));
  for (const [table, columns] of Object.entries(EXPOSED_TABLES)) {
    const rows = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    );
    expect(columns, table).toEqual(rows.map((row) => row.column_name));
  }
});

describe('reads', () => {
  it('select=* ordered by uploaded_at desc: every listing, newest first, formatted by Postgres', async () => {
    const res = await call(anon, 'GET', 'select=*&order=uploaded_at.desc');
    expect(res.status).toBe(200);
    expect(res.contentType).toBe(JSON_TYPE);
    expect(res.contentRange).toBe('0-7/*');
    expect(numbers(res.json)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [first] = res.json as Record<string, unknown>[];
    expect(first).toEqual({
      id: id(1),
      type: 'rent',
      title: 'T0 Alfama',
      price: 450,
      location: 'Lisbon, Alfama',
      bedrooms: 0,
      size_m2: null,
      furnished: null,
      pets: null,
      phone: null,
      thumbnail_url: 'https://img.example/1-thumb.jpg',
      images: ['https://img.example/1a.jpg', 'https://img.example/1b.jpg'],
      source_url: null,
      group_url: null,
      description: null,
      published_at: '2026-01-10T09:30:00+00:00',
      uploaded_at: '2026-02-09T10:00:00+00:00',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/),
      photos: [],
      other_phones: [],
    });
  });

  it('ascending order and nulls placement', async () => {
    const res = await call(anon, 'GET', 'select=id&order=price.desc.nullslast,uploaded_at.asc');
    expect(numbers(res.json)).toEqual([4, 7, 8, 2, 3, 1, 6, 5]);
    const nullsFirst = await call(anon, 'GET', 'select=id&order=price.asc.nullsfirst');
    expect(numbers(nullsFirst.json)).toEqual([5, 6, 1, 3, 2, 8, 7, 4]);
  });

  it('a range with an exact count: the last page of 8 rows by 6 is 6-7/8 (206 Partial Content)', async () => {
    const res = await call(anon, 'GET', 'select=*&order=uploaded_at.desc&offset=6&limit=6', {
      headers: { Prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(res.contentRange).toBe('6-7/8');
    expect(numbers(res.json)).toEqual([7, 8]);

    const firstPage = await call(anon, 'GET', 'select=id&order=uploaded_at.desc&offset=0&limit=6', {
      headers: { Prefer: 'count=exact' },
    });
    expect(firstPage.status).toBe(206);
    expect(firstPage.contentRange).toBe('0-5/8');
    expect(numbers(firstPage.json)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('the count counts the filtered rows; all of them on one page is 200', async () => {
    const res = await call(anon, 'GET', 'select=id&type=eq.sale&limit=6', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.contentRange).toBe('0-1/2');
  });

  it('without a count the range ends in /*', async () => {
    const res = await call(anon, 'GET', 'select=id&order=uploaded_at.desc&offset=2&limit=3');
    expect(res.status).toBe(200);
    expect(res.contentRange).toBe('2-4/*');
    expect(numbers(res.json)).toEqual([3, 4, 5]);
  });

  it('no matching rows: [] and */0 with a count, */* without', async () => {
    const counted = await call(anon, 'GET', 'select=*&type=eq.sale&bedrooms=eq.9', {
      headers: { Prefer: 'count=exact' },
    });
    expect(counted).toMatchObject({ status: 200, contentRange: '*/0', json: [] });
    const uncounted = await call(anon, 'GET', 'select=*&type=eq.sale&bedrooms=eq.9');
    expect(uncounted).toMatchObject({ status: 200, contentRange: '*/*', json: [] });
  });

  it('an offset past the counted rows is 416 PGRST103', async () => {
    const res = await call(anon, 'GET', 'select=*&offset=10&limit=6', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect(res.contentRange).toBe('*/8');
    expect(res.json).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 8 rows.',
      hint: null,
    });
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await call(anon, 'HEAD', 'select=*', { headers: { Prefer: 'count=exact' } });
    expect(res).toMatchObject({ status: 200, contentRange: '0-7/8', text: '' });
  });

  describe('the filters of the ads page', () => {
    it.each([
      ['type=eq.sale', [4, 7]],
      ['type=neq.sale', [1, 2, 3, 5, 6, 8]],
      ['price=gte.400&price=lte.1000', [1, 2, 3]], // both bounds apply; the null price is out
      ['price=gt.450&price=lt.900', [3]],
      ['location=ilike.*lisbon*', [1, 2, 5, 7, 8]], // case-insensitive
      ['location=like.*Lisbon*', [1, 7]], // case-sensitive
      ['bedrooms=eq.2', [3, 7, 8]],
      ['bedrooms=gte.3', [4, 5]],
      ['published_at=gte.2026-01-15T00:00:00.000Z', [2, 6, 7, 8]],
      ['price=is.null', [5]],
      ['price=not.is.null&type=eq.sale', [4, 7]],
      ['type=in.(sale,nothing)', [4, 7]],
      ['title=in.("T2 Lisbon","T0 Alfama")', [1, 7]],
      [
        'type=eq.rent&price=gte.400&price=lte.1000&location=ilike.*lisbon*&bedrooms=gte.0' +
          '&published_at=gte.2026-01-01T00:00:00.000Z',
        [1, 2],
      ],
    ])('%s', async (filters, expected) => {
      const res = await call(anon, 'GET', `select=id&order=uploaded_at.desc&${filters}`);
      expect(res.status).toBe(200);
      expect(numbers(res.json)).toEqual(expected);
    });
  });

  it('two columns of one listing as an object (Accept: vnd.pgrst.object+json, as .single() sends)', async () => {
    const res = await call(anon, 'GET', `select=images,thumbnail_url&id=eq.${id(1)}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(res.json).toEqual({
      images: ['https://img.example/1a.jpg', 'https://img.example/1b.jpg'],
      thumbnail_url: 'https://img.example/1-thumb.jpg',
    });
  });

  it('an object for a missing id (or for several rows) is 406 PGRST116', async () => {
    const missing = await call(anon, 'GET', `select=images,thumbnail_url&id=eq.${id(9)}`, {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(missing.status).toBe(406);
    expect(missing.json).toEqual({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const several = await call(anon, 'GET', 'select=id&type=eq.sale', {
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(several.status).toBe(406);
    expect(several.json).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  it('a bad uuid is 400 22P02 from Postgres', async () => {
    const res = await call(anon, 'GET', 'select=*&id=eq.abc');
    expect(res.status).toBe(400);
    expect(res.contentType).toBe(JSON_TYPE);
    expect(res.json).toEqual({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "abc"',
      details: null,
      hint: null,
    });
  });

  it.each(['select=id,owner', 'owner=eq.1', 'order=owner.desc'])('an unknown column (%s) is 400 42703', async (q) => {
    const res = await call(anon, 'GET', q);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: '42703',
      message: 'column fb_listings.owner does not exist',
      details: null,
      hint: null,
    });
  });

  it.each([anon, admin])('a lead table is not exposed: 404 PGRST205 (%o)', async (who) => {
    const res = await call(who, 'GET', 'select=*', { table: 'newsletter_subscribers' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.newsletter_subscribers' in the schema cache",
      details: null,
      hint: null,
    });
  });

  it('an Accept header it cannot serve is 406 PGRST107', async () => {
    const res = await call(anon, 'GET', 'select=*', { headers: { Accept: 'text/csv' } });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PGRST107' });
  });

  it('an unsupported method is 405', async () => {
    const res = await call(admin, 'PUT', `id=eq.${id(1)}`, { body: '{}' });
    expect(res.status).toBe(405);
    expect(res.json).toMatchObject({ code: 'PGRST117' });
  });
});

describe('inserts', () => {
  const listing = {
    type: 'sale',
    title: 'New T4',
    price: 425000.5,
    location: 'Sintra',
    images: ['https://img.example/a.jpg'],
  };

  it('admin, return=representation: 201 with the stored row', async () => {
    const res = await call(admin, 'POST', 'select=*', {
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(listing),
    });
    expect(res.status).toBe(201);
    expect(res.contentType).toBe(JSON_TYPE);
    expect(res.contentRange).toBe('*/*');
    const [row] = res.json as Record<string, unknown>[];
    expect(row).toMatchObject({ ...listing, bedrooms: null, furnished: null });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedListing(row!.id as string)).toEqual({ title: 'New T4', price: '425000.5' });
  });

  it('admin, no Prefer: 201 with an empty body, and the row is stored', async () => {
    const before = await listingCount();
    const res = await call(admin, 'POST', '', { body: JSON.stringify(listing) });
    expect(res).toMatchObject({ status: 201, text: '' });
    expect(await listingCount()).toBe(before + 1);
  });

  it('admin, an array with ?columns= (as postgrest-js sends it): keys missing in one object become null', async () => {
    const rows = [
      { type: 'rent', title: 'Array A', location: 'Braga', price: 700 },
      { type: 'rent', title: 'Array B', location: 'Braga' },
    ];
    const res = await call(admin, 'POST', 'columns="type","title","location","price"&select=title,price,images', {
      headers: { Prefer: 'return=representation,count=exact' },
      body: JSON.stringify(rows),
    });
    expect(res.status).toBe(201);
    expect(res.contentRange).toBe('*/2');
    expect(res.json).toEqual([
      { title: 'Array A', price: 700, images: [] },
      { title: 'Array B', price: null, images: [] },
    ]);
  });

  it('admin, a single object back with the object Accept header', async () => {
    const res = await call(admin, 'POST', 'select=title', {
      headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify(listing),
    });
    expect(res).toMatchObject({ status: 201, json: { title: 'New T4' } });
  });

  it('anonymous: 401 42501 and nothing stored', async () => {
    const before = await listingCount();
    const res = await call(anon, 'POST', '', { body: JSON.stringify(listing) });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      code: '42501',
      message: 'permission denied for table fb_listings',
      details: null,
      hint: null,
    });
    expect(await listingCount()).toBe(before);
  });

  it('signed-in non-admin: 403 (row-level security) and nothing stored', async () => {
    const before = await listingCount();
    const res = await call(user, 'POST', '', {
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify(listing),
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: '42501',
      message: 'new row violates row-level security policy for table "fb_listings"',
      details: null,
      hint: null,
    });
    expect(await listingCount()).toBe(before);
  });

  it('constraint violations: check → 400 23514, duplicate key → 409 23505, not null → 400 23502', async () => {
    const check = await call(admin, 'POST', '', { body: JSON.stringify({ ...listing, type: 'lease' }) });
    expect(check.status).toBe(400);
    expect(check.json).toMatchObject({ code: '23514' });

    const duplicate = await call(admin, 'POST', '', { body: JSON.stringify({ ...listing, id: id(1) }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "fb_listings_pkey"',
      details: null, // Postgres leaves out the key values when row-level security applies
      hint: null,
    });

    const notNull = await call(admin, 'POST', '', { body: JSON.stringify({ type: 'rent', title: 'No location' }) });
    expect(notNull.status).toBe(400);
    expect(notNull.json).toMatchObject({ code: '23502' });
    expect(await listingCount()).toBe(seed.length);
  });

  it('malformed JSON: 400 PGRST102 and nothing stored', async () => {
    const res = await call(admin, 'POST', '', { body: '{"type": "rent", ' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    expect(await listingCount()).toBe(seed.length);
  });

  it('an unknown key: 400 PGRST204', async () => {
    const res = await call(admin, 'POST', '', { body: JSON.stringify({ ...listing, owner: 'me' }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST204' });
  });
});

describe('updates', () => {
  it('admin: 204 and the row really changed (only that row)', async () => {
    const target = await insertOwnListing('Before');
    const other = await insertOwnListing('Other');
    const res = await call(admin, 'PATCH', `id=eq.${target}`, { body: JSON.stringify({ title: 'After', price: 650 }) });
    expect(res).toMatchObject({ status: 204, text: '', contentRange: '0-0/*' });
    expect(await storedListing(target)).toEqual({ title: 'After', price: '650' });
    expect(await storedListing(other)).toEqual({ title: 'Other', price: '500' });
  });

  it('admin, return=representation: 200 with the updated rows', async () => {
    const target = await insertOwnListing('Before');
    const res = await call(admin, 'PATCH', `id=eq.${target}&select=title,price`, {
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ price: null }),
    });
    expect(res).toMatchObject({ status: 200, json: [{ title: 'Before', price: null }] });
  });

  it('signed-in non-admin: 204 but nothing changed (row-level security hides the rows)', async () => {
    const target = await insertOwnListing('Before');
    const res = await call(user, 'PATCH', `id=eq.${target}`, {
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ title: 'Hacked' }),
    });
    expect(res).toMatchObject({ status: 200, json: [] });
    const minimal = await call(user, 'PATCH', `id=eq.${target}`, { body: JSON.stringify({ title: 'Hacked' }) });
    expect(minimal.status).toBe(204);
    expect(await storedListing(target)).toEqual({ title: 'Before', price: '500' });
  });

  it('anonymous: 401 and nothing changed', async () => {
    const target = await insertOwnListing('Before');
    const res = await call(anon, 'PATCH', `id=eq.${target}`, { body: JSON.stringify({ title: 'Hacked' }) });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: '42501' });
    expect(await storedListing(target)).toEqual({ title: 'Before', price: '500' });
  });

  it('asked for one object but two rows match: 406 and the update is rolled back', async () => {
    const a = await insertOwnListing('Twin');
    const b = await insertOwnListing('Twin');
    const res = await call(admin, 'PATCH', 'title=eq.Twin', {
      headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: JSON.stringify({ price: 1 }),
    });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect(await storedListing(a)).toEqual({ title: 'Twin', price: '500' });
    expect(await storedListing(b)).toEqual({ title: 'Twin', price: '500' });
  });

  it('a value of the wrong type: 400 22P02 and nothing changed', async () => {
    const target = await insertOwnListing('Before');
    const res = await call(admin, 'PATCH', `id=eq.${target}`, { body: JSON.stringify({ bedrooms: 'many' }) });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: '22P02' });
  });
});

describe('deletes', () => {
  it('admin: 204 and the row is gone (only that row)', async () => {
    const target = await insertOwnListing('Doomed');
    const other = await insertOwnListing('Kept');
    const res = await call(admin, 'DELETE', `id=eq.${target}`);
    expect(res).toMatchObject({ status: 204, text: '', contentRange: '*/*' });
    expect(await storedListing(target)).toBeUndefined();
    expect(await storedListing(other)).toEqual({ title: 'Kept', price: '500' });
  });

  it('admin, return=representation and count: 200 with the deleted rows', async () => {
    const target = await insertOwnListing('Doomed');
    const res = await call(admin, 'DELETE', `id=eq.${target}&select=title`, {
      headers: { Prefer: 'return=representation, count=exact' },
    });
    expect(res).toMatchObject({ status: 200, contentRange: '*/1', json: [{ title: 'Doomed' }] });
  });

  it('signed-in non-admin: 204 but nothing deleted', async () => {
    const target = await insertOwnListing('Kept');
    const res = await call(user, 'DELETE', `id=eq.${target}`);
    expect(res.status).toBe(204);
    expect(await storedListing(target)).toEqual({ title: 'Kept', price: '500' });
    const all = await call(user, 'DELETE', 'type=eq.rent');
    expect(all.status).toBe(204);
    expect(await listingCount()).toBe(seed.length + 1);
  });

  it('anonymous: 401 and nothing deleted', async () => {
    const res = await call(anon, 'DELETE', `id=eq.${id(1)}`);
    expect(res.status).toBe(401);
    expect(await listingCount()).toBe(seed.length);
  });
});

describe('through supabase-js', () => {
  /** Node 20 has no WebSocket; realtime-js wants one at construction even though it is never used here. */
  class NoWebSocket {
    constructor() {
      throw new Error('Realtime is not used in these tests');
    }
  }

  /** The unchanged client, its requests answered by the handler as `who`. */
  function client(who: RequestIdentity) {
    const fetchViaHandler = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const table = new URL(request.url).pathname.replace('/rest/v1/', '');
      return handleRestRequest(db, who, request, table);
    };
    return createClient('http://localhost:54321', 'local-anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchViaHandler },
      realtime: { transport: NoWebSocket as unknown as RealtimeClientOptions['transport'] },
    });
  }

  it('a page of the ads list with its exact count', async () => {
    const { data, count, error, status } = await client(anon)
      .from('fb_listings')
      .select('*', { count: 'exact' })
      .order('uploaded_at', { ascending: false })
      .range(6, 11);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(8);
    expect(numbers(data)).toEqual([7, 8]);
  });

  it('filters as the ads page sends them', async () => {
    const { data, error } = await client(anon)
      .from('fb_listings')
      .select('id')
      .eq('type', 'rent')
      .gte('price', 400)
      .lte('price', 1000)
      .ilike('location', '%lisbon%')
      .gte('bedrooms', 1)
      .gte('published_at', '2026-01-01T00:00:00.000Z')
      .order('uploaded_at', { ascending: false });
    expect(error).toBeNull();
    expect(numbers(data)).toEqual([2]);
  });

  it('.single(), and .maybeSingle() for a missing id', async () => {
    const one = await client(anon).from('fb_listings').select('images,thumbnail_url').eq('id', id(1)).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({
      images: ['https://img.example/1a.jpg', 'https://img.example/1b.jpg'],
      thumbnail_url: 'https://img.example/1-thumb.jpg',
    });

    const none = await client(anon).from('fb_listings').select('id').eq('id', id(9)).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116' });

    const maybe = await client(anon).from('fb_listings').select('id').eq('id', id(9)).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
  });

  it('admin inserts, updates and deletes; a non-admin is refused or affects nothing', async () => {
    const inserted = await client(admin)
      .from('fb_listings')
      .insert({ type: 'rent', title: 'Via client', location: 'Aveiro', price: 610 })
      .select('id, title, price')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    const newId = (inserted.data as { id: string }).id;
    expect(inserted.data).toEqual({ id: newId, title: 'Via client', price: 610 });

    const refused = await client(user).from('fb_listings').insert({ type: 'rent', title: 'x', location: 'y' });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501' });

    const noop = await client(user).from('fb_listings').update({ title: 'Hacked' }).eq('id', newId);
    expect(noop).toMatchObject({ error: null, status: 204 });
    expect(await storedListing(newId)).toEqual({ title: 'Via client', price: '610' });

    const updated = await client(admin).from('fb_listings').update({ title: 'Renamed' }).eq('id', newId);
    expect(updated).toMatchObject({ error: null, status: 204 });
    expect(await storedListing(newId)).toEqual({ title: 'Renamed', price: '610' });

    const deleted = await client(admin).from('fb_listings').delete().eq('id', newId);
    expect(deleted).toMatchObject({ error: null, status: 204 });
    expect(await storedListing(newId)).toBeUndefined();
  });
});
