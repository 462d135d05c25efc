import { z } from './zod.ts';
import {
  EXPENSE_BOUNDS,
  EXPENSE_OVERRIDE_KEYS,
  type ExpenseOverrideKey,
  type ExpenseOverrides,
} from '../calculators/investment-calculator.ts';
import { EMAIL_PATTERN } from './email.ts';
import { CALCULATOR_ERRORS } from './error-codes.ts';
import { consentProofFields } from './contact.ts';
import { EMAIL_CHARACTERS, FIELD_LIMITS, INVESTMENT_BOUNDS, NAME_PATTERN, PHONE_PATTERN } from './field-rules.ts';
import { withTextRules } from './text-rules.ts';

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
} as const;

const script = { scriptCode: INVESTMENT_LEAD_ERRORS.scriptContent };

/** Contact fields of the investment calculator's lead form (docs/product-rules.md, "Forms"). */
export const investmentContactFields = {
  name: withTextRules(
    z
      .string(INVESTMENT_LEAD_ERRORS.name)
      .trim()
      .min(INVESTMENT_BOUNDS.nameMin, INVESTMENT_LEAD_ERRORS.name)
      .max(FIELD_LIMITS.name, INVESTMENT_LEAD_ERRORS.name),
    { allowed: NAME_PATTERN, ...script },
  ),
  email: withTextRules(
    z
      .string(INVESTMENT_LEAD_ERRORS.email)
      .trim()
      .max(FIELD_LIMITS.email, INVESTMENT_LEAD_ERRORS.email)
      .regex(EMAIL_PATTERN, INVESTMENT_LEAD_ERRORS.email),
    { allowed: EMAIL_CHARACTERS, allowedCode: INVESTMENT_LEAD_ERRORS.email, ...script },
  ),
  phone: withTextRules(
    z
      .string(INVESTMENT_LEAD_ERRORS.phone)
      .trim()
      .min(INVESTMENT_BOUNDS.phoneMin, INVESTMENT_LEAD_ERRORS.phone)
      .max(FIELD_LIMITS.phone, INVESTMENT_LEAD_ERRORS.phone),
    { allowed: PHONE_PATTERN, ...script },
  ),
};

/** Calculator inputs as the lead payload names them; bounds of the sliders (docs/product-rules.md, "Calculators (short)"). */
export const investmentInputFields = {
  equity: z
    .number(INVESTMENT_LEAD_ERRORS.amount)
    .min(INVESTMENT_BOUNDS.equity.min, INVESTMENT_LEAD_ERRORS.amount)
    .max(INVESTMENT_BOUNDS.equity.max, INVESTMENT_LEAD_ERRORS.amount),
  leverage: z
    .number(INVESTMENT_LEAD_ERRORS.leverage)
    .min(INVESTMENT_BOUNDS.leverage.min, INVESTMENT_LEAD_ERRORS.leverage)
    .max(INVESTMENT_BOUNDS.leverage.max, INVESTMENT_LEAD_ERRORS.leverage),
  mortgage_years: z
    .number(INVESTMENT_LEAD_ERRORS.term)
    .int(INVESTMENT_LEAD_ERRORS.term)
    .min(INVESTMENT_BOUNDS.mortgageYears.min, INVESTMENT_LEAD_ERRORS.term)
    .max(INVESTMENT_BOUNDS.mortgageYears.max, INVESTMENT_LEAD_ERRORS.term),
  property_type: z.enum(['apartment', 'family_house', 'multi_family'], INVESTMENT_LEAD_ERRORS.propertyType),
  /** "Will you live in Portugal?" (purchase-costs RESIDENCES); a lead without it is a resident's. */
  buyer_residence: z
    .enum(['resident', 'becoming_resident', 'non_resident'], INVESTMENT_LEAD_ERRORS.residence)
    .default('resident'),
};

/** The payload's names of the running-cost assumptions a visitor may change. */
export const EXPENSE_OVERRIDE_FIELDS = {
  managementMonthly: 'management_monthly',
  imiPercent: 'imi_percent',
  condominiumPercent: 'condominium_percent',
  insurancePercent: 'insurance_percent',
  maintenancePercent: 'maintenance_percent',
  vacancyPercent: 'vacancy_percent',
} as const satisfies Record<ExpenseOverrideKey, string>;
type ExpenseOverrideField = (typeof EXPENSE_OVERRIDE_FIELDS)[ExpenseOverrideKey];

function expenseField(key: ExpenseOverrideKey) {
  const { min, max } = EXPENSE_BOUNDS[key];
  return z
    .number(INVESTMENT_LEAD_ERRORS.expense)
    .min(min, INVESTMENT_LEAD_ERRORS.expense)
    .max(max, INVESTMENT_LEAD_ERRORS.expense)
    .optional();
}

/**
 * The assumptions the visitor changed (only those; a missing one keeps its default), with the
 * bounds of the calculator module: a value outside them is refused, not ignored. Unknown keys are
 * refused too, so a misspelt assumption cannot silently fall back to its default.
 */
export const expenseOverridesField = z
  .strictObject(
    Object.fromEntries(EXPENSE_OVERRIDE_KEYS.map((key) => [EXPENSE_OVERRIDE_FIELDS[key], expenseField(key)])) as Record<
      ExpenseOverrideField,
      ReturnType<typeof expenseField>
    >,
    INVESTMENT_LEAD_ERRORS.expense,
  )
  .optional();

export type ExpenseOverridesPayload = Partial<Record<ExpenseOverrideField, number>>;

/** The payload's form of the overrides (snake_case), and back. */
export function expenseOverridesToPayload(overrides: ExpenseOverrides): ExpenseOverridesPayload {
  const payload: ExpenseOverridesPayload = {};
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = overrides[key];
    if (value !== undefined) payload[EXPENSE_OVERRIDE_FIELDS[key]] = value;
  }
  return payload;
}

export function expenseOverridesFromPayload(payload: ExpenseOverridesPayload = {}): ExpenseOverrides {
  const overrides: ExpenseOverrides = {};
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = payload[EXPENSE_OVERRIDE_FIELDS[key]];
    if (value !== undefined) overrides[key] = value;
  }
  return overrides;
}

/**
 * The body of the investment-submit function (docs/product-rules.md, call 3). The
 * computed figures the browser sends are accepted but not trusted: the function recomputes them
 * from the inputs with the shared calculator.
 */
export const investmentLeadSchema = z.object({
  ...investmentContactFields,
  ...investmentInputFields,
  expense_overrides: expenseOverridesField,
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
