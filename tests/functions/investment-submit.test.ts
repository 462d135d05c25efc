// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { investmentSubmitHandler } from '../../supabase/functions/_shared/handlers/investment-submit';
import { calculateInvestment, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import { createHarness, INVESTMENT_LEAD, post, type Harness } from './function-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimitMax: 100 });
});
afterAll(async () => {
  await h.pglite.close();
});
beforeEach(async () => {
  await h.pglite.exec(`delete from public.investment_leads; delete from public.function_rate_limits;`);
});

const lead = {
  ...INVESTMENT_LEAD,
  consent_version: '2026-11-23',
  source_page: '/he/investment',
};

type Row = Record<string, string | number | boolean | null>;
async function storedRows(): Promise<Row[]> {
  // numeric columns come back as strings from PGlite; compare as numbers
  const { rows } = await h.pglite.query<Row>(`select * from public.investment_leads`);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
      ]),
    ),
  );
}

describe('investment-submit', () => {
  it('stores the figures recomputed on the server, not the ones the browser sent', async () => {
    // Within each figure's range (the schema refuses others), but not what these inputs give.
    const forged = {
      ...lead,
      total_asset_value: 6_000_000,
      expected_annual_return: 99,
      loan_amount: 1,
      monthly_mortgage_payment: 0,
      gross_monthly_rent: 30_000,
      estimated_expenses: 0,
      expected_monthly_income: 30_000,
    };
    const response = await investmentSubmitHandler(h.deps)(post(forged));
    expect(response.status).toBe(200);

    const expected = toInvestmentLeadFigures(
      calculateInvestment({ equity: 300_000, leveragePercent: 50, mortgageYears: 25, propertyType: 'apartment' }),
    );
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...expected,
      name: 'Avi Cohen',
      equity: 300_000,
      leverage: 50,
      mortgage_years: 25,
    });
    // 300,000 equity at 50% leverage: a 600,000 property with a 300,000 loan.
    expect(rows[0]).toMatchObject({ total_asset_value: 600_000, loan_amount: 300_000 });
    expect(rows[0]!.expected_annual_return).not.toBe(99);
  });

  it('applies the term rules: no leverage means no mortgage term', async () => {
    await investmentSubmitHandler(h.deps)(post({ ...lead, leverage: 0, mortgage_years: 25 }));
    const [row] = await storedRows();
    expect(row).toMatchObject({
      mortgage_years: 0,
      loan_amount: 0,
      monthly_mortgage_payment: 0,
      total_asset_value: 300_000,
    });
  });

  it('refuses multi-family below a total value of 200,000', async () => {
    const response = await investmentSubmitHandler(h.deps)(
      post({ ...lead, equity: 100_000, leverage: 0, property_type: 'multi_family' }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/property_type/);
    expect(await storedRows()).toEqual([]);
  });

  it('accepts multi-family from 200,000', async () => {
    const response = await investmentSubmitHandler(h.deps)(
      post({ ...lead, equity: 100_000, leverage: 50, property_type: 'multi_family' }),
    );
    expect(response.status).toBe(200);
  });

  it('recomputes the stored figures with the running-cost assumptions the visitor changed', async () => {
    const changed = { imi_percent: 0.45, vacancy_percent: 10, management_monthly: 250 };
    const response = await investmentSubmitHandler(h.deps)(post({ ...lead, expense_overrides: changed }));
    expect(response.status).toBe(200);

    const base = { equity: 300_000, leveragePercent: 50, mortgageYears: 25, propertyType: 'apartment' } as const;
    const withDefaults = toInvestmentLeadFigures(calculateInvestment(base));
    const expected = toInvestmentLeadFigures(
      calculateInvestment({ ...base, expenses: { imiPercent: 0.45, vacancyPercent: 10, managementMonthly: 250 } }),
    );
    const [row] = await storedRows();
    expect(row).toMatchObject({
      estimated_expenses: expected.estimated_expenses,
      expected_monthly_income: expected.expected_monthly_income,
      expected_annual_return: expected.expected_annual_return,
    });
    // The changes cost more than the defaults: 250 management against about 300, but IMI up by
    // 0.15 % of 600,000 (75 a month) and vacancy doubled (about 150 a month).
    expect(row!.estimated_expenses).toBeGreaterThan(withDefaults.estimated_expenses);
    expect(row!.expected_monthly_income).toBeLessThan(withDefaults.expected_monthly_income);
  });

  it('recomputes with the buyer’s answer to "Will you live in Portugal?" and stores it', async () => {
    // 300,000 equity at 50 %: a €600,000 home to let. A non-resident pays IMT at 7.5 % (45,000)
    // instead of 35,300.11 (tests/domain/non-resident-imt.test.ts), so the cash at purchase grows.
    await investmentSubmitHandler(h.deps)(post({ ...lead, buyer_residence: 'non_resident', expense_overrides: {} }));
    await investmentSubmitHandler(h.deps)(post({ ...lead, expense_overrides: {} }));
    const rows = await storedRows();
    const away = rows.find((row) => row.buyer_residence === 'non_resident')!;
    const home = rows.find((row) => row.buyer_residence === 'resident')!;
    const expected = (residence: 'resident' | 'non_resident') =>
      calculateInvestment({
        equity: 300_000,
        leveragePercent: 50,
        mortgageYears: 25,
        propertyType: 'apartment',
        residence,
      }).cashAtPurchase;
    expect(away.cash_at_purchase).toBe(expected('non_resident'));
    expect(home.cash_at_purchase).toBe(expected('resident'));
    expect(Number(away.cash_at_purchase) - Number(home.cash_at_purchase)).toBe(Math.round(45_000 - 35_300.11));
  });

  it('refuses an unknown answer to "Will you live in Portugal?" and stores nothing', async () => {
    const response = await investmentSubmitHandler(h.deps)(post({ ...lead, buyer_residence: 'martian' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('invalid_input');
    expect(await storedRows()).toHaveLength(0);
  });

  it('stores the default figures when no assumption was changed', async () => {
    await investmentSubmitHandler(h.deps)(post({ ...lead, expense_overrides: {} }));
    const [row] = await storedRows();
    const expected = toInvestmentLeadFigures(
      calculateInvestment({ equity: 300_000, leveragePercent: 50, mortgageYears: 25, propertyType: 'apartment' }),
    );
    expect(row).toMatchObject({ estimated_expenses: expected.estimated_expenses });
  });

  it.each([
    ['a negative assumption', { imi_percent: -0.1 }],
    ['an absurd vacancy', { vacancy_percent: 80 }],
    ['an absurd management fee', { management_monthly: 1_000_000 }],
    ['an assumption sent as text', { maintenance_percent: '0.5' }],
    ['an unknown assumption', { imi: 0.3 }],
  ])('refuses %s with the translated code and stores nothing', async (_label, changed) => {
    const response = await investmentSubmitHandler(h.deps)(post({ ...lead, expense_overrides: changed }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; code: string; fields: Record<string, string> };
    expect(body.error).toMatch(/expense_overrides/);
    // Its own code, which the page words for the visitor (not the generic invalid_input).
    expect(body.code).toBe('expense_out_of_range');
    expect(Object.values(body.fields)).toContain('expense_out_of_range');
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['a short name', { name: 'A' }, /name \(name_too_short\)/],
    ['a short phone', { phone: '12345' }, /phone \(phone_too_short\)/],
    ['a phone of fewer than 6 digits', { phone: '+(12) 3-45 ..' }, /phone \(phone_too_short\)/],
    ['no phone', { phone: undefined }, /phone \(phone_too_short\)/],
    ['an empty phone', { phone: '   ' }, /phone \(phone_too_short\)/],
    ['script content in the name', { name: '<iframe src=x>' }, /name \(script_content\)/],
    ['an amount below 50,000', { equity: 40_000 }, /equity \(amount_out_of_range\)/],
    ['an amount above 2,000,000', { equity: 2_500_000 }, /equity/],
    ['leverage above 70%', { leverage: 80 }, /leverage \(leverage_out_of_range\)/],
    ['a fractional term', { mortgage_years: 12.5 }, /mortgage_years/],
    ['an amount sent as text', { equity: '300000' }, /equity/],
    ['an unknown property type', { property_type: 'castle' }, /property_type/],
    ['terms not accepted', { agrees_to_terms: false }, /agrees_to_terms \(terms_required\)/],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const response = await investmentSubmitHandler(h.deps)(post({ ...lead, ...change }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
    expect(await storedRows()).toEqual([]);
  });

  describe('the one investment lead form: with or without the calculator’s estimate', () => {
    const contactOnly = {
      name: 'Dana Levi',
      email: 'dana@example.com',
      phone: '052-765-4321',
      agrees_to_terms: true,
      agrees_to_marketing: false,
      consent_version: '2026-11-23',
      source_page: '/en/investment',
    };

    it('stores a lead without figures as the contact details alone', async () => {
      const response = await investmentSubmitHandler(h.deps)(post(contactOnly));
      expect(response.status).toBe(200);
      const [row] = await storedRows();
      expect(row).toMatchObject({
        name: 'Dana Levi',
        phone: '052-765-4321',
        equity: null,
        leverage: null,
        mortgage_years: null,
        property_type: null,
        buyer_residence: null,
        total_asset_value: null,
        expected_annual_return: null,
        expected_monthly_income: null,
        cash_at_purchase: null,
      });
    });

    it.each([
      ['an input without the others', { equity: 300_000 }, 'leverage'],
      ['three inputs of four', { equity: 300_000, leverage: 50, mortgage_years: 25 }, 'property_type'],
      ['figures without the inputs', { total_asset_value: 600_000 }, 'total_asset_value'],
      ['a residence without the inputs', { buyer_residence: 'non_resident' }, 'buyer_residence'],
      [
        'a property value above the calculator’s range',
        { ...INVESTMENT_LEAD, total_asset_value: 9_999_999 },
        'total_asset_value',
      ],
      ['a negative rent', { ...INVESTMENT_LEAD, gross_monthly_rent: -1 }, 'gross_monthly_rent'],
      ['a return above 100 %', { ...INVESTMENT_LEAD, expected_annual_return: 101 }, 'expected_annual_return'],
      ['a figure sent as text', { ...INVESTMENT_LEAD, loan_amount: '300000' }, 'loan_amount'],
    ])('refuses %s with figures_invalid and stores nothing', async (_label, change, field) => {
      const response = await investmentSubmitHandler(h.deps)(post({ ...contactOnly, ...change }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; fields: Record<string, string> };
      // Its own code, which the form words for the visitor.
      expect(body.code).toBe('figures_invalid');
      expect(body.fields[field]).toBe('figures_invalid');
      expect(await storedRows()).toEqual([]);
    });

    it('accepts the figures the calculator gives at its extremes', async () => {
      const input = { equity: 2_000_000, leveragePercent: 70, mortgageYears: 5, propertyType: 'multi_family' } as const;
      const figures = toInvestmentLeadFigures(calculateInvestment(input));
      const response = await investmentSubmitHandler(h.deps)(
        post({
          ...contactOnly,
          equity: 2_000_000,
          leverage: 70,
          mortgage_years: 5,
          property_type: 'multi_family',
          ...figures,
        }),
      );
      expect(response.status).toBe(200);
      const [row] = await storedRows();
      expect(row).toMatchObject({ ...figures, buyer_residence: 'resident' });
    });
  });
});
