// Limits and error codes of the template lead form, free of zod so that the form can show them
// without loading the schema library (its schema loads on the first check).
import { FIELD_LIMITS } from './field-rules.ts';

export const TEMPLATE_ERRORS = {
  fullName: 'full_name_required',
  email: 'email_invalid',
  terms: 'terms_required',
  scriptContent: 'script_content',
} as const;

export const TEMPLATE_LIMITS = { fullName: FIELD_LIMITS.fullName, email: FIELD_LIMITS.email } as const;
