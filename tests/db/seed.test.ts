// @vitest-environment node
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_NAMES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import { claims, openMigratedDb, queryAs } from './migrated-db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seedFile = path.join(repoRoot, 'supabase/seed.sql');
const publicDir = path.join(repoRoot, 'public');
const picturesDir = path.join(publicDir, 'seed/listings');

let db: PGlite;

/** Number of seeded listings matching `where` (a trusted SQL fragment; values go in `params`). */
async function count(where: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from public.fb_listings where ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  db = await openMigratedDb();
  await db.exec(await readFile(seedFile, 'utf8'));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('supabase/seed.sql', () => {
  it('inserts at least 40 listings, roughly half rent and half sale', async () => {
    const total = await count('true');
    expect(total).toBeGreaterThanOrEqual(40);
    const rent = await count(`type = 'rent'`);
    const sale = await count(`type = 'sale'`);
    expect(rent + sale).toBe(total);
    expect(rent).toBeGreaterThanOrEqual(total * 0.4);
    expect(sale).toBeGreaterThanOrEqual(total * 0.4);
  });

  it.each(['Lisbon', 'Cascais', 'Porto', 'Algarve'])('has listings in %s', async (place) => {
    expect(await count('location ilike $1', [`%${place}%`])).toBeGreaterThan(0);
  });

  it('has several Lisbon neighbourhoods and a few ads written in Hebrew', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(distinct location)::int as n from public.fb_listings where location ilike 'Lisbon, %'`,
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(4);
    expect(await count(`title ~ '[א-ת]' and description ~ '[א-ת]'`)).toBeGreaterThanOrEqual(3);
  });

  it('spreads publication dates relative to now so the date filters always match', async () => {
    expect(await count(`published_at >= now() - interval '24 hours'`)).toBeGreaterThanOrEqual(3);
    expect(await count(`published_at >= now() - interval '7 days'`)).toBeGreaterThanOrEqual(8);
    expect(await count(`published_at < now() - interval '30 days'`)).toBeGreaterThan(0);
    expect(await count(`published_at < now() - interval '61 days'`)).toBe(0);
    expect(await count(`published_at > now() or uploaded_at > now() or created_at > now()`)).toBe(0);
    expect(await count(`uploaded_at < published_at`)).toBe(0);
  });

  it('varies the upload times so ordering by uploaded_at is meaningful', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(distinct uploaded_at)::int as n from public.fb_listings`,
    );
    expect(rows[0]?.n).toBe(await count('true'));
  });

  it('leaves some prices and publication dates unknown', async () => {
    expect(await count('price is null')).toBeGreaterThanOrEqual(4);
    expect(await count('published_at is null')).toBeGreaterThanOrEqual(4);
  });

  it('links each listing to a Facebook group post', async () => {
    expect(
      await count(
        `source_url is null or group_url is null
         or source_url !~ '^https://www\\.facebook\\.com/groups/[a-z0-9.]+/posts/[0-9]+$'
         or position(group_url || '/posts/' in source_url) <> 1`,
      ),
    ).toBe(0);
  });

  it('uses only local pictures that exist under public/', async () => {
    const { rows } = await db.query<{ thumbnail_url: string | null; images: string[] }>(
      `select thumbnail_url, images from public.fb_listings`,
    );
    const used = new Set<string>();
    for (const { thumbnail_url, images } of rows) {
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(4);
      for (const url of [thumbnail_url, ...images]) {
        expect(url).toMatch(/^\/seed\/listings\/[a-z0-9-]+\.svg$/);
        expect(existsSync(path.join(publicDir, url ?? '')), url ?? 'null').toBe(true);
        used.add(url ?? '');
      }
    }
    expect(used.size).toBeGreaterThanOrEqual(12);
  });

  it('ships small, self-contained SVG pictures', async () => {
    const files = (await readdir(picturesDir)).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const name of files) {
      const file = path.join(picturesDir, name);
      expect((await stat(file)).size, name).toBeLessThan(3 * 1024);
      const svg = await readFile(file, 'utf8');
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), name).not.toMatch(/https?:|<text|<image|<script/);
    }
  });

  it('is readable in full by the anon role', async () => {
    const { rows } = await queryAs<{ n: number }>(
      db,
      'anon',
      claims.anon,
      `select count(*)::int as n from public.fb_listings`,
    );
    expect(rows[0]?.n).toBe(await count('true'));
  });

  it('holds a few leads of every kind for the staff inbox, in both languages and several states', async () => {
    const { rows } = await queryAs<{ kind: string; status: string; unseen: boolean; name: string | null }>(
      db,
      'authenticated',
      claims.admin,
      `select kind, status, unseen, name from public.admin_list_leads(p_limit := 200)`,
    );
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(LEAD_KIND_NAMES));
    expect(rows.some((row) => /[א-ת]/.test(row.name ?? ''))).toBe(true);
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
    expect(rows.some((row) => row.unseen)).toBe(true);
  });
});
