import type { Lang } from '@/lib/i18n/lang';
import { englishAndHebrew, type FractionDigits, type TimeUnit } from './locale-text';
import { type LocaleText, localeWords } from './locale-words';

// Locale tags used for Intl formatting: British English (euros and day-month dates), Israeli Hebrew
// and European Portuguese.
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', he: 'he-IL', pt: 'pt-PT' };

/**
 * The site's own formats in a language, written out without Intl: English's and Hebrew's in
 * locale-text.ts, Portuguese's in portuguese-words.ts, which only Portuguese pages load (intl.pt.ts
 * and the Portuguese dictionary import it); until it has run, Portuguese goes to Intl.
 */
export function localeText(lang: Lang): LocaleText | undefined {
  if (lang !== 'pt') return englishAndHebrew;
  // Portuguese's are built on English's, left for them here rather than imported by them, so that the
  // Portuguese dictionary does not bring the formatters into a page's first load; and here rather
  // than when locale-text.ts runs, which would make importing this module a side effect (intl.he.ts).
  localeWords.base = englishAndHebrew;
  return localeWords.pt;
}

// Anything the site's own formats do not cover goes to Intl.
// Its formatters are made once per language and options: making one costs far more than using it.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  // Portugal groups thousands from 1 000 on in prose and prices; CLDR's pt-PT starts at 10 000.
  const grouping: Intl.NumberFormatOptions = lang === 'pt' ? { useGrouping: 'always' } : {};
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(INTL_LOCALE[lang], { ...grouping, ...options })));
  return format;
}

function dateFormat(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options)));
  return format;
}

/** A euro amount without decimals, e.g. "€1,250" / "‏1,250 ‏€". */
export function formatEuro(amount: number, lang: Lang): string {
  return (
    localeText(lang)?.euroText(amount, lang) ??
    numberFormat(lang, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(amount)
  );
}

/**
 * Euros from integer cents, with the cents: "€1,234.50" / "‏1,234.50 ‏€". The site's own format
 * (locale-text.ts), so no amount passes through a fraction; Intl only past the safe integers.
 */
export function formatEuroCents(cents: number, lang: Lang): string {
  return (
    localeText(lang)?.minorUnitsText(cents + 0, 'EUR', lang) ??
    numberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100)
  );
}

/** Shekels from integer agorot, with the agorot: "₪1,234.50" / "‏1,234.50 ‏₪". */
export function formatShekelAgorot(agorot: number, lang: Lang): string {
  return (
    localeText(lang)?.minorUnitsText(agorot + 0, 'ILS', lang) ??
    numberFormat(lang, { style: 'currency', currency: 'ILS' }).format(agorot / 100)
  );
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return (
    (isPlainNumberOptions(options) ? localeText(lang)?.numberText(value, lang, options) : undefined) ??
    numberFormat(lang, options).format(value)
  );
}

/** A percentage from a fraction or a percent value: formatPercent(6.6, 'en') === "6.6%". */
export function formatPercent(percent: number, lang: Lang, fractionDigits = 1): string {
  return formatNumber(percent / 100, lang, { style: 'percent', maximumFractionDigits: fractionDigits });
}

/** Options locale-text.ts writes out: a number or percentage with at most its fraction digits set. */
function isPlainNumberOptions(
  options: Intl.NumberFormatOptions = {},
): options is FractionDigits & { style?: 'decimal' | 'percent' } {
  return Object.entries(options).every(([key, value]) =>
    key === 'style'
      ? value === 'decimal' || value === 'percent'
      : key === 'minimumFractionDigits' || key === 'maximumFractionDigits',
  );
}

const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The plural category of a count in the page's language, as Intl.PluralRules gives it: written out
 * for whole counts (locale-text.ts), Intl for anything else.
 */
export function pluralCategory(count: number, lang: Lang): Intl.LDMLPluralRule {
  const text = localeText(lang)?.pluralText(count, lang);
  if (text) return text;
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(INTL_LOCALE[lang])));
  return rules.select(count);
}

const LISBON = 'Europe/Lisbon';

/**
 * A date as the site writes it: by default the long date in Lisbon, "5 March 2025". Month and year
 * in Lisbon ({ month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' }) is written out too;
 * other options go to Intl.
 */
export function formatDate(date: Date | string, lang: Lang, options?: Intl.DateTimeFormatOptions): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const keys = Object.keys(options ?? {})
    .sort()
    .join();
  const text =
    !options || (keys === 'dateStyle,timeZone' && options.dateStyle === 'long' && options.timeZone === LISBON)
      ? localeText(lang)?.longDateText(value, lang)
      : keys === 'month,timeZone,year' &&
          options.month === 'long' &&
          options.year === 'numeric' &&
          options.timeZone === LISBON
        ? localeText(lang)?.monthYearText(value, lang)
        : undefined;
  return text ?? dateFormat(lang, options ?? { dateStyle: 'long', timeZone: LISBON }).format(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "3 hours ago", "12 days ago" (under 30 days), "2 months ago", "1 year ago".
 * With `largestUnit: 'month'`, months go on past a year ("14 months ago"), as the ads' posted time
 * does (docs/product-rules.md, "Ads (listings)"). Returns null for a missing, invalid or future date, so the caller can show
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
  const ago = (count: number, unit: TimeUnit) =>
    localeText(lang)?.timeAgoText(count, unit, lang) ??
    new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'always' }).format(-count, unit);
  if (elapsed < HOUR) return ago(Math.max(1, Math.floor(elapsed / MINUTE)), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return ago(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12 || largestUnit === 'month') return ago(months, 'month');
  return ago(Math.floor(days / 365), 'year');
}
