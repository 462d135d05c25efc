import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.ts';
import { consentProofFields } from './contact.ts';
import { containsScriptContent } from './input-safety.ts';

export const INVESTMENT_LEAD_ERRORS = {
  name: 'name_too_short',
  phone: 'phone_too_short',
  email: 'email_invalid',
  terms: 'terms_required',
  scriptContent: 'script_content',
  amount: 'amount_out_of_range',
  leverage: 'leverage_out_of_range',
  term: 'term_out_of_range',
  propertyType: 'property_type_invalid',
} as const;

const noScript = (value: string) => !containsScriptContent(value);

/** Contact fields of the investment calculator's lead form (spec section 5). */
export const investmentContactFields = {
  name: z
    .string(INVESTMENT_LEAD_ERRORS.name)
    .trim()
    .min(2, INVESTMENT_LEAD_ERRORS.name)
    .max(100, INVESTMENT_LEAD_ERRORS.name)
    .refine(noScript, INVESTMENT_LEAD_ERRORS.scriptContent),
  email: z
    .string(INVESTMENT_LEAD_ERRORS.email)
    .trim()
    .max(EMAIL_MAX_LENGTH, INVESTMENT_LEAD_ERRORS.email)
    .regex(EMAIL_PATTERN, INVESTMENT_LEAD_ERRORS.email)
    .refine(noScript, INVESTMENT_LEAD_ERRORS.scriptContent),
  phone: z
    .string(INVESTMENT_LEAD_ERRORS.phone)
    .trim()
    .min(6, INVESTMENT_LEAD_ERRORS.phone)
    .max(30, INVESTMENT_LEAD_ERRORS.phone)
    .refine(noScript, INVESTMENT_LEAD_ERRORS.scriptContent),
};

/** Calculator inputs as the lead payload names them; bounds of the sliders (spec section 5). */
export const investmentInputFields = {
  equity: z
    .number(INVESTMENT_LEAD_ERRORS.amount)
    .min(50_000, INVESTMENT_LEAD_ERRORS.amount)
    .max(2_000_000, INVESTMENT_LEAD_ERRORS.amount),
  leverage: z
    .number(INVESTMENT_LEAD_ERRORS.leverage)
    .min(0, INVESTMENT_LEAD_ERRORS.leverage)
    .max(70, INVESTMENT_LEAD_ERRORS.leverage),
  mortgage_years: z
    .number(INVESTMENT_LEAD_ERRORS.term)
    .int(INVESTMENT_LEAD_ERRORS.term)
    .min(0, INVESTMENT_LEAD_ERRORS.term)
    .max(30, INVESTMENT_LEAD_ERRORS.term),
  property_type: z.enum(['apartment', 'family_house', 'multi_family'], INVESTMENT_LEAD_ERRORS.propertyType),
};

/**
 * The body of the investment-submit function (spec section 3, "Investment lead payload"). The
 * computed figures the browser sends are accepted but not trusted: the function recomputes them
 * from the inputs with the shared calculator.
 */
export const investmentLeadSchema = z.object({
  ...investmentContactFields,
  ...investmentInputFields,
  total_asset_value: z.number().optional(),
  expected_annual_return: z.number().optional(),
  loan_amount: z.number().optional(),
  monthly_mortgage_payment: z.number().optional(),
  gross_monthly_rent: z.number().optional(),
  estimated_expenses: z.number().optional(),
  expected_monthly_income: z.number().optional(),
  agrees_to_terms: z.literal(true, INVESTMENT_LEAD_ERRORS.terms),
  agrees_to_marketing: z.boolean().default(false),
  ...consentProofFields,
});

export type InvestmentLeadInput = z.input<typeof investmentLeadSchema>;
export type InvestmentLead = z.output<typeof investmentLeadSchema>;
