// @vitest-environment node
// The address in a data-subject record, hashed with a key kept outside the database (security
// review L13; supabase/functions/_shared/subject-hash.ts, migration 20261202111000): the database
// records its salted SHA-256, and the next run of the functions replaces it with an HMAC under a key
// only they hold; the database can no longer compute it for a guessed address, and a keyed hash is
// never rewritten. Records from before are keyed the same way.
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAlerts } from '../../supabase/functions/_shared/alert-delivery';
import { createHarness, type Harness } from './function-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.pglite.close();
});

const ADMIN = '{"role":"authenticated","sub":"00000000-0000-4000-8000-000000000002","app_metadata":{"role":"admin"}}';

async function asAdmin(sql: string) {
  await h.pglite.exec(`set request.jwt.claims = '${ADMIN}'`);
  try {
    return await h.pglite.query(sql);
  } finally {
    await h.pglite.exec(`reset request.jwt.claims`);
  }
}

const records = async () =>
  (
    await h.pglite.query<{ kind: string; email_hash: string; hash_keyed: boolean }>(
      `select kind, email_hash, hash_keyed from public.data_subject_requests order by created_at, kind`,
    )
  ).rows;

/** What the functions compute, written out with Node's crypto: HMAC(HMAC(salt, label), database hash). */
function expectedKeyed(databaseHash: string): string {
  const key = createHmac('sha256', h.deps.config.ipHashSalt).update('lusa:data-subject-record:v1').digest();
  return createHmac('sha256', key).update(databaseHash).digest('hex');
}

describe('L13: data-subject records hashed with a key outside the database', () => {
  it('L13: replaces the salted hash with a keyed one the database cannot compute, older records included', async () => {
    // A record from before the migration: the database's own hash, not keyed.
    const [{ salted } = { salted: '' }] = (
      await h.pglite.query<{ salted: string }>(`select private.email_hash('old@example.com') as salted`)
    ).rows;
    await h.pglite.query(
      `insert into public.data_subject_requests (kind, email_hash, rows_per_table, total) values ('erasure', $1, '{}', 0)`,
      [salted],
    );
    await asAdmin(`select public.admin_subject_access('Dana@Example.com')`);
    const [{ dana } = { dana: '' }] = (
      await h.pglite.query<{ dana: string }>(`select private.email_hash('dana@example.com') as dana`)
    ).rows;
    expect(await records()).toEqual([
      { kind: 'erasure', email_hash: salted, hash_keyed: false },
      { kind: 'access', email_hash: dana, hash_keyed: false },
    ]);

    await sendAlerts(h.deps.db, h.deps.config, { fetch, log: () => {}, mail: async () => ({ status: 'sent' }) }, [
      'instant',
    ]);
    const keyed = await records();
    expect(keyed).toEqual([
      { kind: 'erasure', email_hash: expectedKeyed(salted), hash_keyed: true },
      { kind: 'access', email_hash: expectedKeyed(dana), hash_keyed: true },
    ]);
    // Nothing the database holds gives the keyed value back for a guessed address.
    const { rows } = await h.pglite.query<{ guess: string }>(`select private.email_hash('dana@example.com') as guess`);
    expect(keyed.map((row) => row.email_hash)).not.toContain(rows[0]!.guess);
    const settings = await h.pglite.query<{ value: string }>(`select value from private.settings`);
    for (const { value } of settings.rows) {
      expect(value).not.toContain(h.deps.config.ipHashSalt);
      expect(createHash('sha256').update(value).digest('hex')).not.toBe(keyed[1]!.email_hash);
    }
  });

  it('L13: never rewrites a keyed hash nor marks it unkeyed', async () => {
    await expect(h.pglite.query(`update public.data_subject_requests set hash_keyed = false`)).rejects.toThrow(
      /subject_hash_keyed/,
    );
    await expect(
      h.pglite.query(`update public.data_subject_requests set email_hash = repeat('0', 64)`),
    ).rejects.toThrow(/subject_hash_keyed/);
  });
});
