// The investment calculator's inputs and the state rules of docs/product-rules.md ("Calculators (short)"), as pure functions: the
// multi-family rule, the term rules, the slider bounds, and the inputs' place in the URL query
// string (docs/decisions.md, "Calculators": a result can be shared or bookmarked). No React.
import {
  calculateInvestment,
  DEFAULT_TERM_YEARS,
  defaultExpenseValues,
  differsFromDefault,
  EQUITY_BOUNDS,
  EXPENSE_BOUNDS,
  EXPENSE_OVERRIDE_KEYS,
  isExpenseOverrideValid,
  isMultiFamilyAllowed,
  LEVERAGE_BOUNDS,
  normalizeTerm,
  PROPERTY_TYPE_OPTIONS,
  roundTermToStep,
  TERM_BOUNDS,
  type ExpenseOverrideKey,
  type ExpenseOverrides,
  type InvestmentResult,
  type PropertyTypeOption,
} from '@shared/calculators/investment-calculator';
import { isResidence, type Residence } from '@shared/tax/purchase-costs';
import { EXPENSE_QUERY_KEYS, QUERY_KEYS } from './calculator-query';

export interface CalculatorInputs {
  /** Investment amount (equity), euros. */
  equity: number;
  /** Financed share of the total value, percent (0–70). */
  leverage: number;
  /** Mortgage term in years: 0 without leverage, else 5–30 in steps of 5. */
  term: number;
  propertyType: PropertyTypeOption;
  /** The running-cost assumptions the visitor changed; absent ones keep their defaults. */
  expenses?: ExpenseOverrides;
  /** "Will you live in Portugal?"; a resident's unless given. */
  residence?: Residence;
}

/** What the visitor is told after a change: a refused multi-family choice, or an automatic revert. */
export type CalculatorNotice = 'typeNotAllowed' | 'typeAdjusted' | null;

export interface CalculatorTransition {
  inputs: CalculatorInputs;
  notice: CalculatorNotice;
}

export const DEFAULT_INPUTS: CalculatorInputs = {
  equity: 200_000,
  leverage: 50,
  term: DEFAULT_TERM_YEARS,
  propertyType: 'apartment',
};

/** The calculator's figures for a set of inputs. */
export function resultOf(inputs: CalculatorInputs): InvestmentResult {
  return calculateInvestment({
    equity: inputs.equity,
    leveragePercent: inputs.leverage,
    mortgageYears: normalizeTerm(inputs.leverage, inputs.term),
    propertyType: inputs.propertyType,
    expenses: inputs.expenses,
    residence: inputs.residence,
  });
}

/** The defaults of the assumptions for a set of inputs (the management fee follows the rent). */
export function expenseDefaultsOf(inputs: CalculatorInputs): Record<ExpenseOverrideKey, number> {
  const rent = resultOf({ ...inputs, expenses: {} }).grossMonthlyRent;
  return defaultExpenseValues(inputs.propertyType, rent);
}

/**
 * The assumptions that really are changed: valid, and different from the current default (a value
 * equal to its default, or one the default has come to equal, is no change).
 */
export function changedExpenses(inputs: CalculatorInputs): ExpenseOverrides {
  const expenses = inputs.expenses ?? {};
  if (Object.keys(expenses).length === 0) return {};
  const defaults = expenseDefaultsOf(inputs);
  const changed: ExpenseOverrides = {};
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = expenses[key];
    if (isExpenseOverrideValid(key, value) && differsFromDefault(value, defaults[key])) changed[key] = value;
  }
  return changed;
}

/** The total asset value of an equity and leverage (what the multi-family rule looks at). */
export function totalValueOf(equity: number, leverage: number): number {
  return resultOf({ equity, leverage, term: DEFAULT_TERM_YEARS, propertyType: 'apartment' }).totalAssetValue;
}

/** A value snapped to the slider's steps within its bounds. */
export function snapToSlider(value: number, bounds: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  const stepped = bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
  return Math.min(Math.max(stepped, bounds.min), bounds.max);
}

/** Multi-family below 200,000 of total value reverts to apartment, with the 'Property type adjusted' notice. */
function withTypeRule(inputs: CalculatorInputs): CalculatorTransition {
  if (inputs.propertyType === 'multi_family' && !isMultiFamilyAllowed(totalValueOf(inputs.equity, inputs.leverage))) {
    return { inputs: { ...inputs, propertyType: 'apartment' }, notice: 'typeAdjusted' };
  }
  return { inputs, notice: null };
}

export function changeEquity(inputs: CalculatorInputs, equity: number): CalculatorTransition {
  return withTypeRule({ ...inputs, equity: snapToSlider(equity, EQUITY_BOUNDS) });
}

/**
 * Leverage 0 sets the term to 0 (the term slider is then disabled); leverage above 0 with a term
 * under 5 resets it to 25; a term over 30 becomes 30.
 */
export function changeLeverage(inputs: CalculatorInputs, leverage: number): CalculatorTransition {
  const next = snapToSlider(leverage, LEVERAGE_BOUNDS);
  return withTypeRule({ ...inputs, leverage: next, term: normalizeTerm(next, inputs.term) });
}

/** A manual term change, rounded to a multiple of 5 within 5–30; ignored without leverage. */
export function changeTerm(inputs: CalculatorInputs, term: number): CalculatorTransition {
  if (!(inputs.leverage > 0)) return { inputs, notice: null };
  return { inputs: { ...inputs, term: roundTermToStep(term) }, notice: null };
}

/** Multi-family below 200,000 of total value is refused ('Selection not allowed'); the type stays. */
/** "Will you live in Portugal?": the one-time costs follow the answer (the non-resident IMT). */
export function changeResidence(inputs: CalculatorInputs, residence: Residence): CalculatorTransition {
  const { residence: _previous, ...rest } = inputs;
  return { inputs: residence === 'resident' ? rest : { ...rest, residence }, notice: null };
}

export function changePropertyType(inputs: CalculatorInputs, propertyType: PropertyTypeOption): CalculatorTransition {
  if (propertyType === 'multi_family' && !isMultiFamilyAllowed(totalValueOf(inputs.equity, inputs.leverage))) {
    return { inputs, notice: 'typeNotAllowed' };
  }
  return { inputs: { ...inputs, propertyType }, notice: null };
}

function isPropertyType(value: string): value is PropertyTypeOption {
  return (PROPERTY_TYPE_OPTIONS as readonly string[]).includes(value);
}

/** A number from the query string when it is one of the slider's own values, else null. */
function sliderValue(raw: string | null, bounds: { min: number; max: number; step: number }): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw);
  if (value < bounds.min || value > bounds.max || (value - bounds.min) % bounds.step !== 0) return null;
  return value;
}

/** An assumption from the query string: a plain decimal within its bounds, else null. */
function expenseValue(raw: string | null, key: ExpenseOverrideKey): number | null {
  if (raw === null || !/^\d{1,6}(\.\d{1,2})?$/.test(raw.trim())) return null;
  const value = Number(raw);
  return isExpenseOverrideValid(key, value) ? value : null;
}

/**
 * The inputs a query string describes. A missing, malformed or out-of-range value is ignored (the
 * default stays); the term rules and the multi-family rule then apply as for a manual change.
 */
export function inputsFromQuery(search: string, defaults: CalculatorInputs = DEFAULT_INPUTS): CalculatorInputs {
  const params = new URLSearchParams(search);
  const equity = sliderValue(params.get(QUERY_KEYS.equity), EQUITY_BOUNDS) ?? defaults.equity;
  const leverage = sliderValue(params.get(QUERY_KEYS.leverage), LEVERAGE_BOUNDS) ?? defaults.leverage;
  const rawTerm = params.get(QUERY_KEYS.term);
  const requestedTerm = rawTerm === '0' ? 0 : (sliderValue(rawTerm, TERM_BOUNDS) ?? defaults.term);
  const type = params.get(QUERY_KEYS.propertyType) ?? '';
  const propertyType = isPropertyType(type) ? type : defaults.propertyType;
  const expenses: ExpenseOverrides = {};
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = expenseValue(params.get(EXPENSE_QUERY_KEYS[key]), key);
    if (value !== null) expenses[key] = value;
  }
  const residence = params.get(QUERY_KEYS.residence);
  const inputs = {
    equity,
    leverage,
    term: normalizeTerm(leverage, requestedTerm),
    propertyType,
    expenses,
    ...(isResidence(residence) && residence !== 'resident' ? { residence } : {}),
  };
  const { expenses: requested, ...typed } = withTypeRule(inputs).inputs;
  const changed = changedExpenses({ ...typed, expenses: requested });
  return Object.keys(changed).length > 0 ? { ...typed, expenses: changed } : typed;
}

/** The query string of a set of inputs (other parameters of `search` are kept). */
export function queryOf(inputs: CalculatorInputs, search = ''): string {
  const params = new URLSearchParams(search);
  params.set(QUERY_KEYS.equity, String(inputs.equity));
  params.set(QUERY_KEYS.leverage, String(inputs.leverage));
  params.set(QUERY_KEYS.term, String(inputs.term));
  params.set(QUERY_KEYS.propertyType, inputs.propertyType);
  if (inputs.residence && inputs.residence !== 'resident') params.set(QUERY_KEYS.residence, inputs.residence);
  else params.delete(QUERY_KEYS.residence);
  const changed = changedExpenses(inputs);
  for (const key of EXPENSE_OVERRIDE_KEYS) {
    const value = changed[key];
    if (value === undefined) params.delete(EXPENSE_QUERY_KEYS[key]);
    else params.set(EXPENSE_QUERY_KEYS[key], String(value));
  }
  return params.toString();
}

/** What the visitor typed into an assumption's field, read. */
export type ExpenseInput =
  | { kind: 'valid'; value: number }
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'negative' }
  | { kind: 'tooLarge' };

/**
 * An assumption's field as typed: a plain decimal, with a point or a comma before the decimals
 * (the fee may also group thousands with commas: 1,200), an optional % or € sign, kept to two
 * decimals. Empty, not a number, negative and above the assumption's maximum are told apart, so the
 * page can say which.
 */
export function parseExpenseInput(key: ExpenseOverrideKey, raw: string): ExpenseInput {
  const text = raw.trim().replace(/^€\s*|\s*[€%]$/g, '');
  if (text === '') return { kind: 'empty' };
  const negative = /^[-−]/.test(text);
  const digits = text.replace(/^[-−]\s*/, '');
  let plain: string;
  if (key === 'managementMonthly' && /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) plain = digits.replace(/,/g, '');
  else if (/^\d+([.,]\d+)?$/.test(digits)) plain = digits.replace(',', '.');
  else return { kind: 'invalid' };
  const value = Number(plain);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  if (negative && value !== 0) return { kind: 'negative' };
  if (value > EXPENSE_BOUNDS[key].max) return { kind: 'tooLarge' };
  return { kind: 'valid', value: Math.round(value * 100) / 100 };
}

/** A value as its field shows it: up to two decimals, a point before them, no grouping. */
export function expenseFieldText(value: number): string {
  return String(Math.round(value * 100) / 100);
}
