// The owner's year summary for the tax returns, in English (docs/owner-tax-summary.md). The Hebrew
// module (year-summary-copy.he.ts) has the same shape. Figures and dates of the law come from the
// facts register (src/lib/content/facts.ts), never typed here.
import type { SummaryLine } from '@shared/owners/tax-summary';
import { ISRAELI_RETURN_RULES, LANDLORD_DEDUCTIONS, NON_RESIDENT_RENT_TAX } from '@/lib/content/owner-tax-facts';
import { MODERATE_RENT_TAX } from '@shared/tax/imt-tables';
import { formatEuro, formatPercent } from '@/lib/format/intl';

const pct = (percent: number) => formatPercent(percent, 'en', 0);

/** The facts of the register the summary's rules state; the section shows each one's year and check. */
export type YearSummaryFact = 'deductions' | 'nonResidentTax' | 'moderateRent' | 'israeliReturn' | 'exchangeRates';

/** A rule as the summary states it; its year and check come from the facts register, not the copy. */
export interface YearSummaryRule {
  title: string;
  text: string;
}

const copy = {
  title: 'Your {year} figures for the tax returns',
  intro:
    'Your part of the rent and the expenses of {year}, by the date each payment was made: in euros for your Portuguese return (a landlord’s, category F) and in shekels beside them for your Israeli one. Only published months count.',
  empty: 'No published statement has a payment dated in {year} yet.',
  incomplete:
    'Some payments have no exchange rate yet, so their totals show no shekel figure. Rates are stored every working day: look again tomorrow, or ask us.',
  columns: { item: 'Item', euros: 'Euros', shekels: 'Shekels' },
  lines: {
    rent: 'Gross rent received',
    withheld: 'Tax withheld by the tenant',
    condominium: 'Condominium charges',
    imi: 'IMI (annual property tax)',
    repairs: 'Repairs and maintenance',
    insurance: 'Insurance',
    utilities: 'Utilities you paid',
    other: 'Other expenses',
    management_fee: 'Management fee',
    management_vat: 'VAT on the management fee',
  } satisfies Record<SummaryLine, string>,
  /** The law each line rests on, shown under its name. */
  basis: {
    rent: 'Rent as the tenant paid it, tax withheld included',
    withheld: 'CIRS art. 101.º: it counts towards your tax',
    condominium: 'CIRS art. 41.º, n.º 2',
    imi: 'CIRS art. 41.º, n.º 5 (the additional IMI, AIMI, is not deductible)',
    repairs: 'CIRS art. 41.º, n.º 1 (improvements, furniture and appliances are not)',
    insurance: 'CIRS art. 41.º, n.º 1 (rent insurance included)',
    utilities: 'CIRS art. 41.º, n.º 1 (bills you paid for the let home)',
    other: 'It depends on what they were: ask your accountant',
    management_fee: 'CIRS art. 41.º, n.º 1',
    management_vat: 'CIRS art. 41.º, n.º 1 (you cannot reclaim this VAT)',
  } satisfies Record<SummaryLine, string>,
  groups: {
    income: 'Income',
    deductible: 'Expenses the Portuguese return deducts',
    deductibleTotal: 'Deductible expenses in total',
    toConfirm: 'To confirm with your accountant',
  },
  totalsTitle: 'All your properties together',
  cities: { Lisbon: 'Lisbon', Porto: 'Porto', Other: 'Portugal' },
  rateOne: 'at {rate} on {date} ({source})',
  rateMany: 'each payment at the rate of its date',
  noRate: 'No rate for {dates}',
  notConverted: 'Not converted',
  payments: {
    show: 'Show each payment and its rate',
    hide: 'Hide the payments',
    title: 'Each payment of {year}',
    payment: 'Payment',
    feeDate: 'The management fee and its VAT are dated the last day of their month.',
  },
  rates: {
    title: 'Exchange rates used',
    intro:
      'Shekels per euro on each date. A payment made on a day without a rate (a weekend or a bank holiday) takes the last rate before it, up to {days} days back.',
    date: 'Date',
    rate: 'Shekels per euro',
    source: 'Source',
  },
  sources: { ECB: 'European Central Bank', BOI: 'Bank of Israel' },
  sourcesShort: { ECB: 'ECB', BOI: 'Bank of Israel' },
  confirm: {
    title: 'Confirm these with your accountant',
    intro: 'We keep these figures with care, but some questions only your accountant can answer for you:',
    items: [
      `Which exchange rate your Israeli return needs. We show the rate beside each figure, usually the European Central Bank’s; the Israeli rules convert at the Bank of Israel’s representative rate of the day the money came in, which can differ slightly.`,
      `Whether to pay the flat ${pct(ISRAELI_RETURN_RULES.foreignRentFlatRatePercent)} on foreign rent in Israel, with no expenses deducted and no credit for the Portuguese tax, or your ordinary rates with both.`,
      `The Portuguese rate on your lease: ${pct(NON_RESIDENT_RENT_TAX.residentialRatePercent)} on residential rent, less for long leases, and the lower rate on moderate rents, which we could not confirm in the published law.`,
      'Whether the progressive rates are open to you. Portugal offers them to non-residents who live in the EU or the EEA, so not, as we read the law, to residents of Israel.',
      'Expenses under “Other”, and any repair that might count as an improvement or as furniture.',
      'Your part of each payment is your share of it, rounded to the cent. Your monthly statements split each month’s totals, so the two can differ by a few cents.',
    ],
  },
  rules: {
    title: 'The rules behind these figures',
    intro:
      'Each rule with its source and the date we last checked it. Rules change; we check them again by the date shown.',
    forYear: 'For {year}.',
    checked: 'Checked on {checked}; to be checked again by {due}.',
    source: 'Source:',
    list: {
      deductions: {
        title: 'Expenses a landlord deducts (CIRS art. 41.º)',
        text: `Every expense you bear and pay to earn the rent, property by property, rent insurance included. Not deductible: loan interest and other financial costs, depreciation, furniture, appliances and decoration, and the additional IMI (AIMI). IMI and stamp duty count in the year you pay them; repairs paid in the ${LANDLORD_DEDUCTIONS.worksBeforeLeaseMonths} months before the first lease count too.`,
      },
      nonResidentTax: {
        title: 'The tax on rent of a non-resident (CIRS art. 72.º)',
        text: `Residential rent pays ${pct(NON_RESIDENT_RENT_TAX.residentialRatePercent)} of the rent less the expenses it deducts, and other rent (a shop, a garage) ${pct(NON_RESIDENT_RENT_TAX.otherRatePercent)}. Long leases pay less, wherever the landlord lives. A tenant that is a company withholds ${pct(NON_RESIDENT_RENT_TAX.tenantWithholdingPercent)} of the rent, which counts towards your tax.`,
      },
      moderateRent: {
        title: 'Moderate rents (the housing package)',
        text: `Rent of up to ${formatEuro(MODERATE_RENT_TAX.maxMonthlyEuros, 'en')} a month was reported to be taxed at ${pct(MODERATE_RENT_TAX.ratePercent)} from the income of ${MODERATE_RENT_TAX.fromYear}, on new and existing leases. We could not confirm it in the law as published.`,
      },
      israeliReturn: {
        title: 'Rent from abroad on the Israeli return',
        text: `Israel converts income from abroad at the Bank of Israel’s representative rate of the day it was received. On foreign rent you may pay a flat ${pct(ISRAELI_RETURN_RULES.foreignRentFlatRatePercent)}, with depreciation but no other expense and no credit for the Portuguese tax, or your ordinary rates with the expenses and the credit.`,
      },
      exchangeRates: {
        title: 'The exchange rates',
        text: 'The European Central Bank publishes a euro rate for the shekel every working day, for information. Where we show it, the Bank of Israel’s rate of the same day may differ slightly.',
      },
    } satisfies Record<YearSummaryFact, YearSummaryRule>,
  },
};

export default copy;

export type YearSummaryCopy = typeof copy;
