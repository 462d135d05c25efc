// Counts in words: a text with a form for one and a form for any other count, chosen by the plural
// category Intl.PluralRules gives the count in the page's language ("1 bedroom", "2 bedrooms";
// "חדר שינה אחד", "2 חדרי שינה"). Hebrew's "two" category takes the "other" form, written with the
// digit. docs/copy-style.md, "Counts".
import { formatNumber, pluralCategory } from '@/lib/format/intl';
import type { Lang } from './lang';
import { fill } from './dictionary';

/** A count's text in its two forms; `{count}` (or the placeholder the text names) is the number. */
export interface Plural {
  one: string;
  other: string;
}

/** The form of `forms` that `count` takes in `lang`, not yet filled. */
export function pluralForm(forms: Plural, count: number, lang: Lang): string {
  return pluralCategory(count, lang) === 'one' ? forms.one : forms.other;
}

/**
 * The count in words: its form filled with the count, formatted for the page's language, under
 * `{count}`, and with any other `values` the text names.
 */
export function countText(
  forms: Plural,
  count: number,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return fill(pluralForm(forms, count, lang), { count: formatNumber(count, lang), ...values });
}
