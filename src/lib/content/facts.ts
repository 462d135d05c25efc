// Figures that change by year or by business decision, in one place that the copy of both languages
// reads, so a yearly update is one edit here (and every page states the same figure). Each fact
// carries the year it is true for; copy states "as of {year}" or sits beside a "rules change" note.
// Sources and wording rules: ../shared/COPY.md, "Facts register".
import {
  MAX_LEVERAGE_FRACTION,
  YIELD_END_PERCENT_HOUSE,
  YIELD_START_PERCENT,
} from '@shared/calculators/investment-calculator';

/** The year the figures below were checked for. */
export const FACTS_YEAR = 2026;

/** Portuguese national minimum wage, euros a month (the D7 and D8 thresholds follow it). */
export const MINIMUM_WAGE = { year: 2026, monthlyEuros: 920 } as const;

export const VISAS = {
  /** D7 (passive income): at least the minimum wage; +50% for a spouse, +30% per child. */
  d7: {
    year: MINIMUM_WAGE.year,
    monthlyEuros: MINIMUM_WAGE.monthlyEuros,
    spouseSharePercent: 50,
    childSharePercent: 30,
  },
  /** D8 (digital nomad): at least four times the minimum wage. */
  d8: { year: MINIMUM_WAGE.year, monthlyEuros: 4 * MINIMUM_WAGE.monthlyEuros, minimumWageMultiple: 4 },
  /** Buying property has not qualified for a Golden Visa since this date. */
  goldenVisaRealEstateEnded: '2023-10-07',
  /** Routes left for the Golden Visa, euros. */
  goldenVisaFundsEuros: 500_000,
  goldenVisaCompanyEuros: 500_000,
  goldenVisaCompanyJobs: 5,
  goldenVisaHeritageEuros: 250_000,
  /** Visa-free stay for Israeli and EU passports: days in any period of days. */
  touristStay: { days: 90, inDays: 180 },
  /** Years of legal residence for citizenship under the law in force at the end of 2025 (under reform). */
  citizenshipYears: 5,
} as const;

export const TAXES = {
  year: 2026,
  /** IMT (transfer tax) on homes: progressive, up to this top rate. */
  imtTopRatePercent: 7.5,
  imtHomesUpToPercent: 6,
  imtOtherUrbanPercent: 6.5,
  stampDutyPricePercent: 0.8,
  stampDutyMortgagePercent: 0.6,
  imiMinPercent: 0.3,
  imiMaxPercent: 0.45,
  /** Young buyers' exemption: age limit, and the ceiling with the year it was set for. */
  youngBuyersMaxAge: 35,
  youngBuyersCeiling: { year: 2024, euros: 316_772 },
} as const;

/** Gross rental yield as the investment calculator models it; no page quotes another range. */
export const GROSS_YIELD_PERCENT = { min: YIELD_END_PERCENT_HOUSE, max: YIELD_START_PERCENT } as const;

/**
 * The share of the price Portuguese banks typically lend a foreign buyer (more for a primary
 * residence); the investment calculator caps its financing at the same share.
 */
export const MORTGAGE = { typicalMaxLoanToValuePercent: Math.round(MAX_LEVERAGE_FRACTION * 100) } as const;

/** Property management fees: the packages' share of the monthly rent, plus VAT. */
export const MANAGEMENT_FEES = { minPercent: 8, maxPercent: 12, vatPercent: 23 } as const;

/** Office hours (Monday to Friday) and what the business can promise about replies. */
export const BUSINESS = {
  hoursLisbon: { opens: '09:00', closes: '18:00' },
  hoursIsrael: { opens: '11:00', closes: '20:00' },
  /** Replies within this many business days. */
  replyBusinessDays: 1,
} as const;

// --- Relocation and settling pages (issue 12) ---

/**
 * Portugal's nationality-law reform (Lei 37/81, 11th amendment), as it stood in November 2026.
 * Sources: Assembleia da República final vote of 28 October 2025 (Decree 17/XVII: 10 years of legal
 * residence, 7 for EU and CPLP nationals); Constitutional Court ruling of 15 December 2025 (four
 * provisions unconstitutional) and the President's veto of 19 December 2025; revised text approved by
 * Parliament on 1 April 2026. Pages say the rule is under reform and to confirm it with a lawyer.
 */
export const CITIZENSHIP_REFORM = {
  currentYears: VISAS.citizenshipYears,
  proposedYears: 10,
  proposedYearsEuAndPortugueseSpeaking: 7,
  parliamentVote: '2025-10-28',
  courtRuling: '2025-12-15',
  revisedVote: '2026-04-01',
} as const;

/**
 * Residence after arrival. AIMA (Agência para a Integração, Migrações e Asilo) replaced SEF on
 * 29 October 2023 (Decree-Law 41/2023). A first residence permit is valid for 2 years, renewals for
 * 3 (Law 23/2007 as amended by Law 18/2022); permanent residence after 5 years. EU citizens register
 * with the municipality (CRUE) after 3 months, within 30 days (Law 37/2006). The spec's visa times
 * (2 to 6 months) are kept as a typical range.
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
} as const;

/**
 * Residential leases (rental agreement template page), as of 2026. Civil Code (Código Civil):
 * art. 1095 (a permanent-home lease lasts at least 1 year), art. 1096 (renews for its own term or
 * 3 years if shorter), art. 1076 as amended in 2023 (advance rent and a deposit at most 2 months'
 * rent), art. 1041 (20% on late rent unless paid within 8 days). Stamp Duty Code, general table item 2
 * (10% of one month's rent, paid by the landlord) and art. 60 (Modelo 2 declaration by the end of the
 * month after the lease starts).
 */
export const RENTAL_RULES = {
  year: 2026,
  minTermYears: 1,
  defaultRenewalYears: 3,
  maxAdvanceRentMonths: 2,
  maxDepositMonths: 2,
  lateRentPercent: 20,
  lateRentGraceDays: 8,
  leaseStampDutyPercent: 10,
} as const;

/**
 * What agencies in Portugal charge for managing a long-term rental, as of 2026: indicative ranges
 * (each agency sets its own prices), percent of the monthly rent before VAT, and the monthly minimum
 * some agencies charge. The typical 8%–12%: Goldcrest, "How to find a property manager in Portugal"
 * (portugalbuyersagent.com, January 2026); the regional ranges and the minimum charges are the
 * product specification's market figures, shown as indicative.
 */
export const MANAGEMENT_MARKET_FEES = {
  year: 2026,
  typicalPercent: { min: 8, max: 12 },
  lisbonCascaisPercent: { min: 10, max: 15 },
  smallerCitiesPercent: { min: 8, max: 10 },
  agencyMinimumEuros: { min: 100, max: 150 },
} as const;

// --- Tax and housing rules that the articles state (src/pages/article/entries/), each with its year.
// Checked on 2026-11-16 against: Lei 82/2023 (State Budget 2024) and Portaria 352/2024 (NHR closed,
// IFICI regulated); Lei 45-A/2024 (State Budget 2025, IRS Jovem, art. 12.º-B CIRS); Decreto-Lei
// 48-A/2024 (IMT and stamp duty exemption for buyers up to 35, from 1 August 2024); Lei 56/2023
// "Mais Habitação" (rental income rate 28% -> 25%, reductions for long leases, deposit capped at two
// months' rent); Decreto-Lei 57/2024 (CEAL revoked) and Decreto-Lei 76/2024 (short-term rental
// rules, in force 1 November 2024); the government's housing package (Propostas de Lei 47/XVII and
// 48/XVII, 2 December 2025; approved in committee 18 February 2026).
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
    /** Yearly cap: 55 times the social support index (IAS); about this many euros in 2025. */
    capIasMultiple: 55,
    capEuros: { year: 2025, euros: 28_737 },
  },
  /** Young buyers' exemption: in force from this date; above the full-exemption ceiling (facts TAXES), a partial one up to this price. */
  youngBuyersFrom: '2024-08-01',
  youngBuyersPartialCeiling: { year: 2024, euros: 633_453 },
  /** Rental income (category F), individuals: the autonomous rate since the October 2023 law, and the rates for long leases. */
  rentalIncome: {
    fromYear: 2023,
    previousRatePercent: 28,
    ratePercent: 25,
    lease5to10YearsPercent: 15,
    lease10to20YearsPercent: 10,
    lease20PlusYearsPercent: 5,
    /** A landlord pays stamp duty of this share of one month's rent when the lease is registered. */
    leaseStampDutyPercentOfMonthlyRent: 10,
    /** A deposit is capped at this many months' rent (leases since October 2023). */
    maxDepositMonths: 2,
  },
  /** Short-term rentals (alojamento local): suspended for apartments in 2023, rules eased from 1 November 2024. */
  shortTermRentals: { restrictedYear: 2023, extraordinaryLevyPercent: 15, easedFrom: '2024-11-01' },
  /** The housing package proposed in December 2025: a lower rate on moderate rents and a higher IMT for non-residents. */
  housingPackage: {
    proposed: '2025-12-02',
    committeeApproved: '2026-02-18',
    moderateRentMonthlyEuros: 2_300,
    moderateRentRatePercent: 10,
    nonResidentImtPercent: 7.5,
  },
} as const;

// --- Investment page (issue 14) ---

/**
 * Minimum investment per option: the consultancy's own thresholds (business decision, 2026), shown
 * on the investment page and as the starting prices of its Offer structured data.
 */
export const INVESTMENT_MINIMUMS = {
  residential: 150_000,
  commercial: 300_000,
  tourism: 200_000,
  funds: 50_000,
} as const;

/** Market figures the investment page cites, each with its source and period. */
export const MARKET_FACTS = {
  /**
   * Statistics Portugal (INE), House Price Index: +17.2% year on year in the 2nd quarter of 2025,
   * the highest rate of the series that starts in 2009 (INE release of 22 September 2025).
   */
  housePriceGrowth: { percent: 17.2, quarter: 2, year: 2025, source: 'INE' },
  /**
   * INE, same release: almost 92% of the value of homes bought by families in Q2 2025 came from
   * buyers with a tax address in Portugal.
   */
  domesticBuyersSharePercent: { percent: 92, quarter: 2, year: 2025 },
  /** Global Peace Index 2025 (Institute for Economics & Peace): Portugal 7th of 163 countries. */
  peaceIndex: { rank: 7, of: 163, year: 2025 },
} as const;

/**
 * Residential rent income tax (IRS special rate), since the 2024 State Budget (was 28%); lower
 * rates for leases of 5 years or more.
 */
export const RENT_TAX = { year: 2024, specialRatePercent: 25 } as const;

/** IMT's top rate for homes applies above about this price (2026 table: €1,150,853). */
export const IMT_TOP_BRACKET = { year: 2026, aboutEuros: 1_100_000 } as const;

/**
 * Seller's warranty on a home bought from a professional (Decree-Law 84/2021, contracts since
 * 1 January 2022): 10 years for structural defects, 5 years for other defects.
 */
export const HOME_WARRANTY_YEARS = { structural: 10, other: 5, since: 2022 } as const;
