// Validation error codes shared by the forms and the edge functions; each side turns a code into its
// own text. Kept apart from the schemas so that reading a code does not load zod.
export const NEWSLETTER_ERRORS = { empty: 'email_required', invalid: 'email_invalid' } as const;

/** Codes of the contact forms (contact page, home dialogs, consultation, calculator leads). */
export const CONTACT_ERRORS = {
  required: 'required_fields',
  emailInvalid: 'email_invalid',
  scriptContent: 'script_content',
  tooLong: 'too_long',
  phoneInvalid: 'phone_invalid',
  consent: 'consent_required',
} as const;

export type ContactErrorCode = (typeof CONTACT_ERRORS)[keyof typeof CONTACT_ERRORS];
