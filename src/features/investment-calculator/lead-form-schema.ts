import { z } from 'zod';
import { INVESTMENT_LEAD_ERRORS, investmentContactFields } from '@shared/validation/investment-lead';

// The calculator lead form's own fields, with the field rules of the investment-submit function
// (spec section 5: name at least 2 characters, phone at least 6, a valid e-mail, terms accepted).
// Loaded on the first submit only (lazySchemaResolver), so zod stays out of the page's first load.
export const investmentLeadFormSchema = z.object({
  name: investmentContactFields.name,
  email: investmentContactFields.email,
  phone: investmentContactFields.phone,
  acceptTerms: z.literal(true, INVESTMENT_LEAD_ERRORS.terms),
  acceptMarketing: z.boolean(),
});

export type InvestmentLeadFormOutput = z.output<typeof investmentLeadFormSchema>;
