import type { Lang } from '@/lib/i18n/lang';
import { type EnglishAndHebrewText, localeWords } from './locale-words';

// The site's number, date and "time ago" formats in British English and Israeli Hebrew, written out
// as plain string work that gives exactly what the browser's Intl gives for en-GB and he-IL
// (locale-text.test.ts compares the two over thousands of values). Why not Intl: a page's first Intl
// formatter makes the browser set up its locale data, a single 13 to 22 ms task on a laptop and
// four times that on a phone, which was the longest task left on most pages after first paint.
// Each function returns undefined outside what it covers; intl.ts then asks Intl. European
// Portuguese's formats are built on these in portuguese-words.ts, so that English and Hebrew pages
// download none of them.

const LRM = '\u200e';
const RLM = '\u200f';
const NBSP = '\u00a0';

/** ECMA-402's limit on fraction digits; from 1e21 on, numbers print in exponent form. */
const MAX_FRACTION_DIGITS = 20;
const MAX_PLAIN_NUMBER = 1e21;

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * The minimum and maximum fraction digits Intl settles on for these options, when its defaults are
 * `min` 0 and `max` (3 for numbers, 0 for percentages and whole euros); undefined where Intl would
 * throw, so that it does.
 */
function fractionRange(options: FractionDigits, defaultMax: number): [number, number] | undefined {
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options;
  for (const digits of [min, max]) {
    if (digits !== undefined && !(Number.isInteger(digits) && digits >= 0 && digits <= MAX_FRACTION_DIGITS)) {
      return undefined;
    }
  }
  if (min !== undefined && max !== undefined) return min <= max ? [min, max] : undefined;
  if (min !== undefined) return [min, Math.max(min, defaultMax)];
  if (max !== undefined) return [Math.min(0, max), max];
  return [0, defaultMax];
}

/**
 * The digits of |value| as whole and fraction parts, from its shortest round-trip form (what ICU
 * formats: 2.675 is "2.675", not the binary 2.67499…), shifted left by `shift` places (a percentage).
 */
function decimalParts(magnitude: number, shift: number): [string, string] {
  const [mantissa = '', exponentText] = String(magnitude).split('e');
  const exponent = Number(exponentText ?? 0) + shift;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + all];
  if (point >= all.length) return [all + '0'.repeat(point - all.length), ''];
  return [all.slice(0, point), all.slice(point)];
}

/** Adds one to a string of digits, keeping its leading zeros: "199" → "200", "099" → "100", "99" → "100". */
const increment = (digitString: string): string => String(BigInt(digitString) + 1n).padStart(digitString.length, '0');

/**
 * |value| (times 100 for a percentage) rounded half away from zero to `max` fraction digits as ICU
 * rounds it, with trailing zeros dropped down to `min` digits and the whole part grouped in
 * thousands: "1,234.5".
 */
function digits(value: number, [min, max]: [number, number], percent = false): string | undefined {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= (percent ? MAX_PLAIN_NUMBER / 100 : MAX_PLAIN_NUMBER)) return undefined;
  let [whole, fraction] = decimalParts(magnitude, percent ? 2 : 0);
  if (fraction.length > max) {
    const roundUp = fraction[max]! >= '5';
    fraction = fraction.slice(0, max);
    if (roundUp) {
      const rounded = increment(whole + fraction);
      whole = rounded.slice(0, rounded.length - max);
      fraction = rounded.slice(rounded.length - max);
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Intl writes a minus for negative numbers and for negative zero ("-0"): 1 / -0 is -Infinity. */
const isNegative = (value: number) => 1 / value < 0;

/** A minus sign: Hebrew text keeps it to the left of the figures with a left-to-right mark. */
const minus = (lang: Lang) => (lang === 'he' ? `${LRM}-` : '-');

const CURRENCY_SIGNS = { EUR: '€', ILS: '₪' } as const;

/** English month names. Hebrew's words come from hebrew-words.ts (see locale-words.ts); until it has
 * run, Hebrew dates and "time ago" go to Intl. */
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR = 3_600_000;

/** Midnight UTC of the last Sunday of a month (0-based). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
}

/**
 * The calendar date in Lisbon: UTC in winter, UTC+1 from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October (the EU rule, Portugal's since 1996). Undefined for an
 * invalid date and outside 1997–2037, where the rule is not known to hold.
 */
function lisbonDate(date: Date): { year: number; month: number; day: number } | undefined {
  const time = date.getTime();
  if (!Number.isFinite(time)) return undefined;
  const year = date.getUTCFullYear();
  if (year < 1997 || year > 2037) return undefined;
  const summer = time >= lastSunday(year, 2) + HOUR && time < lastSunday(year, 9) + HOUR;
  const local = new Date(time + (summer ? HOUR : 0));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

export type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * English's and Hebrew's formats (intl.ts gives Portuguese's from portuguese-words.ts instead), as
 * methods of one object so that intl.ts picks a language's set at no cost in bytes; also the base of
 * Portuguese's (intl.ts leaves it in locale-words.ts for them), with the Lisbon date.
 */
export const englishAndHebrew: EnglishAndHebrewText = {
  lisbonDate,

  numberText(
    value: number,
    lang: Lang,
    options: FractionDigits & { style?: 'decimal' | 'percent' } = {},
  ): string | undefined {
    const percent = options.style === 'percent';
    const range = fractionRange(options, percent ? 0 : 3);
    const text = range && digits(value, range, percent);
    if (text === undefined) return undefined;
    return `${isNegative(value) ? minus(lang) : ''}${text}${percent ? '%' : ''}`;
  },

  /** Whole euros: "€1,250" / "‏1,250 ‏€". */
  euroText(amount: number, lang: Lang): string | undefined {
    const text = digits(amount, [0, 0]);
    if (text === undefined) return undefined;
    const sign = isNegative(amount) ? minus(lang) : '';
    return lang === 'he' ? `${RLM}${sign}${text}${NBSP}${RLM}€` : `${sign}€${text}`;
  },

  /**
   * An amount in whole minor units (cents, agorot) with its two decimals, as Intl's currency style
   * writes euros and shekels: "€1,234.50" / "‏1,234.50 ‏€", "₪1,234.50" / "‏1,234.50 ‏₪". String work
   * on the integer, so no amount passes through a fraction. Undefined for anything but a safe integer.
   */
  minorUnitsText(minor: number, currency: keyof typeof CURRENCY_SIGNS, lang: Lang): string | undefined {
    if (!Number.isSafeInteger(minor)) return undefined;
    const magnitude = String(Math.abs(minor)).padStart(3, '0');
    const whole = magnitude.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
    const text = `${whole}.${magnitude.slice(-2)}`;
    const sign = isNegative(minor) ? minus(lang) : '';
    const symbol = CURRENCY_SIGNS[currency];
    return lang === 'he' ? `${RLM}${sign}${text}${NBSP}${RLM}${symbol}` : `${sign}${symbol}${text}`;
  },

  /** Intl's `dateStyle: 'long'` in Lisbon: "5 March 2025" / "5 במרץ 2025". */
  longDateText(date: Date, lang: Lang): string | undefined {
    const parts = lisbonDate(date);
    if (!parts) return undefined;
    if (lang === 'en') return `${parts.day} ${ENGLISH_MONTHS[parts.month]} ${parts.year}`;
    const hebrew = localeWords.he;
    return hebrew && `${parts.day} ${hebrew.inMonth}${hebrew.months[parts.month]} ${parts.year}`;
  },

  /** Intl's `month: 'long', year: 'numeric'` in Lisbon: "March 2025" / "מרץ 2025". */
  monthYearText(date: Date, lang: Lang): string | undefined {
    const parts = lisbonDate(date);
    const months = lang === 'en' ? ENGLISH_MONTHS : localeWords.he?.months;
    return parts && months && `${months[parts.month]} ${parts.year}`;
  },

  /**
   * "5 minutes ago" / "לפני 5 דקות" for a whole number of units of at least one: Intl's relative time
   * with `numeric: 'always'`, less the figure ICU adds after Hebrew singulars and duals ("לפני שעתיים
   * (2)"), which the word already says.
   */
  timeAgoText(count: number, unit: TimeUnit, lang: Lang): string | undefined {
    if (!Number.isInteger(count) || count < 1) return undefined;
    const figure = digits(count, [0, 0]);
    if (figure === undefined) return undefined;
    // English's units take an s in the plural: "1 minute ago", "5 minutes ago".
    if (lang === 'en') return `${figure} ${unit}${count === 1 ? '' : 's'} ago`;
    const hebrew = localeWords.he;
    if (!hebrew) return undefined;
    const [one, two, many] = hebrew.units[unit];
    return `${hebrew.ago} ${count === 1 ? one : count === 2 ? two : `${figure} ${many}`}`;
  },

  /**
   * The plural category Intl.PluralRules gives a whole count in en-GB ("one" for 1) and he-IL ("one"
   * for 1, "two" for 2): CLDR's rules for integers, which is all a count is. Undefined for a fraction,
   * so that Intl decides.
   */
  pluralText(count: number, lang: Lang): Intl.LDMLPluralRule | undefined {
    if (!Number.isSafeInteger(count)) return undefined;
    const whole = Math.abs(count);
    if (whole === 1) return 'one';
    return lang === 'he' && whole === 2 ? 'two' : 'other';
  },
};
