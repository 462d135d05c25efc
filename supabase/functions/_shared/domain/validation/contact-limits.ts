// Limits of the contact forms, free of zod so that the per-keystroke input check of the forms can
// use them without loading the schema library.
import { FIELD_LIMITS } from './field-rules.ts';

export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  subject: FIELD_LIMITS.subject,
  message: FIELD_LIMITS.message,
} as const;

/** Services a contact submission may name; the management calculator sends 'Property Management'. */
export const CONTACT_SERVICES = ['investment', 'property', 'Property Management'] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

export { PHONE_PATTERN } from './field-rules.ts';
