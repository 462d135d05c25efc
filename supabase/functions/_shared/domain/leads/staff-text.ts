/**
 * Numbers and counts in the staff e-mails (English, like the staff inbox's address): "€300,000",
 * "1 lead", "2 leads". Plurals follow Intl.PluralRules, so a count never reads "1 leads". The
 * edge functions only: the site's pages format with src/lib/format (docs/rules.md, "No Intl on the
 * first load").
 */
const PLURAL = new Intl.PluralRules('en-GB');
const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** "1 lead", "3 leads": the count and the word in the form the count needs. */
export function countOf(count: number, one: string, other: string): string {
  return `${NUMBER.format(count)} ${PLURAL.select(count) === 'one' ? one : other}`;
}

/** "€300,000", "€1,234.5"; a value that is not a number is written as it came. */
export function euros(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? `€${NUMBER.format(number)}` : String(value);
}

/** "30%". */
export function percent(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? `${NUMBER.format(number)}%` : String(value);
}
