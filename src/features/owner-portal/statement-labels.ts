// The statement's lines that read the same on screen and in the CSV.
import type { LedgerEntryRow, StatementRow } from '@shared/owners/ledger';
import { fill } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/lang';
import type { PortalCopy } from './portal-copy.en';
import { euros, monthName, wholePercent } from './portal-format';

type Words = PortalCopy['statement'];

/** True when the month's fee is the package's minimum rather than its rate on the rent. */
const minimumApplied = (statement: StatementRow) =>
  statement.income_cents > 0 && statement.fee_minimum_cents > 0 && statement.fee_cents === statement.fee_minimum_cents;

/** "Management fee (10% of the rent)", or the minimum it was. */
export function feeLabel(statement: StatementRow, words: Words, lang: Lang): string {
  return minimumApplied(statement)
    ? fill(words.feeMinimum, { minimum: euros(statement.fee_minimum_cents, lang) })
    : fill(words.fee, { rate: wholePercent(statement.fee_percent, lang) });
}

/** "VAT on the fee (23%)". */
export function vatLabel(statement: StatementRow, words: Words, lang: Lang): string {
  return fill(words.vat, { rate: wholePercent(statement.vat_percent, lang) });
}

/** "Adjustment to March 2026: <note>". */
export function adjustmentLabel(entry: LedgerEntryRow, words: Words, lang: Lang): string {
  return fill(words.adjustment, {
    month: entry.adjusts_month ? monthName(entry.adjusts_month, lang) : '',
    note: entry.note ?? '',
  });
}
