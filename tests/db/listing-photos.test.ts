// @vitest-environment node
// The listing-photos bucket's storage policies (anyone reads, only admins write) and the photos
// column's shape rules, as the migration defines them (docs/listing-photos.md).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, openMigratedDb, queryAs, type ApiRole } from './migrated-db';

let db: PGlite;
const existing = 'listing-a/photo-1-400.webp';

beforeAll(async () => {
  db = await openMigratedDb();
  await db.query(`insert into storage.objects (bucket_id, name) values ('listing-photos', $1)`, [existing]);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const callers: { name: string; role: ApiRole; jwt: object; admin: boolean }[] = [
  { name: 'anonymous visitor', role: 'anon', jwt: claims.anon, admin: false },
  { name: 'signed-in non-admin', role: 'authenticated', jwt: claims.user, admin: false },
  { name: 'admin', role: 'authenticated', jwt: claims.admin, admin: true },
];

const insertObject = `insert into storage.objects (bucket_id, name) values ('listing-photos', 'listing-b/new-400.webp') returning name`;
const updateObject = `update storage.objects set metadata = '{"size": 1}' where name = $1`;
const deleteObject = `delete from storage.objects where name = $1`;

describe('the listing-photos bucket', () => {
  it('exists and is public', async () => {
    const { rows } = await db.query(`select public from storage.buckets where id = 'listing-photos'`);
    expect(rows).toEqual([{ public: true }]);
  });

  for (const caller of callers) {
    describe(caller.name, () => {
      it('can see the stored photos', async () => {
        const { rows } = await queryAs(db, caller.role, caller.jwt, `select name from storage.objects`);
        expect(rows).toEqual([{ name: existing }]);
      });

      if (caller.admin) {
        it('can add, replace and delete photos', async () => {
          expect((await queryAs(db, caller.role, caller.jwt, insertObject)).rows).toHaveLength(1);
          expect((await queryAs(db, caller.role, caller.jwt, updateObject, [existing])).affectedRows).toBe(1);
          expect((await queryAs(db, caller.role, caller.jwt, deleteObject, [existing])).affectedRows).toBe(1);
        });

        it('cannot write to another bucket', async () => {
          await db.query(`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`);
          await expect(
            queryAs(db, caller.role, caller.jwt, `insert into storage.objects (bucket_id, name) values ('other', 'x')`),
          ).rejects.toThrow(/row-level security/);
        });
      } else {
        it('cannot add a photo', async () => {
          await expect(queryAs(db, caller.role, caller.jwt, insertObject)).rejects.toThrow(/row-level security/);
        });

        it('cannot replace or delete a photo (no row is touched)', async () => {
          expect((await queryAs(db, caller.role, caller.jwt, updateObject, [existing])).affectedRows).toBe(0);
          expect((await queryAs(db, caller.role, caller.jwt, deleteObject, [existing])).affectedRows).toBe(0);
          const { rows } = await db.query(`select name from storage.objects`);
          expect(rows).toEqual([{ name: existing }]);
        });
      }
    });
  }
});

describe('fb_listings.photos', () => {
  const size = (path: string, width = 400, height = 300) => ({ path, width, height });
  const photo = (n: number) => ({
    sizes: [size(`listing-a/p${n}-400.webp`), size(`listing-a/p${n}-800.webp`, 800, 600)],
  });
  const insert = (photos: unknown) =>
    db.query(`insert into public.fb_listings (type, title, location, photos) values ('rent', 'T1', 'Porto', $1)`, [
      JSON.stringify(photos),
    ]);

  it('defaults to no photos', async () => {
    const { rows } = await db.query(
      `insert into public.fb_listings (type, title, location) values ('rent', 'T1', 'Porto') returning photos`,
    );
    expect(rows).toEqual([{ photos: [] }]);
  });

  it('keeps up to 20 photos in order', async () => {
    const photos = Array.from({ length: 20 }, (_, n) => photo(n));
    await insert(photos);
    const { rows } = await db.query<{ photos: typeof photos }>(
      `select photos from public.fb_listings where jsonb_array_length(photos) = 20`,
    );
    expect(rows[0]?.photos.map((p) => p.sizes[0]!.path)).toEqual(photos.map((p) => p.sizes[0]!.path));
  });

  it('refuses a 21st photo', async () => {
    await expect(insert(Array.from({ length: 21 }, (_, n) => photo(n)))).rejects.toThrow(/fb_listings_photos_valid/);
  });

  it.each([
    ['not an array', { sizes: [] }],
    ['a photo without sizes', [{}]],
    ['an outside address', [{ sizes: [size('https://cdn.example.com/a.jpg')] }]],
    ['a path climbing out', [{ sizes: [size('../a-400.webp')] }]],
    ['a width over 1600', [{ sizes: [size('a/b-400.webp', 4000, 300)] }]],
    ['a missing height', [{ sizes: [{ path: 'a/b-400.webp', width: 400 }] }]],
  ])('refuses %s', async (_, photos) => {
    await expect(insert(photos)).rejects.toThrow(/fb_listings_photos_valid/);
  });
});
