import { z } from '@shared/validation/zod';

// The consent pair of every lead form's schema, under the shared names (see LeadFormValues). Imported
// by the forms' lazily loaded schema modules only, so zod stays out of the pages' first load.
export function leadConsentFields(termsCode: string) {
  return { agreesToTerms: z.literal(true, termsCode), agreesToMarketing: z.boolean() };
}

/** A lead form's schema: the name, e-mail and phone rules of its function, and the consent pair. */
export function leadFormSchema<Name extends z.ZodType, Email extends z.ZodType, Phone extends z.ZodType>(
  fields: { name: Name; email: Email; phone: Phone },
  termsCode: string,
) {
  return z.object({ name: fields.name, email: fields.email, phone: fields.phone, ...leadConsentFields(termsCode) });
}
