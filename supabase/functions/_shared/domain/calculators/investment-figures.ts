/**
 * The investment calculator's fixed figures and the names of its inputs, without its arithmetic.
 * The facts register quotes the figures and the investment page reads the input names on every
 * visit; the calculator itself (and the purchase-costs module it uses) loads only when a visitor
 * opens it, so these live apart from it (docs/delivery.md, "The calculator's figures apart").
 * investment-calculator.ts re-exports all of them. Shared with Deno like the rest of the domain.
 */

/** Annual mortgage interest rate; the payment is computed monthly (rate / 12). */
export const MORTGAGE_ANNUAL_RATE = 0.035;
/** The highest share of the total asset value that may be financed. */
export const MAX_LEVERAGE_FRACTION = 0.7;
/** Multi-family properties are offered only from this total asset value (euros). */
export const MULTI_FAMILY_MIN_VALUE = 200_000;

/** Gross yield interpolation: the range of total asset values (euros) and its start yield (%). */
export const YIELD_RANGE_MIN_VALUE = 50_000;
export const YIELD_RANGE_MAX_VALUE = 2_000_000;
/** Multi-family properties start their yield range here instead of at `YIELD_RANGE_MIN_VALUE`. */
export const MULTI_FAMILY_YIELD_RANGE_MIN_VALUE = MULTI_FAMILY_MIN_VALUE;
export const YIELD_START_PERCENT = 6.6;
/** Yield (%) at the end of the range: apartments and any type without its own figure. */
export const YIELD_END_PERCENT_DEFAULT = 5.3;
/** Yield (%) at the end of the range for single-family houses and multi-family properties. */
export const YIELD_END_PERCENT_HOUSE = 5.0;

/** Added to the gross yield to give the weighted return (percentage points). */
export const WEIGHTED_RETURN_PREMIUM_PERCENT = 3.5;

/** The running-cost assumptions a visitor can change, in the order the page lists them. */
export const EXPENSE_OVERRIDE_KEYS = [
  'managementMonthly',
  'imiPercent',
  'condominiumPercent',
  'insurancePercent',
  'maintenancePercent',
  'vacancyPercent',
] as const;
export type ExpenseOverrideKey = (typeof EXPENSE_OVERRIDE_KEYS)[number];

/** The monthly running costs, euros, unrounded. */
export interface ExpenseItems {
  management: number;
  imi: number;
  condominium: number;
  insurance: number;
  maintenance: number;
  vacancy: number;
}

/** The running-cost item each changeable assumption sets. */
export const EXPENSE_ITEM_OF: Readonly<Record<ExpenseOverrideKey, keyof ExpenseItems>> = {
  managementMonthly: 'management',
  imiPercent: 'imi',
  condominiumPercent: 'condominium',
  insurancePercent: 'insurance',
  maintenancePercent: 'maintenance',
  vacancyPercent: 'vacancy',
};
