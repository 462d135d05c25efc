// The investment lead's validation codes (investment-submit; docs/leads.md, "The investment lead"),
// apart from the schema so that the form reads them without loading zod, and apart from
// error-codes.ts, which the app shell's newsletter form loads on every page.
import { CALCULATOR_ERRORS } from './error-codes.ts';

/** Codes of the investment page's one lead form (investment-submit; docs/leads.md, "The investment lead"). */
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
  expense: CALCULATOR_ERRORS.expenseOutOfRange,
  residence: 'residence_invalid',
  figures: CALCULATOR_ERRORS.figuresInvalid,
} as const;
