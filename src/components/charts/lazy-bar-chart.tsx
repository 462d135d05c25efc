import { lazy, Suspense, useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { onDemand } from '@/lib/async/on-demand';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { BarChartProps } from './bar-chart';
import chartCopyEn from './chart-copy.en';
import chartCopyHe from './chart-copy.he';
import chartCopyPt from './chart-copy.pt';
import { barChartHeight } from './chart-size';

// recharts (about 110 kB gzip) comes with the first chart a staff or owner page shows, never with
// the page itself (docs/rules.md, "Heavy libraries stay out of the app shell").
const chart = onDemand(() => import('./bar-chart'));
const BarChart = lazy(() => chart.load().then((module) => ({ default: module.BarChart })));

const COPY = { en: chartCopyEn, he: chartCopyHe, pt: chartCopyPt } as const;

/**
 * `BarChart`, loaded on first render. Its height is kept from the start, so the page does not move
 * when the bars arrive; if the chart's code cannot load, the figures show as a plain list.
 */
export function LazyBarChart(props: BarChartProps) {
  const height =
    props.height ?? barChartHeight(props.orientation ?? 'vertical', props.categories.length, props.series.length);
  const empty = props.categories.length === 0 || props.series.length === 0;
  return (
    <div className="min-w-0" style={empty ? undefined : { minHeight: height }}>
      <ErrorBoundary fallback={<FiguresList {...props} />}>
        <Suspense fallback={null}>
          <BarChart {...props} height={height} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** The chart's figures as text: what is left when its code failed to load. */
function FiguresList({ title, categories, series, value, formatValue }: BarChartProps) {
  const { lang } = useI18n();
  const copy = COPY[lang];
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="flex flex-col gap-1">
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {categories.flatMap((category) =>
          series.map((item) => (
            <li key={`${category.key}:${item.key}`}>
              {fill(copy.bar, {
                category: category.label,
                series: item.label,
                value: formatValue(value(category.key, item.key)),
              })}
            </li>
          )),
        )}
      </ul>
    </figure>
  );
}
