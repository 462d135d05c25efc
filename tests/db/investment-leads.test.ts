// @vitest-environment node
// The investment page's one lead form in the table (docs/leads.md, "The investment lead"): a lead
// with the calculator's estimate or without it, never part of one; the phone's one rule; the
// figures within the calculator's ranges, whoever writes the row.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTMENT_FIGURE_BOUNDS } from '../../supabase/functions/_shared/domain/validation/investment-lead';
import { claims, openMigratedDb, queryAs } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const CONTACT = { name: 'Dana', email: 'dana@example.com', phone: '+351 912 000 000' };
const ESTIMATE = {
  equity: 200_000,
  leverage: 50,
  mortgage_years: 25,
  property_type: 'apartment',
  total_asset_value: 400_000,
  expected_annual_return: 2.1,
  loan_amount: 200_000,
  monthly_mortgage_payment: 1001.25,
  gross_monthly_rent: 2000,
  estimated_expenses: 600,
  expected_monthly_income: 398.75,
  buyer_residence: 'resident',
  cash_at_purchase: 230_000,
};

/** Inserts one lead as the functions' role; the columns not given are left to their defaults. */
function insert(columns: Record<string, unknown>) {
  const names = Object.keys(columns);
  const sql = `insert into public.investment_leads (${names.join(', ')}, agrees_to_terms, consent_version)
    values (${names.map((_, i) => `$${i + 1}`).join(', ')}, true, '2026-11-23') returning *`;
  return queryAs<Record<string, unknown>>(db, 'service_role', claims.service, sql, Object.values(columns));
}

const refused = /investment_leads_\w+/;

describe('investment_leads: one form, with or without the estimate', () => {
  it('stores a lead without an estimate: the contact details alone', async () => {
    const { rows } = await insert({ ...CONTACT, buyer_residence: null });
    expect(rows[0]).toMatchObject({ equity: null, total_asset_value: null, buyer_residence: null });
  });

  it('stores a lead with the whole estimate', async () => {
    const { rows } = await insert({ ...CONTACT, ...ESTIMATE });
    expect(Number(rows[0]!.total_asset_value)).toBe(400_000);
  });

  it.each([
    ['an input without the figures', { equity: 200_000 }],
    ['the figures without the property type', { ...ESTIMATE, property_type: null }],
    ['a residence answer without the estimate', { buyer_residence: 'non_resident' }],
    ['a cash figure without the estimate', { buyer_residence: null, cash_at_purchase: 230_000 }],
  ])('refuses %s', async (_label, columns) => {
    await expect(insert({ ...CONTACT, ...columns })).rejects.toThrow(/investment_leads_estimate_whole/);
  });

  it.each([
    ['no phone', null],
    ['a phone of fewer than 6 digits', '+(35) 1-23 ..'],
    ['a phone over 30 characters', '1'.repeat(31)],
  ])('refuses %s', async (_label, phone) => {
    await expect(insert({ ...CONTACT, ...ESTIMATE, phone })).rejects.toThrow(/phone/);
  });

  it('lets staff work an older lead whose phone the rule would refuse, and checks a phone that changes', async () => {
    // Stored under the earlier form's rule (6 characters, not 6 digits), before the trigger.
    await db.exec('alter table public.investment_leads disable trigger investment_leads_phone_rule');
    let id: unknown;
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.investment_leads (name, email, phone, buyer_residence, agrees_to_terms, consent_version)
         values ('Old lead', 'old@example.com', '+351-1', null, true, '2026-11-23') returning id`,
      );
      id = rows[0]!.id;
    } finally {
      await db.exec('alter table public.investment_leads enable trigger investment_leads_phone_rule');
    }
    // As the staff functions and the notification jobs write it (as the table's owner).
    const update = async (set: string) =>
      (await db.query(`update public.investment_leads set ${set} where id = $1`, [id])).affectedRows;
    await expect(update("status = 'contacted', status_changed_at = now()")).resolves.toBe(1);
    await expect(update("phone = '12-34'")).rejects.toThrow(/investment_leads_phone_rule/);
  });

  it('accepts a phone of 6 digits written any way the form allows', async () => {
    await expect(insert({ ...CONTACT, ...ESTIMATE, phone: '(12) 34-56' })).resolves.toBeDefined();
  });

  it.each(Object.entries(INVESTMENT_FIGURE_BOUNDS))(
    'keeps %s within the calculator’s range, as the function’s schema does',
    async (figure, { min, max }) => {
      await expect(insert({ ...CONTACT, ...ESTIMATE, [figure]: min })).resolves.toBeDefined();
      await expect(insert({ ...CONTACT, ...ESTIMATE, [figure]: max })).resolves.toBeDefined();
      await expect(insert({ ...CONTACT, ...ESTIMATE, [figure]: min - 1 })).rejects.toThrow(refused);
      await expect(insert({ ...CONTACT, ...ESTIMATE, [figure]: max + 1 })).rejects.toThrow(refused);
    },
  );
});
