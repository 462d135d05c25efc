// @vitest-environment node
// The code's lead registry and the database agree: every kind has its table (with the columns every
// lead table shares, row-level security on, nothing granted to visitors), the database's
// list of lead tables is the registry's, and every function has its deployment folder and settings.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_KIND_NAMES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import { LEAD_REGISTRY } from '../../supabase/functions/_shared/domain/leads/lead-registry';
import { openMigratedDb } from './migrated-db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Columns the retention job, the notification retries and the consent proof rely on. */
const COMMON_COLUMNS = [
  'id',
  'status',
  'status_changed_at',
  'unseen_reported_at',
  'search_text',
  'email',
  'created_at',
  'consent_version',
  'source_page',
  'ip_hash',
  'notification_status',
  'notification_error',
  'notification_attempts',
  'notification_next_attempt_at',
];

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

async function columnsOf(table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

describe('lead registry and database', () => {
  it('lists the same lead tables, with the same kinds, as the code', async () => {
    const { rows } = await db.query<{ table_name: string; kind: string }>(
      'select table_name, kind from public.lead_tables order by kind',
    );
    const expected = LEAD_KIND_NAMES.map((kind) => ({ table_name: LEAD_KINDS[kind].table, kind })).sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );
    expect(rows).toEqual(expected);
  });

  it.each(LEAD_KIND_NAMES)('%s: its table has the common lead columns and the fields staff see', async (kind) => {
    const columns = await columnsOf(LEAD_KINDS[kind].table);
    expect(columns).toEqual(expect.arrayContaining([...COMMON_COLUMNS, ...LEAD_KINDS[kind].staffFields]));
  });

  it.each(LEAD_KIND_NAMES)(
    '%s: row-level security is on; visitors hold no grant, signed-in users read only',
    async (kind) => {
      const table = LEAD_KINDS[kind].table;
      const { rows: security } = await db.query<{ relrowsecurity: boolean }>(
        `select relrowsecurity from pg_class where oid = ('public.' || $1)::regclass`,
        [table],
      );
      expect(security[0]?.relrowsecurity).toBe(true);
      const { rows } = await db.query(
        `select grantee, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and table_name = $1 and grantee in ('anon', 'authenticated')
       order by grantee`,
        [table],
      );
      // Signed-in users hold column grants only (select of every column but ip_hash and
      // notification_error; row-level security shows rows to the admin role only), no table grant.
      expect(rows).toEqual([]);
      const { rows: columns } = await db.query<{ column_name: string; privilege_type: string }>(
        `select column_name, privilege_type from information_schema.role_column_grants
         where table_schema = 'public' and table_name = $1 and grantee = 'authenticated'`,
        [table],
      );
      expect(new Set(columns.map((column) => column.privilege_type))).toEqual(new Set(['SELECT']));
      expect(columns.map((column) => column.column_name)).not.toContain('ip_hash');
      expect(columns.map((column) => column.column_name)).not.toContain('notification_error');
    },
  );

  it.each(LEAD_KIND_NAMES)('%s: its function has a folder and settings for deployment', (kind) => {
    const name = LEAD_KINDS[kind].functionName;
    expect(existsSync(path.join(repoRoot, 'supabase/functions', name, 'index.ts'))).toBe(true);
    const config = readFileSync(path.join(repoRoot, 'supabase/config.toml'), 'utf8');
    expect(config).toContain(`[functions.${name}]`);
  });

  it('retention deletes old rows from every registered table', async () => {
    const { rows } = await db.query<{ prosrc: string }>(
      `select prosrc from pg_proc where proname = 'delete_expired_leads'`,
    );
    // The function iterates over public.lead_tables rather than naming tables.
    expect(rows[0]?.prosrc).toContain('public.lead_tables');
    for (const kind of LEAD_KIND_NAMES) expect(rows[0]?.prosrc).not.toContain(LEAD_KINDS[kind].table);
  });

  it('gives every kind a schema and a staff notification', () => {
    for (const kind of LEAD_KIND_NAMES) {
      expect(LEAD_REGISTRY[kind].functionName).toBe(LEAD_KINDS[kind].functionName);
      expect(typeof LEAD_REGISTRY[kind].schema.safeParse).toBe('function');
      expect(typeof LEAD_REGISTRY[kind].notification).toBe('function');
    }
  });
});
