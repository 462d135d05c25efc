import {
  EQUITY_BOUNDS,
  EXPENSE_BOUNDS,
  LEVERAGE_BOUNDS,
  MAX_LEVERAGE_FRACTION,
  MORTGAGE_ANNUAL_RATE,
  MULTI_FAMILY_MIN_VALUE,
  PROPERTY_TYPE_OPTIONS,
  TERM_BOUNDS,
  calculateInvestment,
  defaultExpenseValues,
  differsFromDefault,
  grossYieldPercent,
  isExpenseOverrideValid,
  isMultiFamilyAllowed,
  monthlyMortgagePayment,
  normalizeTerm,
  roundMoney,
  roundTermToStep,
  toInvestmentLeadFigures,
  type InvestmentInput,
} from '@shared/calculators/investment-calculator';

function calc(overrides: Partial<InvestmentInput> = {}) {
  return calculateInvestment({
    equity: 100_000,
    leveragePercent: 0,
    mortgageYears: 0,
    propertyType: 'apartment',
    ...overrides,
  });
}

describe('constants', () => {
  it('match docs/calculators.md', () => {
    expect(MORTGAGE_ANNUAL_RATE).toBe(0.035);
    expect(MAX_LEVERAGE_FRACTION).toBe(0.7);
    expect(MULTI_FAMILY_MIN_VALUE).toBe(200_000);
    expect(EQUITY_BOUNDS).toEqual({ min: 50_000, max: 2_000_000, step: 10_000 });
    expect(LEVERAGE_BOUNDS).toEqual({ min: 0, max: 70, step: 5 });
    expect(TERM_BOUNDS).toEqual({ min: 5, max: 30, step: 5 });
    expect(PROPERTY_TYPE_OPTIONS).toEqual(['apartment', 'family_house', 'multi_family']);
  });
});

describe('grossYieldPercent', () => {
  it('starts at 6.6 % at 50,000 for an apartment', () => {
    expect(grossYieldPercent(50_000, 'apartment')).toBeCloseTo(6.6, 10);
  });

  it('interpolates an apartment at 100,000', () => {
    // 6.6 - (6.6 - 5.3) × (100,000 - 50,000) / (2,000,000 - 50,000) = 6.6 - 1.3 / 39 = 6.6 - 0.0333… = 6.5667
    expect(grossYieldPercent(100_000, 'apartment')).toBeCloseTo(6.566667, 6);
  });

  it('is half-way between the ends at the middle of the range', () => {
    // middle of 50,000–2,000,000 is 1,025,000
    expect(grossYieldPercent(1_025_000, 'apartment')).toBeCloseTo((6.6 + 5.3) / 2, 10); // 5.95
    expect(grossYieldPercent(1_025_000, 'single_family')).toBeCloseTo((6.6 + 5.0) / 2, 10); // 5.8
  });

  it('ends at 5.3 % for an apartment and 5.0 % for a single-family house', () => {
    expect(grossYieldPercent(2_000_000, 'apartment')).toBeCloseTo(5.3, 10);
    expect(grossYieldPercent(2_000_000, 'single_family')).toBeCloseTo(5.0, 10);
  });

  it('treats family_house as "any other type" (5.3 % at the end), not as single_family', () => {
    expect(grossYieldPercent(2_000_000, 'family_house')).toBeCloseTo(5.3, 10);
    expect(grossYieldPercent(1_025_000, 'family_house')).toBeCloseTo(5.95, 10);
  });

  it('starts multi-family at 200,000 and ends it at 5.0 %', () => {
    expect(grossYieldPercent(200_000, 'multi_family')).toBeCloseTo(6.6, 10);
    // 6.6 - (6.6 - 5.0) × (1,100,000 - 200,000) / (2,000,000 - 200,000) = 6.6 - 1.6 × 0.5 = 5.8
    expect(grossYieldPercent(1_100_000, 'multi_family')).toBeCloseTo(5.8, 10);
    // 6.6 - 1.6 × 400,000 / 1,800,000 = 6.2444 (a range from 50,000 would give 6.2718)
    expect(grossYieldPercent(600_000, 'multi_family')).toBeCloseTo(6.244444, 6);
    expect(grossYieldPercent(2_000_000, 'multi_family')).toBeCloseTo(5.0, 10);
  });

  it('clamps to the start yield below the range and the end yield above it', () => {
    expect(grossYieldPercent(10_000, 'apartment')).toBeCloseTo(6.6, 10);
    expect(grossYieldPercent(100_000, 'multi_family')).toBeCloseTo(6.6, 10);
    expect(grossYieldPercent(5_000_000, 'apartment')).toBeCloseTo(5.3, 10);
    expect(grossYieldPercent(6_666_667, 'multi_family')).toBeCloseTo(5.0, 10);
    expect(grossYieldPercent(6_666_667, 'single_family')).toBeCloseTo(5.0, 10);
  });
});

describe('monthlyMortgagePayment', () => {
  it('is the monthly annuity at 3.5 % / 12', () => {
    // r = 0.035 / 12 = 0.00291667, n = 25 × 12 = 300, (1 + r)^300 = 2.395822
    // 300,000 × r × 2.395822 / (2.395822 - 1) = 875 × 1.716424 = 1,501.87
    expect(monthlyMortgagePayment(300_000, 25)).toBeCloseTo(1501.8707, 4);
    // n = 360, (1 + r)^360 = 2.853287: 100,000 × r × 2.853287 / 1.853287 = 449.04
    expect(monthlyMortgagePayment(100_000, 30)).toBeCloseTo(449.0447, 4);
    // n = 12, (1 + r)^12 = 1.035567: 12,000 × r × 1.035567 / 0.035567 = 1,019.06
    expect(monthlyMortgagePayment(12_000, 1)).toBeCloseTo(1019.0596, 4);
  });

  it('repays exactly the loan: the payments discounted at the monthly rate sum to the loan', () => {
    const payment = monthlyMortgagePayment(250_000, 20);
    const r = 0.035 / 12;
    let presentValue = 0;
    for (let month = 1; month <= 240; month += 1) {
      presentValue += payment / (1 + r) ** month;
    }
    expect(presentValue).toBeCloseTo(250_000, 6);
  });

  it('is 0 without a loan or without a term', () => {
    expect(monthlyMortgagePayment(0, 25)).toBe(0);
    expect(monthlyMortgagePayment(300_000, 0)).toBe(0);
  });
});

describe('calculateInvestment', () => {
  it('computes an unleveraged apartment (100,000 equity)', () => {
    const result = calc({ equity: 100_000, leveragePercent: 0, mortgageYears: 0 });
    expect(result.totalAssetValue).toBe(100_000); // 100,000 / (1 - 0)
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyMortgagePayment).toBe(0);
    expect(result.grossYieldPercent).toBeCloseTo(6.566667, 6); // 6.6 - 1.3 × 50,000 / 1,950,000
    // rent = 100,000 × 6.566667 % / 12 = 6,566.67 / 12 = 547.22
    expect(result.grossMonthlyRent).toBeCloseTo(547.2222, 4);
    // management: 8 % = 43.78 is under the 120 minimum, + 23 % VAT = 147.60; IMI 0.3 %, condominium
    // 0.2 %, insurance 0.1 %, maintenance 0.5 % of 100,000 a year = 25 + 16.67 + 8.33 + 41.67;
    // vacancy 5 % of the rent = 27.36. Sum 266.63.
    expect(result.expenseItems.management).toBeCloseTo(147.6, 10);
    expect(result.expenseItems.imi).toBeCloseTo(25, 10);
    expect(result.expenseItems.condominium).toBeCloseTo(16.6667, 4);
    expect(result.expenseItems.insurance).toBeCloseTo(8.3333, 4);
    expect(result.expenseItems.maintenance).toBeCloseTo(41.6667, 4);
    expect(result.expenseItems.vacancy).toBeCloseTo(27.3611, 4);
    expect(result.monthlyExpenses).toBeCloseTo(266.6278, 4);
    // income = 547.22 - 266.63 - 0 = 280.59
    expect(result.monthlyIncome).toBeCloseTo(280.5944, 4);
    // 280.59 × 12 / 100,000 = 3.37 % → 3.4
    expect(result.annualReturnPercent).toBe(3.4);
    // 6.566667 + 3.5
    expect(result.weightedReturnPercent).toBeCloseTo(10.066667, 6);
    // a home to let on the mainland, 2026: IMT 1 % = 1,000; stamp duty 0.8 % = 800; deed and
    // registration at Casa Pronta 375; lawyer the 1,500 minimum + VAT = 1,845. Total 4,020.
    expect(result.oneTimeCosts).toBe(4_020);
    expect(result.purchaseCosts).toMatchObject({ imt: 1_000, stampDutyPurchase: 800, stampDutyLoan: 0, bankFees: 0 });
    expect(result.cashAtPurchase).toBe(104_020);
    // (547.22 - 266.63) × 12 = 3,367.13 on 104,020 invested = 3.237 %
    expect(result.netYieldBeforeTaxPercent).toBeCloseTo(3.237, 3);
    // Rent of 547.22 a month is a moderate rent (up to 2,300): tax at 10 % × (rent received 519.86 −
    // deductible 239.27) × 12 = 336.71; (3,367.13 − 336.71) / 104,020. At 25 %: 841.78, 2.4278 %.
    expect(result.moderateRentRate).toBe(true);
    expect(result.rentalIncomeTaxRatePercent).toBe(10);
    expect(result.rentalIncomeTax).toBeCloseTo(336.71, 1);
    expect(result.netYieldAfterTaxPercent).toBeCloseTo(2.9133, 3);
    expect(result.netYieldAfterStandardTaxPercent).toBeCloseTo(2.4278, 3);
  });

  it('computes a leveraged apartment (300,000 equity, 50 %, 25 years)', () => {
    const result = calc({ equity: 300_000, leveragePercent: 50, mortgageYears: 25 });
    expect(result.totalAssetValue).toBe(600_000); // 300,000 / (1 - 0.5)
    expect(result.loanAmount).toBe(300_000); // 600,000 - 300,000
    expect(result.monthlyMortgagePayment).toBeCloseTo(1501.8707, 4);
    // 6.6 - 1.3 × 550,000 / 1,950,000 = 6.6 - 0.366667 = 6.233333
    expect(result.grossYieldPercent).toBeCloseTo(6.233333, 6);
    // rent = 600,000 × 6.233333 % / 12 = 37,400 / 12 = 3,116.67
    expect(result.grossMonthlyRent).toBeCloseTo(3116.6667, 4);
    // management 8 % = 249.33 + VAT = 306.68; 1.1 % of 600,000 a year = 550; vacancy 155.83
    expect(result.expenseItems.management).toBeCloseTo(306.68, 8);
    expect(result.monthlyExpenses).toBeCloseTo(1012.5133, 4);
    // income = 3,116.67 - 1,012.51 - 1,501.87 = 602.28
    expect(result.monthlyIncome).toBeCloseTo(602.2826, 4);
    // 602.28 × 12 / 300,000 = 2.41 % → 2.4
    expect(result.annualReturnPercent).toBe(2.4);
    expect(result.weightedReturnPercent).toBeCloseTo(9.733333, 6); // 6.233333 + 3.5
    // IMT 8 % × 600,000 − 12,699.89 = 35,300.11; stamp duty 4,800 on the price, 1,800 on the loan
    // (0.6 %, 25 years); deed with a mortgage 700; lawyer 6,000 + VAT = 7,380; bank 1,000. 50,980.11 → 50,980.
    expect(result.purchaseCosts).toMatchObject({ imt: 35_300.11, stampDutyPurchase: 4_800, stampDutyLoan: 1_800 });
    expect(result.oneTimeCosts).toBe(50_980);
    expect(result.cashAtPurchase).toBe(350_980);
    // Rent 3,116.67 a month is above the moderate limit: the standard 25 %.
    expect(result.moderateRentRate).toBe(false);
    expect(result.rentalIncomeTaxRatePercent).toBe(25);
  });

  it('rounds the annual return to one decimal, half up (50,000 equity, 65 %, 25 years)', () => {
    const result = calc({ equity: 50_000, leveragePercent: 65, mortgageYears: 25 });
    // value = 50,000 / 0.35 = 142,857.14; loan = 92,857.14
    expect(result.totalAssetValue).toBeCloseTo(142_857.142857, 6);
    expect(result.loanAmount).toBeCloseTo(92_857.142857, 6);
    // payment = 92,857.14 × r × 2.395822 / 1.395822 = 270.83 × 1.716424 = 464.86
    expect(result.monthlyMortgagePayment).toBeCloseTo(464.8647, 4);
    // yield = 6.6 - 1.3 × 92,857.14 / 1,950,000 = 6.538095; rent = 142,857.14 × 6.538095 % / 12 = 778.34
    expect(result.grossMonthlyRent).toBeCloseTo(778.3447, 4);
    // income = 778.34 - 317.47 - 464.86 = -3.99: the loan eats the net rent, floored to 0
    expect(result.monthlyIncome).toBeCloseTo(-3.9897, 4);
    expect(result.annualReturnPercent).toBe(0);
    // IMT in the 2nd bracket (up to 145,470): 2 % × 142,857.14 − 1,063.46 = 1,793.68; stamp duty 1,142.86 + 557.14 on the loan; fees 700 + 1,845 + 1,000. 7,038.68 → 7,039.
    expect(result.oneTimeCosts).toBe(7_039);
  });

  it('rounds the annual return half up (300,000 equity, no leverage: 4.38 % → 4.4)', () => {
    // rent 1,608.33; expenses 158.26 + 275 + 80.42 = 513.68; income 1,094.66 × 12 / 300,000 = 4.379 %
    expect(calc({ equity: 300_000 }).annualReturnPercent).toBe(4.4);
  });

  it('rounds one-time costs to whole euros (100,000 equity, 65 %)', () => {
    // value 285,714.29: IMT 7 % − 9,394.50 = 10,605.50; stamp duty 2,285.71 + 1,114.29; fees 700 +
    // 3,514.29 (1 % + VAT) + 1,000 → 19,219.79 → 19,220
    expect(calc({ equity: 100_000, leveragePercent: 65, mortgageYears: 25 }).oneTimeCosts).toBe(19_220);
  });

  it('matches the purchase-costs module for the same property (a home to let on the mainland)', () => {
    const result = calc({ equity: 200_000 });
    expect(result.oneTimeCosts).toBe(Math.round(result.purchaseCosts!.total));
    expect(result.purchaseCosts!.total).toBe(9_040.5);
  });

  it('a buyer who is not resident pays the 7.5 % IMT up front: €300,000 to let, no loan', () => {
    // IMT 22,500 instead of 11,605.50 (tests/domain/non-resident-imt.test.ts), refundable by letting
    // at a moderate rent; the one-time costs and the cash at purchase carry the up-front figure.
    const resident = calc({ equity: 300_000 });
    const away = calc({ equity: 300_000, residence: 'non_resident' });
    expect(away.purchaseCosts!.imt).toBe(22_500);
    expect(away.oneTimeCosts - resident.oneTimeCosts).toBe(22_500 - 11_606);
    expect(away.cashAtPurchase).toBe(300_000 + away.oneTimeCosts);
    expect(away.purchaseCosts!.nonResident).toMatchObject({ refundable: 10_894.5, condition: 'moderate_rent' });
  });

  it('takes the visitor’s running-cost assumptions, and ignores nonsense', () => {
    const unmanaged = calc({ equity: 100_000, expenses: { managed: false, vacancyPercent: 0 } });
    expect(unmanaged.expenseItems.management).toBe(0);
    expect(unmanaged.expenseItems.vacancy).toBe(0);
    const nonsense = calc({ equity: 100_000, expenses: { imiPercent: Number.NaN, maintenancePercent: -1 } });
    expect(nonsense.monthlyExpenses).toBeCloseTo(calc({ equity: 100_000 }).monthlyExpenses, 10);
  });

  it('takes a management fee of the visitor’s own, in euros a month, instead of the package’s', () => {
    // 100,000, no leverage: rent 548.28 (yield 6.5793 %); the package fee is the €120 minimum + VAT.
    const own = calc({ equity: 100_000, expenses: { managementMonthly: 90 } });
    expect(calc({ equity: 100_000 }).expenseItems.management).toBeCloseTo(147.6, 10);
    expect(own.expenseItems.management).toBe(90);
    expect(own.monthlyExpenses).toBeCloseTo(calc({ equity: 100_000 }).monthlyExpenses - 57.6, 10);
  });

  it('ignores an assumption outside its bounds (0 to the maximum of EXPENSE_BOUNDS)', () => {
    const plain = calc({ equity: 100_000 }).monthlyExpenses;
    for (const expenses of [
      { imiPercent: EXPENSE_BOUNDS.imiPercent.max + 0.01 },
      { vacancyPercent: 51 },
      { managementMonthly: -1 },
      { managementMonthly: Number.POSITIVE_INFINITY },
    ]) {
      expect(calc({ equity: 100_000, expenses }).monthlyExpenses, JSON.stringify(expenses)).toBeCloseTo(plain, 10);
    }
    expect(calc({ equity: 100_000, expenses: { imiPercent: 2 } }).expenseItems.imi).toBeCloseTo(
      (100_000 * 0.02) / 12,
      10,
    );
  });

  it('checks an assumption against its bounds', () => {
    expect(isExpenseOverrideValid('vacancyPercent', 0)).toBe(true);
    expect(isExpenseOverrideValid('vacancyPercent', 50)).toBe(true);
    expect(isExpenseOverrideValid('vacancyPercent', 50.1)).toBe(false);
    expect(isExpenseOverrideValid('imiPercent', -0.01)).toBe(false);
    expect(isExpenseOverrideValid('imiPercent', '0.3')).toBe(false);
    expect(isExpenseOverrideValid('managementMonthly', 10_000)).toBe(true);
    expect(isExpenseOverrideValid('managementMonthly', 10_000.01)).toBe(false);
  });

  it('gives the defaults of the assumptions, the fee following the rent', () => {
    expect(defaultExpenseValues('apartment', 1_000)).toEqual({
      managementMonthly: 147.6,
      imiPercent: 0.3,
      condominiumPercent: 0.2,
      insurancePercent: 0.1,
      maintenancePercent: 0.5,
      vacancyPercent: 5,
    });
    expect(defaultExpenseValues('family_house', 3_000)).toMatchObject({
      managementMonthly: 295.2,
      condominiumPercent: 0,
    });
    expect(differsFromDefault(213.55, 213.5496)).toBe(false);
    expect(differsFromDefault(213.56, 213.5496)).toBe(true);
  });

  it('counts no condominium for a house', () => {
    expect(calc({ equity: 100_000, propertyType: 'family_house' }).expenseItems.condominium).toBe(0);
  });

  it('floors the annual return at 0 when the mortgage exceeds the net rent, keeping the negative income', () => {
    const result = calc({ equity: 50_000, leveragePercent: 70, mortgageYears: 5 });
    // value = 50,000 / 0.3 = 166,666.67; loan = 116,666.67
    expect(result.totalAssetValue).toBeCloseTo(166_666.666667, 5);
    // payment = 116,666.67 × r × 1.190943 / 0.190943 = 340.28 × 6.237170 = 2,122.37
    expect(result.monthlyMortgagePayment).toBeCloseTo(2122.3702, 4);
    // yield = 6.6 - 1.3 × 116,666.67 / 1,950,000 = 6.522222; rent = 905.86; expenses 345.67
    expect(result.grossMonthlyRent).toBeCloseTo(905.8642, 4);
    // income = 905.86 - 345.67 - 2,122.37 = -1,562.18, floored to 0
    expect(result.monthlyIncome).toBeCloseTo(-1562.177, 3);
    expect(result.annualReturnPercent).toBe(0);
  });

  it('caps leverage at 70 %', () => {
    const capped = calc({ equity: 300_000, leveragePercent: 90, mortgageYears: 25 });
    expect(capped).toEqual(calc({ equity: 300_000, leveragePercent: 70, mortgageYears: 25 }));
    expect(capped.totalAssetValue).toBeCloseTo(1_000_000, 6); // 300,000 / 0.3, not 300,000 / 0.1
    expect(capped.loanAmount).toBeCloseTo(700_000, 6);
  });

  it('treats negative leverage as 0', () => {
    const result = calc({ equity: 300_000, leveragePercent: -20, mortgageYears: 25 });
    expect(result).toEqual(calc({ equity: 300_000, leveragePercent: 0, mortgageYears: 25 }));
    expect(result.totalAssetValue).toBe(300_000);
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyMortgagePayment).toBe(0);
  });

  it('gives 60,000 at 70 % a total value of exactly 200,000 (no floating-point shortfall)', () => {
    // 60,000 / (1 - 0.7) in floating point is 199,999.99999999997
    const result = calc({ equity: 60_000, leveragePercent: 70, mortgageYears: 25 });
    expect(result.totalAssetValue).toBe(200_000);
    expect(result.loanAmount).toBe(140_000);
    expect(isMultiFamilyAllowed(result.totalAssetValue)).toBe(true);
  });

  it('gives exactly the equity and no loan without leverage, for any amount', () => {
    // equity × 100 / 100 would give 736,904.0411443852 here, and a loan of 1.2e-10.
    const result = calc({ equity: 736_904.0411443851, leveragePercent: 0, mortgageYears: 25 });
    expect(result.totalAssetValue).toBe(736_904.0411443851);
    expect(result.loanAmount).toBe(0);
    expect(result.monthlyMortgagePayment).toBe(0);
  });

  it('computes the ends of the slider range', () => {
    // Lowest: 50,000, no leverage: yield 6.6 %, rent 275; expenses 147.60 (the management minimum
    // with VAT) + 1.1 % of 50,000 / 12 = 45.83 + vacancy 13.75 = 207.18; income 67.82 → 1.6 %;
    // costs: IMT 500, stamp duty 400, deed 375, lawyer 1,845 = 3,120
    const low = calc({ equity: 50_000 });
    expect(low.grossYieldPercent).toBeCloseTo(6.6, 10);
    expect(low.grossMonthlyRent).toBeCloseTo(275, 8);
    expect(low.monthlyIncome).toBeCloseTo(67.8167, 4);
    expect(low.annualReturnPercent).toBe(1.6);
    expect(low.oneTimeCosts).toBe(3_120);
    // Highest: 2,000,000 at 70 %, 30 years: value 6,666,666.67 (yield clamped to 5.3 %), loan 4,666,666.67
    const high = calc({ equity: 2_000_000, leveragePercent: 70, mortgageYears: 30 });
    expect(high.totalAssetValue).toBeCloseTo(6_666_666.666667, 5);
    expect(high.loanAmount).toBeCloseTo(4_666_666.666667, 5);
    expect(high.grossYieldPercent).toBeCloseTo(5.3, 10);
    // rent = 6,666,666.67 × 5.3 % / 12 = 29,444.44; payment = 4,666,666.67 × 449.0447 / 100,000 = 20,955.42
    expect(high.grossMonthlyRent).toBeCloseTo(29_444.4444, 3);
    expect(high.monthlyMortgagePayment).toBeCloseTo(20_955.42, 1);
    // expenses 10,480.67: income = 29,444.44 - 10,480.67 - 20,955.42 < 0 → 0
    expect(high.annualReturnPercent).toBe(0);
    // IMT 7.5 % = 500,000; stamp duty 53,333.33 + 28,000 (0.6 % of the loan); fees 700 (Casa Pronta with a mortgage) + 82,000 + 1,000
    expect(high.oneTimeCosts).toBe(665_033);
  });

  it('uses the multi-family yield range', () => {
    // value 200,000: multi-family yield 6.6 %; rent = 200,000 × 6.6 % / 12 = 1,100; expenses 147.60
    // + 1.1 % of 200,000 / 12 = 183.33 + vacancy 55 = 385.93; income = 714.07
    const result = calc({ equity: 200_000, propertyType: 'multi_family' });
    expect(result.grossYieldPercent).toBeCloseTo(6.6, 10);
    expect(result.grossMonthlyRent).toBeCloseTo(1100, 8);
    expect(result.monthlyIncome).toBeCloseTo(714.0667, 4);
    expect(result.annualReturnPercent).toBe(4.3); // 714.07 × 12 / 200,000 = 4.28 %
    expect(result.weightedReturnPercent).toBeCloseTo(10.1, 10);
  });

  it('refuses non-finite or negative equity', () => {
    expect(() => calc({ equity: Number.NaN })).toThrow(RangeError);
    expect(() => calc({ equity: -1 })).toThrow(RangeError);
  });
});

describe('isMultiFamilyAllowed', () => {
  it('needs a total asset value of at least 200,000', () => {
    expect(isMultiFamilyAllowed(200_000)).toBe(true);
    expect(isMultiFamilyAllowed(1_000_000)).toBe(true);
    expect(isMultiFamilyAllowed(199_999.99)).toBe(false);
    expect(isMultiFamilyAllowed(100_000)).toBe(false);
  });

  it('applies to the total value, not the equity', () => {
    // 150,000 at 30 %: 150,000 / 0.7 = 214,285.71
    expect(
      isMultiFamilyAllowed(calc({ equity: 150_000, leveragePercent: 30, mortgageYears: 25 }).totalAssetValue),
    ).toBe(true);
    // 130,000 at 30 %: 130,000 / 0.7 = 185,714.29
    expect(
      isMultiFamilyAllowed(calc({ equity: 130_000, leveragePercent: 30, mortgageYears: 25 }).totalAssetValue),
    ).toBe(false);
  });
});

describe('normalizeTerm', () => {
  it('sets the term to 0 without leverage', () => {
    expect(normalizeTerm(0, 25)).toBe(0);
    expect(normalizeTerm(0, 0)).toBe(0);
  });

  it('resets a leveraged term of 0 or under 5 to 25', () => {
    expect(normalizeTerm(50, 0)).toBe(25);
    expect(normalizeTerm(5, 4)).toBe(25);
  });

  it('clamps a term over 30 to 30', () => {
    expect(normalizeTerm(50, 35)).toBe(30);
  });

  it('keeps a valid leveraged term', () => {
    expect(normalizeTerm(50, 5)).toBe(5);
    expect(normalizeTerm(50, 15)).toBe(15);
    expect(normalizeTerm(70, 30)).toBe(30);
  });
});

describe('roundTermToStep', () => {
  it('rounds to the nearest multiple of 5', () => {
    expect(roundTermToStep(12)).toBe(10);
    expect(roundTermToStep(13)).toBe(15);
    expect(roundTermToStep(12.5)).toBe(15);
    expect(roundTermToStep(20)).toBe(20);
  });

  it('stays within 5 to 30', () => {
    expect(roundTermToStep(0)).toBe(5);
    expect(roundTermToStep(2)).toBe(5);
    expect(roundTermToStep(33)).toBe(30);
    expect(roundTermToStep(100)).toBe(30);
  });
});

describe('roundMoney', () => {
  it('rounds to cents, half away from zero, without binary representation error', () => {
    expect(roundMoney(1501.8707107784749)).toBe(1501.87);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-1307.0924687521274)).toBe(-1307.09);
    expect(roundMoney(-0.001)).toBe(0);
  });
});

describe('toInvestmentLeadFigures', () => {
  it('maps the result to the lead fields, money in cents', () => {
    const figures = toInvestmentLeadFigures(calc({ equity: 300_000, leveragePercent: 50, mortgageYears: 25 }));
    expect(figures).toEqual({
      total_asset_value: 600_000,
      expected_annual_return: 2.4,
      loan_amount: 300_000,
      monthly_mortgage_payment: 1501.87,
      gross_monthly_rent: 3116.67,
      estimated_expenses: 1012.51,
      expected_monthly_income: 602.28,
    });
  });

  it('rounds fractional values and keeps a negative income', () => {
    const figures = toInvestmentLeadFigures(calc({ equity: 50_000, leveragePercent: 70, mortgageYears: 5 }));
    expect(figures).toEqual({
      total_asset_value: 166_666.67, // 50,000 / 0.3
      expected_annual_return: 0,
      loan_amount: 116_666.67,
      monthly_mortgage_payment: 2122.37,
      gross_monthly_rent: 905.86,
      estimated_expenses: 345.67,
      expected_monthly_income: -1562.18,
    });
  });
});
