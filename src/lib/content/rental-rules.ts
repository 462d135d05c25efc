// The rules of residential leases in Portugal, part of the facts register (facts.ts lists them in
// FACTS) but kept apart from it, as business-figures.ts is: the rental agreement page states only
// these, and without the register and its tax tables it loads 5 kB gzip less before it responds.
import type { FactCheck } from '@shared/facts/fact-check';

/**
 * Residential leases (rental agreement template page), as of 2026. Civil Code (Código Civil):
 * art. 1095 (a permanent-home lease lasts at least 1 year), art. 1096 (renews for its own term or
 * 3 years if shorter), art. 1076 as amended by the 2023 State Budget (Lei 24-D/2022, from 1 January
 * 2023: advance rent and a deposit at most 2 months' rent each), art. 1041 (20% on late rent unless
 * paid within 8 days). Stamp Duty Code, general table item 2 (10% of one month's rent, paid by the
 * landlord) and art. 60 (Modelo 2 declaration by the end of the month after the lease starts). The
 * yearly rent update follows the coefficient INE publishes by 30 October (NRAU art. 24), where the
 * lease sets no other rule.
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
  /** The deposit and advance-rent caps apply to leases from this date (2023 State Budget). */
  depositCapFrom: '2023-01-01',
  /** The yearly rent-update coefficient INE publishes each autumn, for the year it applies to. */
  rentUpdateCoefficient: { year: 2026, value: 1.0224 },
  check: {
    checked: '2026-11-25',
    due: '2027-01-31',
    source:
      'Código Civil arts 1041, 1076, 1095-1096 (deposit cap from the 2023 State Budget: 24.sapo.pt/Lusa, Nov 2022); Stamp Duty Code item 2; INE coefficient notice for 2026 (1.0224: belzuz.com); re-check the coefficient for 2027 (published by 30 October)',
  },
} as const satisfies { readonly check: FactCheck; readonly [key: string]: unknown };
