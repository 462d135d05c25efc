import { lazy, Suspense, useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { StatementRow, StatementShareRow } from '@shared/owners/ledger';
import { useI18n } from '@/lib/i18n/i18n-context';
import { lastTwelveMonths } from './month-totals';
import { euros, monthName } from './portal-format';
import type { PortalCopy } from './portal-copy.en';

// The chart library comes with this chunk only, fetched once a signed-in owner's account shows it.
const BarChart = lazy(() => import('@/components/charts/bar-chart').then((module) => ({ default: module.BarChart })));

const SERIES_COLOURS = { income: '#0f766e', expenses: '#b45309' } as const;
/**
 * 12 months of two bars, each month's pair 60 px with the legend above (the chart's own default
 * for this many bars); min-h-191 (764 px) below keeps its place while the chart loads.
 */
const CHART_HEIGHT = 764;

/**
 * "The last 12 months": the owner's income against their expenses (fee and VAT included), as bars,
 * with the table of the same figures beside them for the exact amounts. If the chart cannot load,
 * the table stays.
 */
export function MonthsChart({
  statements,
  shares,
  copy,
}: {
  statements: readonly StatementRow[];
  shares: readonly StatementShareRow[];
  copy: PortalCopy['chart'];
}) {
  const { lang } = useI18n();
  const titleId = useId();
  const months = lastTwelveMonths(statements, shares);
  if (months.length === 0) return null;
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const categories = months.map((month) => ({ key: month.month, label: monthName(month.month, lang) }));
  const series = [
    { key: 'income', label: copy.income, color: SERIES_COLOURS.income },
    { key: 'expenses', label: copy.expenses, color: SERIES_COLOURS.expenses },
  ] as const;
  const value = (monthKey: string, seriesKey: string) => {
    const month = byMonth.get(monthKey);
    if (!month) return 0;
    return seriesKey === 'income' ? month.incomeCents : month.expensesCents;
  };
  const formatValue = (cents: number) => euros(cents, lang);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {/* As tall as the chart (CHART_HEIGHT), so nothing moves when it arrives. */}
        <div className="min-h-191 min-w-0">
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<p className="py-10 text-center text-sm text-slate-500">{copy.loading}</p>}>
              <BarChart
                title={copy.title}
                categories={categories}
                series={series}
                value={value}
                formatValue={formatValue}
                orientation="horizontal"
                height={CHART_HEIGHT}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
        <div className="min-w-0 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{copy.title}</caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="pb-2 text-start font-medium">
                  {copy.month}
                </th>
                <th scope="col" className="pb-2 ps-3 text-end font-medium">
                  {copy.income}
                </th>
                <th scope="col" className="pb-2 ps-3 text-end font-medium">
                  {copy.expenses}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...months].reverse().map((month) => (
                <tr key={month.month} className="border-t border-slate-200">
                  <th scope="row" className="py-1.5 text-start font-normal text-slate-900">
                    {monthName(month.month, lang)}
                  </th>
                  <td className="py-1.5 ps-3 text-end tabular-nums">{euros(month.incomeCents, lang)}</td>
                  <td className="py-1.5 ps-3 text-end tabular-nums">{euros(month.expensesCents, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
