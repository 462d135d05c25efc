/**
 * What buying a property in Portugal costs on top of its price (docs/calculators.md): IMT by the
 * year's table, stamp duty on the price and on the loan, and labelled estimates of the deed and
 * registration, the lawyer and the bank. Pure and shared: the purchase-costs page, the investment
 * calculator and the `investment-submit` edge function compute the same figures.
 *
 * Taxes are rounded to the cent (half away from zero), as the tax office liquidates them.
 */
import {
  CASA_PRONTA_PRICES,
  IMT_TABLES,
  LATEST_IMT_YEAR,
  NON_RESIDENT_IMT,
  STAMP_DUTY_RATES,
  type ImtBracket,
  type ImtYearTable,
} from './imt-tables.ts';

export const PURCHASE_PURPOSES = ['own_home', 'other_home', 'other_urban', 'rustic'] as const;
/** own_home: own permanent home; other_home: a second home or a home to let; other_urban: shops, offices, land for building; rustic: rural land. */
export type PurchasePurpose = (typeof PURCHASE_PURPOSES)[number];

export const REGIONS = ['mainland', 'azores', 'madeira'] as const;
export type Region = (typeof REGIONS)[number];

/**
 * "Will you live in Portugal?": resident: tax resident in Portugal now (CIRS art. 16.º);
 * becoming_resident: not yet, but tax resident within two years of the deed; non_resident: not
 * resident and not becoming so. The last two pay the non-resident IMT at the deed (NON_RESIDENT_IMT).
 */
export const RESIDENCES = ['resident', 'becoming_resident', 'non_resident'] as const;
export type Residence = (typeof RESIDENCES)[number];

/** Who qualifies for IMT Jovem: every buyer, or one of a couple buying together (the relief on that buyer's half only). */
export const YOUNG_BUYER_SHARES = ['all', 'one_of_two'] as const;
export type YoungBuyerShare = (typeof YOUNG_BUYER_SHARES)[number];

/** Prices the calculators take, euros: outside this range the input is refused. */
export const PRICE_BOUNDS = { min: 1_000, max: 50_000_000 } as const;

/**
 * Estimates, not taxes: the deed and the registrations (Casa Pronta or a notary, land registry),
 * a lawyer (a share of the price with a minimum, plus VAT) and the bank's fees where there is a loan
 * (appraisal, file, mortgage deed and registration). Defaults a visitor can change.
 */
export const COST_ESTIMATES = {
  /** Deed and registration at a Casa Pronta counter: the purchase alone, and with a mortgage (imt-tables). */
  deedAndRegistration: CASA_PRONTA_PRICES,
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
  /**
   * A buyer aged 35 or under buying a first own permanent home, who owned no home in the previous
   * three years (IMT Jovem); only with purpose own_home.
   */
  youngFirstHome?: boolean;
  /** With youngFirstHome: every buyer qualifies (default), or one of two buyers, whose half alone is relieved. */
  youngShare?: YoungBuyerShare;
  /** Where the buyer is tax resident; 'resident' unless given. */
  residence?: Residence;
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
  | { kind: 'young-partial'; rate: number; above: number }
  /** IMT Jovem for one of two buyers: the relief on their half, the table on the other half. */
  | { kind: 'young-half'; young: ImtBasis; ordinary: ImtBasis }
  /** A buyer who is not tax resident: the single rate on the whole price, no relief. */
  | { kind: 'non-resident'; rate: number };

export type StampDutyBasis =
  | { kind: 'full'; rate: number }
  | { kind: 'young-exempt'; upTo: number }
  | { kind: 'young-partial'; rate: number; above: number }
  | { kind: 'young-half'; young: StampDutyBasis; rate: number };

/**
 * What a buyer who is not tax resident pays at the deed and can claim back: the IMT at the
 * single rate, the IMT at the ordinary rates (what they pay in the end if a condition is met),
 * the difference, and the condition that earns it back ('none' when no route is open: a home to
 * live in bought by someone who will not become resident, or the single rate equal to the table's).
 */
export interface NonResidentImt {
  atSigning: number;
  ifConditionsMet: number;
  refundable: number;
  condition: 'residence' | 'moderate_rent' | 'none';
}

export interface PurchaseCosts {
  year: number;
  /** Euros, to the cent. */
  imt: number;
  /** How the IMT was found: the bracket's rate and deduction, or the IMT Jovem relief. */
  imtBasis: ImtBasis;
  /** Stamp duty on the price, euros, to the cent. */
  stampDutyPurchase: number;
  /** How the stamp duty on the price was found (the IMT Jovem relief, if any). */
  stampDutyBasis: StampDutyBasis;
  /** A buyer who is not tax resident buying a home: the refund they can claim; null otherwise. */
  nonResident: NonResidentImt | null;
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

const isHome = (purpose: PurchasePurpose) => purpose === 'own_home' || purpose === 'other_home';

/** Whether the buyer pays the non-resident IMT at the deed: not tax resident now, buying a home. */
export function paysNonResidentImt(
  input: Pick<PurchaseCostsInput, 'purpose' | 'residence' | 'taxHavenBuyer'>,
): boolean {
  return !input.taxHavenBuyer && isHome(input.purpose) && (input.residence ?? 'resident') !== 'resident';
}

const youngLimits = (table: ImtYearTable, region: Region) =>
  isAutonomous(region) ? table.youngBuyer.autonomousRegions : table.youngBuyer.mainland;

/** IMT Jovem on the whole price for one qualifying buyer, or null above the relief's ceiling. */
function youngImt(table: ImtYearTable, region: Region, price: number): { imt: number; basis: ImtBasis } | null {
  const limits = youngLimits(table, region);
  if (price <= limits.fullUpTo) return { imt: 0, basis: { kind: 'young-exempt', upTo: limits.fullUpTo } };
  if (price > limits.partialUpTo) return null;
  const rate = table.youngBuyer.partialRate;
  return {
    imt: roundCents(((price - limits.fullUpTo) * rate) / 100),
    basis: { kind: 'young-partial', rate, above: limits.fullUpTo },
  };
}

/** IMT at the ordinary rates of art. 17.º (the resident's figure), for a price, purpose and region. */
function ordinaryImt(input: PurchaseCostsInput, table: ImtYearTable): { imt: number; basis: ImtBasis } {
  const { price, purpose, region } = input;
  const regionTable = isAutonomous(region) ? table.autonomousRegions : table.mainland;
  switch (purpose) {
    case 'own_home': {
      const ordinary = progressiveImt(regionTable.ownHome, price);
      const young = input.youngFirstHome ? youngImt(table, region, price) : null;
      if (!young) return ordinary;
      if (input.youngShare !== 'one_of_two') return young;
      // A couple where one buyer qualifies: each buys half; the relief applies to that half only,
      // both halves taxed at the rates the whole price falls under (CIMT art. 9.º as amended).
      return {
        imt: roundCents(young.imt / 2 + ordinary.imt / 2),
        basis: { kind: 'young-half', young: young.basis, ordinary: ordinary.basis },
      };
    }
    case 'other_home':
      return progressiveImt(regionTable.otherHome, price);
    case 'other_urban':
      return {
        imt: roundCents((price * table.otherUrbanRate) / 100),
        basis: { kind: 'flat', rate: table.otherUrbanRate },
      };
    case 'rustic':
      return { imt: roundCents((price * table.rusticRate) / 100), basis: { kind: 'flat', rate: table.rusticRate } };
  }
}

/**
 * IMT for a price, purpose, region and buyer: what is paid at the deed. Throws a RangeError for a
 * price outside PRICE_BOUNDS.
 */
export function calculateImt(input: PurchaseCostsInput): { imt: number; basis: ImtBasis; year: number } {
  const { price } = input;
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
  if (paysNonResidentImt(input)) {
    const rate = NON_RESIDENT_IMT.ratePercent;
    return { imt: roundCents((price * rate) / 100), basis: { kind: 'non-resident', rate }, year };
  }
  return { ...ordinaryImt(input, table), year };
}

/**
 * The refund a buyer who is not tax resident can claim on a home: down to the IMT at the ordinary
 * rates, if they become resident within two years (becoming_resident) or let the home at a
 * moderate rent (non_resident, a home to let). Null for a resident buyer or another purpose.
 */
export function nonResidentRefund(input: PurchaseCostsInput): NonResidentImt | null {
  if (!paysNonResidentImt(input)) return null;
  const table = imtTableFor(input.year);
  const atSigning = calculateImt(input).imt;
  // The refund is down to the tax at the rates of art. 17.º; the reported texts do not extend it to
  // the IMT Jovem relief, so it is left out (docs/calculators.md).
  const ifConditionsMet = ordinaryImt({ ...input, youngFirstHome: false }, table).imt;
  const refundable = roundCents(Math.max(0, atSigning - ifConditionsMet));
  const route =
    input.residence === 'becoming_resident' ? 'residence' : input.purpose === 'other_home' ? 'moderate_rent' : 'none';
  return { atSigning, ifConditionsMet, refundable, condition: refundable > 0 ? route : 'none' };
}

/**
 * Stamp duty on the price: 0.8 %, with the IMT Jovem relief on the part up to its first ceiling
 * (for one of two buyers, on their half). A buyer who pays the non-resident IMT has no relief.
 */
export function stampDutyWithBasis(input: PurchaseCostsInput): { amount: number; basis: StampDutyBasis } {
  const { price } = input;
  const rate = STAMP_DUTY_RATES.purchasePercent;
  const taxed = (value: number) => (value * rate) / 100;
  const full = { amount: roundCents(taxed(price)), basis: { kind: 'full', rate } as StampDutyBasis };
  if (!input.youngFirstHome || input.purpose !== 'own_home' || input.taxHavenBuyer || paysNonResidentImt(input)) {
    return full;
  }
  const limits = youngLimits(imtTableFor(input.year), input.region);
  let young: { value: number; basis: StampDutyBasis };
  if (price <= limits.fullUpTo) young = { value: 0, basis: { kind: 'young-exempt', upTo: limits.fullUpTo } };
  else if (price <= limits.partialUpTo) {
    young = { value: taxed(price - limits.fullUpTo), basis: { kind: 'young-partial', rate, above: limits.fullUpTo } };
  } else return full;
  if (input.youngShare === 'one_of_two') {
    return {
      amount: roundCents(young.value / 2 + taxed(price) / 2),
      basis: { kind: 'young-half', young: young.basis, rate },
    };
  }
  return { amount: roundCents(young.value), basis: young.basis };
}

/** Stamp duty on the price, euros, to the cent (stampDutyWithBasis). */
export function stampDutyOnPurchase(input: PurchaseCostsInput): number {
  return stampDutyWithBasis(input).amount;
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

/** The deed and registration estimate, euros: Casa Pronta's price for a purchase, or with a mortgage. */
export function deedEstimate(loan: number): number {
  const { purchase, withMortgage } = COST_ESTIMATES.deedAndRegistration;
  return loan > 0 ? withMortgage : purchase;
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
  const { amount: stampDutyPurchase, basis: stampDutyBasis } = stampDutyWithBasis(input);
  const stampDutyLoanPercent = loan > 0 ? loanStampDutyPercent(input.loanYears ?? 30) : 0;
  const stampDutyLoan = roundCents((loan * stampDutyLoanPercent) / 100);
  const deedAndRegistration = estimate(input.deedAndRegistration, deedEstimate(loan));
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
    stampDutyBasis,
    nonResident: nonResidentRefund(input),
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

export function isResidence(value: unknown): value is Residence {
  return typeof value === 'string' && (RESIDENCES as readonly string[]).includes(value);
}

export function isYoungBuyerShare(value: unknown): value is YoungBuyerShare {
  return typeof value === 'string' && (YOUNG_BUYER_SHARES as readonly string[]).includes(value);
}
