// @vitest-environment node
// A listing keeps the post's other phone numbers (supabase/migrations/20261129300000_listing_other_phones.sql,
// docs/listing-intake.md): at most 5, each a phone as the form checks it; the admin writes them and
// nobody else can.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, queryAs } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const insert = (phones: unknown, jwt: object = claims.admin) =>
  queryAs(
    db,
    'authenticated',
    jwt,
    `insert into public.fb_listings (type, title, location, phone, other_phones)
     values ('rent', 'T2', 'Lisbon, Arroios', '+972 54 765 4321', $1) returning other_phones`,
    [phones],
  );

describe('fb_listings.other_phones', () => {
  it('is empty unless given, and keeps the numbers in order', async () => {
    const { rows } = await queryAs(
      db,
      'authenticated',
      claims.admin,
      `insert into public.fb_listings (type, title, location) values ('sale', 'T1', 'Porto') returning other_phones`,
    );
    expect(rows).toEqual([{ other_phones: [] }]);
    await expect(insert(['+972 52 123 4567', '+351 913 222 111'])).resolves.toMatchObject({
      rows: [{ other_phones: ['+972 52 123 4567', '+351 913 222 111'] }],
    });
  });

  it.each([
    ['six numbers', ['1', '2', '3', '4', '5', '6']],
    ['a word', ['+351 912 345 678', 'call me']],
    ['markup', ['<b>912</b>']],
    ['no digit', ['()']],
    ['too long', ['9'.repeat(41)]],
  ])('refuses %s', async (_, phones) => {
    await expect(insert(phones)).rejects.toThrow(/other_phones_valid/);
  });

  it('cannot be written by a signed-in account without the admin role', async () => {
    await expect(insert(['+972 52 123 4567'], claims.user)).rejects.toThrow(/row-level security/);
  });
});
