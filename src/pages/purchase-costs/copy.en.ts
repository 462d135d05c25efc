import { formatDate, formatPercent } from '@/lib/format/intl';
import { TAX_RULES } from '@/lib/content/facts';
import { NON_RESIDENT_IMT, STAMP_DUTY_RATES } from '@shared/tax/imt-tables';
import type { PurchaseCostsCalculatorCopy } from '@/features/purchase-costs/calculator-copy';
import type { PageCopy } from '@/lib/routing/page-copy';
import { imtTableFor } from '@shared/tax/purchase-costs';

const table = imtTableFor();
const year = table.year;
const pct = (value: number) => formatPercent(value, 'en', 2);
const monthYear = (date: string) =>
  formatDate(date, 'en', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' });

export interface PurchaseCostsPageCopy extends PageCopy {
  calculator: PurchaseCostsCalculatorCopy;
  notes: { title: string; items: string[] };
  disclaimer: { title: string; text: string };
}

const copy = {
  meta: {
    title: 'Purchase costs calculator',
    description: `What buying a property in Portugal costs on top of the price in ${year}: transfer tax (IMT) by the official table, stamp duty, and estimated deed, registration, lawyer and bank fees.`,
  },
  hero: {
    title: 'Purchase costs calculator',
    subtitle: `Every tax and fee on top of the price, itemised with its rate and legal basis, by the ${year} tables.`,
  },
  calculator: {
    title: 'What will it cost on top of the price?',
    intro:
      'Enter the price and what the property is for. The page keeps your figures in its address, so you can share or bookmark them.',
    priceLabel: 'Price in euros',
    priceHint: 'The price in the deed. The tax is charged on the tax office’s value (VPT) instead if that is higher.',
    priceOutOfRange: 'Enter a price from {min} to {max}.',
    priceInvalid: 'Enter the price in digits, for example 275000.',
    purposeLabel: 'What the property is for',
    purposes: {
      own_home: 'Your own permanent home',
      other_home: 'A second home or a home to let',
      other_urban: 'Other urban property (shop, office, building land)',
      rustic: 'Rural land',
    },
    regionLabel: 'Where it is',
    regions: { mainland: 'Mainland Portugal', azores: 'Azores', madeira: 'Madeira' },
    residenceLabel: 'Will you live in Portugal?',
    residences: {
      resident: 'Resident now',
      becoming_resident: `Will become resident within ${NON_RESIDENT_IMT.residenceWithinYears} years`,
      non_resident: 'Not resident',
    },
    residenceHint: `Tax resident means more than 183 days in Portugal in any 12 months, or a home here kept as your habitual residence (IRS Code, art. 16). Since the ${year} housing package, a buyer who is not resident pays IMT on a home at a single ${pct(NON_RESIDENT_IMT.ratePercent)}, part of which can come back.`,
    youngLabel: 'You are 35 or under and this is your first home to live in',
    youngHint:
      'IMT Jovem: no transfer tax or stamp duty up to the first ceiling, and relief on part of the price up to the second. You must have owned no home in the previous three years and must not be a dependant in anyone’s tax return.',
    youngOneOfTwoLabel:
      'You are buying as a couple and only one of you qualifies (the relief then covers that buyer’s half)',
    loanLabel: 'Mortgage loan in euros (optional)',
    loanHint: 'Leave empty if you buy without a loan.',
    loanInvalid: 'Enter the loan in digits, or leave it empty.',
    loanTooLarge: 'The loan cannot be larger than the price.',
    resultsTitle: 'Your purchase costs',
    estimateNote:
      'Taxes by the {year} tables, to the cent. Fees marked as estimates vary with the notary, the lawyer and the bank: an estimate, not a quote.',
    columns: { item: 'Cost', rate: 'Rate', amount: 'Amount' },
    items: {
      imt: 'Transfer tax (IMT)',
      stampDutyPurchase: 'Stamp duty on the price',
      stampDutyLoan: 'Stamp duty on the loan',
      deedAndRegistration: 'Deed and registration',
      lawyer: 'Lawyer',
      bankFees: 'Bank fees',
    },
    estimateLabel: '{item}, in euros',
    estimatesTitle: 'Change the estimates',
    estimatesHint:
      'Have a quote from a notary, a lawyer or a bank? Enter it here; an empty field keeps our estimate. Bank fees count only with a loan.',
    estimateTag: 'Estimate',
    rates: {
      marginal: '{rate} marginal rate, less {deduction}',
      flat: 'Flat {rate} of the price',
      youngExempt: 'Exempt up to {upTo}',
      youngPartial: '{rate} of the part above {above}',
      youngHalf: 'Half: {young}; half: {ordinary}',
      nonResident: 'Single {rate} of the price, no relief',
      stampFull: '{rate} of the price',
      deed: 'Casa Pronta: {purchase}, or {withMortgage} with a mortgage',
      lawyer: '{percent} of the price, at least {minimum}, plus {vat} VAT',
    },
    basis: {
      imtHome:
        'IMT Code, art. 17: homes are taxed by price brackets; the rate of the bracket applies to the whole price, less the table’s deduction, and the top brackets take a flat rate.',
      imtOtherUrban: `IMT Code, art. 17: other urban property pays a flat ${pct(table.otherUrbanRate)}.`,
      imtRustic: `IMT Code, art. 17: rural land pays a flat ${pct(table.rusticRate)}.`,
      imtYoung: `IMT Code, art. 9 (IMT Jovem, since ${monthYear(TAX_RULES.youngBuyersFrom)}): a first own home bought by a buyer of 35 or under.`,
      imtNonResident:
        'IMT Code, art. 17, as amended by the housing package: a buyer who is not tax resident in Portugal pays a single rate on a home, with no exemption or reduction.',
      stampDutyPurchase: `Stamp Duty Code, general table, item 1.1: ${pct(STAMP_DUTY_RATES.purchasePercent)} of the price, paid by the buyer.`,
      stampDutyLoan: `Stamp Duty Code, general table, item 17.1: ${pct(STAMP_DUTY_RATES.loanFiveYearsOrMorePercent)} of a loan of 5 years or more, less for shorter loans.`,
      deedAndRegistration: 'The fixed prices of Casa Pronta, the land registry’s one-stop deed; a notary costs more.',
      lawyer: 'Checks of the title, the licences and the contract; prices vary.',
      bankFees: 'Appraisal, file and the mortgage deed; each bank sets its own.',
    },
    total: 'Total on top of the price',
    cashAtDeed: 'Cash needed at the deed',
    cashAtDeedHint: 'The price less the loan, plus every cost above.',
    print: 'Print this estimate',
    printSummary: {
      title: 'Your figures',
      price: 'Price',
      purpose: 'Purpose',
      region: 'Region',
      loan: 'Loan',
      noLoan: 'none',
      young: 'Buyer 35 or under, first own home',
      residence: 'Residence',
      yes: 'yes',
      no: 'no',
      link: 'This estimate online:',
    },
    regionalNote:
      'The Azores and Madeira have their own brackets (a quarter above the mainland’s). This year’s regional table has not yet been checked against a published source: confirm the figure with your lawyer.',
    nonResident: {
      title: 'Not resident: IMT at {rate} at the deed',
      atSigning: 'IMT paid at the deed',
      refundable: 'Can be claimed back',
      ifMet: 'Total on top of the price, once refunded',
      ifNotMet: 'Total if the condition is not met',
      conditions: {
        residence:
          'To get it back, become tax resident in Portugal within {years} years of the deed. The IMT then comes down to the ordinary rates.',
        moderate_rent:
          'To get it back, let the home within {months} months of the deed at a rent of up to {rent} a month, and keep it let for at least {letMonths} months, consecutive or not, in the first {years} years.',
        none: 'No refund applies: the home is to live in and you will not become resident. Becoming resident within {years} years, or letting the home at a moderate rent, would each open one.',
        same: 'At this price the ordinary table charges the same rate: there is nothing to claim back.',
      },
      claim:
        'How: a request to the tax office (AT) for the difference, with the proof (your tax residence, or the registered lease). The reported texts give no deadline for the request: ask your lawyer.',
      unconfirmed:
        'The housing package’s decree-law was reported published on {date}, but we have not found its text in the official gazette (Diário da República), nor the date it applies from: the figures above follow the reported rules. If the rule does not apply on the day of your deed, the IMT is {ordinary}, as for a resident.',
    },
  },
  notes: {
    title: 'What the figures assume',
    items: [
      'IMT and stamp duty are charged on the price or the tax office’s value (VPT), whichever is higher.',
      `A buyer resident in a listed tax haven pays IMT at a flat ${pct(table.taxHavenRate)}, whatever the purpose.`,
      'The tables change every January: the year is shown above.',
    ],
  },
  disclaimer: {
    title: 'An estimate, not tax advice',
    text: 'The taxes follow the published tables; the fees are typical figures. Your lawyer confirms the exact amounts before the deed.',
  },
} satisfies PurchaseCostsPageCopy;

export default copy;
