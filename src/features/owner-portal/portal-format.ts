// The owner page's figures and dates, all through the site's formatters (no Intl on the way, and
// money straight from integer cents).
import { formatDate, formatEuroCents, formatPercent } from '@/lib/format/intl';
import type { Lang } from '@/lib/i18n/lang';

const LISBON_MONTH = { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' } as const;

/** Noon UTC of a 'YYYY-MM-DD' day: the same calendar day in Lisbon whatever the season. */
const noonOf = (day: string) => `${day.slice(0, 10)}T12:00:00Z`;

/** "March 2026" / "מרץ 2026" from a statement month ('YYYY-MM-01' or 'YYYY-MM'). */
export const monthName = (month: string, lang: Lang) =>
  formatDate(noonOf(`${month.slice(0, 7)}-01`), lang, LISBON_MONTH);

/** "5 March 2026" from a 'YYYY-MM-DD' date. */
export const dayText = (date: string, lang: Lang) => formatDate(noonOf(date), lang);

/** Euros with their cents, from integer cents. */
export const euros = (cents: number, lang: Lang) => formatEuroCents(cents, lang);

/** A share in basis points as a percentage: 5000 → "50%", 3333 → "33.33%". */
export const sharePercent = (shareBp: number, lang: Lang) => formatPercent(shareBp / 100, lang, 2);

/** A whole percentage (the fee's rate, VAT). */
export const wholePercent = (percent: number, lang: Lang) => formatPercent(percent, lang, 0);
