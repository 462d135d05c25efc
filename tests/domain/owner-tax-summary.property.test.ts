// Properties of the year summary that must hold for any ledger (docs/owner-tax-summary.md): totals are
// the sums of their parts, co-owners' parts add up to the ledger, and converting payment by payment
// stays within half an agora per payment of converting the sum.
import fc from 'fast-check';
import type { LedgerEntryRow, StatementShareRow } from '@shared/owners/ledger';
import {
  centsToAgorot,
  EXPENSE_LINES,
  splitCents,
  SUMMARY_LINES,
  yearSummary,
  type YearSummaryInput,
} from '@shared/owners/tax-summary';
import { entry, FLAT, HOUSE, property, rate, share, statement } from './owner-tax-summary-fixtures';

const OWNERS = [
  '0a000000-0000-4000-8000-000000000000',
  '0b000000-0000-4000-8000-000000000000',
  '0c000000-0000-4000-8000-000000000000',
];

/** Basis-point shares of 1 to 3 co-owners adding up to 10000. */
const shares = fc.array(fc.integer({ min: 1, max: 9998 }), { minLength: 0, maxLength: 2 }).map((cuts) => {
  const points = [...new Set(cuts)].sort((a, b) => a - b);
  const edges = [0, ...points, 10000];
  return edges.slice(1).map((edge, i) => edge - edges[i]!);
});

const day = fc.integer({ min: 1, max: 28 }).map((d) => String(d).padStart(2, '0'));
const month = fc.integer({ min: 1, max: 12 }).map((m) => `2026-${String(m).padStart(2, '0')}`);

const ledgerEntry = fc
  .record({
    property_id: fc.constantFrom(FLAT, HOUSE),
    month,
    day,
    kind: fc.constantFrom('rent', 'expense', 'adjustment', 'payout') as fc.Arbitrary<LedgerEntryRow['kind']>,
    amount_cents: fc.integer({ min: 1, max: 100_000_000 }),
    withheld: fc.integer({ min: 0, max: 100 }),
    category: fc.constantFrom(
      'condominium',
      'imi',
      'repairs',
      'insurance',
      'utilities',
      'other',
      'rent',
    ) as fc.Arbitrary<NonNullable<LedgerEntryRow['category']>>,
    direction: fc.constantFrom('credit', 'debit') as fc.Arbitrary<'credit' | 'debit'>,
  })
  .map((e) =>
    entry({
      property_id: e.property_id,
      month: `${e.month}-01`,
      entry_date: `${e.month}-${e.day}`,
      kind: e.kind,
      amount_cents: e.amount_cents,
      withheld_cents: e.kind === 'rent' ? Math.floor((e.amount_cents * e.withheld) / 100) : 0,
      category:
        e.kind === 'rent'
          ? 'rent'
          : e.kind === 'expense'
            ? e.category === 'rent'
              ? 'other'
              : e.category
            : e.kind === 'adjustment'
              ? e.category
              : null,
      direction: e.kind === 'adjustment' ? e.direction : null,
      owner_id: e.kind === 'payout' ? OWNERS[0]! : null,
    }),
  );

/** Rates on most days of 2026 (a gap leaves some payments without one). */
const rates = fc.array(
  fc
    .record({ month, day, micro: fc.integer({ min: 1_000_000, max: 9_999_999 }) })
    .map((r) => rate(`${r.month}-${r.day}`, (r.micro / 1e6).toFixed(6))),
  { minLength: 0, maxLength: 120 },
);

/** A year of two properties, every month published, owned by the same co-owners with one set of shares. */
const year = fc
  .record({
    entries: fc.array(ledgerEntry, { maxLength: 40 }),
    shares,
    rates,
    fees: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 24, maxLength: 24 }),
  })
  .map(({ entries, shares: bps, rates: rateRows, fees }) => {
    const statements = [FLAT, HOUSE].flatMap((id) =>
      Array.from({ length: 12 }, (_, i) => statement(id, `2026-${String(i + 1).padStart(2, '0')}`)),
    );
    const shareRows: StatementShareRow[] = statements.flatMap((row, i) => {
      const fee = fees[i]!;
      const vat = Math.floor((fee * 23 + 50) / 100);
      const feeParts = splitCents(fee, bps);
      const vatParts = splitCents(vat, bps);
      return bps.map((bp, j) => share(row, OWNERS[j]!, bp, { fee_cents: feeParts[j]!, vat_cents: vatParts[j]! }));
    });
    const input: YearSummaryInput = {
      year: 2026,
      ownerId: OWNERS[0]!,
      properties: [property(FLAT), property(HOUSE)],
      statements,
      shares: shareRows,
      entries,
      rates: rateRows,
    };
    return { input, owners: OWNERS.slice(0, bps.length) };
  });

describe('the year summary, for any ledger', () => {
  it('has totals that are the sums of the properties, and groups that are the sums of their lines', () => {
    fc.assert(
      fc.property(year, ({ input }) => {
        const summary = yearSummary(input);
        for (const line of SUMMARY_LINES) {
          const parts = summary.properties.map((item) => item.lines[line]);
          expect(summary.totals.lines[line].cents).toBe(parts.reduce((sum, part) => sum + part.cents, 0));
          const agorot = parts.some((part) => part.agorot === null)
            ? null
            : parts.reduce((sum, part) => sum + part.agorot!, 0);
          expect(summary.totals.lines[line].agorot).toBe(agorot);
        }
        for (const item of summary.properties) {
          for (const line of SUMMARY_LINES) {
            const payments = item.payments.filter((payment) => payment.line === line);
            expect(item.lines[line].cents).toBe(payments.reduce((sum, payment) => sum + payment.cents, 0));
            expect(item.lines[line].agorot === null).toBe(payments.some((payment) => payment.agorot === null));
          }
          const expenses = EXPENSE_LINES.reduce((sum, line) => sum + item.lines[line].cents, 0);
          expect(item.deductible.cents + item.toConfirm.cents).toBe(expenses);
        }
        expect(summary.complete).toBe(
          summary.properties.every((item) => item.payments.every((payment) => payment.rate)),
        );
      }),
      { numRuns: 150 },
    );
  });

  it("gives co-owners parts that add up to the ledger's entries", () => {
    fc.assert(
      fc.property(year, ({ input, owners }) => {
        const summaries = owners.map((ownerId) => yearSummary({ ...input, ownerId }));
        const sum = (line: (typeof SUMMARY_LINES)[number]) =>
          summaries.reduce((total, summary) => total + summary.totals.lines[line].cents, 0);
        const ledger = (predicate: (row: LedgerEntryRow) => boolean, cents: (row: LedgerEntryRow) => number) =>
          input.entries.filter(predicate).reduce((total, row) => total + cents(row), 0);
        const sign = (row: LedgerEntryRow) => ((row.direction === 'credit') === (row.category === 'rent') ? 1 : -1);
        expect(sum('rent')).toBe(
          ledger(
            (row) => row.kind === 'rent',
            (row) => row.amount_cents,
          ) +
            ledger(
              (row) => row.kind === 'adjustment' && row.category === 'rent',
              (row) => sign(row) * row.amount_cents,
            ),
        );
        expect(sum('withheld')).toBe(
          ledger(
            (row) => row.kind === 'rent',
            (row) => row.withheld_cents,
          ),
        );
        for (const line of ['condominium', 'imi', 'repairs', 'insurance', 'utilities', 'other'] as const) {
          expect(sum(line)).toBe(
            ledger(
              (row) => row.kind === 'expense' && row.category === line,
              (row) => row.amount_cents,
            ) +
              ledger(
                (row) => row.kind === 'adjustment' && row.category === line,
                (row) => sign(row) * row.amount_cents,
              ),
          );
        }
        const fees = input.shares.reduce((total, row) => total + row.fee_cents, 0);
        expect(sum('management_fee')).toBe(fees);
      }),
      { numRuns: 150 },
    );
  });

  it('converts payment by payment within half an agora per payment of converting their sum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -100_000_000, max: 100_000_000 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (payments, micro) => {
          const each = payments.reduce((sum, cents) => sum + centsToAgorot(cents, micro), 0);
          const whole = centsToAgorot(
            payments.reduce((sum, cents) => sum + cents, 0),
            micro,
          );
          // Each rounding moves at most half an agora: n payments and the sum's own rounding.
          expect(Math.abs(each - whole) * 2).toBeLessThanOrEqual(payments.length + 1);
        },
      ),
    );
  });

  it('splits any amount into parts that add up to it, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), shares, (total, bps) => {
        const parts = splitCents(total, bps);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part, i) => expect(Math.abs(part * 10000 - total * bps[i]!)).toBeLessThan(10000));
      }),
    );
  });
});
