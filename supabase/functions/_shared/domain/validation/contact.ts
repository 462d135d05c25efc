import { z } from './zod.ts';
import { CONTACT_LIMITS, CONTACT_SERVICES } from './contact-limits.ts';
import { PUBLISHED_CONSENT_VERSIONS } from './consent.ts';
import { emailField } from './email-field.ts';
import { CONTACT_ERRORS } from './error-codes.ts';
import {
  CONSENT_VERSION_PATTERN,
  FIELD_LIMITS,
  LINE_PATTERN,
  NAME_PATTERN,
  PHONE_PATTERN,
  SOURCE_PAGE_PATTERN,
  TEXT_PATTERN,
} from './field-rules.ts';
import { withTextRules, type TextRule } from './text-rules.ts';

const script = { scriptCode: CONTACT_ERRORS.scriptContent };

const requiredText = (max: number, rule: TextRule) =>
  withTextRules(
    z.string(CONTACT_ERRORS.required).trim().min(1, CONTACT_ERRORS.required).max(max, CONTACT_ERRORS.tooLong),
    rule,
  );

/** Trimmed; empty or missing becomes null, as the forms send empty optional fields (docs/product-rules.md). */
const optionalText = (max: number, rule: TextRule) =>
  withTextRules(z.string().trim().max(max, CONTACT_ERRORS.tooLong), rule)
    .nullish()
    .transform((value) => value || null);

export const contactFields = {
  name: requiredText(CONTACT_LIMITS.name, { allowed: NAME_PATTERN, ...script }),
  email: emailField({ required: CONTACT_ERRORS.required, invalid: CONTACT_ERRORS.emailInvalid }),
  phone: optionalText(CONTACT_LIMITS.phone, {
    allowed: PHONE_PATTERN,
    allowedCode: CONTACT_ERRORS.phoneInvalid,
    ...script,
  }),
  subject: optionalText(CONTACT_LIMITS.subject, { allowed: LINE_PATTERN, ...script }),
  message: optionalText(CONTACT_LIMITS.message, { allowed: TEXT_PATTERN, multiline: true, ...script }),
  service: z
    .enum(CONTACT_SERVICES)
    .nullish()
    .transform((value) => value ?? null),
};

/** Consent proof every lead carries (see consent.ts). */
export const consentProofFields = {
  consent_version: withTextRules(
    z
      .string()
      .trim()
      .min(1)
      .max(FIELD_LIMITS.consentVersion)
      .refine((value) => PUBLISHED_CONSENT_VERSIONS.includes(value), { message: 'consent_version_unknown' }),
    { allowed: CONSENT_VERSION_PATTERN },
  ),
  source_page: withTextRules(z.string().trim().max(FIELD_LIMITS.sourcePage), { allowed: SOURCE_PAGE_PATTERN })
    .nullish()
    .transform((value) => value || null),
};

/** The body of the contact-submit function (docs/product-rules.md, call 2) plus consent proof. */
export const contactSubmissionSchema = z.object({
  ...contactFields,
  agrees_to_terms: z.literal(true, CONTACT_ERRORS.consent),
  agrees_to_marketing: z.boolean().default(false),
  ...consentProofFields,
});

export type ContactSubmissionInput = z.input<typeof contactSubmissionSchema>;
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
