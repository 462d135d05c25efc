// Property-based tests of the investment calculator (docs/calculators.md): invariants that must hold for
// every input the page's sliders can produce, and a little beyond them.
import fc from 'fast-check';
import {
  EQUITY_BOUNDS,
  LEVERAGE_BOUNDS,
  MULTI_FAMILY_MIN_VALUE,
  TERM_BOUNDS,
  WEIGHTED_RETURN_PREMIUM_PERCENT,
  YIELD_END_PERCENT_DEFAULT,
  YIELD_END_PERCENT_HOUSE,
  YIELD_START_PERCENT,
  calculateInvestment,
  grossYieldPercent,
  isMultiFamilyAllowed,
  monthlyMortgagePayment,
  normalizeTerm,
  roundTermToStep,
  toInvestmentLeadFigures,
  type InvestmentResult,
  type PropertyType,
} from '@shared/calculators/investment-calculator';

const stepped = (bounds: { min: number; max: number; step: number }) =>
  fc
    .integer({ min: 0, max: Math.round((bounds.max - bounds.min) / bounds.step) })
    .map((index) => bounds.min + index * bounds.step);

/** The values the sliders produce. */
const equity = stepped(EQUITY_BOUNDS);
const leverage = stepped(LEVERAGE_BOUNDS);
const term = stepped(TERM_BOUNDS);
const propertyType = fc.constantFrom<PropertyType>('apartment', 'family_house', 'multi_family', 'single_family');

/** Any value within the bounds, not only the steps (typed URLs, keyboard, future steps). */
const anyEquity = fc.double({ min: EQUITY_BOUNDS.min, max: EQUITY_BOUNDS.max, noNaN: true });
const anyLeverage = fc.double({ min: LEVERAGE_BOUNDS.min, max: LEVERAGE_BOUNDS.max, noNaN: true });
const anyTerm = fc.double({ min: 0, max: TERM_BOUNDS.max, noNaN: true });

const sliderInput = fc.record({ equity, leveragePercent: leverage, mortgageYears: term, propertyType });
const anyInput = fc.record({
  equity: anyEquity,
  leveragePercent: anyLeverage,
  mortgageYears: anyTerm,
  propertyType,
});

const RUNS = { numRuns: 500 };

/** Every number of the result, nested ones included (itemised expenses, purchase costs), is finite. */
function allFinite(result: InvestmentResult): boolean {
  const numbers = (value: unknown): number[] =>
    typeof value === 'number'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(numbers)
        : [];
  return numbers(result).every((value) => Number.isFinite(value));
}

describe('investment calculator properties', () => {
  it('gives only finite figures, never NaN or Infinity, within the slider bounds', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = calculateInvestment({
          ...input,
          mortgageYears: normalizeTerm(input.leveragePercent, input.mortgageYears),
        });
        expect(allFinite(result)).toBe(true);
        expect(Object.values(toInvestmentLeadFigures(result)).every(Number.isFinite)).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps the identities of the formulas', () => {
    fc.assert(
      fc.property(sliderInput, (input) => {
        const r = calculateInvestment({
          ...input,
          mortgageYears: normalizeTerm(input.leveragePercent, input.mortgageYears),
        });
        const scale = Math.max(1, r.totalAssetValue);
        expect(Math.abs(r.totalAssetValue * (1 - input.leveragePercent / 100) - input.equity)).toBeLessThan(
          1e-6 * scale,
        );
        expect(Math.abs(r.loanAmount - (r.totalAssetValue - input.equity))).toBeLessThan(1e-6);
        expect(r.loanAmount).toBeLessThanOrEqual(0.7 * r.totalAssetValue + 1e-6);
        expect(Math.abs(r.grossMonthlyRent - (r.totalAssetValue * r.grossYieldPercent) / 100 / 12)).toBeLessThan(1e-6);
        const items = Object.values(r.expenseItems).reduce((sum, value) => sum + value, 0);
        expect(Math.abs(r.monthlyExpenses - items)).toBeLessThan(1e-6);
        // At least the site's own management fee with VAT (9.84 % of the rent or its minimum).
        expect(r.expenseItems.management).toBeGreaterThanOrEqual(r.grossMonthlyRent * 0.0984 - 1e-6);
        expect(
          Math.abs(r.monthlyIncome - (r.grossMonthlyRent - r.monthlyExpenses - r.monthlyMortgagePayment)),
        ).toBeLessThan(1e-6);
        expect(r.weightedReturnPercent).toBeCloseTo(r.grossYieldPercent + WEIGHTED_RETURN_PREMIUM_PERCENT, 10);
        expect(r.oneTimeCosts).toBe(Math.round(r.purchaseCosts?.total ?? 0));
        expect(r.cashAtPurchase).toBe(input.equity + r.oneTimeCosts);
        expect(r.netYieldAfterTaxPercent).toBeLessThanOrEqual(r.netYieldBeforeTaxPercent);
        expect(r.rentalIncomeTax).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(r.oneTimeCosts)).toBe(true);
      }),
      RUNS,
    );
  });

  it('floors the annual return at 0 and rounds it to one decimal', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const r = calculateInvestment({
          ...input,
          mortgageYears: normalizeTerm(input.leveragePercent, input.mortgageYears),
        });
        expect(r.annualReturnPercent).toBeGreaterThanOrEqual(0);
        expect(Math.abs(r.annualReturnPercent * 10 - Math.round(r.annualReturnPercent * 10))).toBeLessThan(1e-9);
        const exact = ((r.monthlyIncome * 12) / input.equity) * 100;
        expect(Math.abs(r.annualReturnPercent - Math.max(exact, 0))).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
      RUNS,
    );
  });

  it('keeps the gross yield within the end yields of the type', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), propertyType, (value, type) => {
        const end =
          type === 'multi_family' || type === 'single_family' ? YIELD_END_PERCENT_HOUSE : YIELD_END_PERCENT_DEFAULT;
        const yieldPercent = grossYieldPercent(value, type);
        expect(yieldPercent).toBeLessThanOrEqual(YIELD_START_PERCENT + 1e-12);
        expect(yieldPercent).toBeGreaterThanOrEqual(end - 1e-12);
      }),
      RUNS,
    );
  });

  it('lowers (never raises) the yield as the value grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3e6, noNaN: true }),
        fc.double({ min: 0, max: 3e6, noNaN: true }),
        propertyType,
        (a, b, type) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(grossYieldPercent(high, type)).toBeLessThanOrEqual(grossYieldPercent(low, type) + 1e-12);
        },
      ),
      RUNS,
    );
  });

  it('grows value, loan, rent and one-time costs with the equity', () => {
    fc.assert(
      fc.property(equity, equity, leverage, term, propertyType, (a, b, lev, years, type) => {
        fc.pre(a < b);
        const mortgageYears = normalizeTerm(lev, years);
        const small = calculateInvestment({ equity: a, leveragePercent: lev, mortgageYears, propertyType: type });
        const large = calculateInvestment({ equity: b, leveragePercent: lev, mortgageYears, propertyType: type });
        expect(large.totalAssetValue).toBeGreaterThan(small.totalAssetValue);
        expect(large.loanAmount).toBeGreaterThanOrEqual(small.loanAmount);
        expect(large.monthlyMortgagePayment).toBeGreaterThanOrEqual(small.monthlyMortgagePayment);
        expect(large.grossMonthlyRent).toBeGreaterThan(small.grossMonthlyRent);
        expect(large.oneTimeCosts).toBeGreaterThanOrEqual(small.oneTimeCosts);
      }),
      RUNS,
    );
  });

  it('grows value and loan with the leverage', () => {
    fc.assert(
      fc.property(equity, leverage, leverage, term, propertyType, (eq, a, b, years, type) => {
        fc.pre(a < b);
        const small = calculateInvestment({
          equity: eq,
          leveragePercent: a,
          mortgageYears: normalizeTerm(a, years),
          propertyType: type,
        });
        const large = calculateInvestment({
          equity: eq,
          leveragePercent: b,
          mortgageYears: normalizeTerm(b, years),
          propertyType: type,
        });
        expect(large.totalAssetValue).toBeGreaterThan(small.totalAssetValue);
        expect(large.loanAmount).toBeGreaterThan(small.loanAmount);
      }),
      RUNS,
    );
  });

  it('lowers the mortgage payment, and so raises the income, as the term grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5e6, noNaN: true }), term, term, (loan, a, b) => {
        fc.pre(a < b);
        expect(monthlyMortgagePayment(loan, b)).toBeLessThan(monthlyMortgagePayment(loan, a));
        // The payment always covers at least the interest and at most repays the loan in one month plus interest.
        expect(monthlyMortgagePayment(loan, a)).toBeGreaterThan((loan * 0.035) / 12);
        expect(monthlyMortgagePayment(loan, a)).toBeLessThan(loan * (1 + 0.035 / 12));
      }),
      RUNS,
    );
  });

  it('has no mortgage without leverage, whatever the term', () => {
    fc.assert(
      fc.property(anyEquity, anyTerm, propertyType, (eq, years, type) => {
        const r = calculateInvestment({ equity: eq, leveragePercent: 0, mortgageYears: years, propertyType: type });
        expect(r.loanAmount).toBe(0);
        expect(r.monthlyMortgagePayment).toBe(0);
        expect(r.totalAssetValue).toBe(eq);
        expect(r.monthlyIncome).toBeGreaterThan(0);
        expect(normalizeTerm(0, years)).toBe(0);
      }),
      RUNS,
    );
  });

  it('normalises a leveraged term into 5–30 and rounds manual terms to multiples of 5', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 70, noNaN: true }),
        fc.double({ min: -10, max: 100, noNaN: true }),
        (lev, years) => {
          const normalized = normalizeTerm(lev, years);
          expect(normalized).toBeGreaterThanOrEqual(TERM_BOUNDS.min);
          expect(normalized).toBeLessThanOrEqual(TERM_BOUNDS.max);
          const rounded = roundTermToStep(years);
          expect(rounded % TERM_BOUNDS.step).toBe(0);
          expect(rounded).toBeGreaterThanOrEqual(TERM_BOUNDS.min);
          expect(rounded).toBeLessThanOrEqual(TERM_BOUNDS.max);
        },
      ),
      RUNS,
    );
  });

  it('allows multi-family exactly from a total value of 200,000', () => {
    fc.assert(
      fc.property(equity, leverage, (eq, lev) => {
        const { totalAssetValue } = calculateInvestment({
          equity: eq,
          leveragePercent: lev,
          mortgageYears: normalizeTerm(lev, 25),
          propertyType: 'apartment',
        });
        expect(isMultiFamilyAllowed(totalAssetValue)).toBe(totalAssetValue >= MULTI_FAMILY_MIN_VALUE - 0.005);
      }),
      RUNS,
    );
  });
});
