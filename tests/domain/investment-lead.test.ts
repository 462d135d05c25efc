// The investment page's one lead form, as the function's schema reads it (docs/leads.md, "The
// investment lead"): the contact details with or without the calculator's estimate, the phone's one
// rule, and the figures within the ranges the calculator can produce.
import fc from 'fast-check';
import {
  EQUITY_BOUNDS,
  EXPENSE_BOUNDS,
  EXPENSE_OVERRIDE_KEYS,
  LEVERAGE_BOUNDS,
  PROPERTY_TYPE_OPTIONS,
  TERM_BOUNDS,
  calculateInvestment,
  isMultiFamilyAllowed,
  normalizeTerm,
  toInvestmentLeadFigures,
} from '@shared/calculators/investment-calculator';
import { RESIDENCES } from '@shared/tax/purchase-costs';
import {
  INVESTMENT_FIGURE_BOUNDS,
  INVESTMENT_LEAD_ERRORS,
  investmentLeadSchema,
} from '@shared/validation/investment-lead';

const CONTACT = {
  name: 'Dana Levi',
  email: 'dana@example.com',
  phone: '+972 52 765 4321',
  agrees_to_terms: true,
  consent_version: '2026-11-23',
  source_page: '/he/investment',
};
const INPUTS = { equity: 200_000, leverage: 50, mortgage_years: 25, property_type: 'apartment' } as const;
const FIGURES = toInvestmentLeadFigures(
  calculateInvestment({ equity: 200_000, leveragePercent: 50, mortgageYears: 25, propertyType: 'apartment' }),
);

/** The code the schema gives each refused field. */
function problems(body: unknown): Record<string, string> {
  const result = investmentLeadSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('investment lead schema: one form, with or without the calculator’s estimate', () => {
  it('reads a lead without the calculator as the contact details and no estimate', () => {
    const lead = investmentLeadSchema.parse(CONTACT);
    expect(lead.estimate).toBeNull();
    expect(lead).toMatchObject({ name: 'Dana Levi', phone: '+972 52 765 4321', agrees_to_marketing: false });
    expect(lead).not.toHaveProperty('total_asset_value');
  });

  it('gathers the inputs under estimate, a resident buyer unless the visitor answered otherwise', () => {
    expect(investmentLeadSchema.parse({ ...CONTACT, ...INPUTS, ...FIGURES }).estimate).toEqual({
      ...INPUTS,
      buyer_residence: 'resident',
      expense_overrides: undefined,
    });
    const away = investmentLeadSchema.parse({
      ...CONTACT,
      ...INPUTS,
      buyer_residence: 'non_resident',
      expense_overrides: { vacancy_percent: 10 },
    });
    expect(away.estimate).toMatchObject({
      buyer_residence: 'non_resident',
      expense_overrides: { vacancy_percent: 10 },
    });
  });

  it('refuses part of an estimate: every missing input is named', () => {
    expect(problems({ ...CONTACT, equity: 200_000, property_type: 'apartment' })).toEqual({
      leverage: INVESTMENT_LEAD_ERRORS.figures,
      mortgage_years: INVESTMENT_LEAD_ERRORS.figures,
    });
  });

  it('refuses figures, a residence or assumptions without the inputs', () => {
    expect(
      problems({ ...CONTACT, ...FIGURES, buyer_residence: 'resident', expense_overrides: { imi_percent: 0.3 } }),
    ).toEqual({
      ...Object.fromEntries(Object.keys(FIGURES).map((name) => [name, INVESTMENT_LEAD_ERRORS.figures])),
      buyer_residence: INVESTMENT_LEAD_ERRORS.figures,
      expense_overrides: INVESTMENT_LEAD_ERRORS.figures,
    });
  });

  it.each(Object.entries(INVESTMENT_FIGURE_BOUNDS))('refuses %s outside its range', (figure, { min, max }) => {
    const at = (value: unknown) => problems({ ...CONTACT, ...INPUTS, ...FIGURES, [figure]: value });
    expect(at(min)).toEqual({});
    expect(at(max)).toEqual({});
    for (const wrong of [min - 0.01, max + 0.01, String(max), null, Number.NaN]) {
      expect(at(wrong), String(wrong)).toEqual({ [figure]: INVESTMENT_LEAD_ERRORS.figures });
    }
  });
});

describe('investment lead schema: the phone’s one rule', () => {
  it.each([
    ['6 digits', '123456'],
    ['a local number with dashes', '052-765-4321'],
    ['an international number with brackets', '+351 (21) 000 0000'],
    ['30 characters', '1'.repeat(30)],
  ])('accepts %s', (_label, phone) => {
    expect(problems({ ...CONTACT, phone })).toEqual({});
  });

  it.each([
    ['no phone', undefined, INVESTMENT_LEAD_ERRORS.phone],
    ['an empty phone', '   ', INVESTMENT_LEAD_ERRORS.phone],
    ['5 digits', '12345', INVESTMENT_LEAD_ERRORS.phone],
    ['6 characters of which 5 digits', '(12) 3-45', INVESTMENT_LEAD_ERRORS.phone],
    ['31 characters', '1'.repeat(31), INVESTMENT_LEAD_ERRORS.phone],
    ['letters', 'call me 123456', 'invalid_characters'],
  ])('refuses %s', (_label, phone, code) => {
    expect(problems({ ...CONTACT, phone })).toEqual({ phone: code });
  });
});

describe('INVESTMENT_FIGURE_BOUNDS hold every figure the calculator can give', () => {
  const stepped = (bounds: { min: number; max: number; step: number }) =>
    fc
      .integer({ min: 0, max: Math.round((bounds.max - bounds.min) / bounds.step) })
      .map((index) => bounds.min + index * bounds.step);
  const extreme = (key: (typeof EXPENSE_OVERRIDE_KEYS)[number]) =>
    fc.constantFrom(EXPENSE_BOUNDS[key].min, EXPENSE_BOUNDS[key].max, undefined);

  it('for inputs on the sliders’ steps, any answer on residence and assumptions at their ends', () => {
    fc.assert(
      fc.property(
        stepped(EQUITY_BOUNDS),
        stepped(LEVERAGE_BOUNDS),
        stepped(TERM_BOUNDS),
        fc.constantFrom(...PROPERTY_TYPE_OPTIONS),
        fc.constantFrom(...RESIDENCES),
        fc.record(Object.fromEntries(EXPENSE_OVERRIDE_KEYS.map((key) => [key, extreme(key)]))),
        (equity, leverage, term, propertyType, residence, expenses) => {
          const mortgageYears = normalizeTerm(leverage, term);
          const result = calculateInvestment({
            equity,
            leveragePercent: leverage,
            mortgageYears,
            propertyType,
            residence,
            expenses: Object.fromEntries(Object.entries(expenses).filter(([, value]) => value !== undefined)),
          });
          if (propertyType === 'multi_family' && !isMultiFamilyAllowed(result.totalAssetValue)) return;
          for (const [figure, value] of Object.entries(toInvestmentLeadFigures(result))) {
            const { min, max } = INVESTMENT_FIGURE_BOUNDS[figure as keyof typeof INVESTMENT_FIGURE_BOUNDS];
            expect(value, figure).toBeGreaterThanOrEqual(min);
            expect(value, figure).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('at the corners: the largest property financed over the shortest term, every cost at its maximum', () => {
    const result = calculateInvestment({
      equity: EQUITY_BOUNDS.max,
      leveragePercent: LEVERAGE_BOUNDS.max,
      mortgageYears: TERM_BOUNDS.min,
      propertyType: 'apartment',
      residence: 'non_resident',
      expenses: Object.fromEntries(EXPENSE_OVERRIDE_KEYS.map((key) => [key, EXPENSE_BOUNDS[key].max])),
    });
    const figures = toInvestmentLeadFigures(result);
    expect(problems({ ...CONTACT, ...INPUTS, ...figures })).toEqual({});
    // Close to the ranges' ends, so the ranges are the calculator's and not arbitrary.
    expect(figures.total_asset_value).toBeGreaterThan(INVESTMENT_FIGURE_BOUNDS.total_asset_value.max - 1);
    expect(figures.monthly_mortgage_payment).toBeGreaterThan(80_000);
    expect(figures.estimated_expenses).toBeGreaterThan(80_000);
  });
});
