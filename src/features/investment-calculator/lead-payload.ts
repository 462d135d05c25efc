// The calculator's estimate as the investment page's one lead form sends it to investment-submit
// (docs/leads.md, "The investment lead"): the inputs, the assumptions the visitor changed and the
// figures the page showed. Pure, no React.
import { normalizeTerm, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import { expenseOverridesToPayload, type InvestmentEstimatePayload } from '@shared/validation/investment-lead';
import { changedExpenses, resultOf, type CalculatorInputs } from './calculator-state';

export function investmentEstimate(inputs: CalculatorInputs): InvestmentEstimatePayload {
  // Only the assumptions that differ from their defaults; the function recomputes with them.
  const changed = changedExpenses(inputs);
  return {
    equity: inputs.equity,
    leverage: inputs.leverage,
    mortgage_years: normalizeTerm(inputs.leverage, inputs.term),
    property_type: inputs.propertyType,
    buyer_residence: inputs.residence ?? 'resident',
    ...(Object.keys(changed).length > 0 && { expense_overrides: expenseOverridesToPayload(changed) }),
    ...toInvestmentLeadFigures(resultOf(inputs)),
  };
}
