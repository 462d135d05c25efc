// The year summary's rules live in the facts register (docs/facts.md, docs/owner-tax-summary.md):
// each is listed for `npm run facts` with a sound check, and the summary's lines follow them.
import { EXPENSE_CATEGORIES } from '@shared/owners/ledger';
import { EXPENSE_LINES, EXPENSE_TREATMENT } from '@shared/owners/tax-summary';
import { checkProblems } from '@shared/facts/fact-due';
import { RENTAL_INCOME_TAX } from '@shared/tax/imt-tables';
import { ALL_FACTS as FACTS } from '@/lib/content/fact-register';
import {
  EURO_SHEKEL_RATES,
  ISRAELI_RETURN_RULES,
  LANDLORD_DEDUCTIONS,
  NON_RESIDENT_RENT_TAX,
} from '@/lib/content/owner-tax-facts';

describe("the year summary's facts", () => {
  it.each([
    ['landlord-deductions', LANDLORD_DEDUCTIONS],
    ['non-resident-rent-tax', NON_RESIDENT_RENT_TAX],
    ['israeli-return-rules', ISRAELI_RETURN_RULES],
    ['euro-shekel-rates', EURO_SHEKEL_RATES],
  ] as const)('lists %s in the register with a sound check', (id, fact) => {
    const entry = FACTS.find((item) => item.id === id);
    expect(entry?.value).toBe(fact);
    expect(entry?.check).toBe(fact.check);
    expect(checkProblems(fact.check)).toEqual([]);
  });

  it('states the residential rate the investment calculator uses, not a second copy of it', () => {
    expect(NON_RESIDENT_RENT_TAX.residentialRatePercent).toBe(RENTAL_INCOME_TAX.ratePercent);
  });

  it('gives every ledger expense category, the fee and its VAT a treatment; only "other" is left to the accountant', () => {
    expect(EXPENSE_LINES).toEqual([...EXPENSE_CATEGORIES, 'management_fee', 'management_vat']);
    expect(EXPENSE_LINES.filter((line) => EXPENSE_TREATMENT[line] === 'confirm')).toEqual(['other']);
  });
});
