import {
  calculateInvestment,
  isMultiFamilyAllowed,
  normalizeTerm,
  toInvestmentLeadFigures,
} from '../domain/calculators/investment-calculator.ts';
import { expenseOverridesFromPayload } from '../domain/validation/investment-lead.ts';
import { createLeadHandler, LeadRejection, type HandlerDeps } from '../lead-handler.ts';

/**
 * The investment calculator's lead. The figures are recomputed here from the inputs with the same
 * calculator module the page uses, with the running-cost assumptions the visitor changed; whatever
 * figures the browser sent are ignored.
 */
export function investmentSubmitHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'investment',
      async store(db, lead, { ipHash }) {
        const mortgageYears = normalizeTerm(lead.leverage, lead.mortgage_years);
        const result = calculateInvestment({
          equity: lead.equity,
          leveragePercent: lead.leverage,
          mortgageYears,
          propertyType: lead.property_type,
          // The visitor's changed running-cost assumptions, already within their bounds (the schema
          // refuses any other value with 400 before this runs).
          expenses: expenseOverridesFromPayload(lead.expense_overrides),
          // "Will you live in Portugal?": a buyer who is not resident pays the single IMT rate at the
          // deed, which the one-time costs and the cash at purchase carry.
          residence: lead.buyer_residence,
        });
        if (lead.property_type === 'multi_family' && !isMultiFamilyAllowed(result.totalAssetValue)) {
          throw new LeadRejection(
            400,
            'Invalid input: property_type (multi_family needs a total asset value of 200,000 or more)',
            'invalid_input',
          );
        }
        const figures = toInvestmentLeadFigures(result);
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
            lead.equity,
            lead.leverage,
            mortgageYears,
            lead.property_type,
            figures.total_asset_value,
            figures.expected_annual_return,
            figures.loan_amount,
            figures.monthly_mortgage_payment,
            figures.gross_monthly_rent,
            figures.estimated_expenses,
            figures.expected_monthly_income,
            lead.agrees_to_terms,
            lead.agrees_to_marketing,
            lead.consent_version,
            lead.source_page,
            ipHash,
            lead.buyer_residence,
            result.cashAtPurchase,
          ],
        );
        return row!.id;
      },
    },
    deps,
  );
}
