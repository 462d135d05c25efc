import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_SERVICES, PHONE_PATTERN } from './contact-limits.ts';
import { EMAIL_PATTERN } from './email.ts';
import { CONTACT_ERRORS } from './error-codes.ts';
import { containsScriptContent } from './input-safety.ts';

const noScript = (value: string | null | undefined) => !value || !containsScriptContent(value);

const requiredText = (max: number) =>
  z
    .string(CONTACT_ERRORS.required)
    .trim()
    .min(1, CONTACT_ERRORS.required)
    .max(max, CONTACT_ERRORS.tooLong)
    .refine(noScript, CONTACT_ERRORS.scriptContent);

/** Trimmed; empty or missing becomes null, as the spec sends empty optional fields. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, CONTACT_ERRORS.tooLong)
    .refine(noScript, CONTACT_ERRORS.scriptContent)
    .nullish()
    .transform((value) => value || null);

export const contactFields = {
  name: requiredText(CONTACT_LIMITS.name),
  email: z
    .string(CONTACT_ERRORS.required)
    .trim()
    .min(1, CONTACT_ERRORS.required)
    .max(CONTACT_LIMITS.email, CONTACT_ERRORS.emailInvalid)
    .regex(EMAIL_PATTERN, CONTACT_ERRORS.emailInvalid),
  phone: optionalText(CONTACT_LIMITS.phone).refine(
    (value) => value === null || PHONE_PATTERN.test(value),
    CONTACT_ERRORS.phoneInvalid,
  ),
  subject: optionalText(CONTACT_LIMITS.subject),
  message: optionalText(CONTACT_LIMITS.message),
  service: z
    .enum(CONTACT_SERVICES)
    .nullish()
    .transform((value) => value ?? null),
};

/** Consent proof every lead carries (see consent.ts). */
export const consentProofFields = {
  consent_version: z.string().trim().min(1).max(50),
  source_page: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((value) => value || null),
};

/** The body of the contact-submit function (spec section 7, call 2) plus consent proof. */
export const contactSubmissionSchema = z.object({
  ...contactFields,
  agrees_to_terms: z.literal(true, CONTACT_ERRORS.consent),
  agrees_to_marketing: z.boolean().default(false),
  ...consentProofFields,
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
