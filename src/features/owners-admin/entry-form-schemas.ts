// The four ledger entry forms (admin_ledger_add): rent received, an expense, a payout to a
// co-owner, and an adjustment correcting a published month. Amounts are typed in euros and read
// into integer cents; every date must fall where the database lets an entry of the month fall.
import { EXPENSE_CATEGORIES, type AdjustedCategory, type ExpenseCategory } from '@shared/owners/ledger';
import { z } from '@shared/validation/zod';
import { euroCents, FORM_ERRORS, isoDate, optionalText, textBetween } from './form-rules';
import { dateFitsMonth, isMonthKey } from './months';

/** What admin_ledger_add takes besides property_id and month. */
export type EntryPayload =
  | { kind: 'rent'; entry_date: string; amount_cents: number; reference: string | null; withheld_cents: number }
  | {
      kind: 'expense';
      entry_date: string;
      amount_cents: number;
      category: ExpenseCategory;
      supplier: string;
    }
  | { kind: 'payout'; entry_date: string; amount_cents: number; reference: string; owner_id: string }
  | {
      kind: 'adjustment';
      entry_date: string;
      amount_cents: number;
      direction: 'credit' | 'debit';
      category: AdjustedCategory;
      adjusts_month: string;
      note: string;
    };

export const ADJUSTED_CATEGORIES = ['rent', ...EXPENSE_CATEGORIES] as const satisfies readonly AdjustedCategory[];

/** An entry's date, which must fit the statement month `month` (date_outside_month). */
const entryDate = (month: string) =>
  isoDate.refine((value) => dateFitsMonth(value, month), FORM_ERRORS.dateOutsideMonth);

export interface RentFormValues {
  entry_date: string;
  amount: string;
  reference: string;
  withheld: string;
}

export function rentFormSchema(month: string) {
  return z
    .object({
      entry_date: entryDate(month),
      amount: euroCents(),
      reference: optionalText(80),
      withheld: euroCents({ optional: true }),
    })
    .superRefine((value, context) => {
      if (value.withheld > value.amount) {
        context.addIssue({ code: 'custom', message: FORM_ERRORS.withheldTooLarge, path: ['withheld'] });
      }
    })
    .transform((value): EntryPayload => ({
      kind: 'rent',
      entry_date: value.entry_date,
      amount_cents: value.amount,
      reference: value.reference,
      withheld_cents: value.withheld,
    }));
}

export interface ExpenseFormValues {
  category: ExpenseCategory;
  supplier: string;
  entry_date: string;
  amount: string;
}

export function expenseFormSchema(month: string) {
  return z
    .object({
      category: z.enum(EXPENSE_CATEGORIES),
      supplier: textBetween(1, 120),
      entry_date: entryDate(month),
      amount: euroCents(),
    })
    .transform((value): EntryPayload => ({
      kind: 'expense',
      entry_date: value.entry_date,
      amount_cents: value.amount,
      category: value.category,
      supplier: value.supplier,
    }));
}

export interface PayoutFormValues {
  owner_id: string;
  entry_date: string;
  amount: string;
  reference: string;
}

export function payoutFormSchema(month: string) {
  return z
    .object({
      owner_id: z.string().min(1, FORM_ERRORS.required),
      entry_date: entryDate(month),
      amount: euroCents(),
      reference: textBetween(1, 80),
    })
    .transform((value): EntryPayload => ({
      kind: 'payout',
      entry_date: value.entry_date,
      amount_cents: value.amount,
      reference: value.reference,
      owner_id: value.owner_id,
    }));
}

export interface AdjustmentFormValues {
  direction: 'credit' | 'debit';
  category: AdjustedCategory;
  adjusts_month: string;
  entry_date: string;
  amount: string;
  note: string;
}

/** `publishedMonths`: the months the adjustment may correct (published, before `month`). */
export function adjustmentFormSchema(month: string, publishedMonths: readonly string[]) {
  return z
    .object({
      direction: z.enum(['credit', 'debit']),
      category: z.enum(ADJUSTED_CATEGORIES),
      adjusts_month: z
        .string()
        .min(1, FORM_ERRORS.required)
        .refine((value) => isMonthKey(value) && value < month && publishedMonths.includes(value), FORM_ERRORS.month),
      entry_date: entryDate(month),
      amount: euroCents(),
      note: textBetween(3, 500),
    })
    .transform((value): EntryPayload => ({
      kind: 'adjustment',
      entry_date: value.entry_date,
      amount_cents: value.amount,
      direction: value.direction,
      category: value.category,
      adjusts_month: value.adjusts_month,
      note: value.note,
    }));
}
