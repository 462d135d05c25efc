import type { Lang } from '@/lib/i18n/lang';

// Locale tags used for Intl formatting: British English (euros and day-month dates) and Israeli Hebrew.
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', he: 'he-IL' };

// Formatters are made once per language and options: making one costs far more than using it.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[lang], options)));
  return format;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options)));
  return format;
}

/** A euro amount without decimals, e.g. "€1,250" / "‏1,250 €". */
export function formatEuro(amount: number, lang: Lang): string {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return numberFormat(lang, options).format(value);
}

/** A percentage from a fraction or a percent value: formatPercent(6.6, 'en') === "6.6%". */
export function formatPercent(percent: number, lang: Lang, fractionDigits = 1): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: fractionDigits }).format(percent / 100);
}

export function formatDate(date: Date | string, lang: Lang, options?: Intl.DateTimeFormatOptions): string {
  return dateFormat(lang, options ?? { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/**
 * Makes the language's first formatter, then resolves in a later task. The browser sets up its
 * locale data on the first formatter of a page (10 to 20 ms on a laptop, four times that on a
 * phone); pages' copy formats numbers as its module runs, so this keeps that set-up out of the
 * same long task.
 */
export function warmUpFormatters(lang: Lang): Promise<void> {
  formatPercent(0, lang, 0);
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "3 hours ago", "12 days ago" (under 30 days), "2 months ago", "1 year ago".
 * With `largestUnit: 'month'`, months go on past a year ("14 months ago"), as the ads' posted time
 * does (spec section 9). Returns null for a missing, invalid or future date, so the caller can show
 * its own fallback text.
 */
export function formatTimeAgo(
  date: Date | string | null | undefined,
  lang: Lang,
  now: Date = new Date(),
  { largestUnit = 'year' }: { largestUnit?: 'month' | 'year' } = {},
): string | null {
  if (date === null || date === undefined) return null;
  const time = (typeof date === 'string' ? new Date(date) : date).getTime();
  const elapsed = now.getTime() - time;
  if (Number.isNaN(time) || elapsed < 0) return null;
  const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'always' });
  // ICU writes Hebrew duals and singulars with the figure after them, "לפני שעתיים (2)", "לפני חודש (1)":
  // the word already says it.
  const format = {
    format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      relative.format(value, unit).replace(/\s*\(\d+\)$/, ''),
  };
  if (elapsed < HOUR) return format.format(-Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return format.format(-days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12 || largestUnit === 'month') return format.format(-months, 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
