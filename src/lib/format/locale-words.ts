import type { Lang } from '@/lib/i18n/lang';
import type { FractionDigits, TimeUnit } from './locale-text';

/**
 * Hebrew's words for the site's dates and "time ago", set by hebrew-words.ts when it is evaluated:
 * intl.he.ts imports it for Hebrew copy, the Hebrew dictionary for everything else. They are kept
 * out of locale-text.ts so an English page downloads no Hebrew, and this holder is kept apart from
 * locale-text.ts so the Hebrew dictionary does not bring the formatters into a page's first load.
 */
export interface HebrewWords {
  months: readonly string[];
  /** The preposition a month takes in a long date: "5 במרץ 2025". */
  inMonth: string;
  /** "ago", before the time: "לפני 5 דקות". */
  ago: string;
  /** One, two (the dual) and more of each unit. */
  units: Record<TimeUnit, readonly [string, string, string]>;
}

/** A language's own formats, as locale-text.ts writes English's and Hebrew's (see intl.ts). */
export interface LocaleText {
  numberText(
    value: number,
    lang: Lang,
    options?: FractionDigits & { style?: 'decimal' | 'percent' },
  ): string | undefined;
  euroText(amount: number, lang: Lang): string | undefined;
  minorUnitsText(minor: number, currency: 'EUR' | 'ILS', lang: Lang): string | undefined;
  longDateText(date: Date, lang: Lang): string | undefined;
  monthYearText(date: Date, lang: Lang): string | undefined;
  timeAgoText(count: number, unit: TimeUnit, lang: Lang): string | undefined;
  pluralText(count: number, lang: Lang): Intl.LDMLPluralRule | undefined;
}

/** locale-text.ts's set, with the calendar date in Lisbon that Portuguese's dates are built on. */
export interface EnglishAndHebrewText extends LocaleText {
  lisbonDate(date: Date): { year: number; month: number; day: number } | undefined;
}

/**
 * Hebrew's words; Portuguese's formats, set by portuguese-words.ts; and the base they are built on,
 * English's and Hebrew's formats, set by intl.ts. portuguese-words.ts reads the base only when
 * intl.ts calls it, so that the Portuguese dictionary, which imports it, does not bring the
 * formatters into a page's first load.
 */
export const localeWords: {
  he?: HebrewWords;
  pt?: LocaleText;
  base?: EnglishAndHebrewText;
} = {};
