import { z } from './zod.ts';
import { consentProofFields } from './contact.ts';
import { emailField } from './email-field.ts';
import { NAME_PATTERN } from './field-rules.ts';
import { TEMPLATE_ERRORS, TEMPLATE_LIMITS } from './template-limits.ts';
import { withTextRules } from './text-rules.ts';

export { TEMPLATE_ERRORS, TEMPLATE_LIMITS };

/** Template lead form of docs/product-rules.md, "Forms" (fullName 1-100, e-mail at most 255, terms accepted). */
export const templateDownloadFields = {
  fullName: withTextRules(
    z
      .string(TEMPLATE_ERRORS.fullName)
      .trim()
      .min(1, TEMPLATE_ERRORS.fullName)
      .max(TEMPLATE_LIMITS.fullName, TEMPLATE_ERRORS.fullName),
    { allowed: NAME_PATTERN, scriptCode: TEMPLATE_ERRORS.scriptContent },
  ),
  email: emailField({ required: TEMPLATE_ERRORS.email, invalid: TEMPLATE_ERRORS.email }),
  acceptTerms: z.literal(true, TEMPLATE_ERRORS.terms),
  acceptMarketing: z.boolean().default(false),
};

/** The body of the rental-template-download function (docs/product-rules.md, call 4) plus consent proof. */
export const templateDownloadSchema = z.object({ ...templateDownloadFields, ...consentProofFields });

export type TemplateDownloadInput = z.input<typeof templateDownloadSchema>;
export type TemplateDownload = z.output<typeof templateDownloadSchema>;
