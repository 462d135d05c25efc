// The template lead form's validation (spec section 5): the function's own field rules, so what the
// form accepts the server accepts. Loaded with the form, never with the page.
import { z } from 'zod';
import { templateDownloadFields } from '@shared/validation/template-download';

export const templateFormSchema = z.object({
  fullName: templateDownloadFields.fullName,
  email: templateDownloadFields.email,
  acceptTerms: templateDownloadFields.acceptTerms,
  acceptMarketing: z.boolean(),
});

export type TemplateFormOutput = z.output<typeof templateFormSchema>;
