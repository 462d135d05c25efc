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
/** The consent text's version: a short token such as 2026-11-23. */
export const CONSENT_VERSION_PATTERN = /^[A-Za-z0-9._-]*$/;
/**
 * The page a form was sent from: a path of this site as the browser reports it (percent-encoded),
 * never `//host` (another site) nor an encoded control character such as %0d%0a.
 */
export const SOURCE_PAGE_PATTERN = /^(?:\/(?![/\\])(?!.*%(?:[01][0-9a-f]|7f))[A-Za-z0-9\-._~!$&()*+,;=:@%/]*)?$/i;
