// @vitest-environment node
// The second security review's findings on ad alerts, at the database
// (20261202100000_one_address_rule_and_alert_cap.sql, 20261202101000_alert_manage_links.sql): the
// tables refuse what the functions' one address rule refuses (N2), the cap counts the one form of
// an address whatever the trigger order (N4) and only confirmed and paused alerts (N5), a place is
// one line of printable text (I1), paused alerts are left alone by the housekeeping (I2), erasure
// and expiry take manage links back (N6), and the data-subject export lists each alert's e-mails (N9).
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CHARACTERS } from '@shared/validation/email';
import { claims, openMigratedDb, withRole } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec(
    `delete from public.ad_alerts; delete from public.fb_listings; delete from public.ad_alert_manage_links;`,
  );
});

async function alert(fields: { email?: string; status?: string; location?: string; max_price?: number } = {}) {
  const status = fields.status ?? 'confirmed';
  const { rows } = await db.query<{ id: string }>(
    `insert into public.ad_alerts (email, language, frequency, type, max_price, location, status, confirmed_at,
       consent_version, consent_marketing)
     values ($1, 'en', 'instant', 'any', $2, $3, $4, case when $4 <> 'pending' then now() end, '2026-11-23', true)
     returning id`,
    [fields.email ?? 'dana@example.com', fields.max_price ?? null, fields.location ?? '', status],
  );
  return rows[0]!.id;
}

const admin = { ...claims.admin, email: 'ines@lusaproperty.local' };
const asAdmin = <R>(sql: string, params: unknown[] = []) =>
  withRole(db, 'authenticated', admin, async (tx) => (await tx.query<R>(sql, params)).rows, { commit: true });

/** The review's spellings of an address (N2). */
const REFUSED = [
  'x1<victim@corp.example>',
  '"victim" <victim@example.com>',
  'victim@example.com, other@example.com',
  'victim@example.com\u0001',
  'vic\u007ftim@example.com',
  'vic\u0085tim@example.com',
  'vic\u009btim@example.com',
  '\u202evictim@example.com',
  'vic\u2066tim@example.com',
  'vic\u200btim@example.com',
  'vic\u00a0tim@example.com',
  'vic\ufefftim@example.com',
  'vic\u{e0041}tim@example.com',
];

describe('N2: the tables refuse what the one address rule refuses', () => {
  it.each(REFUSED)('N2: refuses %j in ad_alerts', async (email) => {
    await expect(alert({ email })).rejects.toThrow(/ad_alerts_email_rule|check constraint/);
  });

  it('N2: checks every lead table with the same rule', async () => {
    const { rows } = await db.query<{ table_name: string; rule: string | null }>(
      `select t.table_name, pg_get_constraintdef(c.oid) as rule
       from public.lead_tables t
       left join pg_constraint c on c.conrelid = ('public.' || t.table_name)::regclass
         and c.conname = t.table_name || '_email_rule'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) expect(row.rule, row.table_name).toMatch(/email_address_ok\(email\)/);
    const verdicts = await db.query<{ ok: boolean }>(
      `select public.email_address_ok(e) as ok from unnest($1::text[]) e`,
      [REFUSED],
    );
    expect(verdicts.rows.map((row) => row.ok)).toEqual(REFUSED.map(() => false));
  });

  it('N2: refuses every control, format, separator and private-use character and the ASCII an address does not hold, and takes every character the functions take', async () => {
    const dangerous = /[\p{Cc}\p{Cf}\p{Z}\p{Co}]/u;
    // Every code point of the first plane (surrogates aside), and the edges of every range beyond it.
    const points = new Set<number>();
    for (let c = 1; c <= 0xffff; c += 1) if (c < 0xd800 || c > 0xdfff) points.add(c);
    for (let c = 0x10000; c <= 0x10ffff; c += 1) {
      const here = dangerous.test(String.fromCodePoint(c));
      if (here !== dangerous.test(String.fromCodePoint(c - 1))) points.add(c).add(c - 1);
    }
    points.add(0x10ffff).add(0x1f600).add(0x20000).add(0xe0100);
    const list = [...points];
    const { rows } = await db.query<{ c: number }>(
      `select c from unnest($1::int[]) c where not public.email_address_ok('a' || chr(c) || 'b@example.com')`,
      [list],
    );
    const refused = new Set(rows.map((row) => row.c));
    const mustRefuse = list.filter((c) => {
      const text = String.fromCodePoint(c);
      return dangerous.test(text) || (c < 0x80 && !EMAIL_CHARACTERS.test(text)) || c === 0x40;
    });
    const mustTake = list.filter((c) => c !== 0x40 && EMAIL_CHARACTERS.test(String.fromCodePoint(c)));
    expect(mustRefuse.filter((c) => !refused.has(c)).map((c) => c.toString(16))).toEqual([]);
    expect(mustTake.filter((c) => refused.has(c)).map((c) => c.toString(16))).toEqual([]);
  });
});

describe('N4, N5: the cap, on the one form of an address', () => {
  it('N4: counts an NFD spelling of an address as the address, whichever trigger fires first', async () => {
    for (let n = 0; n < 10; n += 1) await alert({ email: 'rt.jos\u00e9.x@example.com', max_price: 100 + n });
    await expect(alert({ email: 'rt.jose\u0301.x@example.com', max_price: 5000 })).rejects.toThrow(/too_many_alerts/);
    const { rows } = await db.query<{ tgname: string }>(
      `select tgname from pg_trigger where tgrelid = 'public.ad_alerts'::regclass and not tgisinternal
         and tgname like '%normalize_email' order by tgname`,
    );
    // The normalising trigger fires first (PostgreSQL fires BEFORE triggers in name order).
    expect(rows.map((row) => row.tgname)).toEqual(['ad_alerts_0_normalize_email']);
    expect('ad_alerts_0_normalize_email' < 'ad_alerts_limit').toBe(true);
  });

  it('N5: counts only confirmed and paused alerts to the 10, and at most 3 pending apart', async () => {
    for (let n = 0; n < 3; n += 1) await alert({ status: 'pending', max_price: 100 + n });
    await expect(alert({ status: 'pending', max_price: 999 })).rejects.toThrow(/too_many_pending_alerts/);
    for (let n = 0; n < 10; n += 1) await alert({ status: n % 2 ? 'paused' : 'confirmed', max_price: 1000 + n });
    await expect(alert({ max_price: 5000 })).rejects.toThrow(/too_many_alerts/);
    // Confirming a pending one at the cap is refused too.
    await expect(
      db.query(`update public.ad_alerts set status = 'confirmed', confirmed_at = now() where status = 'pending'`),
    ).rejects.toThrow(/too_many_alerts/);
  });
});

describe('I1: a place is one line of printable text', () => {
  it.each(['Lisbon \u202egnp.exe', 'Lis\u200bbon', 'Lisbon\u2066x\u2069', 'Lisbon\u0085', '<b>Lisbon', 'Lis\u2028bon'])(
    'I1: refuses the place %j',
    async (location) => {
      await expect(alert({ location })).rejects.toThrow(/ad_alerts_location/);
    },
  );

  it('I1: keeps the marks Hebrew text carries', async () => {
    await alert({ location: 'ליסבון\u200f, אלפמה' });
    expect(await db.query(`select 1 from public.ad_alerts`).then((r) => r.rows)).toHaveLength(1);
  });
});

describe('I2: housekeeping leaves a paused alert alone', () => {
  it('I2: neither asks a paused alert to stay nor ends it as inactive', async () => {
    const paused = await alert({ status: 'paused' });
    const idle = await alert({ email: 'idle@example.com' });
    await db.exec(`update public.ad_alerts set confirmed_at = now() - interval '7 months'`);
    const run = (at: string) => db.query(`select public.ad_alerts_housekeeping(now() + $1::interval)`, [at]);
    await run('0 days');
    expect((await db.query(`select alert_id from public.ad_alert_digests`)).rows).toEqual([{ alert_id: idle }]);
    await run('31 days');
    const { rows } = await db.query(`select id, status from public.ad_alerts order by status`);
    expect(rows).toEqual([
      { id: idle, status: 'ended' },
      { id: paused, status: 'paused' },
    ]);
  });
});

describe('N6: manage links are taken back', () => {
  it('N6: erasure deletes the address links, and the housekeeping the expired ones', async () => {
    await db.exec(`insert into public.ad_alert_manage_links (token_hash, email, purpose, expires_at) values
      (repeat('a', 64), 'Dana@Example.com', 'confirm', now() + interval '90 days'),
      (repeat('b', 64), 'other@example.com', 'matches', now() + interval '90 days'),
      (repeat('c', 64), 'old@example.com', 'keep', now() + interval '1 day')`);
    await asAdmin(`select public.admin_subject_erase(' dana@example.com ')`);
    const left = () =>
      db.query<{ email: string }>(`select email from public.ad_alert_manage_links order by email`).then((r) => r.rows);
    expect(await left()).toEqual([{ email: 'old@example.com' }, { email: 'other@example.com' }]);
    await db.query(`select public.ad_alerts_housekeeping(now() + interval '2 days')`);
    expect(await left()).toEqual([{ email: 'other@example.com' }]);
  });

  it('N6: closes the links to the API roles', async () => {
    await expect(
      withRole(db, 'authenticated', admin, (tx) => tx.query(`select * from public.ad_alert_manage_links`)),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('N9: the data-subject export lists each alert e-mails', () => {
  it('N9: gives, for each alert, its e-mails (period, kind, state, when sent) and the ads each carried', async () => {
    const id = await alert({ email: 'dana@example.com' });
    const { rows } = await db.query<{ id: string }>(
      `insert into public.fb_listings (type, title, price, location) values ('rent', 'A', 900, 'Lisbon'),
         ('sale', 'B', 300000, 'Porto') returning id`,
    );
    await db.query(`select public.ad_alerts_plan('instant')`);
    await db.exec(`update public.ad_alert_digests set status = 'sent', sent_at = now()`);
    const [{ found }] = (await asAdmin<{ found: { tables: { ad_alerts: Record<string, unknown>[] } } }>(
      `select public.admin_subject_access('dana@example.com') as found`,
    )) as [{ found: { tables: { ad_alerts: Record<string, unknown>[] } } }];
    const [exported] = found.tables.ad_alerts;
    expect(exported).toMatchObject({
      id,
      emails: [
        {
          period: expect.stringMatching(/^instant:/),
          kind: 'matches',
          status: 'sent',
          sent_at: expect.any(String),
          listing_ids: rows.map((row) => row.id),
        },
      ],
      waiting: [],
    });
    expect(JSON.stringify(found)).not.toContain('ip_hash');
  });
});
