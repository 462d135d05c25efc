// What the calculator's lead form sends to investment-submit (docs/product-rules.md, "Calls to
// the backend", call 3): the contact details, the inputs and the figures the page showed. Pure, no React.
import { cleanLeadText, type LeadFormValues } from '@/lib/forms/lead-values';
import { normalizeTerm, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import { expenseOverridesToPayload, type InvestmentLeadInput } from '@shared/validation/investment-lead';
import { changedExpenses, resultOf, type CalculatorInputs } from './calculator-state';

export type InvestmentLeadPayload = Omit<InvestmentLeadInput, 'consent_version' | 'source_page'>;

export type InvestmentLeadContact = Pick<LeadFormValues, 'name' | 'email' | 'phone' | 'agreesToMarketing'>;

// Markup never gets as far as the payload: the form refuses script content and characters outside
// the field's allow-list before sending (the server checks again), and the page shows values as
// text. The original site's HTML escaping is not applied on top: it would turn O'Brien into
// O&#39;Brien in the lead, which the name's allow-list then refuses.
export { cleanLeadText as sanitizeLeadText };

export function investmentLeadPayload(contact: InvestmentLeadContact, inputs: CalculatorInputs): InvestmentLeadPayload {
  // Only the assumptions that differ from their defaults; the function recomputes with them.
  const changed = changedExpenses(inputs);
  return {
    name: cleanLeadText(contact.name),
    email: cleanLeadText(contact.email),
    phone: cleanLeadText(contact.phone),
    equity: inputs.equity,
    leverage: inputs.leverage,
    mortgage_years: normalizeTerm(inputs.leverage, inputs.term),
    property_type: inputs.propertyType,
    buyer_residence: inputs.residence ?? 'resident',
    ...(Object.keys(changed).length > 0 && { expense_overrides: expenseOverridesToPayload(changed) }),
    ...toInvestmentLeadFigures(resultOf(inputs)),
    agrees_to_terms: true,
    agrees_to_marketing: contact.agreesToMarketing,
  };
}
