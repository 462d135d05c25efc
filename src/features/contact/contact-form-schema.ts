import { z } from '@shared/validation/zod';
import { leadConsentFields } from '@/lib/forms/lead-form-schema';
import { contactFields } from '@shared/validation/contact';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';

// The contact form's own fields, validated with the same field rules as the contact-submit function.
// Loaded on the first submit only (see lazySchemaResolver), so zod stays out of the page's first load.
export const contactFormSchema = z.object({
  name: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
  message: contactFields.message,
  ...leadConsentFields(CONTACT_ERRORS.consent),
});

export type ContactFormOutput = z.output<typeof contactFormSchema>;
