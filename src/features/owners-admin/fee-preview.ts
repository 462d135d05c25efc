// The running preview of an open month, worked out as admin_month_close will work it out
// (supabase/migrations/20261201100000_owner_accounts.sql, docs/owner-accounts.md "The month and its
// statement"): integer cents only, divisions rounded half up by integer arithmetic.
import { MANAGEMENT_PACKAGES, MANAGEMENT_VAT_PERCENT, type PackageId } from '@shared/calculators/management-packages';
import { EXPENSE_CATEGORIES, type ExpenseCategory, type LedgerEntryRow } from '@shared/owners/ledger';

export interface PackageTerms {
  /** Share of the month's rent, percent. */
  percent: number;
  /** Monthly minimum before VAT, cents. */
  minimumCents: number;
}

/** A package's rate and monthly minimum in cents (the calculator keeps the minimum in whole euros). */
export function packageTerms(id: PackageId): PackageTerms {
  const pkg = MANAGEMENT_PACKAGES[id];
  const minimumCents = pkg.minimumEuros * 100;
  if (!Number.isSafeInteger(minimumCents) || !Number.isInteger(pkg.percent)) {
    throw new Error(`Package ${id} is not in whole euros and percent`);
  }
  return { percent: pkg.percent, minimumCents };
}

/** n / d rounded half up, for n >= 0 and d > 0 integers, without a fraction in between. */
export function divideHalfUp(n: number, d: number): number {
  const shifted = n * 2 + d;
  const twice = d * 2;
  return (shifted - (shifted % twice)) / twice;
}

/**
 * public.management_fee_cents: nothing in a month without rent; otherwise the package's percent of
 * the rent, rounded half up to the cent, and at least the monthly minimum.
 */
export function managementFeeCents(rentCents: number, percent: number, minimumCents: number): number {
  if (rentCents <= 0) return 0;
  return Math.max(divideHalfUp(rentCents * percent, 100), minimumCents);
}

/** VAT on the fee (23%), rounded half up to the cent. */
export function feeVatCents(feeCents: number, vatPercent: number = MANAGEMENT_VAT_PERCENT): number {
  return divideHalfUp(feeCents * vatPercent, 100);
}

export interface MonthPreview {
  openingCents: number;
  /** Gross rent received. */
  incomeCents: number;
  /** Tax the tenant withheld from that rent (never reaches the owners' balance). */
  withheldCents: number;
  expensesByCategory: Partial<Record<ExpenseCategory, number>>;
  expensesCents: number;
  feePercent: number;
  feeMinimumCents: number;
  vatPercent: number;
  feeCents: number;
  vatCents: number;
  payoutsCents: number;
  /** Credits minus debits of adjustment entries. */
  adjustmentsCents: number;
  closingCents: number;
}

/**
 * The statement closing the month would publish: opening (the previous statement's closing) +
 * income − tax withheld − expenses − fee − VAT − payouts + adjustments.
 */
export function monthPreview(
  entries: readonly Pick<LedgerEntryRow, 'kind' | 'amount_cents' | 'withheld_cents' | 'category' | 'direction'>[],
  openingCents: number,
  pkg: PackageId,
): MonthPreview {
  let incomeCents = 0;
  let withheldCents = 0;
  let payoutsCents = 0;
  let adjustmentsCents = 0;
  const expensesByCategory: Partial<Record<ExpenseCategory, number>> = {};
  for (const entry of entries) {
    const amount = Number(entry.amount_cents);
    if (entry.kind === 'rent') {
      incomeCents += amount;
      withheldCents += Number(entry.withheld_cents ?? 0);
    } else if (entry.kind === 'expense') {
      const category = EXPENSE_CATEGORIES.find((name) => name === entry.category) ?? 'other';
      expensesByCategory[category] = (expensesByCategory[category] ?? 0) + amount;
    } else if (entry.kind === 'payout') {
      payoutsCents += amount;
    } else {
      adjustmentsCents += entry.direction === 'debit' ? -amount : amount;
    }
  }
  const expensesCents = Object.values(expensesByCategory).reduce((sum, cents) => sum + cents, 0);
  const terms = packageTerms(pkg);
  const feeCents = managementFeeCents(incomeCents, terms.percent, terms.minimumCents);
  const vatCents = feeVatCents(feeCents);
  return {
    openingCents,
    incomeCents,
    withheldCents,
    expensesByCategory,
    expensesCents,
    feePercent: terms.percent,
    feeMinimumCents: terms.minimumCents,
    vatPercent: MANAGEMENT_VAT_PERCENT,
    feeCents,
    vatCents,
    payoutsCents,
    adjustmentsCents,
    closingCents:
      openingCents +
      incomeCents -
      withheldCents -
      expensesCents -
      feeCents -
      vatCents -
      payoutsCents +
      adjustmentsCents,
  };
}

/** A published statement's figures in the preview's shape, so both read the same on screen. */
export function statementFigures(statement: {
  opening_cents: number;
  income_cents: number;
  withheld_cents: number;
  expenses_by_category: Partial<Record<ExpenseCategory, number>>;
  expenses_cents: number;
  fee_percent: number;
  fee_minimum_cents: number;
  vat_percent: number;
  fee_cents: number;
  vat_cents: number;
  payouts_cents: number;
  adjustments_cents: number;
  closing_cents: number;
}): MonthPreview {
  const byCategory: Partial<Record<ExpenseCategory, number>> = {};
  for (const category of EXPENSE_CATEGORIES) {
    const cents = statement.expenses_by_category[category];
    if (cents !== undefined) byCategory[category] = Number(cents);
  }
  return {
    openingCents: Number(statement.opening_cents),
    incomeCents: Number(statement.income_cents),
    withheldCents: Number(statement.withheld_cents),
    expensesByCategory: byCategory,
    expensesCents: Number(statement.expenses_cents),
    feePercent: statement.fee_percent,
    feeMinimumCents: Number(statement.fee_minimum_cents),
    vatPercent: statement.vat_percent,
    feeCents: Number(statement.fee_cents),
    vatCents: Number(statement.vat_cents),
    payoutsCents: Number(statement.payouts_cents),
    adjustmentsCents: Number(statement.adjustments_cents),
    closingCents: Number(statement.closing_cents),
  };
}

/** How the fee was set: none (no rent), the package's rate, or its monthly minimum. */
export function feeBasis(figures: Pick<MonthPreview, 'incomeCents' | 'feePercent' | 'feeMinimumCents'>) {
  if (figures.incomeCents <= 0) return 'none' as const;
  return divideHalfUp(figures.incomeCents * figures.feePercent, 100) < figures.feeMinimumCents
    ? ('minimum' as const)
    : ('rate' as const);
}
