import type { z } from 'zod';
import { leadFormSchema } from '@/lib/forms/lead-form-schema';
import { INVESTMENT_LEAD_ERRORS, investmentContactFields } from '@shared/validation/investment-lead';

// The calculator lead form's own fields, with the field rules of the investment-submit function
// (docs/product-rules.md, "Forms": name at least 2 characters, phone at least 6, a valid e-mail, terms accepted).
// Loaded on the first submit only (lazySchemaResolver), so zod stays out of the page's first load.
export const investmentLeadFormSchema = leadFormSchema(investmentContactFields, INVESTMENT_LEAD_ERRORS.terms);

export type InvestmentLeadFormOutput = z.output<typeof investmentLeadFormSchema>;
