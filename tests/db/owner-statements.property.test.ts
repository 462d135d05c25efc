// @vitest-environment node
// Property-based tests of the statements (docs/owner-accounts.md, "The month and its statement"):
// for random co-owners' shares and random months of entries, closed in order through the staff
// function, every statement and every co-owner's part reconciles, the parts add up to the statement,
// the fee is the package's, and each balance carries to the next month. private.split_cents is held
// to a reference written here.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANAGEMENT_PACKAGES,
  MANAGEMENT_VAT_PERCENT,
  PACKAGE_IDS,
  type PackageId,
} from '@shared/calculators/management-packages';
import { EXPENSE_CATEGORIES, WHOLE_SHARE_BP } from '@shared/owners/ledger';
import { claims, openMigratedDb } from './migrated-db';

let db: PGlite;
const ADMIN = { ...claims.admin, email: 'staff@lusaproperty.local' };

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** Basis-point shares adding up to 10000: the gaps between 0 to 3 distinct cut points. */
const shares = fc.uniqueArray(fc.integer({ min: 1, max: WHOLE_SHARE_BP - 1 }), { maxLength: 3 }).map((cuts) => {
  const points = [0, ...cuts.sort((a, b) => a - b), WHOLE_SHARE_BP];
  return points.slice(1).map((point, i) => point - points[i]!);
});

/** The reference split: each part rounded down, the cents left to the largest remainders (ties: first). */
function splitCents(total: number, bp: number[]): number[] {
  const magnitude = Math.abs(total);
  const parts = bp.map((share) => Math.floor((magnitude * share) / WHOLE_SHARE_BP));
  const remainders = bp.map((share) => (magnitude * share) % WHOLE_SHARE_BP);
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0);
  while (left > 0) {
    let best = 0;
    for (let i = 1; i < bp.length; i += 1) if (remainders[i]! > remainders[best]!) best = i;
    parts[best]! += 1;
    remainders[best] = -1;
    left -= 1;
  }
  return total < 0 ? parts.map((part) => (part === 0 ? 0 : -part)) : parts;
}

describe('private.split_cents', () => {
  it('matches the reference: the parts add up, each within a cent of its exact share', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), shares, async (total, bp) => {
        const { rows } = await db.query<{ parts: string[] }>(
          `select private.split_cents($1::bigint, $2::int[])::text[] as parts`,
          [total, bp],
        );
        const parts = rows[0]!.parts.map(Number);
        expect(parts).toEqual(splitCents(total, bp));
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part, i) => {
          // |part - total x share| < 1 cent, in integers: |part x 10000 - total x bp| < 10000.
          expect(Math.abs(part * WHOLE_SHARE_BP - total * bp[i]!)).toBeLessThan(WHOLE_SHARE_BP);
        });
      }),
      { seed: 53, numRuns: 300 },
    );
  });
});

interface MonthInput {
  rents: { amount: number; withheldPercent: number }[];
  expenses: { category: (typeof EXPENSE_CATEGORIES)[number]; amount: number }[];
  payouts: { owner: number; amount: number }[];
  adjustments: { credit: boolean; amount: number; monthsBack: number }[];
}

const month: fc.Arbitrary<MonthInput> = fc.record({
  rents: fc.array(
    fc.record({ amount: fc.integer({ min: 1, max: 500_000 }), withheldPercent: fc.constantFrom(0, 0, 25, 100) }),
    { maxLength: 2 },
  ),
  expenses: fc.array(
    fc.record({ category: fc.constantFrom(...EXPENSE_CATEGORIES), amount: fc.integer({ min: 1, max: 200_000 }) }),
    { maxLength: 3 },
  ),
  payouts: fc.array(fc.record({ owner: fc.nat(3), amount: fc.integer({ min: 1, max: 300_000 }) }), { maxLength: 2 }),
  adjustments: fc.array(
    fc.record({
      credit: fc.boolean(),
      amount: fc.integer({ min: 1, max: 100_000 }),
      monthsBack: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 2 },
  ),
});

let nifCounter = 0;
/** A fresh valid tax number (check digit computed as nifValid checks it). */
function nextNif(): string {
  nifCounter += 1;
  const base = String(20_000_000 + nifCounter);
  let total = 0;
  for (let i = 0; i < 8; i += 1) total += Number(base[i]) * (9 - i);
  const remainder = total % 11;
  return `${base}${remainder < 2 ? 0 : 11 - remainder}`;
}

const monthKeyOf = (index: number) => {
  const date = new Date(Date.UTC(2023, 10 + index, 1));
  return date.toISOString().slice(0, 7);
};

/** The management fee before VAT, as the business prices it: percent of the rent half up, at least the minimum. */
function feeCents(income: number, pkg: PackageId): number {
  if (income <= 0) return 0;
  const { percent, minimumEuros } = MANAGEMENT_PACKAGES[pkg];
  return Math.max(Math.floor((income * percent + 50) / 100), minimumEuros * 100);
}

interface Figures {
  opening_cents: number;
  income_cents: number;
  withheld_cents: number;
  expenses_cents: number;
  fee_cents: number;
  vat_cents: number;
  payouts_cents: number;
  adjustments_cents: number;
  closing_cents: number;
}
const FIGURES: (keyof Figures)[] = [
  'opening_cents',
  'income_cents',
  'withheld_cents',
  'expenses_cents',
  'fee_cents',
  'vat_cents',
  'payouts_cents',
  'adjustments_cents',
  'closing_cents',
];
const SPLIT: (keyof Figures)[] = [
  'income_cents',
  'withheld_cents',
  'expenses_cents',
  'fee_cents',
  'vat_cents',
  'adjustments_cents',
];
const reconciles = (f: Figures) =>
  f.opening_cents +
  f.income_cents -
  f.withheld_cents -
  f.expenses_cents -
  f.fee_cents -
  f.vat_cents -
  f.payouts_cents +
  f.adjustments_cents;
const INT_FIGURES = FIGURES.map((name) => `${name}::int`).join(', ');

async function recordAndClose(tx: Transaction, bp: number[], pkg: PackageId, months: MonthInput[]) {
  const call = async (fn: string, arg: unknown) =>
    (await tx.query<{ id: string }>(`select public.${fn}($1::jsonb) as id`, [JSON.stringify(arg)])).rows[0]!.id;
  const owners: string[] = [];
  for (const _ of bp) {
    const n = nifCounter + 1;
    owners.push(
      await call('admin_owner_save', {
        full_name: `Owner ${n}`,
        email: `owner${n}@example.com`,
        language: n % 2 ? 'he' : 'en',
        tax_country: 'IL',
        nif: nextNif(),
        package: pkg,
      }),
    );
  }
  const property = await call('admin_property_save', {
    address: 'Rua do Teste 1',
    city: 'Lisbon',
    property_type: 'apartment',
    package: pkg,
    owners: owners.map((owner_id, i) => ({ owner_id, share_bp: bp[i] })),
  });
  const expected: {
    key: string;
    income: number;
    withheld: number;
    expenses: number;
    byCategory: Record<string, number>;
    payouts: Map<string, number>;
    adjustments: number;
  }[] = [];
  for (const [index, input] of months.entries()) {
    const key = monthKeyOf(index);
    const entry = (fields: Record<string, unknown>) =>
      call('admin_ledger_add', { property_id: property, month: key, entry_date: `${key}-15`, ...fields });
    const byCategory: Record<string, number> = {};
    const payouts = new Map<string, number>();
    let income = 0;
    let withheld = 0;
    let adjustments = 0;
    for (const [i, { amount, withheldPercent }] of input.rents.entries()) {
      const tax = Math.floor((amount * withheldPercent) / 100);
      await entry({ kind: 'rent', amount_cents: amount, withheld_cents: tax, reference: `R${index}-${i}` });
      income += amount;
      withheld += tax;
    }
    for (const { category, amount } of input.expenses) {
      await entry({ kind: 'expense', amount_cents: amount, category, supplier: 'Fornecedor' });
      byCategory[category] = (byCategory[category] ?? 0) + amount;
    }
    for (const { owner, amount } of input.payouts) {
      const payee = owners[owner % owners.length]!;
      await entry({ kind: 'payout', amount_cents: amount, owner_id: payee, reference: 'TRF' });
      payouts.set(payee, (payouts.get(payee) ?? 0) + amount);
    }
    for (const { credit, amount, monthsBack } of input.adjustments) {
      if (index - monthsBack < 0) continue;
      await entry({
        kind: 'adjustment',
        amount_cents: amount,
        direction: credit ? 'credit' : 'debit',
        category: 'repairs',
        adjusts_month: monthKeyOf(index - monthsBack),
        note: 'Correction',
      });
      adjustments += credit ? amount : -amount;
    }
    await tx.query(`select public.admin_month_close($1, $2)`, [property, key]);
    const expenses = Object.values(byCategory).reduce((sum, value) => sum + value, 0);
    expected.push({ key, income, withheld, expenses, byCategory, payouts, adjustments });
  }
  return { property, owners, expected };
}

describe('statements closed through admin_month_close', () => {
  it('reconcile, split by share to the cent, charge the package fee and carry each balance forward', async () => {
    await fc.assert(
      fc.asyncProperty(
        shares,
        fc.constantFrom(...PACKAGE_IDS),
        fc.array(month, { minLength: 2, maxLength: 5 }),
        async (bp, pkg, months) => {
          await db.transaction(async (tx) => {
            await tx.exec(`set local role authenticated`);
            await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(ADMIN)]);
            const { property, owners, expected } = await recordAndClose(tx, bp, pkg, months);
            const statements = (
              await tx.query<
                Figures & {
                  id: string;
                  month: string;
                  fee_percent: number;
                  expenses_by_category: Record<string, number>;
                }
              >(
                `select id, to_char(s.month, 'YYYY-MM') as month, fee_percent, expenses_by_category, ${INT_FIGURES}
                 from public.owner_statements s where property_id = $1 order by s.month`,
                [property],
              )
            ).rows;
            expect(statements.map((s) => s.month)).toEqual(expected.map((e) => e.key));
            let previous: Figures | null = null;
            let previousParts = new Map<string, Figures>();
            for (const [i, statement] of statements.entries()) {
              const want = expected[i]!;
              expect(statement.closing_cents).toBe(reconciles(statement));
              expect(statement.opening_cents).toBe(previous?.closing_cents ?? 0);
              expect(statement.income_cents).toBe(want.income);
              expect(statement.withheld_cents).toBe(want.withheld);
              expect(statement.expenses_cents).toBe(want.expenses);
              expect(statement.expenses_by_category).toEqual(want.byCategory);
              expect(statement.payouts_cents).toBe([...want.payouts.values()].reduce((a, b) => a + b, 0));
              expect(statement.adjustments_cents).toBe(want.adjustments);
              expect(statement.fee_percent).toBe(MANAGEMENT_PACKAGES[pkg].percent);
              expect(statement.fee_cents).toBe(feeCents(want.income, pkg));
              expect(statement.vat_cents).toBe(Math.floor((statement.fee_cents * MANAGEMENT_VAT_PERCENT + 50) / 100));

              const parts = (
                await tx.query<Figures & { owner_id: string; share_bp: number }>(
                  `select owner_id, share_bp, ${INT_FIGURES} from public.owner_statement_shares where statement_id = $1`,
                  [statement.id],
                )
              ).rows;
              expect(parts.map((part) => part.owner_id).sort()).toEqual([...owners].sort());
              for (const figure of FIGURES) {
                expect(
                  parts.reduce((sum, part) => sum + part[figure], 0),
                  figure,
                ).toBe(statement[figure]);
              }
              for (const part of parts) {
                expect(part.share_bp).toBe(bp[owners.indexOf(part.owner_id)]);
                expect(part.closing_cents).toBe(reconciles(part));
                expect(part.opening_cents).toBe(previousParts.get(part.owner_id)?.closing_cents ?? 0);
                expect(part.payouts_cents).toBe(want.payouts.get(part.owner_id) ?? 0);
                for (const figure of SPLIT) {
                  expect(
                    Math.abs(part[figure] * WHOLE_SHARE_BP - statement[figure] * part.share_bp),
                    figure,
                  ).toBeLessThan(WHOLE_SHARE_BP);
                }
              }
              previous = statement;
              previousParts = new Map(parts.map((part) => [part.owner_id, part]));
            }
            await tx.rollback();
          });
        },
      ),
      { seed: 53, numRuns: 100 },
    );
  }, 60_000);
});
