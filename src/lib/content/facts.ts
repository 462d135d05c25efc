// Figures that change by year or by business decision, in one place that the copy of both languages
// reads, so a yearly update is one edit here (and every page states the same figure). Each fact
// carries the year it is true for; copy states "as of {year}" or sits beside a "rules change" note.
// Each yearly or legal fact also carries `check` (when it was checked, when it is due again, its
// source); `FACTS` at the end lists them for `npm run facts`. How to update: docs/facts.md. The
// business's office hours, reply time and minimum investments live in business-figures.ts, and the
// residential lease rules in rental-rules.ts, so pages that state only those do not download this
// register.
import {
  CASA_PRONTA_PRICES,
  IMT_TABLES,
  MODERATE_RENT_TAX,
  NON_RESIDENT_IMT,
  RENTAL_INCOME_TAX,
  STAMP_DUTY_RATES,
} from '@shared/tax/imt-tables';
import type { FactCheck } from '@shared/facts/fact-check';
import { BUSINESS, INVESTMENT_MINIMUMS } from './business-figures';
import { RENTAL_RULES } from './rental-rules';
import {
  MAX_LEVERAGE_FRACTION,
  YIELD_END_PERCENT_HOUSE,
  YIELD_START_PERCENT,
} from '@shared/calculators/investment-figures';

/** A fact object: its figures and its check. */
export type Checked = { readonly check: FactCheck; readonly [key: string]: unknown };

/** The year the figures below were checked for. */
export const FACTS_YEAR = 2026;

// Residential leases live apart (rental-rules.ts) so the rental agreement page does without the register.
export { RENTAL_RULES };
// The owner's tax rules are in owner-tax-facts.ts (OWNER_TAX_FACTS): importing them here would put
// them in every page that reads this module. fact-register.ts lists both for the tooling.

/** Portuguese national minimum wage, euros a month (the D7 and D8 thresholds follow it). */
export const MINIMUM_WAGE = {
  year: 2026,
  monthlyEuros: 920,
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source: 'Decree-law on the 2026 minimum wage, Diário da República, 29 December 2025 (€920 from 1 January 2026)',
  },
} as const satisfies Checked;

/**
 * Portugal's nationality law (Lei 37/81) as amended in 2026 (11th amendment, approved 1 April 2026,
 * promulgated 3 May 2026, in force 19 May 2026): naturalisation after 10 years of legal residence,
 * 7 for nationals of EU and Portuguese-speaking (CPLP) countries, counted from the first residence
 * permit (time spent waiting for it no longer counts); the route for descendants of Sephardic Jews
 * is closed. Before it, 5 years. Pages say "as of 2026" and to confirm with a lawyer.
 */
export const CITIZENSHIP_REFORM = {
  years: 10,
  yearsEuAndPortugueseSpeaking: 7,
  previousYears: 5,
  inForce: '2026-05-19',
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Lei da Nacionalidade (Lei 37/81), 11th amendment, in force 19 May 2026: theportugalcivicsissue.com "The Nationality Law Is Now Live"; rosarioduarte.pt (2026-05-18); apoiojuridico-imigracao.com. Regulations still to come',
  },
} as const satisfies Checked;

export const VISAS = {
  /** D7 (passive income): at least the minimum wage; +50% for a spouse, +30% per child. */
  d7: {
    year: MINIMUM_WAGE.year,
    monthlyEuros: MINIMUM_WAGE.monthlyEuros,
    spouseSharePercent: 50,
    childSharePercent: 30,
    check: MINIMUM_WAGE.check,
  },
  /** D8 (digital nomad): at least four times the minimum wage. */
  d8: {
    year: MINIMUM_WAGE.year,
    monthlyEuros: 4 * MINIMUM_WAGE.monthlyEuros,
    minimumWageMultiple: 4,
    check: MINIMUM_WAGE.check,
  },
  /** Buying property has not qualified for a Golden Visa since this date. */
  goldenVisaRealEstateEnded: '2023-10-07',
  /** Routes left for the Golden Visa, euros. */
  goldenVisaFundsEuros: 500_000,
  goldenVisaCompanyEuros: 500_000,
  goldenVisaCompanyJobs: 5,
  goldenVisaHeritageEuros: 250_000,
  /** A Golden Visa holder must spend on average this many days a year in Portugal (7 in the first year, 14 in each two years after). */
  goldenVisaStayDaysPerYear: 7,
  /** Visa-free stay for Israeli and EU passports, and the limit that also binds residence-permit holders in the other Schengen states: days in any period of days. */
  touristStay: {
    days: 90,
    inDays: 180,
    check: {
      checked: '2026-11-25',
      due: '2027-01-31',
      source: 'Schengen Borders Code, art. 6 (90 days in any 180); unchanged by the EES and ETIAS',
    },
  },
  /** Years of legal residence for citizenship (see CITIZENSHIP_REFORM). */
  citizenshipYears: CITIZENSHIP_REFORM.years,
  citizenshipYearsEuAndPortugueseSpeaking: CITIZENSHIP_REFORM.yearsEuAndPortugueseSpeaking,
  /** The Golden Visa rules (the sub-objects carry their own checks). */
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Lei 56/2023 "Mais Habitação" (real estate removed from the Golden Visa from 7 October 2023); portugalproperty.com; wengli.com (stay of 7 days in year 1, 14 per 2 years after)',
  },
} as const satisfies Checked;

/**
 * The EU's travel authorisation for visa-free visitors (Israeli passports included): expected to
 * start in the last quarter of 2026, optional for about six months, then mandatory from 2027.
 */
export const TRAVEL_AUTHORISATION = {
  name: 'ETIAS',
  expectedStartYear: 2026,
  mandatoryFromYear: 2027,
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'EU DG Migration and Home Affairs via schengen.news / thinkeurope.de (ETIAS in the last quarter of 2026, mandatory from April 2027); etiasconnect.eu (not operational as of 15 May 2026)',
  },
} as const satisfies Checked;

/**
 * The 2026 IMT table for homes, read from the purchase-costs calculator's yearly tables
 * (@shared/tax/imt-tables), so that copy and calculator state the same brackets.
 */
const IMT_OWN_HOME = IMT_TABLES[2026]!.mainland.ownHome;
const upperLimitAt = (rate: number, kind: 'marginal' | 'flat') =>
  IMT_OWN_HOME.find((bracket) => bracket.rate === rate && bracket.kind === kind)!.upTo!;
const IMT_2026 = {
  permanentHomeExemptUpToEuros: upperLimitAt(0, 'marginal'),
  /** The 8% marginal bracket; its lower limit is also the young buyers' full-exemption ceiling. */
  marginal8FromEuros: upperLimitAt(7, 'marginal'),
  marginal8ToEuros: upperLimitAt(8, 'marginal'),
  /** A flat 6% applies above the 8% bracket up to this price, and 7.5% above it. */
  flat6UpToEuros: upperLimitAt(6, 'flat'),
} as const;

export const TAXES = {
  year: 2026,
  /** IMT (transfer tax) on homes: progressive by brackets, then two flat rates at the top (2026 table). */
  imtPermanentHomeExemptUpToEuros: IMT_2026.permanentHomeExemptUpToEuros,
  imtMaxMarginalPercent: 8,
  imtMaxMarginalFromEuros: IMT_2026.marginal8FromEuros,
  imtMaxMarginalToEuros: IMT_2026.marginal8ToEuros,
  imtFlatPercent: 6,
  imtFlatUpToEuros: IMT_2026.flat6UpToEuros,
  /** The top flat rate, above imtFlatUpToEuros. */
  imtTopRatePercent: 7.5,
  imtOtherUrbanPercent: 6.5,
  stampDutyPricePercent: 0.8,
  stampDutyMortgagePercent: 0.6,
  imiMinPercent: 0.3,
  imiMaxPercent: 0.45,
  /** Young buyers' exemption: age limit, and the ceiling with the year it was set for. */
  youngBuyersMaxAge: 35,
  youngBuyersCeiling: { year: 2026, euros: IMT_2026.marginal8FromEuros },
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'State Budget 2026 (OE2026) IMT table: eco.sapo.pt 2025-10-09, imojuris.vidaimobiliaria.com, rr.pt 2025-10-09; stamp duty: Stamp Duty Code general table items 1.1 and 17.1 (ocreditohabitacao.com); IMI: IMI Code art. 112 (moneylab.pt)',
  },
} as const satisfies Checked;

/** Gross rental yield as the investment calculator models it; no page quotes another range. */
export const GROSS_YIELD_PERCENT = { min: YIELD_END_PERCENT_HOUSE, max: YIELD_START_PERCENT } as const;

/**
 * The share of the price Portuguese banks typically lend a foreign buyer (more for a primary
 * residence); the investment calculator caps its financing at the same share.
 */
export const MORTGAGE = {
  typicalMaxLoanToValuePercent: Math.round(MAX_LEVERAGE_FRACTION * 100),
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source: 'traverseinternationalfinance.com (60–70% for non-residents); expatra.com 2025 (60–80%)',
  },
} as const satisfies Checked;

/** Property management fees: the packages' share of the monthly rent, plus VAT. */
export const MANAGEMENT_FEES = { minPercent: 8, maxPercent: 12, vatPercent: 23 } as const;

// --- Relocation and settling pages (issue 12) ---

/**
 * Residence after arrival. AIMA (Agência para a Integração, Migrações e Asilo) replaced SEF on
 * 29 October 2023 (Decree-Law 41/2023). A first residence permit is valid for 2 years, renewals for
 * 3 (Law 23/2007 as amended by Law 18/2022); permanent residence after 5 years. EU citizens register
 * with the municipality (CRUE) after 3 months, within 30 days (Law 37/2006). The usual visa times
 * (2 to 6 months) are kept as a typical range. Since Law 61/2025 (in force 23 October 2025) most
 * permit holders wait 2 years of legal residence before they may apply to bring family members, with
 * exceptions (minor or dependent children, Golden Visa, highly qualified workers and Blue Card
 * holders, and a 15-month wait for a spouse after 18 months living together).
 */
export const RESIDENCE = {
  aimaSince: '2023-10-29',
  /** A residence visa (D7, D8, HQA...) lets its holder enter for this long to meet AIMA. */
  residenceVisaValidityMonths: 4,
  firstPermitYears: 2,
  renewalYears: 3,
  permanentAfterYears: 5,
  euRegistrationAfterMonths: 3,
  euRegistrationWithinDays: 30,
  visaProcessMonths: { min: 2, max: 6 },
  familyReunificationWaitYears: 2,
  familyReunificationSince: '2025-10-23',
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Decree-Law 41/2023 (AIMA); Law 23/2007 as amended by Law 18/2022 and Law 61/2025 (family reunification, in force 23 October 2025: rtp.pt 2025-10-16, rr.pt 2025-10-01); Law 37/2006 (EU citizens)',
  },
} as const satisfies Checked;

/**
 * What agencies in Portugal charge for managing a rental, as of 2026: indicative ranges (each agency
 * sets its own prices), percent of the rent before VAT: 8%–12% of the monthly rent for a long-term
 * rental, 20%–40% of the income for a short-term (holiday) rental. Regional ranges and agencies'
 * monthly minimums are not stated: no published source was found for them (docs/facts.md).
 */
export const MANAGEMENT_MARKET_FEES = {
  year: 2026,
  typicalPercent: { min: 8, max: 12 },
  shortTermPercent: { min: 20, max: 40 },
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source: 'Goldcrest, "How to find a property manager in Portugal" (portugalbuyersagent.com, updated 2026-01-22)',
  },
} as const satisfies Checked;

// --- Tax and housing rules that the articles state (src/pages/article/entries/), each with its year.
// Checked on 2026-11-25 against: Lei 82/2023 (State Budget 2024) and Portaria 352/2024 (NHR closed,
// IFICI regulated); Lei 45-A/2024 (State Budget 2025, IRS Jovem, art. 12.º-B CIRS); Decreto-Lei
// 48-A/2024 (IMT and stamp duty exemption for buyers up to 35, from 1 August 2024; ceilings follow
// the IMT table); Lei 56/2023 "Mais Habitação" (in force 7 October 2023: rental income rate 28% ->
// 25%, applied to all 2023 residential rent; reductions for long leases signed from 2024); the
// deposit cap is the 2023 State Budget's (RENTAL_RULES); Decreto-Lei 57/2024 (CEAL revoked) and
// Decreto-Lei 76/2024 (short-term rental rules, in force 1 November 2024); the government's housing
// package (Propostas de Lei 47/XVII and 48/XVII, 2 December 2025; authorised by Parliament in
// February 2026; decree-laws approved by the Council of Ministers on 20 May 2026).
export const TAX_RULES = {
  /** The NHR regime closed to new residents from this year; the last transitional applications closed in March 2025. */
  nhrClosedYear: 2024,
  nhrTransitionEndedYear: 2025,
  /** IFICI ("NHR 2.0"): in force from 2024, regulated in December 2024, for ten years, certain professions only. */
  ificiFromYear: 2024,
  ificiRegulatedYear: 2024,
  ificiYears: 10,
  /** IRS Jovem from 2025: up to this age, for the first ten years of work income, exempt share per year. */
  irsJovem: {
    fromYear: 2025,
    maxAge: 35,
    years: 10,
    exemptPercent: { year1: 100, years2to4: 75, years5to7: 50, years8to10: 25 },
    /** Yearly cap: 55 times the social support index (IAS €537.13 in 2026); about this many euros. */
    capIasMultiple: 55,
    capEuros: { year: 2026, euros: 29_542 },
    check: {
      checked: '2026-11-25',
      due: '2027-01-31',
      source:
        'CIRS art. 12.º-B (Lei 45-A/2024); cap 55 × IAS: €29,542.15 with the 2026 IAS of €537.13 (simula.pt; 24noticias.sapo.pt 2026-01-27)',
    },
  },
  /** Young buyers' exemption: in force from this date; above the full-exemption ceiling (facts TAXES), a partial one up to this price. */
  youngBuyersFrom: '2024-08-01',
  youngBuyersPartialCeiling: { year: 2026, euros: TAXES.imtMaxMarginalToEuros },
  /** Rental income (category F), individuals: the autonomous rate since the October 2023 law, and the rates for long leases. */
  rentalIncome: {
    fromYear: 2023,
    inForce: '2023-10-07',
    /** The lower rates for long leases apply to leases signed from this year. */
    longLeaseRatesFromYear: 2024,
    previousRatePercent: 28,
    ratePercent: 25,
    lease5to10YearsPercent: 15,
    lease10to20YearsPercent: 10,
    lease20PlusYearsPercent: 5,
    /** A landlord pays stamp duty of this share of one month's rent when the lease is registered. */
    leaseStampDutyPercentOfMonthlyRent: RENTAL_RULES.leaseStampDutyPercent,
    /** A deposit is capped at this many months' rent (leases since January 2023: RENTAL_RULES). */
    maxDepositMonths: RENTAL_RULES.maxDepositMonths,
  },
  /** Short-term rentals (alojamento local): suspended for apartments in 2023, rules eased from 1 November 2024. */
  shortTermRentals: { restrictedYear: 2023, extraordinaryLevyPercent: 15, easedFrom: '2024-11-01' },
  /**
   * The housing package proposed in December 2025: a lower rate on moderate rents and a higher IMT
   * for non-residents. Parliament authorised it in February 2026 and the Council of Ministers
   * approved the decree-laws on 20 May 2026; which measures apply from when was not verified, so
   * pages tell readers to check before they sign.
   */
  housingPackage: {
    proposed: '2025-12-02',
    committeeApproved: '2026-02-18',
    decreeLawsApproved: '2026-05-20',
    moderateRentMonthlyEuros: MODERATE_RENT_TAX.maxMonthlyEuros,
    moderateRentRatePercent: MODERATE_RENT_TAX.ratePercent,
    nonResidentImtPercent: NON_RESIDENT_IMT.ratePercent,
    check: {
      checked: '2026-11-25',
      due: '2026-12-31',
      source:
        'Proposta de Lei 47/XVII (pwc.pt 2025-12-05); parliamentary approval (24noticias.sapo.pt 2026-02-18); Council of Ministers 20 May 2026 (crs-advogados.com). Entry into force of each measure not verified',
    },
  },
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Portaria 352/2024 (IFICI; theportugalnews.com 2024-12-26); Decreto-Lei 48-A/2024 (young buyers); Lei 56/2023 (24.sapo.pt 2024-03, audico.pt, doutorfinancas.pt); Decreto-Lei 57/2024 and 76/2024 (cuatrecasas.com, investiremeuro.com)',
  },
} as const satisfies Checked;

// --- Investment page (issue 14) ---

/** Market figures the investment page cites, each with its source and period. */
export const MARKET_FACTS = {
  /**
   * Statistics Portugal (INE), House Price Index: +17.7% year on year in the 3rd quarter of 2025
   * (INE release of 23 December 2025). Pages state the quarter and never "the fastest ever".
   */
  housePriceGrowth: {
    percent: 17.7,
    quarter: 3,
    year: 2025,
    source: 'INE',
    check: {
      checked: '2026-11-25',
      due: '2026-12-31',
      source:
        'INE House Price Index, Q3 2025 (rr.pt/Lusa 2025-12-23). The 2026 quarters were not found in the sources searched: replace with the latest release',
    },
  },
  /**
   * INE, House Price Index release for Q2 2025: 4.9% of the homes sold (by number) went to buyers
   * with a tax address outside Portugal. (The site said "almost 92% of the value" came from
   * domestic buyers; no source gives that share, so the page now states this one.)
   */
  foreignBuyersSharePercent: {
    percent: 4.9,
    quarter: 2,
    year: 2025,
    check: {
      checked: '2026-11-25',
      due: '2026-12-31',
      source: 'INE House Price Index, Q2 2025 (hrportugal.sapo.pt; dn.pt 2025-09-22; rodolfonatario.pt 2025-09-24)',
    },
  },
  /** Global Peace Index 2025 (Institute for Economics & Peace): Portugal 7th of 163 countries. */
  peaceIndex: {
    rank: 7,
    of: 163,
    year: 2025,
    check: {
      checked: '2026-11-25',
      due: '2026-12-31',
      source:
        'Global Peace Index 2025 (theportugalnews.com 2025-06-25). The June 2026 edition was not found in the sources searched: check it',
    },
  },
} as const;

/**
 * Residential rent income tax (IRS special rate): 25% (was 28%) since the "Mais Habitação" law in
 * force 7 October 2023, applied to all 2023 residential rent; lower rates for long leases.
 */
export const RENT_TAX = {
  year: TAX_RULES.rentalIncome.fromYear,
  inForce: TAX_RULES.rentalIncome.inForce,
  specialRatePercent: TAX_RULES.rentalIncome.ratePercent,
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Lei 56/2023, in force 7 October 2023; 25% applied to all 2023 residential rent (24.sapo.pt 2024-03; audico.pt); long-lease rates for leases signed from 2024 (doutorfinancas.pt)',
  },
} as const satisfies Checked;

/** IMT's top rate for homes applies above about this price (2026 table: €1,150,853); pages say "about €1.15m". */
export const IMT_TOP_BRACKET = {
  year: TAXES.year,
  aboutEuros: Math.round(TAXES.imtFlatUpToEuros / 10_000) * 10_000,
  check: TAXES.check,
} as const satisfies Checked;

/**
 * Seller's warranty on a home bought from a professional (Decree-Law 84/2021, contracts since
 * 1 January 2022): 10 years for structural defects, 5 years for other defects.
 */
export const HOME_WARRANTY_YEARS = {
  structural: 10,
  other: 5,
  since: 2022,
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source: 'Decree-Law 84/2021, art. 23 (consumer goods and immovables warranty)',
  },
} as const satisfies Checked;

/** Sunshine: Portugal averages about this many hours of sunshine a year (the official tourist board). */
export const CLIMATE = {
  sunshineHoursPerYear: 3_000,
  check: {
    checked: '2026-11-25',
    due: '2027-11-30',
    source: 'Visit Portugal, "Weather" (visitportugal.com: "an average of 3,000 hours of sunshine a year")',
  },
} as const satisfies Checked;

// --- The list for tooling ---

/** One fact the site states: what it is, its figures, and when to check it again. */
export interface FactEntry {
  /** Stable id, e.g. "minimum-wage". */
  id: string;
  /** What the fact is, in a few words. */
  what: string;
  /** The figures the copy reads (tests/copy/fact-literals.test.ts keeps them out of copy as literals). */
  value: object;
  check: FactCheck;
}

/** A business decision the copy reads from here; no source to re-check, but kept out of copy as literals too. */
export interface BusinessFactEntry {
  id: string;
  what: string;
  value: object;
}

/**
 * Every yearly or legal fact, for `npm run facts` (what is due) and the literal check. Add an entry
 * when you add a fact above (docs/facts.md).
 */
export const FACTS: readonly FactEntry[] = [
  {
    id: 'minimum-wage',
    what: 'National minimum wage (D7 and D8 thresholds follow it)',
    value: MINIMUM_WAGE,
    check: MINIMUM_WAGE.check,
  },
  { id: 'visa-d7', what: 'D7 visa: income threshold and family shares', value: VISAS.d7, check: VISAS.d7.check },
  { id: 'visa-d8', what: 'D8 visa: multiple of the minimum wage', value: VISAS.d8, check: VISAS.d8.check },
  {
    id: 'golden-visa',
    what: 'Golden Visa: end of the real-estate route, routes left, stay',
    value: {
      goldenVisaRealEstateEnded: VISAS.goldenVisaRealEstateEnded,
      goldenVisaFundsEuros: VISAS.goldenVisaFundsEuros,
      goldenVisaCompanyEuros: VISAS.goldenVisaCompanyEuros,
      goldenVisaCompanyJobs: VISAS.goldenVisaCompanyJobs,
      goldenVisaHeritageEuros: VISAS.goldenVisaHeritageEuros,
      goldenVisaStayDaysPerYear: VISAS.goldenVisaStayDaysPerYear,
    },
    check: VISAS.check,
  },
  {
    id: 'schengen-stay',
    what: 'Visa-free stay: 90 days in any 180',
    value: VISAS.touristStay,
    check: VISAS.touristStay.check,
  },
  {
    id: 'etias',
    what: 'ETIAS travel authorisation: start and mandatory year',
    value: TRAVEL_AUTHORISATION,
    check: TRAVEL_AUTHORISATION.check,
  },
  {
    id: 'citizenship',
    what: 'Citizenship: years of legal residence (Nationality Law, 2026)',
    value: CITIZENSHIP_REFORM,
    check: CITIZENSHIP_REFORM.check,
  },
  {
    id: 'residence',
    what: 'AIMA, residence permits, EU registration, family reunification',
    value: RESIDENCE,
    check: RESIDENCE.check,
  },
  {
    id: 'purchase-taxes',
    what: 'IMT table, stamp duty, IMI, young buyers’ ceiling (2026)',
    value: TAXES,
    check: TAXES.check,
  },
  {
    id: 'imt-top-bracket',
    what: 'Price above which IMT’s top rate applies (rounded)',
    value: IMT_TOP_BRACKET,
    check: IMT_TOP_BRACKET.check,
  },
  {
    id: 'mortgage-ltv',
    what: 'Share of the price banks typically lend a foreign buyer',
    value: MORTGAGE,
    check: MORTGAGE.check,
  },
  {
    id: 'rental-rules',
    what: 'Lease rules: term, renewal, deposit cap, late rent, lease stamp duty, rent coefficient',
    value: RENTAL_RULES,
    check: RENTAL_RULES.check,
  },
  {
    id: 'management-market-fees',
    what: 'What agencies charge for managing a rental',
    value: MANAGEMENT_MARKET_FEES,
    check: MANAGEMENT_MARKET_FEES.check,
  },
  {
    id: 'tax-rules',
    what: 'NHR and IFICI, young buyers’ partial ceiling, rental income rates, short-term rentals',
    value: {
      nhrClosedYear: TAX_RULES.nhrClosedYear,
      nhrTransitionEndedYear: TAX_RULES.nhrTransitionEndedYear,
      ificiFromYear: TAX_RULES.ificiFromYear,
      ificiRegulatedYear: TAX_RULES.ificiRegulatedYear,
      ificiYears: TAX_RULES.ificiYears,
      youngBuyersFrom: TAX_RULES.youngBuyersFrom,
      youngBuyersPartialCeiling: TAX_RULES.youngBuyersPartialCeiling,
      rentalIncome: TAX_RULES.rentalIncome,
      shortTermRentals: TAX_RULES.shortTermRentals,
    },
    check: TAX_RULES.check,
  },
  {
    id: 'irs-jovem',
    what: 'IRS Jovem: age, years, exempt shares, yearly cap',
    value: TAX_RULES.irsJovem,
    check: TAX_RULES.irsJovem.check,
  },
  {
    id: 'housing-package',
    what: 'Housing package (Dec 2025 → May 2026): moderate rents, non-resident IMT',
    value: TAX_RULES.housingPackage,
    check: TAX_RULES.housingPackage.check,
  },
  { id: 'rent-tax', what: 'Residential rent income tax rate and since when', value: RENT_TAX, check: RENT_TAX.check },
  {
    id: 'house-prices',
    what: 'INE house price index, latest year-on-year rise',
    value: MARKET_FACTS.housePriceGrowth,
    check: MARKET_FACTS.housePriceGrowth.check,
  },
  {
    id: 'foreign-buyers',
    what: 'INE: share of homes sold to buyers with a tax address abroad',
    value: MARKET_FACTS.foreignBuyersSharePercent,
    check: MARKET_FACTS.foreignBuyersSharePercent.check,
  },
  {
    id: 'peace-index',
    what: 'Global Peace Index: Portugal’s rank',
    value: MARKET_FACTS.peaceIndex,
    check: MARKET_FACTS.peaceIndex.check,
  },
  { id: 'sunshine', what: 'Hours of sunshine a year', value: CLIMATE, check: CLIMATE.check },
  {
    id: 'home-warranty',
    what: 'Seller’s warranty on a home (structural, other defects)',
    value: HOME_WARRANTY_YEARS,
    check: HOME_WARRANTY_YEARS.check,
  },
  // The purchase-costs calculator's yearly tables, each with its own check.
  ...Object.values(IMT_TABLES).map((table) => ({
    id: `imt-table-${table.year}`,
    what: `IMT tables ${table.year} (every purpose, mainland and autonomous regions, IMT Jovem)`,
    value: table,
    check: table.check,
  })),
  {
    id: 'stamp-duty-rates',
    what: 'Stamp duty on purchases and loans',
    value: STAMP_DUTY_RATES,
    check: STAMP_DUTY_RATES.check,
  },
  {
    id: 'rental-income-tax',
    what: 'Rent tax the investment calculator deducts',
    value: RENTAL_INCOME_TAX,
    check: RENTAL_INCOME_TAX.check,
  },
  // The 2026 housing package's rules the calculators apply (docs/calculators.md).
  {
    id: 'housing-package-non-resident-imt',
    what: 'Housing package: IMT for buyers not tax resident (single rate, refund conditions, claim)',
    value: NON_RESIDENT_IMT,
    check: NON_RESIDENT_IMT.check,
  },
  {
    id: 'housing-package-moderate-rent-tax',
    what: 'Housing package: tax rate on moderate rents and the monthly limit',
    value: MODERATE_RENT_TAX,
    check: MODERATE_RENT_TAX.check,
  },
  {
    id: 'deed-and-registration-prices',
    what: 'Casa Pronta prices: a purchase, and a purchase with a mortgage',
    value: CASA_PRONTA_PRICES,
    check: CASA_PRONTA_PRICES.check,
  },
];

/** The business's own figures the copy reads from here (no outside source, so no check). */
export const BUSINESS_FACTS: readonly BusinessFactEntry[] = [
  { id: 'gross-yield', what: 'Gross yield range of the investment calculator', value: GROSS_YIELD_PERCENT },
  { id: 'management-fees', what: 'Our management packages: share of the rent, VAT', value: MANAGEMENT_FEES },
  { id: 'business', what: 'Office hours and reply time', value: BUSINESS },
  { id: 'investment-minimums', what: 'Minimum investment per option', value: INVESTMENT_MINIMUMS },
];
