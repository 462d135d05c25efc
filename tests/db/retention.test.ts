// @vitest-environment node
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TABLES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import { claims, openMigratedDb, queryAs } from './migrated-db';

let db: PGlite;

const leadTables = LEAD_TABLES;

async function seed(label: string, createdAt: string) {
  await db.query(
    `insert into public.newsletter_subscribers (email, consent_version, created_at) values ($1, '2026-11-23', now() - $2::interval)`,
    [`${label}@example.com`, createdAt],
  );
  await db.query(
    `insert into public.contact_submissions (name, email, message, agrees_to_terms, consent_version, created_at)
     values ($1, 'x@example.com', 'Hi', true, '2026-11-23', now() - $2::interval)`,
    [label, createdAt],
  );
  await db.query(
    `insert into public.investment_leads (name, email, phone, equity, leverage, mortgage_years, property_type,
       total_asset_value, expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent,
       estimated_expenses, expected_monthly_income, agrees_to_terms, consent_version, created_at)
     values ($1, 'x@example.com', '+351 912 000 000', 50000, 0, 0, 'apartment', 50000, 1, 0, 0, 275, 0, 275, true, '2026-11-23',
       now() - $2::interval)`,
    [label, createdAt],
  );
  await db.query(
    `insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version, created_at)
     values ($1, 'x@example.com', true, '2026-11-23', now() - $2::interval)`,
    [label, createdAt],
  );
}

beforeAll(async () => {
  db = await openMigratedDb();
  await seed('old', '24 months 1 day');
  await seed('veryold', '5 years');
  await seed('recent', '23 months');
  await seed('new', '0 days');
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('delete_expired_leads()', () => {
  it('cannot be executed by anon or authenticated', async () => {
    for (const [role, jwt] of [
      ['anon', claims.anon],
      ['authenticated', claims.admin],
    ] as const) {
      await expect(queryAs(db, role, jwt, `select public.delete_expired_leads()`)).rejects.toThrow(
        /permission denied for function delete_expired_leads/,
      );
    }
  });

  it('is security definer with a fixed search_path', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'delete_expired_leads'`,
    );
    expect(rows[0]?.prosecdef).toBe(true);
    expect(rows[0]?.proconfig).toEqual(['search_path=""']);
  });

  it('deletes rows older than 24 months from every lead table and keeps newer ones', async () => {
    const { rows } = await queryAs<{ deleted: number }>(
      db,
      'service_role',
      claims.service,
      `select public.delete_expired_leads() as deleted`,
    );
    expect(rows[0]?.deleted).toBe(2 * leadTables.length);

    // That call was rolled back; run it for real (as the database owner, like the scheduler does).
    const real = await db.query<{ deleted: number }>(`select public.delete_expired_leads() as deleted`);
    expect(real.rows[0]?.deleted).toBe(2 * leadTables.length);

    for (const table of leadTables) {
      const { rows: left } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      expect(left[0]?.n, table).toBe(2);
    }
    const { rows: emails } = await db.query<{ email: string }>(
      `select email from public.newsletter_subscribers order by email`,
    );
    expect(emails.map((r) => r.email)).toEqual(['new@example.com', 'recent@example.com']);

    const again = await db.query<{ deleted: number }>(`select public.delete_expired_leads() as deleted`);
    expect(again.rows[0]?.deleted).toBe(0);
  });
});
