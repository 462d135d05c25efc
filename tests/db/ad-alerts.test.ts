// @vitest-environment node
// Ad alerts at the database (supabase/migrations/20261128200000_ad_alerts.sql, docs/ad-alerts.md):
// closed to the API roles, every field checked, at most 10 confirmed or paused alerts and 3 pending
// ones per address, the matching of a
// published listing (type, prices, place with its aliases, bedrooms) queued once, housekeeping,
// the staff's counts (admins only) and the data-subject lookup and erasure.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_PLACES } from '@/features/listings-admin/post-intake/known-places';
import { LOCATION_ALIASES } from '@shared/listings/places.he';
import { LOCATION_ALIASES as PORTUGUESE_LOCATION_ALIASES } from '@shared/listings/places.pt';
import { claims, openMigratedDb, queryAs, withRole } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec(
    `delete from public.ad_alerts; delete from public.fb_listings; delete from public.newsletter_subscribers;`,
  );
});

async function alert(fields: Record<string, unknown> = {}) {
  const row = {
    email: 'dana@example.com',
    language: 'en',
    frequency: 'instant',
    type: 'any',
    min_price: null,
    max_price: null,
    location: '',
    bedrooms: null,
    status: 'confirmed',
    ...fields,
  };
  const { rows } = await db.query<{ id: string }>(
    `insert into public.ad_alerts (email, language, frequency, type, min_price, max_price, location, bedrooms, status,
       confirmed_at, consent_version, consent_marketing)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $9 <> 'pending' then now() end, '2026-11-23', true) returning id`,
    [
      row.email,
      row.language,
      row.frequency,
      row.type,
      row.min_price,
      row.max_price,
      row.location,
      row.bedrooms,
      row.status,
    ],
  );
  return rows[0]!.id;
}

async function publish(type: string, price: number | null, location: string, bedrooms: number | null) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.fb_listings (type, title, price, location, bedrooms) values ($1, 'Ad', $2, $3, $4) returning id`,
    [type, price, location, bedrooms],
  );
  return rows[0]!.id;
}

const matched = async (listing: string) =>
  (
    await db.query<{ alert_id: string }>(
      `select alert_id from public.ad_alert_matches where listing_id = $1 order by alert_id`,
      [listing],
    )
  ).rows.map((row) => row.alert_id);

describe('access', () => {
  it.each(['anon', 'authenticated'] as const)('closes the tables to %s', async (role) => {
    for (const table of ['ad_alerts', 'ad_alert_matches', 'ad_alert_digests']) {
      await expect(
        queryAs(db, role, role === 'anon' ? claims.anon : claims.admin, `select * from public.${table}`),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('refuses the demand counts to anyone but an admin', async () => {
    await expect(queryAs(db, 'authenticated', claims.user, `select public.admin_alert_demand()`)).rejects.toThrow(
      /not_allowed/,
    );
    await expect(queryAs(db, 'anon', claims.anon, `select public.admin_alert_demand()`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(queryAs(db, 'anon', claims.anon, `select public.ad_alerts_plan('instant')`)).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('checks', () => {
  it.each([
    [{ email: 'no-at-sign' }],
    [{ frequency: 'hourly' }],
    [{ type: 'lease' }],
    [{ min_price: 2000, max_price: 1000 }],
    [{ type: 'rent', max_price: 10_100 }],
    [{ max_price: 20_000_001 }],
    [{ min_price: -1 }],
    [{ location: 'x'.repeat(101) }],
    [{ location: ' Lisbon' }],
    [{ bedrooms: 6 }],
    [{ language: 'xx' }],
  ])('refuses %j', async (fields) => {
    await expect(alert(fields)).rejects.toThrow();
    expect((await db.query(`select 1 from public.ad_alerts`)).rows).toHaveLength(0);
  });

  it('stores an address in the one form every lead table uses (public.normalize_email)', async () => {
    await alert({ email: ' Dana@Example.COM ' });
    expect((await db.query<{ email: string }>(`select email from public.ad_alerts`)).rows).toEqual([
      { email: 'dana@example.com' },
    ]);
  });

  it('keeps at most 10 confirmed or paused alerts per address, pending ones apart', async () => {
    for (let n = 0; n < 10; n += 1) await alert({ max_price: (n + 1) * 1000, status: n % 2 ? 'paused' : 'confirmed' });
    await expect(alert({ max_price: 99_000 })).rejects.toThrow(/too_many_alerts/);
    await expect(alert({ max_price: 99_000, status: 'paused' })).rejects.toThrow(/too_many_alerts/);
    for (let n = 0; n < 3; n += 1) await alert({ max_price: 50_000 + n, status: 'pending' });
    await expect(alert({ max_price: 99_000, status: 'pending' })).rejects.toThrow(/too_many_pending_alerts/);
    await alert({ email: 'other@example.com' });
    const { rows } = await db.query<{ id: string }>(
      `select id from public.ad_alerts where email = 'dana@example.com' limit 1`,
    );
    await db.query(`update public.ad_alerts set status = 'ended', ended_at = now() where id = $1`, [rows[0]!.id]);
    await alert({ max_price: 99_000 });
    await expect(
      db.query(`update public.ad_alerts set status = 'confirmed', ended_at = null where id = $1`, [rows[0]!.id]),
    ).rejects.toThrow(/too_many_alerts/);
  });
});

describe('matching a published listing', () => {
  it('matches on type, price range, place (aliases in Hebrew, English, Portuguese) and bedrooms', async () => {
    const any = await alert();
    const rentLisbonHe = await alert({ type: 'rent', max_price: 1500, location: 'ליסבון', bedrooms: 2 });
    const lisboa = await alert({ location: 'Lisboa' });
    const porto = await alert({ location: 'Porto' });
    const fivePlus = await alert({ bedrooms: 5 });
    const sale = await alert({ type: 'sale', min_price: 100_000 });
    const pending = await alert({ status: 'pending' });
    const paused = await alert({ status: 'paused' });

    expect(await matched(await publish('rent', 1200, 'Lisbon, Alfama', 2))).toEqual([any, rentLisbonHe, lisboa].sort());
    expect(await matched(await publish('rent', 1600, 'Lisbon', 2))).toEqual([any, lisboa].sort());
    expect(await matched(await publish('rent', null, 'Lisbon', 2))).toEqual([any, lisboa].sort());
    expect(await matched(await publish('sale', 300_000, 'Porto', 6))).toEqual([any, porto, fivePlus, sale].sort());
    expect([pending, paused]).toHaveLength(2);
  });

  it('matches a place from the start of a word of the location, case aside', async () => {
    const part = await alert({ location: 'ALF' });
    const whole = await alert({ location: 'Lisbon, Alfama' });
    await alert({ location: 'isbon' });
    await alert({ location: 'Alfama, Lisbon' });
    expect(await matched(await publish('rent', 1000, 'Lisbon, Alfama', 1))).toEqual([part, whole].sort());
  });

  it('matches a neighbourhood named in Hebrew or in Portuguese without accents', async () => {
    const arroios = await alert({ location: 'ארויוש' });
    const belem = await alert({ location: 'Belem' });
    expect(await matched(await publish('rent', 1000, 'Lisbon, Arroios', 1))).toEqual([arroios]);
    expect(await matched(await publish('rent', 1000, 'Lisbon, Belém', 1))).toEqual([belem]);
  });

  it('knows every spelling the ads search and the post reader know, as the place the listings write', async () => {
    // The site's lists of places (@shared/listings/places.he.ts, places.pt.ts, known-places.ts) and the database's
    // (private.ad_place_term) are one list: an alert saved with any spelling the site accepts counts
    // and matches as the place itself.
    const spellings = [
      ...[...Object.entries(LOCATION_ALIASES), ...Object.entries(PORTUGUESE_LOCATION_ALIASES)].map(
        ([spelling, name]) => ({ spelling, name, location: name }),
      ),
      ...KNOWN_PLACES.flatMap((place) =>
        [...place.latin, ...place.hebrew].map((spelling) => ({
          spelling,
          name: place.name,
          location: place.city ? `${place.city}, ${place.name}` : place.name,
        })),
      ),
    ];
    const { rows } = await db.query<{ spelling: string; term: string; name_term: string; found: boolean }>(
      `select s.spelling, private.ad_place_term(s.spelling) as term, private.ad_place_term(s.name) as name_term,
              private.ad_place_term(s.spelling) = any(private.ad_location_terms(s.location)) as found
       from unnest($1::text[], $2::text[], $3::text[]) as s(spelling, name, location)`,
      [spellings.map((s) => s.spelling), spellings.map((s) => s.name), spellings.map((s) => s.location)],
    );
    expect(rows).toHaveLength(spellings.length);
    const wrong = rows.filter((row) => row.term !== row.name_term || !row.found);
    expect(wrong).toEqual([]);
  });

  it('queues a listing for an alert once, also when it is edited', async () => {
    const id = await alert({ max_price: 1000 });
    const listing = await publish('rent', 1200, 'Lisbon', 1);
    expect(await matched(listing)).toEqual([]);
    await db.query(`update public.fb_listings set price = 900 where id = $1`, [listing]);
    await db.query(`update public.fb_listings set price = 950 where id = $1`, [listing]);
    expect(await matched(listing)).toEqual([id]);
  });
});

describe('housekeeping', () => {
  it('deletes pending alerts whose link expired, asks once after 6 months, then ends', async () => {
    await db.query(
      `insert into public.ad_alerts (email, language, frequency, status, consent_version, consent_marketing, confirmation_expires_at)
       values ('late@example.com', 'en', 'daily', 'pending', '2026-11-23', true, now() - interval '1 day')`,
    );
    const old = await alert();
    await db.query(`update public.ad_alerts set confirmed_at = now() - interval '7 months' where id = $1`, [old]);
    const fresh = await alert({ email: 'fresh@example.com' });
    const run = async (at: string) =>
      (
        await db.query<{ r: Record<string, number> }>(
          `select public.ad_alerts_housekeeping(now() + $1::interval) as r`,
          [at],
        )
      ).rows[0]!.r;
    expect(await run('0 days')).toEqual({ asked: 1, ended: 0, deleted: 1, purged: 0, links: 0 });
    expect(await run('1 day')).toEqual({ asked: 0, ended: 0, deleted: 0, purged: 0, links: 0 });
    expect((await db.query(`select kind from public.ad_alert_digests`)).rows).toEqual([{ kind: 'keep' }]);
    expect(await run('31 days')).toEqual({ asked: 0, ended: 1, deleted: 0, purged: 0, links: 0 });
    const { rows } = await db.query(`select id, status from public.ad_alerts order by status`);
    expect(rows).toEqual([
      { id: fresh, status: 'confirmed' },
      { id: old, status: 'ended' },
    ]);
    // Ended alerts go 24 months after they ended.
    expect(await run('26 months')).toMatchObject({ purged: 1 });
    expect((await db.query(`select id from public.ad_alerts`)).rows).toEqual([{ id: fresh }]);
  });
});

describe('what staff see and data-subject requests', () => {
  const admin = { ...claims.admin, email: 'ines@lusaproperty.local' };
  const asAdmin = <R>(sql: string, params: unknown[] = []) =>
    withRole(db, 'authenticated', admin, async (tx) => (await tx.query<R>(sql, params)).rows, { commit: true });

  it('counts active alerts by type, by place (aliases as one) and by price band, and per listing', async () => {
    await alert({ type: 'rent', location: 'ליסבון', max_price: 1500 });
    await alert({ type: 'rent', location: 'Lisboa', max_price: 900 });
    await alert({ type: 'sale', location: 'Porto', max_price: 400_000 });
    await alert({ status: 'pending', location: 'Faro' });
    const listing = await publish('rent', 800, 'Lisbon', 1);
    const [{ d }] = (await asAdmin<{ d: Record<string, unknown> }>(`select public.admin_alert_demand() as d`)) as [
      { d: Record<string, unknown> },
    ];
    expect(d.active).toBe(3);
    expect(d.by_type).toEqual([
      { type: 'rent', count: 2 },
      { type: 'sale', count: 1 },
    ]);
    expect(d.by_place).toEqual([
      { place: 'lisbon', count: 2 },
      { place: 'porto', count: 1 },
    ]);
    expect(d.by_price).toEqual([
      { type: 'rent', band: 'rent-1000', count: 1 },
      { type: 'rent', band: 'rent-1500', count: 1 },
      { type: 'sale', band: 'sale-500k', count: 1 },
    ]);
    expect(d.by_listing).toEqual([
      { id: listing, title: 'Ad', location: 'Lisbon', type: 'rent', matched: 2, mailed: 0 },
    ]);
    expect(JSON.stringify(d)).not.toContain('@');
  });

  it('finds, exports and erases an address alerts with their queued e-mails', async () => {
    await alert({ email: 'dana@example.com' });
    await alert({ email: 'other@example.com' });
    await publish('rent', 800, 'Lisbon', 1);
    await db.query(`select public.ad_alerts_plan('instant')`);
    const [{ found }] = (await asAdmin<{ found: { tables: Record<string, unknown[]> } }>(
      `select public.admin_subject_lookup(' Dana@Example.com ') as found`,
    )) as [{ found: { tables: Record<string, unknown[]> } }];
    expect(found.tables.ad_alerts).toHaveLength(1);
    expect(JSON.stringify(found)).not.toContain('confirmation_token_hash');
    const [{ erased }] = (await asAdmin<{ erased: { deleted: Record<string, number>; total: number } }>(
      `select public.admin_subject_erase('dana@example.com') as erased`,
    )) as [{ erased: { deleted: Record<string, number>; total: number } }];
    expect(erased.deleted.ad_alerts).toBe(1);
    expect(erased.total).toBe(1);
    const left = await db.query(
      `select (select count(*)::int from public.ad_alerts) as alerts, (select count(*)::int from public.ad_alert_digests) as digests,
              (select count(*)::int from public.ad_alert_matches) as matches`,
    );
    expect(left.rows).toEqual([{ alerts: 1, digests: 1, matches: 1 }]);
    const { rows } = await db.query<{ rows_per_table: Record<string, number>; total: number }>(
      `select rows_per_table, total from public.data_subject_requests where kind = 'erasure'`,
    );
    expect(rows[0]).toMatchObject({ rows_per_table: { ad_alerts: 1 }, total: 1 });
  });
});
