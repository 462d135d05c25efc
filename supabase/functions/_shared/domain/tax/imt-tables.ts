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
  /** Azores and Madeira: their own bracket limits (the mainland limits × 1.25). */
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
      // The 2025 limit (621,501) updated by 2 %, as every other limit was; not yet seen in a
      // published 2026 table (docs/calculators.md).
      b(633_931, 8, 'marginal', 12_699.89),
      b(1_150_853, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
  },
  // The regional limits are the mainland limits × 1.25 (the rule the AT's practical tables have
  // applied every year, e.g. 2024: €101,917 × 1.25 = €127,396.25 exempt); deductions recomputed for
  // continuity. Not yet confirmed from a published 2026 regional table.
  autonomousRegions: {
    ownHome: [
      b(132_932.5, 0, 'marginal', 0),
      b(181_837.5, 2, 'marginal', 2_658.65),
      b(247_933.75, 5, 'marginal', 8_113.78),
      b(413_173.75, 7, 'marginal', 13_072.46),
      b(826_227.5, 8, 'marginal', 17_204.2),
      b(1_438_566.25, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
    otherHome: [
      b(132_932.5, 1, 'marginal', 0),
      b(181_837.5, 2, 'marginal', 1_329.33),
      b(247_933.75, 5, 'marginal', 6_784.45),
      b(413_173.75, 7, 'marginal', 11_743.13),
      b(792_413.75, 8, 'marginal', 15_874.87),
      b(1_438_566.25, 6, 'flat'),
      b(null, 7.5, 'flat'),
    ],
  },
  otherUrbanRate: 6.5,
  rusticRate: 5,
  taxHavenRate: 10,
  youngBuyer: {
    mainland: { fullUpTo: 330_539, partialUpTo: 660_982 },
    autonomousRegions: { fullUpTo: 413_173.75, partialUpTo: 826_227.5 },
    partialRate: 8,
  },
  autonomousRegionsConfirmed: false,
  check: {
    checked: '2026-11-25',
    due: '2027-01-15',
    source:
      'CIMT art. 17.º and 9.º as amended by the State Budget Law for 2026 (brackets +2 %); AT, Ofício-circulado 40129/2026 of 6 January 2026, "IMT – Tabelas práticas em vigor a partir de 01 de janeiro de 2026". Mainland own-home table and IMT Jovem limits as published with the OE2026 proposal (9 October 2025); other-home 8 % limit and the autonomous regions (mainland × 1.25) derived, not yet confirmed from a 2026 source.',
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
 * The flat tax rate on rental income of individuals (CIRS art. 72.º, n.º 2, 25 % since 2024),
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
