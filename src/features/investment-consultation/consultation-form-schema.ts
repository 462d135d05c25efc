import type { z } from 'zod';
import { leadFormSchema } from '@/lib/forms/lead-form-schema';
import { INVESTMENT_LEAD_ERRORS, investmentContactFields } from '@shared/validation/investment-lead';

// The investment page's one lead form: the investment-submit function's field rules for name,
// e-mail and phone (required, at least 6 digits), plus consent. Loaded on the first submit only, so
// zod stays out of the page's first load.
export const consultationFormSchema = leadFormSchema(investmentContactFields, INVESTMENT_LEAD_ERRORS.terms);

export type ConsultationFormOutput = z.output<typeof consultationFormSchema>;
