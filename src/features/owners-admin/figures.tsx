import { EXPENSE_CATEGORIES } from '@shared/owners/ledger';
import { formatEuroCents, formatPercent } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/cn';
import type { OwnersAdminCopy } from './copy.en';
import { feeBasis, type MonthPreview } from './fee-preview';
import { Money } from './ui';

/**
 * A month's figures, as the statement lists them: opening, income, tax withheld, expenses by
 * category, fee and VAT, payouts, adjustments, closing. Amounts taken away show with a minus.
 */
export function Figures({
  copy,
  figures,
  closingLabel,
  label,
}: {
  copy: OwnersAdminCopy;
  figures: MonthPreview;
  closingLabel: string;
  label: string;
}) {
  const { lang } = useI18n();
  const t = copy.figures;
  const basis = feeBasis(figures);
  const feeLabel =
    basis === 'none'
      ? t.feeNone
      : basis === 'minimum'
        ? fill(t.feeMinimum, { minimum: formatEuroCents(figures.feeMinimumCents, lang) })
        : fill(t.fee, { rate: formatPercent(figures.feePercent, lang, 0) });
  const rows: { key: string; label: string; cents: number; sub?: boolean; strong?: boolean }[] = [
    { key: 'opening', label: t.opening, cents: figures.openingCents },
    { key: 'income', label: t.income, cents: figures.incomeCents },
    ...(figures.withheldCents > 0 ? [{ key: 'withheld', label: t.withheld, cents: -figures.withheldCents }] : []),
    ...EXPENSE_CATEGORIES.filter((category) => figures.expensesByCategory[category] !== undefined).map((category) => ({
      key: `expense-${category}`,
      label: copy.categories[category],
      cents: -(figures.expensesByCategory[category] ?? 0),
      sub: true,
    })),
    { key: 'expenses', label: t.expensesTotal, cents: -figures.expensesCents },
    { key: 'fee', label: feeLabel, cents: -figures.feeCents },
    { key: 'vat', label: fill(t.vat, { rate: formatPercent(figures.vatPercent, lang, 0) }), cents: -figures.vatCents },
    { key: 'payouts', label: t.payouts, cents: -figures.payoutsCents },
    { key: 'adjustments', label: t.adjustments, cents: figures.adjustmentsCents },
    { key: 'closing', label: closingLabel, cents: figures.closingCents, strong: true },
  ];
  return (
    <dl aria-label={label} className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="figures">
      {rows.map((row) => (
        <div
          key={row.key}
          data-figure={row.key}
          className={cn(
            'flex items-baseline justify-between gap-4 py-1.5',
            row.sub && 'ps-4 text-slate-600',
            row.strong && 'text-base font-bold',
          )}
        >
          <dt className="min-w-0">{row.label}</dt>
          <dd>
            <Money cents={row.cents} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
