// The rules the owner's year summary for the tax returns states (docs/owner-tax-summary.md), part
// of the facts register (fact-register.ts lists them with FACTS for `npm run facts`) but kept apart from it:
// only the owner's page reads them, and in the register's module they went into the chunk every page
// that states a tax figure downloads (/he/investment grew past its JavaScript budget).
import { RENTAL_INCOME_TAX } from '@shared/tax/imt-tables';
import type { Checked, FactEntry } from './facts';

/**
 * What a landlord's Portuguese return (category F, Anexo F) deducts from the gross rent, CIRS
 * art. 41.º as amended by Lei 56/2023: every expense borne and paid, property by property, to obtain
 * or keep the rent, rent insurance included; not financial costs (loan interest), depreciation,
 * furniture, appliances, comfort or decoration, nor the additional IMI (AIMI). Condominium charges
 * the owner must bear (n.º 2); IMI and stamp duty in the year paid, for a property whose rent is
 * taxed that year (n.º 5); conservation and maintenance paid in the months before the first lease
 * (n.º 7). The summary's lines follow it (@shared/owners/tax-summary, EXPENSE_TREATMENT).
 */
export const LANDLORD_DEDUCTIONS = {
  year: 2026,
  worksBeforeLeaseMonths: 24,
  check: {
    checked: '2026-11-29',
    due: '2027-01-31',
    source:
      "Código do IRS art. 41.º as amended by Lei 56/2023 of 6 October (info.portaldasfinancas.gov.pt, CIRS art. 41.º); jornaleconomico.sapo.pt (the AT's readings: IMI, stamp duty and condominium deductible, AIMI not); diarioimobiliario.pt 2022-05-11",
  },
} as const satisfies Checked;

/**
 * The Portuguese tax on a non-resident's rent (CIRS art. 72.º): the autonomous rate of residential
 * rent (RENTAL_INCOME_TAX, n.º 2) and of other rent (n.º 1 e); the lower rates for long leases
 * (n.º 3–5) depend on the lease, not on where the landlord lives; the option for the progressive
 * rates open to non-residents is art. 17.º-A, for residents of the EU or the EEA only (so not for a
 * resident of Israel). A tenant that keeps organised accounts (a company) withholds
 * `tenantWithholdingPercent` of the rent (art. 101.º, n.º 1 e), which counts towards the tax.
 * The moderate-rent rate (MODERATE_RENT_TAX) is not confirmed from the published text.
 */
export const NON_RESIDENT_RENT_TAX = {
  year: 2026,
  residentialRatePercent: RENTAL_INCOME_TAX.ratePercent,
  otherRatePercent: 28,
  longLeaseReductionsForNonResidents: true,
  progressiveOptionEuEeaOnly: true,
  tenantWithholdingPercent: 25,
  check: {
    checked: '2026-11-29',
    due: '2026-12-31',
    source:
      "Código do IRS art. 72.º n.º 1 e) and n.º 2–5 (info.portaldasfinancas.gov.pt, CIRS art. 72.º, as amended by Lei 56/2023 and Lei 82/2023); art. 17.º-A (EU/EEA residents' option); art. 101.º n.º 1 e) (informador.pt, in force since 1 January 2023; doutorfinancas.pt); OCC opinions PT23474 (2019) and PT28608 (May 2025) on long-lease rates for non-residents. The 2026 moderate-rent rate: see housing-package-moderate-rent-tax",
  },
} as const satisfies Checked;

/**
 * The Israeli return: rent from abroad is converted to shekels at the Bank of Israel's
 * representative rate of the day it was received (Income Tax Rules (Conversion to New Shekels of
 * Amounts Originating Outside Israel), 2003, under section 240A of the Ordinance); an individual
 * may pay `foreignRentFlatRatePercent` on foreign rent that is not business income, with
 * depreciation but no other expense and no credit for the foreign tax, or the ordinary rates with
 * the expenses and the credit (section 122A).
 */
export const ISRAELI_RETURN_RULES = {
  year: 2026,
  foreignRentFlatRatePercent: 15,
  check: {
    checked: '2026-11-29',
    due: '2027-01-31',
    source:
      'Income Tax Rules (Conversion to New Shekels of Amounts Originating Outside Israel), 5763-2003, under Income Tax Ordinance s. 240A (israeltaxlaw.com, Dr Avi Nov, September 2010; mo.ralc.co.il conversion table); Income Tax Ordinance s. 122A (Grant Thornton Israel tax guide, 2.10.3)',
  },
} as const satisfies Checked;

/**
 * The euro reference rates the summary converts at: the European Central Bank publishes the shekel
 * (ILS) among its daily euro reference rates, around 16:00 CET on every working day except TARGET
 * closing days, "for information purposes only". A payment on a day without a rate takes the last
 * rate before it (docs/owner-tax-summary.md).
 */
export const EURO_SHEKEL_RATES = {
  ecbPublishesShekel: true,
  check: {
    checked: '2026-11-29',
    due: '2027-06-30',
    source:
      'ECB euro foreign exchange reference rates (ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml, ILS listed; publication around 16:00 CET on working days, bankofgreece.gr and nbs.sk)',
  },
} as const satisfies Checked;

/** These rules as register entries (fact-register.ts adds them to FACTS for the tooling). */
export const OWNER_TAX_FACTS: readonly FactEntry[] = [
  {
    id: 'landlord-deductions',
    what: 'Landlord’s deductible expenses (CIRS art. 41)',
    value: LANDLORD_DEDUCTIONS,
    check: LANDLORD_DEDUCTIONS.check,
  },
  {
    id: 'non-resident-rent-tax',
    what: 'Non-resident landlord: rates, progressive option, tenant withholding',
    value: NON_RESIDENT_RENT_TAX,
    check: NON_RESIDENT_RENT_TAX.check,
  },
  {
    id: 'israeli-return-rules',
    what: 'Israeli return: shekel conversion of foreign rent, flat rate on foreign rent',
    value: ISRAELI_RETURN_RULES,
    check: ISRAELI_RETURN_RULES.check,
  },
  {
    id: 'euro-shekel-rates',
    what: 'ECB euro reference rates include the shekel',
    value: EURO_SHEKEL_RATES,
    check: EURO_SHEKEL_RATES.check,
  },
];
