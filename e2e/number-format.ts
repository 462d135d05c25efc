// Numbers as a reader of each language writes them, from Intl, for tests to compare with the page:
// "€1,234" (en-GB), "‏1,234 ‏€" style (he-IL), "1 234 €" and "6,5%" (pt-PT). Portugal groups
// thousands from 1 000 on, where CLDR's pt-PT starts at 10 000, hence `useGrouping: 'always'` there.
import { INTL_LOCALE } from '../src/lib/format/intl';
import type { Lang } from '../src/lib/i18n/lang';

export function numberFormat(lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const grouping: Intl.NumberFormatOptions = lang === 'pt' ? { useGrouping: 'always' } : {};
  return new Intl.NumberFormat(INTL_LOCALE[lang], { ...grouping, ...options });
}

/** Whole euros: "€250,000", "250 000 €". */
export const euroText = (value: number, lang: Lang) =>
  numberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
