/**
 * The investment-return calculator (product spec, section 9) and the state rules of its inputs
 * (section 4), as pure functions.
 *
 * The module is shared by the investment page and the `investment-submit` edge function, which
 * recomputes the figures rather than trusting the browser. It therefore has no imports at all: it
 * must type-check and run unchanged under the app's TypeScript config, Vitest and Deno.
 *
 * Rounding:
 * - `calculateInvestment` keeps money values unrounded (full floating-point precision), so that the
 *   page can format them as it likes and derived values carry no compounded rounding error. The
 *   only rounded figures are those the spec rounds: the annual return (one decimal) and the
 *   one-time taxes and legal fees (whole euros).
 * - `toInvestmentLeadFigures`, the figures stored with a lead, rounds money to cents (2 decimals)
 *   with `roundMoney`. Each figure is rounded on its own, so the stored monthly income may differ
 *   by a cent from the stored rent minus expenses minus mortgage payment.
 * - Rounding is half away from zero, and tolerant of binary representation error (1.005 rounds
 *   to 1.01, not 1.00).
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
/** Running expenses as a share of the gross rent. */
export const EXPENSE_RATIO = 0.1;
/** One-time taxes and legal fees: this share of the total asset value plus a fixed amount. */
export const ONE_TIME_COST_RATE = 0.08;
export const ONE_TIME_COST_FIXED = 3_500;

/** Slider bounds (spec section 5). */
export const EQUITY_BOUNDS = { min: 50_000, max: 2_000_000, step: 10_000 } as const;
export const LEVERAGE_BOUNDS = { min: 0, max: 70, step: 5 } as const;
export const TERM_BOUNDS = { min: 5, max: 30, step: 5 } as const;
/** The term a leveraged calculation falls back to when the term is unset or too short. */
export const DEFAULT_TERM_YEARS = 25;

/** Property types the pricing formula knows. The selector never produces `single_family`. */
export type PropertyType = 'apartment' | 'family_house' | 'multi_family' | 'single_family';

/** The values of the property type selector, in display order. */
export const PROPERTY_TYPE_OPTIONS = ['apartment', 'family_house', 'multi_family'] as const;
export type PropertyTypeOption = (typeof PROPERTY_TYPE_OPTIONS)[number];

export interface InvestmentInput {
  /** Investment amount (equity), euros. */
  equity: number;
  /** Share of the total asset value financed, percent. Capped to 70; negative counts as 0. */
  leveragePercent: number;
  /**
   * Mortgage term in years, used as given: apply `normalizeTerm` first (a leveraged calculation
   * with a term of 0 would otherwise have no mortgage payment).
   */
  mortgageYears: number;
  propertyType: PropertyType;
}

export interface InvestmentResult {
  /** Euros, unrounded. */
  totalAssetValue: number;
  /** Euros, unrounded. */
  loanAmount: number;
  /** Euros a month, unrounded. */
  monthlyMortgagePayment: number;
  /** Percent, unrounded (6.6 means 6.6 %). */
  grossYieldPercent: number;
  /** Euros a month, unrounded. */
  grossMonthlyRent: number;
  /** Euros a month, unrounded. */
  monthlyExpenses: number;
  /** Euros a month, unrounded; negative when the mortgage payment exceeds the net rent. */
  monthlyIncome: number;
  /** Percent, floored at 0 and rounded to one decimal. */
  annualReturnPercent: number;
  /** Percent, unrounded: gross yield + 3.5. */
  weightedReturnPercent: number;
  /** One-time taxes and legal fees, whole euros. */
  oneTimeCosts: number;
}

/** The computed figures of an investment lead, as the payload and the table name them. */
export interface InvestmentLeadFigures {
  total_asset_value: number;
  expected_annual_return: number;
  loan_amount: number;
  monthly_mortgage_payment: number;
  gross_monthly_rent: number;
  estimated_expenses: number;
  expected_monthly_income: number;
}

/**
 * Rounds half away from zero to `decimals` places. The scaled value is first cut to 15
 * significant digits, which removes binary representation error (1.005 * 100 is
 * 100.49999999999999) without touching any real fraction of a euro amount.
 */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // no -0
}

/** Rounds a euro amount to cents, half away from zero. */
export function roundMoney(value: number): number {
  return roundTo(value, 2);
}

function requireFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number`);
  }
}

/** Leverage percent within 0–70 (the spec's cap of 0.7 as a fraction). */
function clampLeveragePercent(leveragePercent: number): number {
  return Math.min(Math.max(leveragePercent, 0), MAX_LEVERAGE_FRACTION * 100);
}

/**
 * Gross yield in percent for a total asset value: linear from `YIELD_START_PERCENT` at the start
 * of the range to the type's end yield at 2,000,000, and constant beyond either end.
 * - apartment, family_house and any other type: 50,000 → 2,000,000, 6.6 % → 5.3 %
 * - single_family: 50,000 → 2,000,000, 6.6 % → 5.0 %
 * - multi_family: 200,000 → 2,000,000, 6.6 % → 5.0 %
 */
export function grossYieldPercent(totalValue: number, propertyType: PropertyType): number {
  requireFinite(totalValue, 'totalValue');
  let rangeMin = YIELD_RANGE_MIN_VALUE;
  let endPercent = YIELD_END_PERCENT_DEFAULT;
  switch (propertyType) {
    case 'multi_family':
      rangeMin = MULTI_FAMILY_YIELD_RANGE_MIN_VALUE;
      endPercent = YIELD_END_PERCENT_HOUSE;
      break;
    case 'single_family':
      endPercent = YIELD_END_PERCENT_HOUSE;
      break;
    default:
      break;
  }
  const clamped = Math.min(Math.max(totalValue, rangeMin), YIELD_RANGE_MAX_VALUE);
  const position = (clamped - rangeMin) / (YIELD_RANGE_MAX_VALUE - rangeMin);
  return YIELD_START_PERCENT - (YIELD_START_PERCENT - endPercent) * position;
}

/**
 * Monthly payment of an annuity loan at `MORTGAGE_ANNUAL_RATE` / 12 a month over `years` × 12
 * months: loan × r / (1 − (1 + r)^−n). Unrounded; 0 when the loan or the term is 0 (or less).
 */
export function monthlyMortgagePayment(loan: number, years: number): number {
  requireFinite(loan, 'loan');
  requireFinite(years, 'years');
  if (loan <= 0 || years <= 0) {
    return 0;
  }
  const monthlyRate = MORTGAGE_ANNUAL_RATE / 12;
  const months = years * 12;
  return (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The calculator's figures for one set of inputs (spec section 9). Leverage above 70 % counts as
 * 70 %, negative leverage as 0. Throws a RangeError for non-finite or negative equity.
 */
export function calculateInvestment(input: InvestmentInput): InvestmentResult {
  const { equity, leveragePercent, mortgageYears, propertyType } = input;
  requireFinite(equity, 'equity');
  requireFinite(leveragePercent, 'leveragePercent');
  requireFinite(mortgageYears, 'mortgageYears');
  if (equity < 0) {
    throw new RangeError('equity must not be negative');
  }

  const leverage = clampLeveragePercent(leveragePercent);
  // Total value = equity / (1 - leverage fraction), so the loan is equity × leverage / (1 - leverage).
  // Computed in percent and from the loan: with a fraction, 1 - 0.7 is 0.30000000000000004 and
  // 60,000 at 70 % would come out a fraction of a cent under 200,000; and without leverage the loan
  // is exactly 0 and the value exactly the equity (equity × 100 / 100 is not always the equity).
  const loanAmount = (equity * leverage) / (100 - leverage);
  const totalAssetValue = equity + loanAmount;
  const payment = monthlyMortgagePayment(loanAmount, mortgageYears);

  const yieldPercent = grossYieldPercent(totalAssetValue, propertyType);
  const grossMonthlyRent = (totalAssetValue * yieldPercent) / 100 / 12;
  const monthlyExpenses = grossMonthlyRent * EXPENSE_RATIO;
  const monthlyIncome = grossMonthlyRent - monthlyExpenses - payment;

  const annualReturn = equity > 0 ? ((monthlyIncome * 12) / equity) * 100 : 0;

  return {
    totalAssetValue,
    loanAmount,
    monthlyMortgagePayment: payment,
    grossYieldPercent: yieldPercent,
    grossMonthlyRent,
    monthlyExpenses,
    monthlyIncome,
    annualReturnPercent: roundTo(Math.max(annualReturn, 0), 1),
    weightedReturnPercent: yieldPercent + WEIGHTED_RETURN_PREMIUM_PERCENT,
    oneTimeCosts: roundTo(totalAssetValue * ONE_TIME_COST_RATE + ONE_TIME_COST_FIXED, 0),
  };
}

/**
 * Whether a multi-family property may be chosen: total asset value of at least 200,000, compared
 * at cent precision (the precision the value is stored and shown with).
 */
export function isMultiFamilyAllowed(totalValue: number): boolean {
  return roundMoney(totalValue) >= MULTI_FAMILY_MIN_VALUE;
}

/**
 * The term implied by the state rules (spec section 4):
 * - leverage 0 (or less): 0 — no mortgage;
 * - leverage above 0 and a term under 5 (including 0, or not a number): 25;
 * - a term over 30: 30;
 * - otherwise the requested term, unchanged (use `roundTermToStep` for manual slider changes).
 */
export function normalizeTerm(leveragePercent: number, requestedYears: number): number {
  if (!(leveragePercent > 0)) {
    return 0;
  }
  if (Number.isNaN(requestedYears) || requestedYears < TERM_BOUNDS.min) {
    return DEFAULT_TERM_YEARS;
  }
  return Math.min(requestedYears, TERM_BOUNDS.max);
}

/**
 * A manually chosen term rounded to the nearest multiple of 5 (halves round up) within 5–30.
 * Not a number gives the default term, 25.
 */
export function roundTermToStep(years: number): number {
  if (Number.isNaN(years)) {
    return DEFAULT_TERM_YEARS;
  }
  const stepped = Math.round(years / TERM_BOUNDS.step) * TERM_BOUNDS.step;
  return Math.min(Math.max(stepped, TERM_BOUNDS.min), TERM_BOUNDS.max);
}

/**
 * The figures stored with an investment lead. Money is rounded to cents with `roundMoney`; the
 * annual return is already rounded to one decimal.
 */
export function toInvestmentLeadFigures(result: InvestmentResult): InvestmentLeadFigures {
  return {
    total_asset_value: roundMoney(result.totalAssetValue),
    expected_annual_return: result.annualReturnPercent,
    loan_amount: roundMoney(result.loanAmount),
    monthly_mortgage_payment: roundMoney(result.monthlyMortgagePayment),
    gross_monthly_rent: roundMoney(result.grossMonthlyRent),
    estimated_expenses: roundMoney(result.monthlyExpenses),
    expected_monthly_income: roundMoney(result.monthlyIncome),
  };
}
