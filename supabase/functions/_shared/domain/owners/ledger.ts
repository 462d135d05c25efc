// The owners' ledger as the database keeps it (supabase/migrations/20261201100000_owner_accounts.sql,
// docs/owner-accounts.md): row shapes, the categories, the error codes the staff functions raise, and
// the rules the browser checks before the database checks them again. Money is integer cents.
import { LANGUAGES } from '../languages.ts';

export const OWNER_LANGUAGES = LANGUAGES;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

export const PROPERTY_CITIES = ['Lisbon', 'Porto', 'Other'] as const;
export type PropertyCity = (typeof PROPERTY_CITIES)[number];

export const PROPERTY_TYPES = ['apartment', 'house', 'studio', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const ENTRY_KINDS = ['rent', 'expense', 'payout', 'adjustment'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Expense categories, in the order statements list them. */
export const EXPENSE_CATEGORIES = ['condominium', 'imi', 'repairs', 'insurance', 'utilities', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
/** What an adjustment corrects: the rent or an expense category. */
export type AdjustedCategory = 'rent' | ExpenseCategory;

/** A share of a property, in basis points: 10000 is 100%. */
export const WHOLE_SHARE_BP = 10_000;

export interface OwnerRow {
  id: string;
  user_id: string | null;
  full_name: string;
  email: string;
  language: OwnerLanguage;
  tax_country: string;
  nif: string;
  package: 'basic' | 'plus' | 'premium';
  invited_at: string | null;
  anonymised_at: string | null;
  created_at: string;
}

export interface PropertyRow {
  id: string;
  address: string;
  city: PropertyCity;
  property_type: PropertyType;
  package: 'basic' | 'plus' | 'premium';
  created_at: string;
}

export interface PropertyOwnerRow {
  property_id: string;
  owner_id: string;
  share_bp: number;
}

export interface LeaseRow {
  id: string;
  property_id: string;
  tenant_name: string;
  tenant_email: string | null;
  monthly_rent_cents: number;
  starts_on: string;
  ends_on: string | null;
  deposit_cents: number;
  document_path: string | null;
}

export interface LedgerEntryRow {
  id: string;
  property_id: string;
  /** First day of the statement month, 'YYYY-MM-01'. */
  month: string;
  kind: EntryKind;
  amount_cents: number;
  entry_date: string;
  category: AdjustedCategory | null;
  supplier: string | null;
  reference: string | null;
  withheld_cents: number;
  owner_id: string | null;
  direction: 'credit' | 'debit' | null;
  adjusts_month: string | null;
  note: string | null;
  receipt_path: string | null;
  created_at: string;
}

export interface StatementRow {
  id: string;
  property_id: string;
  month: string;
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
  published_at: string;
}

export interface StatementShareRow {
  statement_id: string;
  owner_id: string;
  share_bp: number;
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

/**
 * The messages' keys of the staff functions' refusals (the database raises them as the error's
 * message, SQLSTATE 22023 or 23514); the staff page shows each in its language.
 */
export const LEDGER_ERROR_CODES = [
  'invalid_name',
  'invalid_email',
  'invalid_language',
  'invalid_country',
  'invalid_nif',
  'invalid_package',
  'email_taken',
  'nif_taken',
  'not_found',
  'invalid_address',
  'invalid_city',
  'invalid_property_type',
  'invalid_share',
  'shares_not_100',
  'invalid_tenant',
  'invalid_amount',
  'amount_not_positive',
  'invalid_date',
  'invalid_lease_dates',
  'invalid_document',
  'invalid_month',
  'invalid_kind',
  'date_outside_month',
  'month_closed',
  'invalid_category',
  'invalid_supplier',
  'invalid_reference',
  'invalid_payee',
  'invalid_withheld',
  'invalid_direction',
  'adjusts_unpublished_month',
  'invalid_note',
  'month_already_closed',
  'month_not_ended',
  'earlier_month_open',
  'owners_changed',
  'statement_published',
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

/** The refusal's code in a database error message, or null for any other failure. */
export function ledgerErrorCode(message: string | null | undefined): LedgerErrorCode | null {
  const code = (message ?? '').trim();
  return (LEDGER_ERROR_CODES as readonly string[]).includes(code) ? (code as LedgerErrorCode) : null;
}

/**
 * A Portuguese tax number (NIF): nine digits, not starting with 0, the last a check digit (the sum of
 * the first eight weighted 9 down to 2, mod 11: 0 or 1 give 0, else 11 minus it). The database's
 * public.nif_valid applies the same rule; tests/db/owner-accounts.test.ts holds the two to the same answers.
 */
export function nifValid(nif: string): boolean {
  const digits = nif.replace(/\s+/g, '');
  if (!/^[1-9][0-9]{8}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < 8; i += 1) total += Number(digits[i]) * (9 - i);
  const remainder = total % 11;
  return Number(digits[8]) === (remainder < 2 ? 0 : 11 - remainder);
}

/**
 * Euros typed by a person ("1234.5", "1 234,50", "1.234,50") as integer cents, or null when it is not
 * an amount with at most two decimals. Never goes through a floating-point number.
 */
export function parseEuroCents(text: string): number | null {
  let value = text.replace(/[\s\u00a0€]/g, '');
  if (!value) return null;
  // "1.234,50" and "1,234.50": the last separator is the decimal one when 1 or 2 digits follow it.
  const lastSeparator = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'));
  let decimals = '';
  let decimalMark = '';
  if (lastSeparator >= 0 && value.length - lastSeparator - 1 <= 2) {
    decimalMark = value.charAt(lastSeparator);
    decimals = value.slice(lastSeparator + 1);
    value = value.slice(0, lastSeparator);
  }
  // What is left is whole euros, grouped by thousands with one separator that is not the decimal one
  // ("12,345.678", "1.234.5" and "1234,567" are slips of the keyboard, not amounts).
  if (/[.,]/.test(value)) {
    const grouped = /^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.exec(value);
    if (!grouped || grouped[1] === decimalMark) return null;
    value = value.replace(/[.,]/g, '');
  }
  if (!/^\d{1,9}$/.test(value) || !/^\d{0,2}$/.test(decimals)) return null;
  return Number(value) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Integer cents as a plain decimal ("1234.50", "-0.05"): for CSV files and form fields. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM' of a statement month ('YYYY-MM-01' or a date string). */
export function monthKey(date: string): string {
  return date.slice(0, 7);
}
