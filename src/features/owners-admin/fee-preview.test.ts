import { MANAGEMENT_PACKAGES, PACKAGE_IDS } from '@shared/calculators/management-packages';
import type { LedgerEntryRow } from '@shared/owners/ledger';
import {
  divideHalfUp,
  feeBasis,
  feeVatCents,
  managementFeeCents,
  monthPreview,
  packageTerms,
  statementFigures,
} from './fee-preview';

type Entry = Pick<LedgerEntryRow, 'kind' | 'amount_cents' | 'withheld_cents' | 'category' | 'direction'>;
const rent = (cents: number, withheld = 0): Entry => ({
  kind: 'rent',
  amount_cents: cents,
  withheld_cents: withheld,
  category: 'rent',
  direction: null,
});
const expense = (cents: number, category: Entry['category']): Entry => ({
  kind: 'expense',
  amount_cents: cents,
  withheld_cents: 0,
  category,
  direction: null,
});
const payout = (cents: number): Entry => ({
  kind: 'payout',
  amount_cents: cents,
  withheld_cents: 0,
  category: null,
  direction: null,
});
const adjustment = (cents: number, direction: 'credit' | 'debit'): Entry => ({
  kind: 'adjustment',
  amount_cents: cents,
  withheld_cents: 0,
  category: 'repairs',
  direction,
});

describe('the fee as the database works it out', () => {
  it('takes the packages of the migration (private.package_terms)', () => {
    expect(packageTerms('basic')).toEqual({ percent: 8, minimumCents: 12000 });
    expect(packageTerms('plus')).toEqual({ percent: 10, minimumCents: 20000 });
    expect(packageTerms('premium')).toEqual({ percent: 12, minimumCents: 30000 });
    for (const id of PACKAGE_IDS) expect(packageTerms(id).percent).toBe(MANAGEMENT_PACKAGES[id].percent);
  });

  it('divides rounding half up, in integers', () => {
    expect(divideHalfUp(149, 100)).toBe(1);
    expect(divideHalfUp(150, 100)).toBe(2);
    expect(divideHalfUp(0, 100)).toBe(0);
    expect(divideHalfUp(1_481_460, 100)).toBe(14815);
    expect(divideHalfUp(1_481_449, 100)).toBe(14814);
  });

  it('charges nothing in a month without rent', () => {
    expect(managementFeeCents(0, 10, 20000)).toBe(0);
  });

  it('charges the monthly minimum when the rate gives less', () => {
    expect(managementFeeCents(100_000, 10, 20000)).toBe(20000);
  });

  it('charges the rate on the rent, rounded half up to the cent', () => {
    expect(managementFeeCents(250_000, 10, 20000)).toBe(25000);
    // 12% of €1,234.55 = €148.146 → €148.15 (rounded half up), above the €120 minimum
    expect(managementFeeCents(123_455, 12, 12000)).toBe(14815);
    // 8% of €1,531.25 = €122.50 exactly
    expect(managementFeeCents(153_125, 8, 12000)).toBe(12250);
    // 8% of €1,531.31 = €122.5048 → €122.50
    expect(managementFeeCents(153_131, 8, 12000)).toBe(12250);
    // 8% of €1,531.32 = €122.5056 → €122.51
    expect(managementFeeCents(153_132, 8, 12000)).toBe(12251);
  });

  it('adds 23% VAT rounded half up', () => {
    expect(feeVatCents(20000)).toBe(4600);
    expect(feeVatCents(14815)).toBe(3407); // 3407.45
    expect(feeVatCents(50)).toBe(12); // 11.5
    expect(feeVatCents(0)).toBe(0);
  });

  it('matches a reference written with BigInt for many rents and every package', () => {
    for (let rentCents = 1; rentCents < 2_000_000; rentCents += 9_973) {
      for (const id of PACKAGE_IDS) {
        const { percent, minimumCents } = packageTerms(id);
        const byRate = (BigInt(rentCents) * BigInt(percent) + 50n) / 100n;
        const fee = byRate > BigInt(minimumCents) ? byRate : BigInt(minimumCents);
        expect(managementFeeCents(rentCents, percent, minimumCents)).toBe(Number(fee));
        expect(feeVatCents(Number(fee))).toBe(Number((fee * 23n + 50n) / 100n));
      }
    }
  });
});

describe('monthPreview', () => {
  it('sums the month as its statement will, tax withheld and adjustments included', () => {
    const preview = monthPreview(
      [
        rent(150_000, 37_500),
        expense(12_000, 'condominium'),
        expense(3_050, 'condominium'),
        expense(45_000, 'repairs'),
        payout(60_000),
        adjustment(2_000, 'credit'),
        adjustment(500, 'debit'),
      ],
      10_000,
      'plus',
    );
    expect(preview).toMatchObject({
      openingCents: 10_000,
      incomeCents: 150_000,
      withheldCents: 37_500,
      expensesByCategory: { condominium: 15_050, repairs: 45_000 },
      expensesCents: 60_050,
      feeCents: 20_000, // 10% of €1,500 is €150, under the €200 minimum
      vatCents: 4_600,
      payoutsCents: 60_000,
      adjustmentsCents: 1_500,
    });
    expect(preview.closingCents).toBe(10_000 + 150_000 - 37_500 - 60_050 - 20_000 - 4_600 - 60_000 + 1_500);
  });

  it('has no fee and a closing equal to the opening in an empty month', () => {
    const preview = monthPreview([], -2_500, 'basic');
    expect(preview.feeCents).toBe(0);
    expect(preview.vatCents).toBe(0);
    expect(preview.closingCents).toBe(-2_500);
  });

  it('always reconciles (closing = opening + income − withheld − expenses − fee − VAT − payouts + adjustments)', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return 1 + (seed % max);
    };
    for (let run = 0; run < 200; run += 1) {
      const entries: Entry[] = [];
      for (let i = next(8); i > 0; i -= 1) {
        const pick = next(4);
        if (pick === 1) entries.push(rent(next(500_000)));
        else if (pick === 2) entries.push(expense(next(100_000), 'utilities'));
        else if (pick === 3) entries.push(payout(next(300_000)));
        else entries.push(adjustment(next(20_000), next(2) === 1 ? 'credit' : 'debit'));
      }
      const p = monthPreview(entries, next(100_000) - 50_000, 'premium');
      expect(p.closingCents).toBe(
        p.openingCents +
          p.incomeCents -
          p.withheldCents -
          p.expensesCents -
          p.feeCents -
          p.vatCents -
          p.payoutsCents +
          p.adjustmentsCents,
      );
      expect(Number.isSafeInteger(p.closingCents)).toBe(true);
    }
  });
});

describe('statementFigures and feeBasis', () => {
  it('reads a published statement in the preview’s shape', () => {
    const figures = statementFigures({
      opening_cents: 0,
      income_cents: 100_000,
      withheld_cents: 0,
      expenses_by_category: { imi: 30_000 },
      expenses_cents: 30_000,
      fee_percent: 10,
      fee_minimum_cents: 20_000,
      vat_percent: 23,
      fee_cents: 20_000,
      vat_cents: 4_600,
      payouts_cents: 0,
      adjustments_cents: 0,
      closing_cents: 45_400,
    });
    expect(figures.expensesByCategory).toEqual({ imi: 30_000 });
    expect(feeBasis(figures)).toBe('minimum');
    expect(feeBasis({ ...figures, incomeCents: 300_000 })).toBe('rate');
    expect(feeBasis({ ...figures, incomeCents: 0 })).toBe('none');
  });
});
