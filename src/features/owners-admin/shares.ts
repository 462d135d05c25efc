// Co-owners' shares as staff type them ("50", "33.33", "33,34") and as the database keeps them:
// integer basis points (10000 = 100%). The text is read digit by digit, never through a
// floating-point number, so "33.33" is exactly 3333 (docs/owner-accounts.md, "Money").
import { WHOLE_SHARE_BP } from '@shared/owners/ledger';

/** At most ten co-owners per property (the database refuses more). */
export const MAX_CO_OWNERS = 10;

/**
 * A share typed in percent, with up to two decimals (a point or a comma), as basis points; null
 * when it is not such a number or is outside 0.01%–100%.
 */
export function parseSharePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00a0%]/g, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= WHOLE_SHARE_BP ? bp : null;
}

/** Basis points as the percent a form field shows: 3333 -> "33.33", 5000 -> "50", 5050 -> "50.5". */
export function sharePercentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export interface SharesCheck {
  /** The sum of the shares that read as numbers, in basis points. */
  totalBp: number;
  /** Every share reads as a number. */
  allValid: boolean;
  /** Every share reads and they add up to exactly 100%. */
  complete: boolean;
}

/** The live total of the shares as typed. */
export function checkShares(texts: readonly string[]): SharesCheck {
  const parsed = texts.map(parseSharePercent);
  const totalBp = parsed.reduce<number>((sum, bp) => sum + (bp ?? 0), 0);
  const allValid = parsed.length > 0 && parsed.every((bp) => bp !== null);
  return { totalBp, allValid, complete: allValid && totalBp === WHOLE_SHARE_BP };
}
