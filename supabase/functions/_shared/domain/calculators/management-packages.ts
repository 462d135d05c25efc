/**
 * The site's management packages (docs/calculators.md): share of the rent, monthly minimum and
 * tenant search fee, before VAT. Shared so the management calculator, the investment calculator's
 * running costs and the `investment-submit` edge function use the same prices.
 */
export const PACKAGE_IDS = ['basic', 'plus', 'premium'] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

export interface ManagementPackage {
  id: PackageId;
  /** Share of the monthly rent, percent. */
  percent: number;
  /** Monthly minimum fee, euros (before VAT). */
  minimumEuros: number;
  /** Tenant search fee as a fraction of one month's rent. */
  tenantSearchFraction: { numerator: number; denominator: number };
}

/** The three packages. */
export const MANAGEMENT_PACKAGES: Readonly<Record<PackageId, ManagementPackage>> = {
  basic: { id: 'basic', percent: 8, minimumEuros: 120, tenantSearchFraction: { numerator: 1, denominator: 1 } },
  plus: { id: 'plus', percent: 10, minimumEuros: 200, tenantSearchFraction: { numerator: 3, denominator: 4 } },
  premium: { id: 'premium', percent: 12, minimumEuros: 300, tenantSearchFraction: { numerator: 1, denominator: 2 } },
};

/**
 * VAT on the packages, percent (Portugal's standard rate, mainland). The same figure as
 * MANAGEMENT_FEES.vatPercent in the site's facts; a test keeps the two equal.
 */
export const MANAGEMENT_VAT_PERCENT = 23;

/** The monthly fee of a package with VAT for a monthly rent, euros, unrounded. */
export function managementFeeWithVat(rent: number, pkg: ManagementPackage): number {
  if (!(rent > 0)) return 0;
  return (Math.max((rent * pkg.percent) / 100, pkg.minimumEuros) * (100 + MANAGEMENT_VAT_PERCENT)) / 100;
}
