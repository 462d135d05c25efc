// The check every change to a contact-form field goes through (spec section 5: an invalid change is
// refused with an 'Invalid Input' notice). Free of zod so the form loads without it; the limits are
// the shared schema's.
import { CONTACT_LIMITS, PHONE_PATTERN } from '@shared/validation/contact-limits';
import { containsScriptContent } from '@shared/validation/input-safety';
import type { InputProblem } from '@/lib/forms/lead-form-text';

export type { InputProblem };

export type CheckedField = 'name' | 'email' | 'phone' | 'message';

export const FIELD_MAX_LENGTH: Record<CheckedField, number> = CONTACT_LIMITS;

/** Why a new field value is refused, or null when it is acceptable. */
export function checkFieldInput(field: CheckedField, value: string): InputProblem | null {
  if (containsScriptContent(value)) return { kind: 'script' };
  const max = FIELD_MAX_LENGTH[field];
  if (value.length > max) return { kind: 'tooLong', max };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { kind: 'phoneCharacters' };
  return null;
}
