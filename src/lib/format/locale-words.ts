import type { TimeUnit } from './locale-text';

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

/** Portuguese's words, set by portuguese-words.ts (intl.pt.ts and the Portuguese dictionary import it). */
export interface PortugueseWords {
  /** Lowercase, as Portugal writes months since the 1990 agreement. */
  months: readonly string[];
  /** "há", before the time: "há 5 minutos". */
  ago: string;
  /** One and more of each unit. */
  units: Record<TimeUnit, readonly [string, string]>;
}

export const localeWords: { he?: HebrewWords; pt?: PortugueseWords } = {};
