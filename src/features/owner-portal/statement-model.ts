// One month's statement as the owner reads it (docs/owner-accounts.md, "The month and its
// statement"): the statement's stored totals and the owner's stored part, with the month's entries
// sorted into the lines that explain them. Pure, so the page and the CSV show the same thing.
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type LedgerEntryRow,
  type PropertyRow,
  type StatementRow,
  type StatementShareRow,
} from '@shared/owners/ledger';

export interface ExpenseGroup {
  category: ExpenseCategory;
  /** The property's total for the category, as the statement stored it. */
  totalCents: number;
  entries: LedgerEntryRow[];
}

export interface StatementModel {
  statement: StatementRow;
  /** The owner's own part of it. */
  share: StatementShareRow;
  property: PropertyRow;
  /** 'YYYY-MM'. */
  month: string;
  rents: LedgerEntryRow[];
  /** Categories in the order statements list them; only those with an expense. */
  expenses: ExpenseGroup[];
  /** Payouts made to this owner. */
  payouts: LedgerEntryRow[];
  /** Payouts made to the property's other owners (in the property's total, not in this part). */
  otherPayoutsCents: number;
  adjustments: LedgerEntryRow[];
}

/** An adjustment's effect on the balance: a credit adds, a debit takes away. */
export function adjustmentCents(entry: Pick<LedgerEntryRow, 'amount_cents' | 'direction'>): number {
  return entry.direction === 'debit' ? -entry.amount_cents : entry.amount_cents;
}

const byDate = (a: LedgerEntryRow, b: LedgerEntryRow) =>
  a.entry_date < b.entry_date ? -1 : a.entry_date > b.entry_date ? 1 : a.created_at < b.created_at ? -1 : 1;

export function buildStatement(input: {
  statement: StatementRow;
  share: StatementShareRow;
  property: PropertyRow;
  entries: readonly LedgerEntryRow[];
  ownerId: string;
}): StatementModel {
  const { statement, share, property, ownerId } = input;
  const month = statement.month.slice(0, 7);
  const entries = input.entries
    .filter((entry) => entry.property_id === statement.property_id && entry.month.slice(0, 7) === month)
    .sort(byDate);
  const ofKind = (kind: LedgerEntryRow['kind']) => entries.filter((entry) => entry.kind === kind);

  const stored = statement.expenses_by_category;
  const expenses = EXPENSE_CATEGORIES.flatMap((category): ExpenseGroup[] => {
    const list = ofKind('expense').filter((entry) => entry.category === category);
    const totalCents = stored[category] ?? list.reduce((sum, entry) => sum + entry.amount_cents, 0);
    return list.length > 0 || totalCents !== 0 ? [{ category, totalCents, entries: list }] : [];
  });
  const payouts = ofKind('payout').filter((entry) => entry.owner_id === ownerId);

  return {
    statement,
    share,
    property,
    month,
    rents: ofKind('rent'),
    expenses,
    payouts,
    otherPayoutsCents: statement.payouts_cents - share.payouts_cents,
    adjustments: ofKind('adjustment'),
  };
}
