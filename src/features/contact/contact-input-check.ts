// The check every change to a contact-form field goes through (docs/product-rules.md, "Forms": an invalid change is
// refused with an 'Invalid Input' notice). Free of zod so the form loads without it; the limits and
// character rules are the shared schema's, so what the form lets through the server accepts.
import { CONTACT_LIMITS, PHONE_PATTERN } from '@shared/validation/contact-limits';
import { hasControlCharacters, NAME_PATTERN, TEXT_PATTERN } from '@shared/validation/field-rules';
import { containsScriptContent } from '@shared/validation/input-safety';
import type { InputProblem } from '@/lib/forms/lead-form-text';

export type { InputProblem };

export type CheckedField = 'name' | 'email' | 'phone' | 'message';

export const FIELD_MAX_LENGTH: Record<CheckedField, number> = CONTACT_LIMITS;

/** What each free-text field may hold (the e-mail is checked as a whole on submit). */
const ALLOWED: Partial<Record<CheckedField, RegExp>> = { name: NAME_PATTERN, message: TEXT_PATTERN };

/** Why a new field value is refused, or null when it is acceptable. */
export function checkFieldInput(field: CheckedField, value: string): InputProblem | null {
  if (containsScriptContent(value)) return { kind: 'script' };
  const max = FIELD_MAX_LENGTH[field];
  if (value.length > max) return { kind: 'tooLong', max };
  if (hasControlCharacters(value, { multiline: field === 'message' })) return { kind: 'controlCharacters' };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { kind: 'phoneCharacters' };
  // Angle brackets are how markup starts: the visitor is told about HTML and script content.
  if (ALLOWED[field]?.test(value) === false)
    return /[<>]/.test(value) ? { kind: 'script' } : { kind: 'invalidCharacters' };
  return null;
}
