import { z } from 'zod';
import { contactFields } from '@shared/validation/contact';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';

// The investment page's consultation form: the contact-submit function's field rules for name,
// e-mail and phone (optional), plus consent. Loaded on the first submit only.
export const consultationFormSchema = z.object({
  fullName: contactFields.name,
  email: contactFields.email,
  phone: contactFields.phone,
  agreeToTerms: z.literal(true, CONTACT_ERRORS.consent),
  agreeToMarketing: z.boolean(),
});

export type ConsultationFormOutput = z.output<typeof consultationFormSchema>;
