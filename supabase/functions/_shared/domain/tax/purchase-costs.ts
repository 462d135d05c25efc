/**
 * What buying a property in Portugal costs on top of its price (docs/calculators.md): IMT by the
 * year's table, stamp duty on the price and on the loan, and labelled estimates of the deed and
 * registration, the lawyer and the bank. Pure and shared: the purchase-costs page, the investment
 * calculator and the `investment-submit` edge function compute the same figures.
 *
 * Taxes are rounded to the cent (half away from zero), as the tax office liquidates them.
 */
import { IMT_TABLES, LATEST_IMT_YEAR, STAMP_DUTY_RATES, type ImtBracket, type ImtYearTable } from './imt-tables.ts';

export const PURCHASE_PURPOSES = ['own_home', 'other_home', 'other_urban', 'rustic'] as const;
/** own_home: own permanent home; other_home: a second home or a home to let; other_urban: shops, offices, land for building; rustic: rural land. */
export type PurchasePurpose = (typeof PURCHASE_PURPOSES)[number];

export const REGIONS = ['mainland', 'azores', 'madeira'] as const;
export type Region = (typeof REGIONS)[number];

/** Prices the calculators take, euros: outside this range the input is refused. */
export const PRICE_BOUNDS = { min: 1_000, max: 50_000_000 } as const;

/**
 * Estimates, not taxes: the deed and the registrations (Casa Pronta or a notary, land registry),
 * a lawyer (a share of the price with a minimum, plus VAT) and the bank's fees where there is a loan
 * (appraisal, file, mortgage deed and registration). Defaults a visitor can change.
 */
export const COST_ESTIMATES = {
  /** Deed and registration, euros: the range a buyer should expect, and the default inside it. */
  deedAndRegistration: { min: 700, max: 1_200, default: 1_000 },
  /** Lawyer: percent of the price, with a minimum, before VAT. */
  lawyer: { percent: 1, minimum: 1_500, vatPercent: 23 },
  /** Bank fees with a loan, euros. */
  bankFees: { default: 1_000 },
} as const;

export interface PurchaseCostsInput {
  /** Price (or the taxable value, if higher), euros. */
  price: number;
  purpose: PurchasePurpose;
  region: Region;
  /** A buyer aged 35 or under buying a first own permanent home (IMT Jovem); only with purpose own_home. */
  youngFirstHome?: boolean;
  /** A buyer resident in a listed tax haven: IMT at the flat 10 %. */
  taxHavenBuyer?: boolean;
  /** Loan amount, euros; 0 or absent without a loan. */
  loan?: number;
  /** Loan term, years; 5 or more unless given. */
  loanYears?: number;
  /** Tax year; the latest table not after it is used. Defaults to the latest table. */
  year?: number;
  /** Overrides of the estimates, euros. */
  deedAndRegistration?: number;
  lawyer?: number;
  bankFees?: number;
}

export type ImtBasis =
  | { kind: 'marginal'; rate: number; deduction: number }
  | { kind: 'flat'; rate: number }
  | { kind: 'young-exempt'; upTo: number }
  | { kind: 'young-partial'; rate: number; above: number };

export interface PurchaseCosts {
  year: number;
  /** Euros, to the cent. */
  imt: number;
  /** How the IMT was found: the bracket's rate and deduction, or the IMT Jovem relief. */
  imtBasis: ImtBasis;
  /** Stamp duty on the price, euros, to the cent. */
  stampDutyPurchase: number;
  /** Stamp duty on the loan, euros, to the cent. */
  stampDutyLoan: number;
  /** Rate applied to the loan, percent (0 without a loan). */
  stampDutyLoanPercent: number;
  /** Estimates, euros. */
  deedAndRegistration: number;
  lawyer: number;
  bankFees: number;
  /** IMT and stamp duty. */
  taxes: number;
  /** Deed, lawyer and bank. */
  fees: number;
  /** Everything on top of the price. */
  total: number;
  /** Price − loan + total: the cash the buyer needs at the deed. */
  cashAtDeed: number;
}

/** Half away from zero to the cent, tolerant of binary representation error. */
export function roundCents(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The table in force for `year`: the latest one not after it (or the earliest one we have). */
export function imtTableFor(year: number = LATEST_IMT_YEAR): ImtYearTable {
  const years = Object.keys(IMT_TABLES)
    .map(Number)
    .sort((x, y) => y - x);
  const chosen = years.find((y) => y <= year) ?? years[years.length - 1];
  const table = chosen === undefined ? undefined : IMT_TABLES[chosen];
  if (!table) throw new RangeError('no IMT table');
  return table;
}

function bracketFor(brackets: readonly ImtBracket[], value: number): ImtBracket {
  const bracket = brackets.find((x) => x.upTo === null || value <= x.upTo) ?? brackets[brackets.length - 1];
  if (!bracket) throw new RangeError('empty IMT table');
  return bracket;
}

function progressiveImt(brackets: readonly ImtBracket[], value: number): { imt: number; basis: ImtBasis } {
  const bracket = bracketFor(brackets, value);
  if (bracket.kind === 'flat') {
    return { imt: roundCents((value * bracket.rate) / 100), basis: { kind: 'flat', rate: bracket.rate } };
  }
  return {
    imt: roundCents(Math.max(0, (value * bracket.rate) / 100 - bracket.deduction)),
    basis: { kind: 'marginal', rate: bracket.rate, deduction: bracket.deduction },
  };
}

const isAutonomous = (region: Region) => region !== 'mainland';

function isValidPrice(price: number): boolean {
  return Number.isFinite(price) && price >= PRICE_BOUNDS.min && price <= PRICE_BOUNDS.max;
}

/** IMT for a price, purpose and region. Throws a RangeError for a price outside PRICE_BOUNDS. */
export function calculateImt(input: PurchaseCostsInput): { imt: number; basis: ImtBasis; year: number } {
  const { price, purpose, region } = input;
  if (!isValidPrice(price)) throw new RangeError('price out of range');
  const table = imtTableFor(input.year);
  const year = table.year;
  if (input.taxHavenBuyer) {
    return {
      imt: roundCents((price * table.taxHavenRate) / 100),
      basis: { kind: 'flat', rate: table.taxHavenRate },
      year,
    };
  }
  const regionTable = isAutonomous(region) ? table.autonomousRegions : table.mainland;
  switch (purpose) {
    case 'own_home': {
      if (input.youngFirstHome) {
        const limits = isAutonomous(region) ? table.youngBuyer.autonomousRegions : table.youngBuyer.mainland;
        if (price <= limits.fullUpTo) {
          return { imt: 0, basis: { kind: 'young-exempt', upTo: limits.fullUpTo }, year };
        }
        if (price <= limits.partialUpTo) {
          const rate = table.youngBuyer.partialRate;
          return {
            imt: roundCents(((price - limits.fullUpTo) * rate) / 100),
            basis: { kind: 'young-partial', rate, above: limits.fullUpTo },
            year,
          };
        }
      }
      return { ...progressiveImt(regionTable.ownHome, price), year };
    }
    case 'other_home':
      return { ...progressiveImt(regionTable.otherHome, price), year };
    case 'other_urban':
      return {
        imt: roundCents((price * table.otherUrbanRate) / 100),
        basis: { kind: 'flat', rate: table.otherUrbanRate },
        year,
      };
    case 'rustic':
      return {
        imt: roundCents((price * table.rusticRate) / 100),
        basis: { kind: 'flat', rate: table.rusticRate },
        year,
      };
  }
}

/** Stamp duty on the price: 0.8 %, with the IMT Jovem relief on the part up to its first ceiling. */
export function stampDutyOnPurchase(input: PurchaseCostsInput): number {
  const { price } = input;
  const taxed = (value: number) => roundCents((value * STAMP_DUTY_RATES.purchasePercent) / 100);
  if (input.youngFirstHome && input.purpose === 'own_home' && !input.taxHavenBuyer) {
    const table = imtTableFor(input.year);
    const limits = isAutonomous(input.region) ? table.youngBuyer.autonomousRegions : table.youngBuyer.mainland;
    if (price <= limits.fullUpTo) return 0;
    if (price <= limits.partialUpTo) return taxed(price - limits.fullUpTo);
  }
  return taxed(price);
}

/** The stamp-duty rate on a loan of `years`, percent of the loan. */
export function loanStampDutyPercent(years: number): number {
  if (years >= 5) return STAMP_DUTY_RATES.loanFiveYearsOrMorePercent;
  if (years >= 1) return STAMP_DUTY_RATES.loanOneToFiveYearsPercent;
  const months = Math.max(1, Math.ceil(years * 12));
  return STAMP_DUTY_RATES.loanUnderOneYearPercentPerMonth * months;
}

/** The lawyer's estimate with VAT, euros. */
export function lawyerEstimate(price: number): number {
  const { percent, minimum, vatPercent } = COST_ESTIMATES.lawyer;
  return roundCents((Math.max((price * percent) / 100, minimum) * (100 + vatPercent)) / 100);
}

const estimate = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * Every cost of a purchase on top of its price. Throws a RangeError for a price outside
 * PRICE_BOUNDS, or a loan that is negative, not a number or larger than the price.
 */
export function calculatePurchaseCosts(input: PurchaseCostsInput): PurchaseCosts {
  const loan = input.loan ?? 0;
  if (!Number.isFinite(loan) || loan < 0) throw new RangeError('loan must be 0 or more');
  if (loan > input.price) throw new RangeError('loan larger than the price');
  const { imt, basis, year } = calculateImt(input);
  const stampDutyPurchase = stampDutyOnPurchase(input);
  const stampDutyLoanPercent = loan > 0 ? loanStampDutyPercent(input.loanYears ?? 30) : 0;
  const stampDutyLoan = roundCents((loan * stampDutyLoanPercent) / 100);
  const deedAndRegistration = estimate(input.deedAndRegistration, COST_ESTIMATES.deedAndRegistration.default);
  const lawyer = estimate(input.lawyer, lawyerEstimate(input.price));
  const bankFees = loan > 0 ? estimate(input.bankFees, COST_ESTIMATES.bankFees.default) : 0;
  const taxes = roundCents(imt + stampDutyPurchase + stampDutyLoan);
  const fees = roundCents(deedAndRegistration + lawyer + bankFees);
  const total = roundCents(taxes + fees);
  return {
    year,
    imt,
    imtBasis: basis,
    stampDutyPurchase,
    stampDutyLoan,
    stampDutyLoanPercent,
    deedAndRegistration,
    lawyer,
    bankFees,
    taxes,
    fees,
    total,
    cashAtDeed: roundCents(input.price - loan + total),
  };
}

export function isPurchasePurpose(value: unknown): value is PurchasePurpose {
  return typeof value === 'string' && (PURCHASE_PURPOSES as readonly string[]).includes(value);
}

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}
