import { investmentLeadSchema } from '@shared/validation/investment-lead';
import { investmentEstimate } from './lead-payload';

const CONTACT = {
  name: 'Avi',
  email: 'a@b.co',
  phone: '123456',
  agrees_to_terms: true,
  consent_version: '2026-11-23',
};

describe('investmentEstimate', () => {
  it('sends no term without leverage, and the module’s figures', () => {
    const estimate = investmentEstimate({ equity: 100_000, leverage: 0, term: 0, propertyType: 'family_house' });
    expect(estimate).toMatchObject({
      mortgage_years: 0,
      total_asset_value: 100_000,
      loan_amount: 0,
      monthly_mortgage_payment: 0,
      buyer_residence: 'resident',
    });
  });

  it('carries the changed assumptions only, and the figures computed with them', () => {
    const inputs = { equity: 200_000, leverage: 0, term: 0, propertyType: 'apartment' } as const;
    const plain = investmentEstimate(inputs);
    expect(plain).not.toHaveProperty('expense_overrides');

    const changed = investmentEstimate({
      ...inputs,
      expenses: { vacancyPercent: 10, imiPercent: 0.3, managementMonthly: 200 },
    });
    // IMI 0.3 % is the default: not sent.
    expect(changed.expense_overrides).toEqual({ vacancy_percent: 10, management_monthly: 200 });
    expect(changed.estimated_expenses).toBeGreaterThan(plain.estimated_expenses);
  });

  it.each([
    { equity: 50_000, leverage: 0, term: 0, propertyType: 'apartment' },
    { equity: 2_000_000, leverage: 70, term: 5, propertyType: 'multi_family', residence: 'non_resident' },
    { equity: 60_000, leverage: 70, term: 30, propertyType: 'multi_family', expenses: { vacancyPercent: 50 } },
  ] as const)('is an estimate the function accepts: %o', (inputs) => {
    const lead = investmentLeadSchema.parse({ ...CONTACT, ...investmentEstimate(inputs) });
    expect(lead.estimate).toMatchObject({ equity: inputs.equity, property_type: inputs.propertyType });
  });
});
