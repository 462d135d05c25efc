import { z } from './zod.ts';
import {
  EXPENSE_BOUNDS,
  EXPENSE_OVERRIDE_KEYS,
  type ExpenseOverrideKey,
  type ExpenseOverrides,
} from '../calculators/investment-calculator.ts';
import { emailField } from './email-field.ts';
import { INVESTMENT_LEAD_ERRORS } from './investment-lead-codes.ts';
import { consentProofFields } from './contact.ts';
import { FIELD_LIMITS, INVESTMENT_BOUNDS, NAME_PATTERN, PHONE_PATTERN } from './field-rules.ts';
import { withTextRules } from './text-rules.ts';

// The codes live apart (zod-free), so the form reads them without loading the schema.
export { INVESTMENT_LEAD_ERRORS };

/** How many digits (0-9) a phone number holds: the investment lead's phone needs `phoneMin`. */
export function phoneDigitCount(value: string): number {
  return value.replace(/[^0-9]/g, '').length;
}

/**
 * The range of each figure the investment calculator can show, euros (a month where monthly) or
 * percent, for inputs within their bounds and running-cost assumptions within theirs
 * (docs/leads.md, "The investment lead"). The lead's figures are refused outside them, by the
 * function and by the table's checks. Derived from the inputs' extremes: the value is at most
 * 2,000,000 / (1 - 0.7); the loan 70 % of it; the payment that loan over 5 years at 3.5 %; the rent
 * that value at the start yield of 6.6 %; the running costs every assumption at its maximum; the
 * income at least minus the costs and the payment. tests/domain/investment-lead.test.ts runs
 * the calculator over the inputs' grid and fails if a figure falls outside.
 */
export const INVESTMENT_FIGURE_BOUNDS = {
  total_asset_value: { min: 50_000, max: 6_666_667 },
  loan_amount: { min: 0, max: 4_666_667 },
  monthly_mortgage_payment: { min: 0, max: 85_000 },
  gross_monthly_rent: { min: 0, max: 37_000 },
  estimated_expenses: { min: 0, max: 100_000 },
  expected_monthly_income: { min: -185_000, max: 37_000 },
  expected_annual_return: { min: 0, max: 100 },
} as const;

const script = { scriptCode: INVESTMENT_LEAD_ERRORS.scriptContent };

/**
 * Contact fields of the investment page's one lead form (docs/leads.md, "The investment lead"): the
 * phone is required and holds at least 6 digits, on the form, in the function and in the table.
 */
export const investmentContactFields = {
  name: withTextRules(
    z
      .string(INVESTMENT_LEAD_ERRORS.name)
      .trim()
      .min(INVESTMENT_BOUNDS.nameMin, INVESTMENT_LEAD_ERRORS.name)
      .max(FIELD_LIMITS.name, INVESTMENT_LEAD_ERRORS.name),
    { allowed: NAME_PATTERN, ...script },
  ),
  email: emailField({
    required: INVESTMENT_LEAD_ERRORS.email,
    invalid: INVESTMENT_LEAD_ERRORS.email,
    script: INVESTMENT_LEAD_ERRORS.scriptContent,
  }),
  phone: withTextRules(
    z
      .string(INVESTMENT_LEAD_ERRORS.phone)
      .trim()
      .min(INVESTMENT_BOUNDS.phoneMin, INVESTMENT_LEAD_ERRORS.phone)
      .max(FIELD_LIMITS.phone, INVESTMENT_LEAD_ERRORS.phone),
    { allowed: PHONE_PATTERN, ...script },
  ).refine((value) => phoneDigitCount(value) >= INVESTMENT_BOUNDS.phoneMin, INVESTMENT_LEAD_ERRORS.phone),
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

/** A figure of the calculator: a number within its range (INVESTMENT_FIGURE_BOUNDS). */
function figureField(name: keyof typeof INVESTMENT_FIGURE_BOUNDS) {
  const { min, max } = INVESTMENT_FIGURE_BOUNDS[name];
  return z
    .number(INVESTMENT_LEAD_ERRORS.figures)
    .min(min, INVESTMENT_LEAD_ERRORS.figures)
    .max(max, INVESTMENT_LEAD_ERRORS.figures)
    .optional();
}

/** The calculator's figures as the lead payload names them. */
export const INVESTMENT_FIGURE_FIELDS = [
  'total_asset_value',
  'expected_annual_return',
  'loan_amount',
  'monthly_mortgage_payment',
  'gross_monthly_rent',
  'estimated_expenses',
  'expected_monthly_income',
] as const satisfies readonly (keyof typeof INVESTMENT_FIGURE_BOUNDS)[];

/** The inputs a lead's estimate needs, all four or none. */
const ESTIMATE_INPUTS = ['equity', 'leverage', 'mortgage_years', 'property_type'] as const;
/** What only a lead with an estimate may carry. */
const ESTIMATE_EXTRAS = ['buyer_residence', 'expense_overrides', ...INVESTMENT_FIGURE_FIELDS] as const;

const bodySchema = z.object({
  ...investmentContactFields,
  equity: investmentInputFields.equity.optional(),
  leverage: investmentInputFields.leverage.optional(),
  mortgage_years: investmentInputFields.mortgage_years.optional(),
  property_type: investmentInputFields.property_type.optional(),
  buyer_residence: z
    .enum(['resident', 'becoming_resident', 'non_resident'], INVESTMENT_LEAD_ERRORS.residence)
    .optional(),
  expense_overrides: expenseOverridesField,
  ...(Object.fromEntries(INVESTMENT_FIGURE_FIELDS.map((name) => [name, figureField(name)])) as Record<
    (typeof INVESTMENT_FIGURE_FIELDS)[number],
    ReturnType<typeof figureField>
  >),
  agrees_to_terms: z.literal(true, INVESTMENT_LEAD_ERRORS.terms),
  agrees_to_marketing: z.boolean().default(false),
  ...consentProofFields,
});

/**
 * The body of the investment-submit function: the investment page's one lead form
 * (docs/leads.md, "The investment lead"). The contact details always; the calculator's estimate
 * (its inputs, the visitor's changed assumptions and the figures the page showed) when the visitor
 * used the calculator: all four inputs or none, and nothing of the estimate without them. The
 * figures are checked against their ranges but not trusted: the function recomputes them from the
 * inputs with the shared calculator. The output gathers the estimate under `estimate` (null without).
 */
export const investmentLeadSchema = bodySchema
  .superRefine((body, context) => {
    const given = ESTIMATE_INPUTS.filter((name) => body[name] !== undefined);
    if (given.length === ESTIMATE_INPUTS.length) return;
    const missing = given.length > 0 ? ESTIMATE_INPUTS.filter((name) => body[name] === undefined) : [];
    const stray = given.length > 0 ? [] : ESTIMATE_EXTRAS.filter((name) => body[name] !== undefined);
    for (const name of [...missing, ...stray]) {
      context.addIssue({ code: 'custom', path: [name], message: INVESTMENT_LEAD_ERRORS.figures });
    }
  })
  .transform((body) => {
    const { equity, leverage, mortgage_years, property_type, buyer_residence, expense_overrides, ...rest } = body;
    const contact = Object.fromEntries(
      Object.entries(rest).filter(([name]) => !(INVESTMENT_FIGURE_FIELDS as readonly string[]).includes(name)),
    ) as Omit<typeof rest, (typeof INVESTMENT_FIGURE_FIELDS)[number]>;
    const estimate =
      equity !== undefined && leverage !== undefined && mortgage_years !== undefined && property_type !== undefined
        ? {
            equity,
            leverage,
            mortgage_years,
            property_type,
            buyer_residence: buyer_residence ?? ('resident' as const),
            expense_overrides,
          }
        : null;
    return { ...contact, estimate };
  });

export type InvestmentLeadInput = z.input<typeof investmentLeadSchema>;
export type InvestmentLead = z.output<typeof investmentLeadSchema>;
export type InvestmentEstimate = NonNullable<InvestmentLead['estimate']>;

/** The estimate part of a lead's body, as the calculator sends it with the form. */
export type InvestmentEstimatePayload = Required<
  Pick<
    InvestmentLeadInput,
    (typeof ESTIMATE_INPUTS)[number] | 'buyer_residence' | (typeof INVESTMENT_FIGURE_FIELDS)[number]
  >
> &
  Pick<InvestmentLeadInput, 'expense_overrides'>;
