// What the calculator's lead form sends to investment-submit (spec section 3, "Investment lead
// payload"): the contact details, the inputs and the figures the page showed. Pure, no React.
import { normalizeTerm, toInvestmentLeadFigures } from '@shared/calculators/investment-calculator';
import type { InvestmentLeadInput } from '@shared/validation/investment-lead';
import { resultOf, type CalculatorInputs } from './calculator-state';

export type InvestmentLeadPayload = Omit<InvestmentLeadInput, 'consent_version' | 'source_page'>;

export interface InvestmentLeadContact {
  name: string;
  email: string;
  phone: string;
  acceptMarketing: boolean;
}

/**
 * A text field as it is sent: trimmed, in Unicode normal form C (a Hebrew name typed on two
 * keyboards compares equal), without zero-width spaces or a byte-order mark left over from pasting.
 * Markup never gets this far: the form refuses script content and characters outside the field's
 * allow-list before sending (the server checks again), and the page shows values as text. The
 * spec's HTML escaping is not applied on top: it would turn O'Brien into O&#39;Brien in the lead,
 * which the name's allow-list then refuses.
 */
export function sanitizeLeadText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u200B\uFEFF]/g, '')
    .trim();
}

export function investmentLeadPayload(contact: InvestmentLeadContact, inputs: CalculatorInputs): InvestmentLeadPayload {
  return {
    name: sanitizeLeadText(contact.name),
    email: sanitizeLeadText(contact.email),
    phone: sanitizeLeadText(contact.phone),
    equity: inputs.equity,
    leverage: inputs.leverage,
    mortgage_years: normalizeTerm(inputs.leverage, inputs.term),
    property_type: inputs.propertyType,
    ...toInvestmentLeadFigures(resultOf(inputs)),
    agrees_to_terms: true,
    agrees_to_marketing: contact.acceptMarketing,
  };
}
