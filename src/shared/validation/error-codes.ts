// Validation error codes shared by the forms and the edge functions; each side turns a code into its
// own text. Kept apart from the schemas so that reading a code does not load zod.
export const NEWSLETTER_ERRORS = { empty: 'email_required', invalid: 'email_invalid' } as const;
