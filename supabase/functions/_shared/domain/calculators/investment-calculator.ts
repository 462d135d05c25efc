/**
 * The investment-return calculator (docs/calculators.md) and the state rules of its inputs
 * (section 4), as pure functions.
 *
 * The module is shared by the investment page and the `investment-submit` edge function, which
 * recomputes the figures rather than trusting the browser. It imports only other shared domain
 * modules (with their .ts extension): it must type-check and run unchanged under the app's
 * TypeScript config, Vitest and Deno.
 *
 * Costs follow the law of the year, not a flat guess: the one-time taxes and fees are those of the
 * purchase-costs module (a home to let on the mainland), and the monthly expenses are itemised
 * (the site's basic management package with VAT, IMI, condominium, insurance, maintenance, vacancy)
 * with defaults the visitor can change.
 *
 * Rounding:
 * - `calculateInvestment` keeps money values unrounded (full floating-point precision), so that the
 *   page can format them as it likes and derived values carry no compounded rounding error. The
 *   only rounded figures are those docs/calculators.md rounds: the annual return (one decimal) and the
 *   one-time taxes and legal fees (whole euros).
 * - `toInvestmentLeadFigures`, the figures stored with a lead, rounds money to cents (2 decimals)
 *   with `roundMoney`. Each figure is rounded on its own, so the stored monthly income may differ
 *   by a cent from the stored rent minus expenses minus mortgage payment.
 * - Rounding is half away from zero, and tolerant of binary representation error (1.005 rounds
 *   to 1.01, not 1.00).
 */

import { MANAGEMENT_PACKAGES, managementFeeWithVat } from './management-packages.ts';
import {
  MORTGAGE_ANNUAL_RATE,
  MAX_LEVERAGE_FRACTION,
  MULTI_FAMILY_MIN_VALUE,
  YIELD_RANGE_MIN_VALUE,
  YIELD_RANGE_MAX_VALUE,
  MULTI_FAMILY_YIELD_RANGE_MIN_VALUE,
  YIELD_START_PERCENT,
  YIELD_END_PERCENT_DEFAULT,
  YIELD_END_PERCENT_HOUSE,
  WEIGHTED_RETURN_PREMIUM_PERCENT,
  EXPENSE_OVERRIDE_KEYS,
  type ExpenseItems,
  type ExpenseOverrideKey,
} from './investment-figures.ts';
import { LATEST_IMT_YEAR, MODERATE_RENT_TAX, RENTAL_INCOME_TAX } from '../tax/imt-tables.ts';
import {
  PRICE_BOUNDS,
  calculatePurchaseCosts,
  type PurchaseCosts,
  type PurchasePurpose,
  type Region,
  type Residence,
} from '../tax/purchase-costs.ts';

// The fixed figures and input names live apart, for pages that quote them without the calculator.
export * from './investment-figures.ts';

/** The property the one-time costs are computed for unless told otherwise: a home to let on the mainland. */
export const DEFAULT_PURCHASE = { purpose: 'other_home', region: 'mainland' } as const satisfies {
  purpose: PurchasePurpose;
  region: Region;
};

/**
 * The running costs' defaults (docs/calculators.md), estimates a visitor can change. Yearly shares
 * are of the total asset value; vacancy is a share of the gross rent; management is the site's
 * basic package (share of the rent with a monthly minimum) with VAT.
 */
export interface ExpenseAssumptions {
  /** IMI (municipal property tax), percent of the value a year: a typical 0.3–0.45 % rate on a taxable value below the price. */
  imiPercent: number;
  /** Condominium, percent of the value a year (flats and buildings; 0 for a house). */
  condominiumPercent: number;
  /** Building and landlord insurance, percent of the value a year. */
  insurancePercent: number;
  /** Maintenance and repairs, percent of the value a year. */
  maintenancePercent: number;
  /** Vacancy between tenants, percent of the gross rent. */
  vacancyPercent: number;
  /** Whether the property is let through the site's management package. */
  managed: boolean;
  /**
   * The visitor's own management fee, euros a month with VAT, instead of the package's fee (which
   * follows the rent). Unset: the package's fee.
   */
  managementMonthly?: number;
}

export const DEFAULT_EXPENSES: Readonly<ExpenseAssumptions> = {
  imiPercent: 0.3,
  condominiumPercent: 0.2,
  insurancePercent: 0.1,
  maintenancePercent: 0.5,
  vacancyPercent: 5,
  managed: true,
};

/** The visitor's changed assumptions; a key that is absent keeps its default. */
export type ExpenseOverrides = Partial<Record<ExpenseOverrideKey, number>>;

/**
 * What a visitor may enter for each assumption (the page, the URL and investment-submit use the same
 * bounds). Wide enough for any real case (IMI is 0.3–0.45 % of the taxable value, 0.8 % for rural
 * land; a vacant home's IMI can be tripled), narrow enough to refuse a slip of the keyboard.
 * `step` is the precision the page keeps a value to; `unit` says what the number means.
 */
export const EXPENSE_BOUNDS: Readonly<
  Record<
    ExpenseOverrideKey,
    { min: number; max: number; step: number; unit: 'euroMonth' | 'percentYear' | 'percentRent' }
  >
> = {
  managementMonthly: { min: 0, max: 10_000, step: 0.01, unit: 'euroMonth' },
  imiPercent: { min: 0, max: 2, step: 0.01, unit: 'percentYear' },
  condominiumPercent: { min: 0, max: 2, step: 0.01, unit: 'percentYear' },
  insurancePercent: { min: 0, max: 2, step: 0.01, unit: 'percentYear' },
  maintenancePercent: { min: 0, max: 5, step: 0.01, unit: 'percentYear' },
  vacancyPercent: { min: 0, max: 50, step: 0.01, unit: 'percentRent' },
};

/** Whether a value is one a visitor may enter for an assumption: finite and within its bounds. */
export function isExpenseOverrideValid(key: ExpenseOverrideKey, value: unknown): value is number {
  const { min, max } = EXPENSE_BOUNDS[key];
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** The package whose fee (with VAT) the running costs include. */
export const DEFAULT_MANAGEMENT_PACKAGE = MANAGEMENT_PACKAGES.basic;

/** The defaults for a property type: a house has no condominium. */
export function defaultExpenses(propertyType: PropertyType): ExpenseAssumptions {
  const houses: PropertyType[] = ['family_house', 'single_family'];
  return {
    ...DEFAULT_EXPENSES,
    condominiumPercent: houses.includes(propertyType) ? 0 : DEFAULT_EXPENSES.condominiumPercent,
  };
}

/** Slider bounds (docs/product-rules.md, "Calculators (short)"). */
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
  /** Overrides of the running costs' defaults (`defaultExpenses`). */
  expenses?: Partial<ExpenseAssumptions>;
  /** "Will you live in Portugal?": the purchase's IMT follows it (purchase-costs); 'resident' unless given. */
  residence?: Residence;
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
  /** Euros a month, unrounded: the sum of `expenseItems`. */
  monthlyExpenses: number;
  /** The running costs, itemised, euros a month. */
  expenseItems: ExpenseItems;
  /** The assumptions the running costs were computed with. */
  expenseAssumptions: ExpenseAssumptions;
  /** Euros a month, unrounded; negative when the mortgage payment exceeds the net rent. */
  monthlyIncome: number;
  /** Percent, floored at 0 and rounded to one decimal. */
  annualReturnPercent: number;
  /** Percent, unrounded: gross yield + 3.5. */
  weightedReturnPercent: number;
  /** One-time taxes and legal fees, whole euros: `purchaseCosts.total`. */
  oneTimeCosts: number;
  /** The itemised purchase costs; null when the value is below the purchase-costs module's range. */
  purchaseCosts: PurchaseCosts | null;
  /** Equity plus the one-time costs: the cash needed at purchase, euros. */
  cashAtPurchase: number;
  /** (Rent − running costs) a year ÷ (value + one-time costs), percent, unrounded. */
  netYieldBeforeTaxPercent: number;
  /** The tax on the rent a year (flat rate on rent received less the deductible costs), euros. */
  rentalIncomeTax: number;
  /** The rate that tax was computed at: the moderate-rent rate or the standard one, percent. */
  rentalIncomeTaxRatePercent: number;
  /** Whether the moderate-rent rate applied (rent up to its limit). */
  moderateRentRate: boolean;
  /** The net yield after tax at the standard rate, percent: the figure if the moderate rate does not apply. */
  netYieldAfterStandardTaxPercent: number;
  /** (Rent − running costs − tax on the rent) a year ÷ (value + one-time costs), percent, unrounded. */
  netYieldAfterTaxPercent: number;
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

/** Leverage percent within 0–70 (the cap of 0.7 as a fraction, docs/calculators.md). */
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
 * The calculator's figures for one set of inputs (docs/calculators.md). Leverage above 70 % counts as
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

  const assumptions = resolveExpenses(propertyType, input.expenses);
  const yearlyShare = (percent: number) => (totalAssetValue * percent) / 100 / 12;
  const packageFee = assumptions.managed ? managementFeeWithVat(grossMonthlyRent, DEFAULT_MANAGEMENT_PACKAGE) : 0;
  const expenseItems: ExpenseItems = {
    management: assumptions.managementMonthly ?? packageFee,
    imi: yearlyShare(assumptions.imiPercent),
    condominium: yearlyShare(assumptions.condominiumPercent),
    insurance: yearlyShare(assumptions.insurancePercent),
    maintenance: yearlyShare(assumptions.maintenancePercent),
    vacancy: (grossMonthlyRent * assumptions.vacancyPercent) / 100,
  };
  const monthlyExpenses = Object.values(expenseItems).reduce((sum, value) => sum + value, 0);
  const monthlyIncome = grossMonthlyRent - monthlyExpenses - payment;

  const annualReturn = equity > 0 ? ((monthlyIncome * 12) / equity) * 100 : 0;

  // A value below the purchase-costs module's range (only with an equity under 1,000) has no costs.
  const purchaseCosts =
    totalAssetValue >= PRICE_BOUNDS.min
      ? calculatePurchaseCosts({
          price: totalAssetValue,
          ...DEFAULT_PURCHASE,
          loan: loanAmount,
          loanYears: mortgageYears > 0 ? mortgageYears : DEFAULT_TERM_YEARS,
          residence: input.residence ?? 'resident',
        })
      : null;
  const oneTimeCosts = roundTo(purchaseCosts?.total ?? 0, 0);

  // Tax on the rent: the flat rate on the rent received (after vacancy) less the costs the law lets
  // a landlord deduct (everything but vacancy, which is rent never received, and loan interest).
  const rentReceived = (grossMonthlyRent - expenseItems.vacancy) * 12;
  const deductible = (monthlyExpenses - expenseItems.vacancy) * 12;
  const moderateRentRate = isModerateRent(grossMonthlyRent);
  const taxRate = moderateRentRate ? MODERATE_RENT_TAX.ratePercent : RENTAL_INCOME_TAX.ratePercent;
  const taxableRent = Math.max(0, rentReceived - deductible);
  const rentalIncomeTax = (taxableRent * taxRate) / 100;
  const standardTax = (taxableRent * RENTAL_INCOME_TAX.ratePercent) / 100;
  const invested = totalAssetValue + oneTimeCosts;
  const netYearly = (grossMonthlyRent - monthlyExpenses) * 12;
  const netYield = (amount: number) => (invested > 0 ? (amount / invested) * 100 : 0);

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
    oneTimeCosts,
    expenseItems,
    expenseAssumptions: assumptions,
    purchaseCosts,
    cashAtPurchase: equity + oneTimeCosts,
    netYieldBeforeTaxPercent: netYield(netYearly),
    rentalIncomeTax,
    rentalIncomeTaxRatePercent: taxRate,
    moderateRentRate,
    netYieldAfterTaxPercent: netYield(netYearly - rentalIncomeTax),
    netYieldAfterStandardTaxPercent: netYield(netYearly - standardTax),
  };
}

/**
 * Whether rent of this much a month is taxed at the housing package's moderate-rent rate (up to
 * MODERATE_RENT_TAX.maxMonthlyEuros a month, from its first income year) rather than the standard 25 %.
 */
export function isModerateRent(monthlyRent: number, year: number = LATEST_IMT_YEAR): boolean {
  return year >= MODERATE_RENT_TAX.fromYear && monthlyRent <= MODERATE_RENT_TAX.maxMonthlyEuros;
}

/**
 * The running costs' assumptions: the type's defaults with the visitor's overrides; an override
 * outside its `EXPENSE_BOUNDS` (or not a finite number) is ignored. Callers that must refuse such a
 * value rather than ignore it (investment-submit) check it first with `isExpenseOverrideValid`.
 */
export function resolveExpenses(
  propertyType: PropertyType,
  overrides: Partial<ExpenseAssumptions> = {},
): ExpenseAssumptions {
  const resolved = defaultExpenses(propertyType);
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = overrides[key];
    if (isExpenseOverrideValid(key, value)) resolved[key] = value;
  }
  if (typeof overrides.managed === 'boolean') resolved.managed = overrides.managed;
  return resolved;
}

/**
 * The default of each assumption for a property type at a monthly rent (the management default is
 * the package's fee with VAT for that rent), to prefill the page's fields and to tell a changed
 * value from the default.
 */
export function defaultExpenseValues(
  propertyType: PropertyType,
  grossMonthlyRent: number,
): Record<ExpenseOverrideKey, number> {
  const defaults = defaultExpenses(propertyType);
  return {
    managementMonthly: managementFeeWithVat(grossMonthlyRent, DEFAULT_MANAGEMENT_PACKAGE),
    imiPercent: defaults.imiPercent,
    condominiumPercent: defaults.condominiumPercent,
    insurancePercent: defaults.insurancePercent,
    maintenancePercent: defaults.maintenancePercent,
    vacancyPercent: defaults.vacancyPercent,
  };
}

/**
 * Whether a value differs from the default at the precision values are kept to (two decimals:
 * cents for the fee, hundredths of a point for a percentage): 213.55 entered for a fee of 213.5496
 * is the default.
 */
export function differsFromDefault(value: number, defaultValue: number): boolean {
  return roundTo(value, 2) !== roundTo(defaultValue, 2);
}

/**
 * Whether a multi-family property may be chosen: total asset value of at least 200,000, compared
 * at cent precision (the precision the value is stored and shown with).
 */
export function isMultiFamilyAllowed(totalValue: number): boolean {
  return roundMoney(totalValue) >= MULTI_FAMILY_MIN_VALUE;
}

/**
 * The term implied by the state rules (docs/product-rules.md, "Calculators (short)"):
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
