import {
  calculateInvestment,
  isMultiFamilyAllowed,
  normalizeTerm,
  toInvestmentLeadFigures,
} from '../domain/calculators/investment-calculator.ts';
import { expenseOverridesFromPayload, type InvestmentEstimate } from '../domain/validation/investment-lead.ts';
import { createLeadHandler, LeadRejection, type HandlerDeps } from '../lead-handler.ts';

/**
 * The investment page's one lead form (docs/leads.md, "The investment lead"). Without the
 * calculator's estimate the lead is the contact details alone; with it, the figures are recomputed
 * here from the inputs with the same calculator module the page uses, with the running-cost
 * assumptions the visitor changed; whatever figures the browser sent (checked against their ranges
 * by the schema) are not stored.
 */
export function investmentSubmitHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'investment',
      async store(db, lead, { ipHash }) {
        const estimate = estimateColumns(lead.estimate);
        const [row] = await db.query<{ id: string }>(
          `insert into public.investment_leads
             (name, email, phone, equity, leverage, mortgage_years, property_type, total_asset_value,
              expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent,
              estimated_expenses, expected_monthly_income, agrees_to_terms, agrees_to_marketing,
              consent_version, source_page, ip_hash, buyer_residence, cash_at_purchase)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
           returning id`,
          [
            lead.name,
            lead.email,
            lead.phone,
            estimate?.equity ?? null,
            estimate?.leverage ?? null,
            estimate?.mortgageYears ?? null,
            estimate?.propertyType ?? null,
            estimate?.figures.total_asset_value ?? null,
            estimate?.figures.expected_annual_return ?? null,
            estimate?.figures.loan_amount ?? null,
            estimate?.figures.monthly_mortgage_payment ?? null,
            estimate?.figures.gross_monthly_rent ?? null,
            estimate?.figures.estimated_expenses ?? null,
            estimate?.figures.expected_monthly_income ?? null,
            lead.agrees_to_terms,
            lead.agrees_to_marketing,
            lead.consent_version,
            lead.source_page,
            ipHash,
            estimate?.residence ?? null,
            estimate?.cashAtPurchase ?? null,
          ],
        );
        return row!.id;
      },
    },
    deps,
  );
}

/** The columns of a lead's estimate, recomputed from its inputs; null for a lead without one. */
function estimateColumns(estimate: InvestmentEstimate | null) {
  if (!estimate) return null;
  const mortgageYears = normalizeTerm(estimate.leverage, estimate.mortgage_years);
  const result = calculateInvestment({
    equity: estimate.equity,
    leveragePercent: estimate.leverage,
    mortgageYears,
    propertyType: estimate.property_type,
    // The visitor's changed running-cost assumptions, already within their bounds (the schema
    // refuses any other value with 400 before this runs).
    expenses: expenseOverridesFromPayload(estimate.expense_overrides),
    // "Will you live in Portugal?": a buyer who is not resident pays the single IMT rate at the
    // deed, which the one-time costs and the cash at purchase carry.
    residence: estimate.buyer_residence,
  });
  if (estimate.property_type === 'multi_family' && !isMultiFamilyAllowed(result.totalAssetValue)) {
    throw new LeadRejection(
      400,
      'Invalid input: property_type (multi_family needs a total asset value of 200,000 or more)',
      'invalid_input',
    );
  }
  return {
    equity: estimate.equity,
    leverage: estimate.leverage,
    mortgageYears,
    propertyType: estimate.property_type,
    residence: estimate.buyer_residence,
    figures: toInvestmentLeadFigures(result),
    cashAtPurchase: result.cashAtPurchase,
  };
}
