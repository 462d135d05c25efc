// The field rules the staff forms share, as zod pieces whose messages are codes (FORM_ERRORS); the
// forms show each code's text in the page's language. They repeat the database's checks
// (admin_*_save, admin_ledger_add), so a slip is shown next to its field before anything is sent.
import { parseEuroCents } from '@shared/owners/ledger';
import { z } from '@shared/validation/zod';
import { isIsoDate } from './months';

export const FORM_ERRORS = {
  required: 'required',
  tooShort: 'tooShort',
  tooLong: 'tooLong',
  email: 'email',
  nifFormat: 'nifFormat',
  nifCheckDigit: 'nifCheckDigit',
  country: 'country',
  share: 'share',
  sharesNot100: 'sharesNot100',
  duplicateOwner: 'duplicateOwner',
  tooManyOwners: 'tooManyOwners',
  amount: 'amount',
  amountPositive: 'amountPositive',
  amountTooLarge: 'amountTooLarge',
  withheldTooLarge: 'withheldTooLarge',
  date: 'date',
  dateOutsideMonth: 'dateOutsideMonth',
  endBeforeStart: 'endBeforeStart',
  month: 'month',
} as const;
export type FormError = (typeof FORM_ERRORS)[keyof typeof FORM_ERRORS];

/** The largest amount the database takes for one entry, lease rent or deposit: €1,000,000. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** The same address rule as the database's (admin_owner_save, admin_lease_save). */
const EMAIL = /^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/;

export function emailValid(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

/** Text of `min`..`max` characters once trimmed; empty is "required". */
export const textBetween = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: FORM_ERRORS.required, abort: true })
    .min(min, FORM_ERRORS.tooShort)
    .max(max, FORM_ERRORS.tooLong);

/** Optional text of at most `max` characters, null when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, FORM_ERRORS.tooLong)
    .transform((value) => value || null);

/** An e-mail address, trimmed and in lower case (as the database keeps it). */
export const emailAddress = z
  .string()
  .trim()
  .min(1, { message: FORM_ERRORS.required, abort: true })
  .transform((value) => value.toLowerCase())
  .refine(emailValid, FORM_ERRORS.email);

/**
 * Euros as typed, read into integer cents by parseEuroCents (never through a floating-point
 * number), at most MAX_AMOUNT_CENTS. Required and more than zero, unless `optional`: then empty
 * is 0 and zero is taken.
 */
export const euroCents = ({ optional = false }: { optional?: boolean } = {}) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '' && optional) return 0;
      const problem = (message: FormError) => {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (value === '') return problem(FORM_ERRORS.required);
      const cents = parseEuroCents(value);
      if (cents === null) return problem(FORM_ERRORS.amount);
      if (cents === 0 && !optional) return problem(FORM_ERRORS.amountPositive);
      if (cents > MAX_AMOUNT_CENTS) return problem(FORM_ERRORS.amountTooLarge);
      return cents;
    });

/** A calendar date 'YYYY-MM-DD' (what a date input gives). */
export const isoDate = z
  .string()
  .trim()
  .min(1, { message: FORM_ERRORS.required, abort: true })
  .refine(isIsoDate, { message: FORM_ERRORS.date, abort: true });
