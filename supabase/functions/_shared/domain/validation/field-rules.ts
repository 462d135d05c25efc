// What each lead field may contain: the one source of the limits (the lead tables' checks in the
// migrations repeat them; tests/functions/schema-constraints.test.ts fails when they disagree) and
// of the allowed characters. Free of zod, so the forms' per-keystroke checks can use it too.
import { EMAIL_MAX_LENGTH } from './email.ts';

export const FIELD_LIMITS = {
  name: 100,
  fullName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  subject: 200,
  message: 5000,
  consentVersion: 50,
  sourcePage: 500,
} as const;

/**
 * The investment lead: the name's and the phone's minimum (a phone holds at least 6 digits, whatever
 * else it holds) and the calculator inputs (the sliders' bounds, docs/product-rules.md).
 */
export const INVESTMENT_BOUNDS = {
  nameMin: 2,
  phoneMin: 6,
  equity: { min: 50_000, max: 2_000_000 },
  leverage: { min: 0, max: 70 },
  mortgageYears: { min: 0, max: 30 },
} as const;

/** How many digits (0-9) a phone number holds: the investment lead's phone needs `phoneMin`. */
export function phoneDigitCount(value: string): number {
  return value.replace(/[^0-9]/g, '').length;
}

/**
 * The range of each figure the investment calculator can show, euros (a month where monthly) or
 * percent, for inputs within their bounds and running-cost assumptions within theirs
 * (docs/leads.md, "The investment lead"). The lead's figures are refused outside them, by the
 * function and by the table's checks. Derived from the inputs' extremes: the value is at most
 * 2,000,000 / (1 - 0.7); the loan 70 % of it; the payment that loan over 5 years at 3.5 %; the rent
 * that value at the start yield of 6.6 %; the running costs every assumption at its maximum; the
 * income at least minus the costs and the payment. tests/domain/investment-lead.test.ts runs
 * the calculator over the inputs' grid and fails if a figure falls outside.
 */
export const INVESTMENT_FIGURE_BOUNDS = {
  total_asset_value: { min: 50_000, max: 6_666_667 },
  loan_amount: { min: 0, max: 4_666_667 },
  monthly_mortgage_payment: { min: 0, max: 85_000 },
  gross_monthly_rent: { min: 0, max: 37_000 },
  estimated_expenses: { min: 0, max: 100_000 },
  expected_monthly_income: { min: -185_000, max: 37_000 },
  expected_annual_return: { min: 0, max: 100 },
} as const;

// Control characters (C0, DEL, C1; NUL is refused by Postgres itself), the Unicode line and
// paragraph separators, and the bidirectional embeddings, overrides and isolates that can make
// text display in another order than it is stored. The marks LRM, RLM and ALM stay allowed: Hebrew
// text legitimately carries them.
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\n\r\t])[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** True when `value` holds control characters; `multiline` lets line breaks and tabs through. */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

const MARKS = '\\u061C\\u200C-\\u200F'; // ALM, zero-width (non-)joiner, LRM, RLM

/** Names: letters, digits, spaces and the punctuation names carry (O'Brien, Jean-Luc, J. R., & Co). */
export const NAME_PATTERN = new RegExp(`^[\\p{L}\\p{M}\\p{N}\\p{Zs}'’‘.,\\-‐–()&/${MARKS}]*$`, 'u');
/** Phone numbers: digits, spaces and + ( ) - . / */
export const PHONE_PATTERN = /^[0-9+()\-./\p{Zs}]*$/u;
/** One line of free text (a subject): printable characters of any script, no line breaks. */
export const LINE_PATTERN = new RegExp(`^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Zs}${MARKS}]*$`, 'u');
/** Free text over several lines (a message). */
export const TEXT_PATTERN = new RegExp(`^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Zs}\\n\\r\\t${MARKS}]*$`, 'u');
/** The characters an e-mail address may hold (letters of any script for international addresses). */
export const EMAIL_CHARACTERS = /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~@-]*$/u;
/** The consent text's version: a short token such as 2026-11-23. */
export const CONSENT_VERSION_PATTERN = /^[A-Za-z0-9._-]*$/;
/**
 * The page a form was sent from: a path of this site as the browser reports it (percent-encoded),
 * never `//host` (another site) nor an encoded control character such as %0d%0a.
 */
export const SOURCE_PAGE_PATTERN = /^(?:\/(?![/\\])(?!.*%(?:[01][0-9a-f]|7f))[A-Za-z0-9\-._~!$&()*+,;=:@%/]*)?$/i;
