// A running-cost assumption's value as the page and the e-mailed summary show it: a percentage, or
// euros with cents when it has them. The euro sign is placed as formatEuro places it (src/lib/format).
import { formatEuro, formatEuroCents, formatPercent } from '@/lib/format/intl';
import type { Lang } from '@/lib/i18n/lang';
import { EXPENSE_BOUNDS, type ExpenseOverrideKey } from '@shared/calculators/investment-calculator';

export function formatExpenseValue(key: ExpenseOverrideKey, value: number, lang: Lang): string {
  if (EXPENSE_BOUNDS[key].unit !== 'euroMonth') return formatPercent(value, lang, 2);
  if (Number.isInteger(value)) return formatEuro(value, lang);
  return formatEuroCents(Math.round(value * 100), lang);
}
