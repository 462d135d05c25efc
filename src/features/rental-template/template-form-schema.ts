// The template lead form's validation (docs/product-rules.md, "Forms"): the function's own field rules, so what the
// form accepts the server accepts. Loaded on the form's first check (lazySchemaResolver), never with the page.
import { z } from '@shared/validation/zod';
import { leadConsentFields } from '@/lib/forms/lead-form-schema';
import { TEMPLATE_ERRORS, templateDownloadFields } from '@shared/validation/template-download';

export const templateFormSchema = z.object({
  name: templateDownloadFields.fullName,
  email: templateDownloadFields.email,
  ...leadConsentFields(TEMPLATE_ERRORS.terms),
});

export type TemplateFormOutput = z.output<typeof templateFormSchema>;
