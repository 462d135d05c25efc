import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { consentProofFields } from './contact.ts';
import { containsScriptContent } from './input-safety.ts';

export const TEMPLATE_ERRORS = {
  fullName: 'full_name_required',
  email: 'email_invalid',
  terms: 'terms_required',
  scriptContent: 'script_content',
} as const;

export const TEMPLATE_LIMITS = { fullName: 100, email: EMAIL_MAX_LENGTH } as const;

/** Template lead form of spec section 5 (fullName 1-100, e-mail at most 255, terms accepted). */
export const templateDownloadFields = {
  fullName: z
    .string(TEMPLATE_ERRORS.fullName)
    .trim()
    .min(1, TEMPLATE_ERRORS.fullName)
    .max(TEMPLATE_LIMITS.fullName, TEMPLATE_ERRORS.fullName)
    .refine((value) => !containsScriptContent(value), TEMPLATE_ERRORS.scriptContent),
  email: z
    .string(TEMPLATE_ERRORS.email)
    .trim()
    .max(TEMPLATE_LIMITS.email, TEMPLATE_ERRORS.email)
    .regex(EMAIL_PATTERN, TEMPLATE_ERRORS.email),
  acceptTerms: z.literal(true, TEMPLATE_ERRORS.terms),
  acceptMarketing: z.boolean().default(false),
};

/** The body of the rental-template-download function (spec section 7, call 4) plus consent proof. */
export const templateDownloadSchema = z.object({ ...templateDownloadFields, ...consentProofFields });

export type TemplateDownloadInput = z.input<typeof templateDownloadSchema>;
export type TemplateDownload = z.output<typeof templateDownloadSchema>;
