// The values every lead form shares, under one naming across the forms, and what they go through
// before they are sent. Free of React and zod, so a payload module can use it.
import type { FieldErrors } from 'react-hook-form';
import type { ContactSubmissionInput } from '@shared/validation/contact';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';
import { containsScriptContent } from '@shared/validation/input-safety';

/** The contact details every lead form asks for, under one naming across the forms. */
export type LeadTextField = 'name' | 'email' | 'phone';

/** What every lead form holds: the contact details and the consent pair. */
export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  agreesToTerms: boolean;
  agreesToMarketing: boolean;
}

export const EMPTY_LEAD_VALUES: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  agreesToTerms: false,
  agreesToMarketing: false,
};

/**
 * A text as a lead sends it: trimmed, in Unicode normal form C (a Hebrew name typed on two keyboards
 * compares equal), without zero-width spaces or a byte-order mark left over from pasting.
 */
export function cleanLeadText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u200B\uFEFF]/g, '')
    .trim();
}

/** The first of `fields` whose value holds script content (the shared domain's one check), if any. */
export function fieldWithScriptContent<Values>(values: Values, fields: readonly (keyof Values)[]) {
  return fields.find((field) => {
    const value = values[field];
    return typeof value === 'string' && containsScriptContent(value);
  });
}

export type ContactSubmissionFields = Omit<ContactSubmissionInput, 'consent_version' | 'source_page'>;

/**
 * The contact-submit body of a lead form (the contact, consultation and management forms): the
 * contact details cleaned as every lead sends them, the consent, and what the lead is about.
 */
export function contactSubmission(
  values: Pick<LeadFormValues, 'name' | 'email' | 'agreesToMarketing'> & { phone: string | null },
  about: Pick<ContactSubmissionFields, 'subject' | 'message' | 'service'>,
): ContactSubmissionFields {
  return {
    name: cleanLeadText(values.name),
    email: cleanLeadText(values.email),
    phone: values.phone ? cleanLeadText(values.phone) : null,
    ...about,
    agrees_to_terms: true,
    agrees_to_marketing: values.agreesToMarketing,
  };
}

/**
 * What a contact-schema form says first about a refused submit: a required field (name, e-mail,
 * consent) is missing, or else the e-mail address is invalid; null for any other problem.
 */
export function missingOrInvalidEmail(errors: FieldErrors<LeadFormValues>): 'missing' | 'invalidEmail' | null {
  const missing = [errors.name, errors.email].some((error) => error?.message === CONTACT_ERRORS.required);
  if (missing || errors.agreesToTerms) return 'missing';
  return errors.email?.message === CONTACT_ERRORS.emailInvalid ? 'invalidEmail' : null;
}
