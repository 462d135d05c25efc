// The management-cost calculator (docs/calculators.md; docs/decisions.md, "Calculators"): for a monthly
// rent, each package's monthly fee is the higher of its share of the rent and its monthly minimum,
// in whole euros, plus a one-time tenant search fee of a fraction of one month's rent. Prices exclude
// VAT. Pure: no React, no clock, no browser; the calculator UI, the page copy and the tests use it.
// The packages live in @shared so the investment calculator and its edge function price the
// running costs of a let with the same figures.
import { MANAGEMENT_FEES } from '@/lib/content/facts';
import {
  MANAGEMENT_PACKAGES,
  PACKAGE_IDS,
  type ManagementPackage,
  type PackageId,
} from '@shared/calculators/management-packages';

export { MANAGEMENT_PACKAGES, PACKAGE_IDS, type ManagementPackage, type PackageId };

/** VAT the prices exclude, percent. */
export const VAT_PERCENT = MANAGEMENT_FEES.vatPercent;

/** The highest monthly rent the calculator takes, euros: above it the input is refused as a typo. */
export const MAX_MONTHLY_RENT = 100_000;

export interface PackageCost {
  id: PackageId;
  /** The monthly fee before VAT, whole euros. */
  monthlyFee: number;
  /** The monthly fee with VAT, whole euros. */
  monthlyFeeWithVat: number;
  /** True when the monthly minimum sets the fee (the percentage would be lower). */
  minimumApplies: boolean;
  /** The one-time tenant search fee before VAT, whole euros. */
  tenantSearchFee: number;
  /** The one-time tenant search fee with VAT, whole euros. */
  tenantSearchFeeWithVat: number;
}

// Money is computed in cents (the rent has at most two decimals), so a percentage of it is an exact
// integer ratio and rounding to euros never suffers from binary fractions (1506.25 × 8% = 120.50 → 121).
const toCents = (euros: number) => Math.round(euros * 100);
/** Rounds numerator/denominator (positive integers) to the nearest integer, halves up. */
const roundRatio = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));
const withVat = (euros: number) => roundRatio(euros * (100 + VAT_PERCENT), 100);

/** The costs of one package for a valid monthly rent (see parseRent), in whole euros. */
export function packageCost(rent: number, pkg: ManagementPackage): PackageCost {
  const cents = toCents(rent);
  // The exact share of the rent is compared with the minimum before rounding.
  const minimumApplies = cents * pkg.percent < pkg.minimumEuros * 100 * 100;
  const monthlyFee = minimumApplies ? pkg.minimumEuros : roundRatio(cents * pkg.percent, 100 * 100);
  const { numerator, denominator } = pkg.tenantSearchFraction;
  const tenantSearchFee = roundRatio(cents * numerator, denominator * 100);
  return {
    id: pkg.id,
    monthlyFee,
    monthlyFeeWithVat: withVat(monthlyFee),
    minimumApplies,
    tenantSearchFee,
    tenantSearchFeeWithVat: withVat(tenantSearchFee),
  };
}

/** Every package's costs for a monthly rent; null unless the rent is valid (a number above 0, at most MAX_MONTHLY_RENT). */
export function calculateManagementCosts(rent: number | null | undefined): PackageCost[] | null {
  if (!isValidRent(rent)) return null;
  return PACKAGE_IDS.map((id) => packageCost(rent, MANAGEMENT_PACKAGES[id]));
}

/** The rent below which a package's minimum takes over from its percentage, euros. */
export function minimumThreshold(pkg: ManagementPackage): number {
  return (pkg.minimumEuros * 100) / pkg.percent;
}

export function isValidRent(rent: number | null | undefined): rent is number {
  return typeof rent === 'number' && Number.isFinite(rent) && rent > 0 && rent <= MAX_MONTHLY_RENT;
}

export type RentInput =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'tooLarge' } | { kind: 'valid'; rent: number };

// Digits with an optional decimal part of up to two digits ("1500", "1500.5", "1,500.50", "1 500").
// Thousands separators are a comma, a space or a no-break space, in groups of three.
const PLAIN = /^\d+(?:\.\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:([,\s\u00A0\u202F])\d{3})(?:\1\d{3})*(?:\.\d{1,2})?$/;

/**
 * Reads what a visitor typed (or a URL held) as a monthly rent: empty, not a usable amount (letters,
 * a sign, zero, more than two decimals), too large (above MAX_MONTHLY_RENT), or a valid rent.
 */
export function parseRent(input: string | null | undefined): RentInput {
  const text = (input ?? '').trim().replace(/^€\s*|\s*€$/g, '');
  if (text === '') return { kind: 'empty' };
  if (!PLAIN.test(text) && !GROUPED.test(text)) return { kind: 'invalid' };
  const rent = Number(text.replace(/[,\s\u00A0\u202F]/g, ''));
  if (rent <= 0) return { kind: 'invalid' };
  // Digits only, so a number too long for a double (Infinity) is simply too large.
  if (rent > MAX_MONTHLY_RENT) return { kind: 'tooLarge' };
  return { kind: 'valid', rent };
}

export function isPackageId(value: unknown): value is PackageId {
  return typeof value === 'string' && (PACKAGE_IDS as readonly string[]).includes(value);
}

export interface CalculatorQuery {
  /** The rent as the URL holds it (only a valid one). */
  rent: string;
  /** The chosen package (only with a valid rent). */
  plan: PackageId | null;
}

/** The calculator's inputs from a URL query string (`?rent=1500&plan=plus`); bad values are ignored. */
export function readCalculatorQuery(search: string | URLSearchParams): CalculatorQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rentText = params.get('rent') ?? '';
  const parsed = parseRent(rentText);
  if (parsed.kind !== 'valid') return { rent: '', plan: null };
  const plan = params.get('plan');
  return { rent: String(parsed.rent), plan: isPackageId(plan) ? plan : null };
}

/**
 * The query string for the calculator's inputs, keeping the other parameters of `search`: the rent
 * only when valid, the package only with a valid rent. Returns '' or a string starting with '?'.
 */
export function writeCalculatorQuery(search: string, rentText: string, plan: PackageId | null): string {
  const params = new URLSearchParams(search);
  const parsed = parseRent(rentText);
  params.delete('rent');
  params.delete('plan');
  if (parsed.kind === 'valid') {
    params.set('rent', String(parsed.rent));
    if (plan) params.set('plan', plan);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
