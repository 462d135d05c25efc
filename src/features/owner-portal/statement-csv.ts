// A statement as a CSV file (RFC 4180): one line per entry and per total, the property's figures and
// the owner's part in two columns, amounts as plain decimals from integer cents (centsToDecimal), in
// the page's language. UTF-8 with a byte-order mark, which is how Excel knows to read Hebrew.
import { centsToDecimal } from '@shared/owners/ledger';
import { fill } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/lang';
import { sharePercent } from './portal-format';
import type { PortalCopy } from './portal-copy.en';
import { adjustmentLabel, feeLabel, vatLabel } from './statement-labels';
import { adjustmentCents, type StatementModel } from './statement-model';

const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A cell that is exactly a decimal amount ("-120.50"): a number for the spreadsheet, not a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (and tab and carriage return, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: text that a spreadsheet would run as a formula (a supplier named "=HYPERLINK(…)")
 * gets a leading apostrophe; a field with a comma, a quote or a line break is quoted, its quotes
 * doubled.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text: fields quoted where needed, CRLF after every row (RFC 4180). */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',') + LINE_END).join('');
}

const amount = (cents: number) => centsToDecimal(cents);
/** A deduction (expense, fee, payout) as the negative amount it is on the balance. */
const minus = (cents: number) => centsToDecimal(cents === 0 ? 0 : -cents);

/** The statement's CSV text, byte-order mark first. */
export function statementCsv(model: StatementModel, copy: PortalCopy, lang: Lang): string {
  const { statement, share } = model;
  const words = copy.statement;
  const total = copy.csv.total;
  const rows: string[][] = [
    [
      copy.csv.section,
      copy.csv.date,
      copy.csv.description,
      copy.csv.reference,
      copy.csv.property,
      fill(copy.csv.yours, { share: sharePercent(share.share_bp, lang) }),
    ],
    [words.opening, '', '', '', amount(statement.opening_cents), amount(share.opening_cents)],
  ];

  for (const rent of model.rents) {
    rows.push([words.income, rent.entry_date, words.rentCategory, rent.reference ?? '', amount(rent.amount_cents), '']);
  }
  rows.push([words.income, '', total, '', amount(statement.income_cents), amount(share.income_cents)]);
  if (statement.withheld_cents !== 0 || share.withheld_cents !== 0) {
    rows.push([words.withheld, '', total, '', minus(statement.withheld_cents), minus(share.withheld_cents)]);
  }

  for (const group of model.expenses) {
    for (const expense of group.entries) {
      rows.push([
        words.categories[group.category],
        expense.entry_date,
        expense.supplier ?? '',
        expense.reference ?? '',
        minus(expense.amount_cents),
        '',
      ]);
    }
  }
  rows.push([words.expenses, '', total, '', minus(statement.expenses_cents), minus(share.expenses_cents)]);

  rows.push([feeLabel(statement, words, lang), '', '', '', minus(statement.fee_cents), minus(share.fee_cents)]);
  rows.push([vatLabel(statement, words, lang), '', '', '', minus(statement.vat_cents), minus(share.vat_cents)]);

  for (const payout of model.payouts) {
    rows.push([
      words.payouts,
      payout.entry_date,
      '',
      payout.reference ?? '',
      minus(payout.amount_cents),
      minus(payout.amount_cents),
    ]);
  }
  rows.push([words.payouts, '', total, '', minus(statement.payouts_cents), minus(share.payouts_cents)]);

  for (const adjustment of model.adjustments) {
    const direction = adjustment.direction === 'debit' ? words.debit : words.credit;
    rows.push([
      words.adjustments,
      adjustment.entry_date,
      `${adjustmentLabel(adjustment, words, lang)} (${direction})`,
      '',
      amount(adjustmentCents(adjustment)),
      '',
    ]);
  }
  if (model.adjustments.length > 0 || statement.adjustments_cents !== 0 || share.adjustments_cents !== 0) {
    rows.push([words.adjustments, '', total, '', amount(statement.adjustments_cents), amount(share.adjustments_cents)]);
  }
  rows.push([words.closing, '', '', '', amount(statement.closing_cents), amount(share.closing_cents)]);

  return BOM + csvText(rows);
}

/** The file's name: the month and the property's address in plain letters ("statement-2026-03-rua-da-rosa-12.csv"). */
export function statementFileName(model: StatementModel): string {
  const place = model.property.address
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `statement-${model.month}${place ? `-${place}` : ''}.csv`;
}
