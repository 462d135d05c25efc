// The owner's year summary for the tax returns (docs/owner-tax-summary.md): for one owner and one tax
// year, their part of each property's gross rent, the tax tenants withheld, each expense line and the
// management fee with its VAT, by the date the money moved, each beside its shekel figure at the
// reference rate of that date. Pure: no React, no Intl, no floating point. Money is integer cents and
// agorot; rates are integer micro-units (shekels per euro × 10^6).
import {
  EXPENSE_CATEGORIES,
  WHOLE_SHARE_BP,
  type ExpenseCategory,
  type LedgerEntryRow,
  type PropertyRow,
  type StatementRow,
  type StatementShareRow,
} from './ledger.ts';

/** A row of public.exchange_rates as PostgREST returns it (numeric as text; a number is accepted too). */
export interface ExchangeRateRow {
  rate_date: string;
  currency: 'ILS';
  per_euro: string | number;
  source: 'ECB' | 'BOI';
}

/** The expense lines of the summary: the ledger's categories, then the management fee and its VAT. */
export type ExpenseLine = ExpenseCategory | 'management_fee' | 'management_vat';
export const EXPENSE_LINES: readonly ExpenseLine[] = [...EXPENSE_CATEGORIES, 'management_fee', 'management_vat'];

/** Every line of the summary, in the order it is shown. */
export type SummaryLine = 'rent' | 'withheld' | ExpenseLine;
export const SUMMARY_LINES: readonly SummaryLine[] = ['rent', 'withheld', ...EXPENSE_LINES];

/**
 * How the Portuguese return of a landlord (category F) treats each expense line, under CIRS
 * art. 41.º as src/lib/content/facts.ts (LANDLORD_DEDUCTIONS) records it: every expense borne and
 * paid to obtain the rent is deductible, except financial costs, depreciation, furniture,
 * appliances, decoration and the additional IMI. 'other' holds anything, so only an accountant can
 * say; the page asks the owner to confirm it.
 */
export const EXPENSE_TREATMENT: Readonly<Record<ExpenseLine, 'deductible' | 'confirm'>> = {
  condominium: 'deductible',
  imi: 'deductible',
  repairs: 'deductible',
  insurance: 'deductible',
  utilities: 'deductible',
  other: 'confirm',
  management_fee: 'deductible',
  management_vat: 'deductible',
};

/** A payment converts at the rate of its date, or of the latest earlier day at most this many days before. */
export const RATE_LOOKBACK_DAYS = 7;

const MICRO = 1_000_000n;

/** A rate the summary used. */
export interface RateUsed {
  /** The rate's own date (a weekend payment takes the Friday's). */
  date: string;
  /** Shekels per euro as a decimal text with at least 4 decimals ("3.9982", "4.012345"). */
  perEuro: string;
  /** Shekels per euro × 10^6. */
  micro: number;
  source: 'ECB' | 'BOI';
}

/** A euro total and its shekel figure. */
export interface Amount {
  cents: number;
  /** The sum of each payment's agorot at its date's rate; null when any payment of it had no rate. */
  agorot: number | null;
  /** Dates of the payments that had no rate within RATE_LOOKBACK_DAYS, sorted, each once. */
  missingRateDates: string[];
  /** The rates its payments used, by date (several when its payments fall on different days). */
  rates: RateUsed[];
}

/** One payment as it enters the summary: the owner's part of a ledger entry, or of a month's fee or VAT. */
export interface YearPayment {
  line: SummaryLine;
  /** The day the money moved (the fee and its VAT: the last day of the statement's month). */
  date: string;
  /** The statement month, 'YYYY-MM'. */
  month: string;
  /** The ledger entry, or null for the management fee and its VAT. */
  entryId: string | null;
  /** The owner's part; negative for an adjustment that takes away from its line. */
  cents: number;
  agorot: number | null;
  rate: RateUsed | null;
}

export interface PropertyYearSummary {
  property: Pick<PropertyRow, 'id' | 'address' | 'city' | 'property_type'>;
  lines: Record<SummaryLine, Amount>;
  /** The deductible expense lines together. */
  deductible: Amount;
  /** The lines to confirm with an accountant ('other'). */
  toConfirm: Amount;
  /** Every payment of the year, by date. */
  payments: YearPayment[];
}

export interface YearSummary {
  year: number;
  ownerId: string;
  /** Properties with at least one payment of the owner in the year, in the order given. */
  properties: PropertyYearSummary[];
  /** The properties together. */
  totals: Omit<PropertyYearSummary, 'property' | 'payments'>;
  /** Every rate used, by date. */
  rates: RateUsed[];
  /** False when any payment had no rate: its totals show no shekel figure. */
  complete: boolean;
}

export interface YearSummaryInput {
  year: number;
  ownerId: string;
  properties: readonly PropertyRow[];
  statements: readonly StatementRow[];
  /** The statements' parts: the owner's own, and the other co-owners' where the caller may read them. */
  shares: readonly StatementShareRow[];
  entries: readonly LedgerEntryRow[];
  rates: readonly ExchangeRateRow[];
}

/**
 * Splits `total` cents by basis-point shares as the database's private.split_cents does: each part
 * rounded down (on the magnitude), the cents left over one each to the largest remainders, ties to
 * the earlier share; a negative total is split as its magnitude and negated. The parts add up to
 * `total` when the shares add up to 10000.
 */
export function splitCents(total: number, sharesBp: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`splitCents: ${total} is not a whole number of cents`);
  const magnitude = BigInt(Math.abs(total));
  const whole = BigInt(WHOLE_SHARE_BP);
  const parts = sharesBp.map((bp) => (magnitude * BigInt(bp)) / whole);
  const remainders = sharesBp.map((bp) => (magnitude * BigInt(bp)) % whole);
  let leftOver = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  while (leftOver > 0n && parts.length > 0) {
    let best = 0;
    for (let i = 1; i < parts.length; i += 1) if (remainders[i]! > remainders[best]!) best = i;
    parts[best] = parts[best]! + 1n;
    remainders[best] = -1n;
    leftOver -= 1n;
  }
  // `|| 0`: a zero part of a negative total is 0, not -0.
  return parts.map((part) => (total < 0 ? -Number(part) || 0 : Number(part)));
}

/**
 * A rate's decimal text (or number) as integer micro-units, or null when it is not a positive
 * decimal that six decimals hold exactly: a rate is never rounded or guessed.
 */
export function parseRateMicro(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else {
    text = value.trim();
  }
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 6) return null;
  const micro = BigInt(match[1]!) * MICRO + BigInt(fraction.padEnd(6, '0'));
  return micro > 0n ? Number(micro) : null;
}

/** Micro-units as the rate's text, at least 4 decimals as the ECB quotes the shekel: 3998200 → "3.9982". */
export function rateText(micro: number): string {
  const whole = Math.floor(micro / 1_000_000);
  let fraction = String(micro % 1_000_000).padStart(6, '0');
  while (fraction.length > 4 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${whole}.${fraction}`;
}

/** Cents at a rate in micro-units, as agorot rounded half away from zero (so a credit undoes its debit). */
export function centsToAgorot(cents: number, micro: number): number {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(micro)) {
    throw new RangeError('centsToAgorot takes whole cents and micro-units');
  }
  const product = BigInt(Math.abs(cents)) * BigInt(micro);
  const agorot = Number((product + MICRO / 2n) / MICRO);
  return cents < 0 ? -agorot || 0 : agorot;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The last day of a statement month ('YYYY-MM-01' or 'YYYY-MM'), 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7));
  const day = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return `${month.slice(0, 7)}-${String(day).padStart(2, '0')}`;
}

/** Finds the rate of a day: its own, or the latest before it within RATE_LOOKBACK_DAYS. */
export function rateFinder(rows: readonly ExchangeRateRow[]): (date: string) => RateUsed | null {
  const rates = rows
    .filter((row) => row.currency === 'ILS')
    .flatMap((row): RateUsed[] => {
      const micro = parseRateMicro(row.per_euro);
      const date = String(row.rate_date).slice(0, 10);
      return micro === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)
        ? []
        : [{ date, micro, perEuro: rateText(micro), source: row.source }];
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return (date) => {
    // The last rate dated on or before `date` (binary search).
    let low = 0;
    let high = rates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rates[middle]!.date <= date) low = middle + 1;
      else high = middle;
    }
    const rate = rates[low - 1];
    return rate && dayNumber(date) - dayNumber(rate.date) <= RATE_LOOKBACK_DAYS ? rate : null;
  };
}

/** Which way an adjustment moves its line: a credit adds rent and refunds an expense; a debit the reverse. */
function adjustmentSign(entry: LedgerEntryRow): 1 | -1 {
  const credit = entry.direction === 'credit';
  return entry.category === 'rent' ? (credit ? 1 : -1) : credit ? -1 : 1;
}

/** The ledger's contribution of one entry to the summary's lines, before the owner's share. */
function entryLines(entry: LedgerEntryRow): { line: SummaryLine; cents: number }[] {
  switch (entry.kind) {
    case 'rent':
      return [
        { line: 'rent', cents: entry.amount_cents },
        ...(entry.withheld_cents > 0 ? [{ line: 'withheld' as const, cents: entry.withheld_cents }] : []),
      ];
    case 'expense':
      return entry.category && entry.category !== 'rent' ? [{ line: entry.category, cents: entry.amount_cents }] : [];
    case 'adjustment':
      return entry.category ? [{ line: entry.category, cents: adjustmentSign(entry) * entry.amount_cents }] : [];
    default:
      // Payouts move the owner's own money: no tax line.
      return [];
  }
}

/** The owner's share of each statement, and the co-owners' shares in the database's order. */
function shareTables(input: Pick<YearSummaryInput, 'ownerId' | 'shares'>) {
  const byStatement = new Map<string, StatementShareRow[]>();
  for (const share of input.shares) {
    const list = byStatement.get(share.statement_id) ?? [];
    list.push(share);
    byStatement.set(share.statement_id, list);
  }
  const tables = new Map<string, { shares: number[]; index: number; own: StatementShareRow }>();
  for (const [statementId, rows] of byStatement) {
    const own = rows.find((row) => row.owner_id === input.ownerId);
    if (!own) continue;
    // admin_month_close orders the parts by share, largest first, then by owner id.
    const ordered = rows
      .map((row) => ({ id: row.owner_id, bp: row.share_bp }))
      .sort((a, b) => b.bp - a.bp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const known = ordered.reduce((sum, row) => sum + row.bp, 0);
    if (known > WHOLE_SHARE_BP) throw new RangeError(`The shares of statement ${statementId} exceed 100%`);
    // An owner reads only their own part: the co-owners they cannot see count as one share, which can
    // move a cent of a payment between them and the owner (docs/owner-tax-summary.md).
    if (known < WHOLE_SHARE_BP) {
      const rest = { id: '\uffff', bp: WHOLE_SHARE_BP - known };
      const at = ordered.findIndex((row) => row.bp < rest.bp);
      ordered.splice(at < 0 ? ordered.length : at, 0, rest);
    }
    tables.set(statementId, {
      shares: ordered.map((row) => row.bp),
      index: ordered.findIndex((row) => row.id === input.ownerId),
      own,
    });
  }
  return tables;
}

/** Every payment of the owner (any year), before conversion: their part of each entry, fee and VAT. */
function ownerPayments(input: Omit<YearSummaryInput, 'year' | 'rates'>) {
  const tables = shareTables(input);
  const statementOf = new Map<string, { statement: StatementRow; table: NonNullable<ReturnType<typeof tables.get>> }>();
  for (const statement of input.statements) {
    const table = tables.get(statement.id);
    if (table) statementOf.set(`${statement.property_id}|${statement.month.slice(0, 7)}`, { statement, table });
  }
  const payments: (Omit<YearPayment, 'agorot' | 'rate'> & { propertyId: string })[] = [];
  for (const entry of input.entries) {
    const month = entry.month.slice(0, 7);
    // Only published months count: an open month is still being recorded.
    const published = statementOf.get(`${entry.property_id}|${month}`);
    if (!published) continue;
    for (const { line, cents } of entryLines(entry)) {
      const part = splitCents(cents, published.table.shares)[published.table.index]!;
      if (part !== 0) {
        payments.push({
          propertyId: entry.property_id,
          line,
          date: entry.entry_date.slice(0, 10),
          month,
          entryId: entry.id,
          cents: part,
        });
      }
    }
  }
  for (const { statement, table } of statementOf.values()) {
    const month = statement.month.slice(0, 7);
    const date = lastDayOfMonth(month);
    // The database already split the fee and its VAT into the owner's part.
    for (const [line, cents] of [
      ['management_fee', table.own.fee_cents],
      ['management_vat', table.own.vat_cents],
    ] as const) {
      if (cents !== 0) payments.push({ propertyId: statement.property_id, line, date, month, entryId: null, cents });
    }
  }
  return payments;
}

/** The tax years (by payment date) in which the owner has any payment, latest first. */
export function summaryYears(input: Omit<YearSummaryInput, 'year' | 'rates'>): number[] {
  const years = new Set(ownerPayments(input).map((payment) => Number(payment.date.slice(0, 4))));
  return [...years].sort((a, b) => b - a);
}

const emptyAmount = (): Amount => ({ cents: 0, agorot: 0, missingRateDates: [], rates: [] });

/** Adds amounts: cents and agorot add up; agorot stay null once any part lacks a rate. */
export function addAmounts(amounts: readonly Amount[]): Amount {
  const missing = new Set<string>();
  const rates = new Map<string, RateUsed>();
  let cents = 0;
  let agorot: number | null = 0;
  for (const amount of amounts) {
    cents += amount.cents;
    agorot = agorot === null || amount.agorot === null ? null : agorot + amount.agorot;
    for (const date of amount.missingRateDates) missing.add(date);
    for (const rate of amount.rates) rates.set(rate.date, rate);
  }
  return {
    cents,
    agorot,
    missingRateDates: [...missing].sort(),
    rates: [...rates.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

function paymentAmount(payment: YearPayment): Amount {
  return {
    cents: payment.cents,
    agorot: payment.agorot,
    missingRateDates: payment.rate ? [] : [payment.date],
    rates: payment.rate ? [payment.rate] : [],
  };
}

function linesOf(payments: readonly YearPayment[]): Record<SummaryLine, Amount> {
  const lines = Object.fromEntries(SUMMARY_LINES.map((line) => [line, emptyAmount()])) as Record<SummaryLine, Amount>;
  for (const line of SUMMARY_LINES) {
    lines[line] = addAmounts(payments.filter((payment) => payment.line === line).map(paymentAmount));
  }
  return lines;
}

function groupsOf(lines: Record<SummaryLine, Amount>) {
  return {
    deductible: addAmounts(
      EXPENSE_LINES.filter((line) => EXPENSE_TREATMENT[line] === 'deductible').map((line) => lines[line]),
    ),
    toConfirm: addAmounts(
      EXPENSE_LINES.filter((line) => EXPENSE_TREATMENT[line] === 'confirm').map((line) => lines[line]),
    ),
  };
}

/**
 * The owner's year: per property and in total, their part (their share of each published month) of
 * every payment dated in `year`, each converted at its date's rate; a total with a payment without a
 * rate has no shekel figure (never a guessed one).
 */
export function yearSummary(input: YearSummaryInput): YearSummary {
  const rateOf = rateFinder(input.rates);
  const prefix = `${input.year}-`;
  const payments = ownerPayments(input)
    .filter((payment) => payment.date.startsWith(prefix))
    .map(({ propertyId, ...payment }) => {
      const rate = rateOf(payment.date);
      return {
        propertyId,
        payment: { ...payment, rate, agorot: rate ? centsToAgorot(payment.cents, rate.micro) : null },
      };
    });
  const properties: PropertyYearSummary[] = [];
  for (const property of input.properties) {
    const own = payments
      .filter((item) => item.propertyId === property.id)
      .map((item) => item.payment)
      .sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : SUMMARY_LINES.indexOf(a.line) - SUMMARY_LINES.indexOf(b.line),
      );
    if (own.length === 0) continue;
    const lines = linesOf(own);
    properties.push({
      property: {
        id: property.id,
        address: property.address,
        city: property.city,
        property_type: property.property_type,
      },
      lines,
      ...groupsOf(lines),
      payments: own,
    });
  }
  const totalLines = Object.fromEntries(
    SUMMARY_LINES.map((line) => [line, addAmounts(properties.map((property) => property.lines[line]))]),
  ) as Record<SummaryLine, Amount>;
  const totals = { lines: totalLines, ...groupsOf(totalLines) };
  const all = addAmounts(SUMMARY_LINES.map((line) => totalLines[line]));
  return {
    year: input.year,
    ownerId: input.ownerId,
    properties,
    totals,
    rates: all.rates,
    complete: all.missingRateDates.length === 0,
  };
}
