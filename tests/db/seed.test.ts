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

describe("supabase/seed.sql: the owners' accounts", () => {
  const ownerJwt = (sub: string) => ({
    role: 'authenticated',
    sub,
    app_metadata: { provider: 'email', role: 'owner' },
  });
  const OWNER_1 = ownerJwt('00000000-0000-4000-8000-0000000000e1');
  const OWNER_2 = ownerJwt('00000000-0000-4000-8000-0000000000e2');

  it('seeds the two local owners, linked to their Auth users, in Hebrew and English', async () => {
    const { rows } = await db.query<{
      email: string;
      language: string;
      tax_country: string;
      user_id: string;
      nif_ok: boolean;
    }>(
      `select email, language, tax_country, user_id::text, public.nif_valid(nif) as nif_ok from public.owners order by email`,
    );
    expect(rows).toEqual([
      {
        email: 'owner2@lusaproperty.local',
        language: 'en',
        tax_country: 'IL',
        user_id: '00000000-0000-4000-8000-0000000000e2',
        nif_ok: true,
      },
      {
        email: 'owner@lusaproperty.local',
        language: 'he',
        tax_country: 'IL',
        user_id: '00000000-0000-4000-8000-0000000000e1',
        nif_ok: true,
      },
    ]);
  });

  it('gives each owner their own properties, one co-owned 60/40, each with a lease', async () => {
    const seen = async (jwt: object) =>
      (
        await queryAs<{ city: string; shares: number[] }>(
          db,
          'authenticated',
          jwt,
          `select p.city, array_agg(po.share_bp order by po.share_bp desc) as shares
           from public.owner_properties p join public.property_owners po on po.property_id = p.id
           where exists (select 1 from public.property_leases l where l.property_id = p.id)
           group by p.id, p.city order by p.city, 2`,
        )
      ).rows;
    expect(await seen(OWNER_1)).toEqual([
      { city: 'Lisbon', shares: [10000] },
      { city: 'Porto', shares: [6000, 4000] },
    ]);
    expect(await seen(OWNER_2)).toEqual([
      { city: 'Lisbon', shares: [10000] },
      { city: 'Porto', shares: [6000, 4000] },
    ]);
    const all = await queryAs<{ n: number }>(
      db,
      'authenticated',
      claims.admin,
      `select count(*)::int as n from public.owner_properties`,
    );
    expect(all.rows[0]!.n).toBe(3);
  });

  it('publishes 14 statements per property, ending with the last month that has ended in Lisbon', async () => {
    const { rows } = await db.query<{ n: number; first: string; last: string; expected_last: string }>(
      `select count(*)::int as n, to_char(min(month), 'YYYY-MM') as first, to_char(max(month), 'YYYY-MM') as last,
         to_char(date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '1 month', 'YYYY-MM') as expected_last
       from public.owner_statements group by property_id`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.n).toBe(14);
      expect(row.last).toBe(row.expected_last);
    }
  });

  it('reconciles every statement and every part, each opening the previous closing', async () => {
    const { rows } = await db.query<{ problems: number }>(
      `with s as (
         select s.*, lag(closing_cents) over (partition by property_id order by month) as previous from public.owner_statements s),
       p as (
         select ss.*, s.property_id, s.month,
           lag(ss.closing_cents) over (partition by s.property_id, ss.owner_id order by s.month) as previous
         from public.owner_statement_shares ss join public.owner_statements s on s.id = ss.statement_id)
       select (select count(*) from s where closing_cents <> opening_cents + income_cents - withheld_cents - expenses_cents - fee_cents
                 - vat_cents - payouts_cents + adjustments_cents or opening_cents <> coalesce(previous, 0))
            + (select count(*) from p where closing_cents <> opening_cents + income_cents - withheld_cents - expenses_cents - fee_cents
                 - vat_cents - payouts_cents + adjustments_cents or opening_cents <> coalesce(previous, 0))
            + (select count(*) from s join (
                 select statement_id, sum(income_cents) as income, sum(expenses_cents) as expenses, sum(fee_cents) as fee,
                   sum(vat_cents) as vat, sum(payouts_cents) as payouts, sum(adjustments_cents) as adjustments,
                   sum(closing_cents) as closing
                 from public.owner_statement_shares group by statement_id) t on t.statement_id = s.id
               where (income_cents, expenses_cents, fee_cents, vat_cents, payouts_cents, adjustments_cents, closing_cents)
                 is distinct from (t.income::bigint, t.expenses::bigint, t.fee::bigint, t.vat::bigint, t.payouts::bigint,
                   t.adjustments::bigint, t.closing::bigint))
              ::int as problems`,
    );
    expect(rows[0]!.problems).toBe(0);
  });

  it('records rent with receipt numbers, the condominium monthly, IMI, insurance, repairs, payouts and one adjustment', async () => {
    const { rows } = await db.query<{ kind: string; category: string | null; n: number; no_reference: number }>(
      `select kind, category, count(*)::int as n, count(*) filter (where reference is null)::int as no_reference
       from public.ledger_entries group by 1, 2 order by 1, 2`,
    );
    const count = (kind: string, category: string | null) =>
      rows.find((row) => row.kind === kind && row.category === category)?.n ?? 0;
    expect(count('rent', 'rent')).toBe(42);
    expect(rows.find((row) => row.kind === 'rent')!.no_reference).toBe(0);
    expect(count('expense', 'condominium')).toBe(42);
    // 14 months hold one or two Mays and Marches.
    expect([3, 6]).toContain(count('expense', 'imi'));
    expect([3, 6]).toContain(count('expense', 'insurance'));
    expect(count('expense', 'repairs')).toBe(2);
    expect(count('payout', null)).toBe(14 * 4);
    expect(count('adjustment', 'condominium')).toBe(1);
    const withheld = await db.query<{ n: number }>(
      `select count(*)::int as n from public.ledger_entries where withheld_cents > 0`,
    );
    expect(withheld.rows[0]!.n).toBe(14);
  });

  it('mails none of the seeded statements and names the local admin in the audit log', async () => {
    const parts = await db.query<{ status: string; n: number }>(
      `select email_status as status, count(*)::int as n from public.owner_statement_shares group by 1`,
    );
    expect(parts.rows).toEqual([{ status: 'skipped', n: 14 * 4 }]);
    const actors = await db.query<{ actor_email: string | null }>(
      `select distinct actor_email from public.owner_audit_log`,
    );
    expect(actors.rows).toEqual([{ actor_email: 'admin@lusaproperty.local' }]);
    const claimsLeft = await db.query<{ claims: string | null }>(
      `select nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(claimsLeft.rows[0]!.claims).toBeNull();
  });
});
