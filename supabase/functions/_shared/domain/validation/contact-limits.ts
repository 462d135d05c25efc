// Limits of the contact forms, free of zod so that the per-keystroke input check of the forms can
// use them without loading the schema library.
import { EMAIL_MAX_LENGTH } from './email.ts';

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, phone: 30, subject: 200, message: 5000 } as const;

/** Services a contact submission may name; the management calculator sends 'Property Management'. */
export const CONTACT_SERVICES = ['investment', 'property', 'Property Management'] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];

/** Characters a phone number may hold: digits, spaces and + ( ) - . / */
export const PHONE_PATTERN = /^[0-9+()\-.\s/]*$/;
