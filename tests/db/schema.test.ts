// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TABLES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import { createMigratedDb, migrationFiles } from './migrated-db';

/** The owners' accounts (docs/owner-accounts.md): each read by admins and, row by row, by its owner. */
const OWNER_TABLES = [
  'owners',
  'owner_properties',
  'property_owners',
  'property_leases',
  'ledger_entries',
  'owner_statements',
  'owner_statement_shares',
  'exchange_rates',
  'owner_audit_log',
];

const tables = [
  'fb_listings',
  'newsletter_subscribers',
  'contact_submissions',
  'investment_leads',
  'template_downloads',
  'function_rate_limits',
  'lead_tables',
  'lead_events',
  'data_subject_requests',
  'newsletter_issues',
  'newsletter_deliveries',
  'newsletter_test_sends',
  'newsletter_consent_events',
  'scheduled_jobs',
  'job_runs',
  'ad_alerts',
  'ad_alert_matches',
  'ad_alert_digests',
  'ad_alert_manage_links',
  ...OWNER_TABLES,
];

describe('migrations applied from scratch', () => {
  let db: PGlite;

  // Deliberately not the shared dump: this proves bootstrap + migrations apply in order on an
  // empty database.
  beforeAll(async () => {
    db = await createMigratedDb();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('has timestamped migration files sorted by name', async () => {
    const files = await migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/\/\d{14}_[a-z0-9_]+\.sql$/);
  });

  it('creates every table with row-level security enabled', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`,
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([...tables].sort());
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true });
  });

  it('defines listing policies (public read, admin write) and on lead tables admin read only', async () => {
    const { rows } = await db.query<{ tablename: string; cmd: string; roles: string[] }>(
      // The edge functions' own role has a policy on each table it uses (least-privilege.test.ts).
      `select tablename, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' and not ('edge_functions' = any(roles))`,
    );
    const listing = rows.filter((r) => r.tablename === 'fb_listings');
    expect(listing.map((r) => r.cmd).sort()).toEqual(['DELETE', 'INSERT', 'SELECT', 'UPDATE']);
    expect(listing.find((r) => r.cmd === 'SELECT')?.roles.sort()).toEqual(['anon', 'authenticated']);
    for (const cmd of ['INSERT', 'UPDATE', 'DELETE']) {
      expect(listing.find((r) => r.cmd === cmd)?.roles).toEqual(['authenticated']);
    }
    // Staff (the admin role) read leads, set their status, and read the notes and requests; the
    // rest of the tables have no policy, so the API roles get nothing there.
    const others = rows.filter((r) => r.tablename !== 'fb_listings');
    for (const policy of others) expect(policy.roles).toEqual(['authenticated']);
    // The owner tables: read only (owner-accounts.test.ts checks who reads which rows).
    expect(new Set(others.map((r) => `${r.tablename} ${r.cmd}`))).toEqual(
      new Set([
        ...LEAD_TABLES.map((table) => `${table} SELECT`),
        'lead_events SELECT',
        'data_subject_requests SELECT',
        ...OWNER_TABLES.map((table) => `${table} SELECT`),
      ]),
    );
  });

  it('creates the indexes the ads query uses', async () => {
    const { rows } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where tablename = 'fb_listings'`,
    );
    const defs = rows.map((r) => r.indexdef).join('\n');
    expect(defs).toMatch(/\(type\)/);
    expect(defs).toMatch(/\(price\)/);
    expect(defs).toMatch(/\(bedrooms\)/);
    expect(defs).toMatch(/\(published_at DESC\)/);
    expect(defs).toMatch(/\(uploaded_at DESC\)/);
    expect(defs).toMatch(/gin \(location extensions\.gin_trgm_ops\)/);
  });

  it('leaves delete_expired_leads unscheduled but runnable where pg_cron is absent', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_extension where extname = 'pg_cron'`,
    );
    expect(rows[0]?.n).toBe(0);
    const result = await db.query<{ deleted: number }>(`select public.delete_expired_leads() as deleted`);
    expect(result.rows[0]?.deleted).toBe(0);
  });

  it('applies the bootstrap idempotently', async () => {
    const { readFile } = await import('node:fs/promises');
    const { bootstrapFile } = await import('./migrated-db');
    await expect(db.exec(await readFile(bootstrapFile, 'utf8'))).resolves.toBeDefined();
  });
});
