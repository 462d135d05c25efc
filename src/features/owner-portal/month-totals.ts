// The owner's part, month by month, for the 12-month chart: income against what went out (expenses,
// the management fee and its VAT), added up over their properties from their statement parts.
import type { StatementRow, StatementShareRow } from '@shared/owners/ledger';

export interface MonthTotals {
  /** 'YYYY-MM'. */
  month: string;
  incomeCents: number;
  /** Expenses, fee and VAT. */
  expensesCents: number;
}

/** 'YYYY-MM' of the month `offset` months after `month` ('YYYY-MM'). */
export function shiftMonth(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The 12 months ending with the latest one the owner has a statement for, oldest first; a month
 * without a statement counts as nothing. Empty when they have none.
 */
export function lastTwelveMonths(
  statements: readonly StatementRow[],
  shares: readonly StatementShareRow[],
): MonthTotals[] {
  const monthOf = new Map(statements.map((statement) => [statement.id, statement.month.slice(0, 7)]));
  const totals = new Map<string, MonthTotals>();
  for (const share of shares) {
    const month = monthOf.get(share.statement_id);
    if (!month) continue;
    const total = totals.get(month) ?? { month, incomeCents: 0, expensesCents: 0 };
    total.incomeCents += share.income_cents;
    total.expensesCents += share.expenses_cents + share.fee_cents + share.vat_cents;
    totals.set(month, total);
  }
  const latest = [...totals.keys()].sort().at(-1);
  if (!latest) return [];
  return Array.from({ length: 12 }, (_, index) => {
    const month = shiftMonth(latest, index - 11);
    return totals.get(month) ?? { month, incomeCents: 0, expensesCents: 0 };
  });
}
