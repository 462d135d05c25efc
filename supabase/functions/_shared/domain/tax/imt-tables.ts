/**
 * The yearly tax tables a property purchase follows in Portugal: IMT (municipal property transfer
 * tax, Código do IMT, art. 17.º) and stamp duty (Imposto do Selo, Tabela Geral, verbas 1.1 and 17.1).
 * Rules and sources in docs/calculators.md.
 *
 * Data only, no imports but a type: the purchase-costs module, the pages and the `investment-submit`
 * edge function read it under the app's TypeScript config, Vitest and Deno. Add a year by adding a
 * key to `IMT_TABLES`; every table carries its `check` (checked, due, source), listed by `npm run facts`.
 */
import type { FactCheck } from '../facts/fact-check.ts';

/** One bracket of a progressive table: up to `upTo` euros (inclusive; null = no upper limit). */
export interface ImtBracket {
  upTo: number | null;
  /** Percent. */
  rate: number;
  /**
   * 'marginal': IMT = value × rate − deduction (the table's "parcela a abater").
   * 'flat': IMT = value × rate, on the whole value ("taxa única").
   */
  kind: 'marginal' | 'flat';
  /** Euros; 0 for flat brackets. */
  deduction: number;
}

export interface ImtRegionTable {
  /** Urban property exclusively for the buyer's own permanent home (art. 17.º, n.º 1, a)). */
  ownHome: readonly ImtBracket[];
  /** Urban property exclusively for housing, other than an own permanent home: second homes, homes to let (n.º 1, b)). */
  otherHome: readonly ImtBracket[];
}

export interface ImtYearTable {
  year: number;
  mainland: ImtRegionTable;
  /** Azores and Madeira: their own bracket limits (the mainland limits × 1.25, rounded to whole euros). */
  autonomousRegions: ImtRegionTable;
  /** Percent: other urban property and other onerous acquisitions (n.º 1, d)). */
  otherUrbanRate: number;
  /** Percent: rustic land (n.º 1, c)). */
  rusticRate: number;
  /** Percent: any buyer resident in a listed tax haven (n.º 4), whatever the purpose. */
  taxHavenRate: number;
  /**
   * IMT Jovem (art. 9.º, n.º 2 to 6, Decreto-Lei 48-A/2024): buyers aged 35 or under, first own
   * permanent home. Up to `fullUpTo` (region's limit of the 4th bracket) no IMT and no stamp duty on
   * the purchase; above it and up to `partialUpTo`, IMT at `partialRate` % on the part above
   * `fullUpTo` only, stamp duty on that part only; above `partialUpTo` no relief.
   */
  youngBuyer: {
    mainland: { fullUpTo: number; partialUpTo: number };
    autonomousRegions: { fullUpTo: number; partialUpTo: number };
    partialRate: number;
  };
  /** Whether the autonomous regions' table was confirmed from a source for this year. */
  autonomousRegionsConfirmed: boolean;
  check: FactCheck;
}

const b = (upTo: number | null, rate: number, kind: 'marginal' | 'flat', deduction = 0): ImtBracket => ({
  upTo,
  rate,
  kind,
  deduction,
});

/**
 * 2026: limits of the brackets updated by 2 % by the State Budget for 2026 (Lei do Orçamento do
 * Estado para 2026, amending art. 17.º CIMT); rates unchanged. The deductions are the AT's
 * practical tables (Ofício-circulado 40129/2026, 6 January 2026); each equals the tax at the
 * bracket's lower limit computed bracket by bracket, so the marginal part of the scale is
 * continuous, and the published average rates (0.5379 %, 1.7274 %, 3.8361 % at the tops of the
 * 2nd to 4th brackets of the own-home table) follow from them.
 */
const IMT_2026: ImtYearTable = {
  year: 2026,
  mainland: {
    ownHome: [
      b(106_346, 0, 'marginal', 0),
      b(145_470, 2, 'marginal', 2_126.92),
      b(198_347, 5, 'marginal', 6_491.02),
      b(330_539, 7, 'marginal', 10_457.96),
      b(660_982, 8, 'marginal', 13_763.35),
      b(1_150_853, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
    otherHome: [
      b(106_346, 1, 'marginal', 0),
      b(145_470, 2, 'marginal', 1_063.46),
      b(198_347, 5, 'marginal', 5_427.56),
      b(330_539, 7, 'marginal', 9_394.5),
      // The 2025 limit (621,501) updated by 2 %, as every other limit was; the same in two
      // transcriptions of the AT's 2026 tables (docs/calculators.md).
      b(633_931, 8, 'marginal', 12_699.89),
      b(1_150_853, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
  },
  // The regional tables as the AT publishes them: the mainland limits × 1.25, rounded to whole
  // euros, and the deductions that go with the rounded limits (1 to 2 cents above a continuous
  // derivation from the unrounded limits).
  autonomousRegions: {
    ownHome: [
      b(132_933, 0, 'marginal', 0),
      b(181_838, 2, 'marginal', 2_658.66),
      b(247_934, 5, 'marginal', 8_113.8),
      b(413_174, 7, 'marginal', 13_072.48),
      b(826_228, 8, 'marginal', 17_204.22),
      b(1_438_566, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
    otherHome: [
      b(132_933, 1, 'marginal', 0),
      b(181_838, 2, 'marginal', 1_329.33),
      b(247_934, 5, 'marginal', 6_784.47),
      b(413_174, 7, 'marginal', 11_743.15),
      b(792_414, 8, 'marginal', 15_874.89),
      b(1_438_566, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
  },
  otherUrbanRate: 6.5,
  rusticRate: 5,
  taxHavenRate: 10,
  youngBuyer: {
    mainland: { fullUpTo: 330_539, partialUpTo: 660_982 },
    autonomousRegions: { fullUpTo: 413_174, partialUpTo: 826_228 },
    partialRate: 8,
  },
  autonomousRegionsConfirmed: true,
  check: {
    checked: '2026-11-28',
    due: '2027-01-15',
    source:
      'CIMT art. 17.º and 9.º as amended by the State Budget Law for 2026 (brackets +2 %); AT, Ofício-circulado 40129/2026 of 6 January 2026, "IMT – Tabelas práticas em vigor a partir de 01 de janeiro de 2026". Mainland own-home table and IMT Jovem limits as published with the OE2026 proposal (9 October 2025); the other-home 8 % limit (633,931) and the autonomous regions’ tables (limits rounded to whole euros, deductions as published) as transcribed from that Ofício-circulado by two independent public sources (copy and facts review, 28 November 2026).',
  },
};

/** IMT tables by year. The purchase-costs module uses the latest year not after the one asked for. */
export const IMT_TABLES: Readonly<Record<number, ImtYearTable>> = { 2026: IMT_2026 };

/** The latest year with a table. */
export const LATEST_IMT_YEAR = 2026;

/**
 * Stamp duty (Imposto do Selo, Tabela Geral): verba 1.1 on the price of a property; verba 17.1 on
 * a loan, by its term. Unchanged for years; checked with the IMT tables.
 */
export interface StampDutyRates {
  /** Percent of the price (or the taxable value, if higher). */
  purchasePercent: number;
  /** Percent of the loan, term 5 years or more (verba 17.1.3). */
  loanFiveYearsOrMorePercent: number;
  /** Percent of the loan, term 1 year or more and under 5 (verba 17.1.2). */
  loanOneToFiveYearsPercent: number;
  /** Percent of the loan per month (or part), term under a year (verba 17.1.1). */
  loanUnderOneYearPercentPerMonth: number;
  check: FactCheck;
}

export const STAMP_DUTY_RATES: StampDutyRates = {
  purchasePercent: 0.8,
  loanFiveYearsOrMorePercent: 0.6,
  loanOneToFiveYearsPercent: 0.5,
  loanUnderOneYearPercentPerMonth: 0.04,
  check: {
    checked: '2026-11-25',
    due: '2027-01-15',
    source:
      'Código do Imposto do Selo, Tabela Geral, verbas 1.1 (0.8 %) and 17.1.1–17.1.3 (0.04 % a month, 0.5 %, 0.6 %).',
  },
};

/**
 * The flat tax rate on rental income of individuals (CIRS art. 72.º, n.º 2, 25 % since 7 October 2023),
 * and what the law lets a landlord deduct (art. 41.º): the costs of the property the rent pays for
 * (IMI, condominium, maintenance and repairs, insurance, management), not loan interest.
 */
export const RENTAL_INCOME_TAX: { ratePercent: number; check: FactCheck } = {
  ratePercent: 25,
  check: {
    checked: '2026-11-25',
    due: '2027-01-15',
    source:
      'Código do IRS art. 72.º, n.º 2 (autonomous rate on property income, 25 % as amended by Lei 56/2023) and art. 41.º (deductible costs).',
  },
};

/**
 * The 2026 housing package (Proposta de Lei 47/XVII and the authorised decree-law amending CIMT
 * art. 17.º): a buyer who is not tax resident in Portugal pays IMT on a home (urban property for
 * housing, own home or other) at a single rate, with no exemption or reduction. The tax office
 * refunds the difference down to the tax at the ordinary rates if the buyer becomes tax resident
 * within `residenceWithinYears` of the deed, or lets the home at a moderate rent (see
 * `moderateRent`), on a claim ("requerimento") the buyer files. Who counts as resident is CIRS
 * art. 16.º (183 days in any 12 months, or a home in Portugal kept as the habitual residence; the
 * State's staff abroad count as resident).
 *
 * The decree-law's text in the Diário da República was not found when this was checked: the
 * figures are those reported from the proposal and its approval, and the page says so
 * (`primaryTextFound`). Rules in docs/calculators.md.
 */
export const NON_RESIDENT_IMT = {
  ratePercent: 7.5,
  residenceWithinYears: 2,
  moderateRent: { maxMonthlyEuros: 2_300, letWithinMonths: 6, letMonths: 36, withinFirstMonths: 60 },
  /** Reported gazetted on this date; the date it applies from is not confirmed. */
  reportedGazetted: '2026-05-20',
  primaryTextFound: false,
  check: {
    checked: '2026-11-28',
    due: '2026-12-31',
    source:
      'Proposta de Lei 47/XVII with the authorised decree-law, CIMT art. 17.º (text quoted by rtp.pt 2025-12-02 and jornaldenegocios.pt: "a taxa é sempre de 7,5%, não se aplicando qualquer isenção ou redução"; exceptions: resident under CIRS art. 16.º, resident within two years of the acquisition, or let within six months at a monthly rent up to the moderate limit for at least 36 months, consecutive or not, in the first five years; the AT refunds the difference on request); approved in Parliament February 2026 (24noticias.sapo.pt 2026-02-18), reported gazetted 20 May 2026 (copy and facts review, 28 November 2026; nominaurea.pt: "following the legislative changes introduced in 2026"). The Diário da República text, its date in force and the claim deadline were not found.',
  },
} as const;

/**
 * The housing package's lower rate on residential rent: rent of up to `maxMonthlyEuros` a month
 * (2.5 × the 2026 minimum wage, the "moderate rent") taxed at `ratePercent` instead of the 25 %
 * of RENTAL_INCOME_TAX, for existing and new leases, from the income of `fromYear` as reported.
 * Not confirmed from the published text (`primaryTextFound`): the investment calculator shows the
 * figure at 25 % beside it.
 */
export const MODERATE_RENT_TAX = {
  ratePercent: 10,
  maxMonthlyEuros: 2_300,
  fromYear: 2026,
  primaryTextFound: false,
  check: {
    checked: '2026-11-28',
    due: '2026-12-31',
    source:
      'Housing package, CIRS art. 72.º as amended: autonomous rate on property income cut from 25 % to 10 % for rents up to €2,300 a month, all leases, new and existing (24noticias.sapo.pt 2026-02-18, parliamentary approval; noticiasagora.pt quoting the housing minister). The published text and the income year it first applies to were not found; 2026 assumed.',
  },
} as const;

/**
 * Deed and registration at a Casa Pronta counter (the land registry's one-stop purchase, IRN's
 * fixed prices), euros: the purchase alone, and the purchase with a mortgage (its deed and
 * registration too). A notary costs more. The purchase-costs calculator's default estimate.
 */
export const CASA_PRONTA_PRICES = {
  purchase: 375,
  withMortgage: 700,
  check: {
    checked: '2026-11-28',
    due: '2027-01-31',
    source:
      'IRN, Casa Pronta fixed prices, as quoted by santander.pt (November 2025: about €375 for a purchase, about €700 with a mortgage) and e-konomista.pt (Casa Pronta purchase with own money: €375).',
  },
} as const;
