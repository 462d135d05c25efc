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
