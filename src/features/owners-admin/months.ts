// Statement months as 'YYYY-MM' keys (the form admin_month_close and admin_ledger_add take), in
// Lisbon time, where the business's months begin and end (docs/owner-accounts.md).

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

/** The month `count` months after (or before, when negative) `key`. */
export function addMonths(key: string, count: number): string {
  const match = MONTH_KEY.exec(key);
  if (!match) throw new Error(`Not a month: ${key}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** The statement month's first day, as the database stores it ('YYYY-MM-01'). */
export function monthFirstDay(key: string): string {
  return `${key}-01`;
}

// Staff pages may use Intl (docs/rules.md, "No Intl on the first load"); made once.
let lisbonParts: Intl.DateTimeFormat | undefined;

/** The 'YYYY-MM-DD' date in Lisbon at `now`. */
export function lisbonDate(now: Date): string {
  lisbonParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(lisbonParts.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The month Lisbon is in at `now`. */
export function lisbonMonth(now: Date): string {
  return lisbonDate(now).slice(0, 7);
}

/** A month closes only once it has ended in Lisbon. */
export function monthEnded(key: string, now: Date): boolean {
  return key < lisbonMonth(now);
}

/**
 * The month staff work on first: the one after the property's last statement (months close in
 * order), or the current month for a property without statements.
 */
export function firstOpenMonth(publishedMonths: readonly string[], now: Date): string {
  const last = [...publishedMonths].sort().at(-1);
  return last ? addMonths(last, 1) : lisbonMonth(now);
}

/** A real calendar date 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/**
 * Whether an entry dated `date` may belong to the statement month `key`: from a year before the
 * month to the end of the month after it (the database's check, date_outside_month).
 */
export function dateFitsMonth(date: string, key: string): boolean {
  if (!isIsoDate(date) || !isMonthKey(key)) return false;
  return date >= monthFirstDay(addMonths(key, -12)) && date < monthFirstDay(addMonths(key, 2));
}

/** A form's starting date for an entry of `key`: today when today is in that month, else its first day. */
export function defaultEntryDate(key: string, now: Date): string {
  const today = lisbonDate(now);
  return today.slice(0, 7) === key ? today : monthFirstDay(key);
}
