// The shared management packages price the investment calculator's running costs: they must be the
// prices the site states (docs/calculators.md).
import { MANAGEMENT_FEES } from '@/lib/content/facts';
import {
  MANAGEMENT_PACKAGES,
  MANAGEMENT_VAT_PERCENT,
  managementFeeWithVat,
} from '@shared/calculators/management-packages';

describe('shared management packages', () => {
  it('use the VAT rate and the percentage range the site states', () => {
    expect(MANAGEMENT_VAT_PERCENT).toBe(MANAGEMENT_FEES.vatPercent);
    const percents = Object.values(MANAGEMENT_PACKAGES).map((pkg) => pkg.percent);
    expect(Math.min(...percents)).toBe(MANAGEMENT_FEES.minPercent);
    expect(Math.max(...percents)).toBe(MANAGEMENT_FEES.maxPercent);
  });

  it('charge the higher of the share and the minimum, with VAT', () => {
    expect(managementFeeWithVat(1_000, MANAGEMENT_PACKAGES.basic)).toBeCloseTo(147.6, 10); // 120 minimum + 23 %
    expect(managementFeeWithVat(2_000, MANAGEMENT_PACKAGES.basic)).toBeCloseTo(196.8, 10); // 160 + 23 %
    expect(managementFeeWithVat(0, MANAGEMENT_PACKAGES.basic)).toBe(0);
  });
});
