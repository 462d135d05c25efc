import type { z } from 'zod';
import { leadFormSchema } from '@/lib/forms/lead-form-schema';
import { contactFields } from '@shared/validation/contact';
import { CONTACT_ERRORS } from '@shared/validation/error-codes';

// The investment page's consultation form: the contact-submit function's field rules for name,
// e-mail and phone (optional), plus consent. Loaded on the first submit only.
export const consultationFormSchema = leadFormSchema(contactFields, CONTACT_ERRORS.consent);

export type ConsultationFormOutput = z.output<typeof consultationFormSchema>;
