// The one address rule of every form and function that takes an e-mail address (security review
// N2, docs/leads.md "The address rule"): the lead forms, the newsletter, ad alerts, and whatever
// comes next. Plain code, no zod, so the alert form (which loads no zod) and every zod schema
// (email-field.ts) apply this same function. The database refuses the same characters again
// (private.email_address_ok, 20261202100000_one_address_rule.sql).
import { EMAIL_CHARACTERS, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { hasControlCharacters } from './field-rules.ts';
import { containsScriptContent } from './input-safety.ts';

/**
 * The one written form of an address before it is checked, counted or compared: trimmed and in
 * Unicode NFC, so `josé` typed as e + combining accent is the same address as the precomposed é.
 * The database lower-cases it on top (public.normalize_email; JavaScript's lower-casing differs
 * from Postgres' for some letters, so only the database does that part).
 */
export function tidyEmail(value: string): string {
  return value.trim().normalize('NFC');
}

/** Why an address is refused, in the order the forms report it. */
export type EmailProblem = 'required' | 'control' | 'script' | 'invalid';

/**
 * The first problem of a tidied address, or null when it is one: something@something.something,
 * at most 255 characters, only letters, digits and the characters an address may carry. So never
 * the display-name form (`Name <victim@example.com>`), a list (`a@x.com, b@x.com`), quotes, spaces,
 * control, bidirectional or zero-width characters, nor a lone surrogate.
 */
export function emailProblem(email: string): EmailProblem | null {
  if (!email) return 'required';
  if (hasControlCharacters(email)) return 'control';
  if (containsScriptContent(email)) return 'script';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email) || !EMAIL_CHARACTERS.test(email)) {
    return 'invalid';
  }
  return null;
}

/** Tidies and checks an address as a form or a function receives it. */
export function checkEmailAddress(value: unknown): { ok: true; email: string } | { ok: false; problem: EmailProblem } {
  const email = typeof value === 'string' ? tidyEmail(value) : '';
  const problem = emailProblem(email);
  return problem ? { ok: false, problem } : { ok: true, email };
}
