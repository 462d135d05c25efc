import { useId } from 'react';
import {
  Bar,
  BarChart as RechartsBarChart,
  LabelList,
  ResponsiveContainer,
  Text,
  XAxis,
  YAxis,
  type BaseTickContentProps,
  type LabelProps,
  type TextAnchor,
} from 'recharts';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import chartCopyEn from './chart-copy.en';
import chartCopyHe from './chart-copy.he';
import chartCopyPt from './chart-copy.pt';
import { barChartHeight } from './chart-size';

// The site's one chart (recharts, SVG). recharts is heavy (about 110 kB gzip): pages show
// LazyBarChart (./lazy-bar-chart.tsx) or import() this module, only on staff and owner pages
// (docs/rules.md, "Heavy libraries stay out of the app shell"; tests/lint/chart-imports.test.ts).

export interface BarChartProps {
  /** The figure's accessible name; the caller shows its own visible heading. */
  title: string;
  /** One group of bars each, in reading order (drawn from the right in Hebrew). */
  categories: readonly { key: string; label: string }[];
  /** One bar per category each, named in the legend. `color` needs 3:1 against white. */
  series: readonly { key: string; label: string; color: string }[];
  /** A bar's figure, 0 or more. */
  value: (categoryKey: string, seriesKey: string) => number;
  formatValue: (value: number) => string;
  /** 'vertical': columns standing on the category axis; 'horizontal': bars growing sideways. */
  orientation?: 'vertical' | 'horizontal';
  /** The whole chart's height in px (legend included): reserve it, and nothing moves as it draws. */
  height?: number;
}

const COPY = { en: chartCopyEn, he: chartCopyHe, pt: chartCopyPt } as const;

const FONT_SIZE = 12;
/** A generous average advance of a character at FONT_SIZE (Inter and Heebo), to size text columns. */
const CHAR_WIDTH = 7;
const LABEL_GAP = 6;
/** In style, where recharts measures text to wrap it. */
const TEXT_STYLE = { fontSize: FONT_SIZE } as const;
/**
 * SVG text paints with currentColor (recharts would set a grey fill inline): dark enough on white,
 * black on paper.
 */
const AXIS_TEXT = 'text-slate-700 print:text-black';
const VALUE_TEXT = 'font-medium text-slate-900 print:text-black';

/** One category's figures. Field names that are not SVG attributes: recharts spreads a row onto its bars. */
interface Row {
  categoryKey: string;
  categoryLabel: string;
  amounts: Record<string, number>;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const longest = (texts: readonly string[]) => Math.max(0, ...texts.map((text) => text.length));

/**
 * recharts places text for a left-to-right page. In a right-to-left page SVG text inherits
 * direction: rtl, where text-anchor "start" is the text's right end, so each anchor is swapped to
 * keep the text where recharts measured it (and Hebrew gets its own base direction).
 */
function mirrored(anchor: TextAnchor | undefined, rtl: boolean): TextAnchor | undefined {
  if (!rtl) return anchor;
  if (anchor === 'start') return 'end';
  if (anchor === 'end') return 'start';
  return anchor;
}

/**
 * Bars with their own labels and values, mirrored in Hebrew (the first category at the right,
 * horizontal bars growing from the right), a legend, and for screen readers a list that reads
 * each bar as "<category>, <series>: <value>". The drawing itself is hidden from them: recharts'
 * keyboard layer (role="application", arrow keys moving a tooltip) would only repeat the values
 * printed on the bars, and takes screen readers out of their reading mode.
 */
export function BarChart({
  title,
  categories,
  series,
  value,
  formatValue,
  orientation = 'vertical',
  height,
}: BarChartProps) {
  const { lang, dir } = useI18n();
  const copy = COPY[lang];
  const titleId = useId();
  const rtl = dir === 'rtl';
  const horizontal = orientation === 'horizontal';

  const rows: Row[] = categories.map((category) => ({
    categoryKey: category.key,
    categoryLabel: category.label,
    amounts: Object.fromEntries(series.map((item) => [item.key, value(category.key, item.key)])),
  }));
  const labelOf = new Map(categories.map((category) => [category.key, category.label]));
  const formatted = rows.flatMap((row) => series.map((item) => formatValue(row.amounts[item.key] ?? 0)));
  const maxValue = Math.max(0, ...rows.flatMap((row) => Object.values(row.amounts)));
  const empty = categories.length === 0 || series.length === 0;
  const chartHeight = height ?? barChartHeight(orientation, categories.length, series.length);
  // recharts lays a group's columns out left to right: in Hebrew the first series goes rightmost.
  // (Horizontal bars stack top to bottom in both languages.)
  const barOrder = rtl && !horizontal ? [...series].reverse() : series;

  // Horizontal bars: the category labels take a column beside the bars (wrapped onto more lines
  // beyond it), and the longest value needs room past the end of the longest bar.
  const labelWidth = clamp(longest(categories.map((category) => category.label)) * CHAR_WIDTH, 48, 136);
  const valueWidth = clamp(longest(formatted) * CHAR_WIDTH + LABEL_GAP * 2, 24, 112);
  const margin = horizontal
    ? { top: 4, bottom: 4, left: rtl ? valueWidth : 4, right: rtl ? 4 : valueWidth }
    : { top: FONT_SIZE + LABEL_GAP * 2, bottom: 4, left: 4, right: 4 };

  function renderCategoryTick(props: BaseTickContentProps) {
    const { x, y, payload, textAnchor, verticalAnchor, visibleTicksCount, width } = props;
    const columnWidth = horizontal ? labelWidth : Number(width ?? 0) / Math.max(1, visibleTicksCount);
    return (
      <Text
        x={x}
        y={y}
        width={Math.max(24, columnWidth - LABEL_GAP)}
        maxLines={3}
        textAnchor={mirrored(textAnchor, rtl)}
        verticalAnchor={verticalAnchor}
        direction={dir}
        fill="currentColor"
        style={TEXT_STYLE}
        className={AXIS_TEXT}
        data-category={String(payload.value)}
      >
        {labelOf.get(String(payload.value)) ?? ''}
      </Text>
    );
  }

  function valueLabel(seriesKey: string) {
    return function renderValue(props: LabelProps) {
      const box = props.viewBox;
      const index = props.index ?? 0;
      const row = rows[index];
      if (!row || !box || !('width' in box)) return null;
      const boxX = Number(box.x ?? 0);
      const boxY = Number(box.y ?? 0);
      const boxWidth = Number(box.width ?? 0);
      const boxHeight = Number(box.height ?? 0);
      const text = formatValue(row.amounts[seriesKey] ?? 0);
      const shared = {
        direction: dir,
        fill: 'currentColor',
        style: TEXT_STYLE,
        className: VALUE_TEXT,
        'data-category': row.categoryKey,
        'data-series': seriesKey,
      } as const;
      if (horizontal) {
        // Just past the bar's end: its right in English, its left in Hebrew (anchor "start" is
        // the text's right end there).
        const left = Math.min(boxX, boxX + boxWidth);
        const right = Math.max(boxX, boxX + boxWidth);
        return (
          <Text
            {...shared}
            x={rtl ? left - LABEL_GAP : right + LABEL_GAP}
            y={boxY + boxHeight / 2}
            textAnchor="start"
            verticalAnchor="middle"
          >
            {text}
          </Text>
        );
      }
      const top = Math.min(boxY, boxY + boxHeight);
      return (
        <Text {...shared} x={boxX + boxWidth / 2} y={top - LABEL_GAP / 2} textAnchor="middle" verticalAnchor="end">
          {text}
        </Text>
      );
    };
  }

  // The value axis is not drawn (every bar prints its value); at least 1 so all-zero bars still
  // have a scale.
  const valueAxis = { type: 'number', hide: true, domain: [0, Math.max(1, maxValue)] } as const;
  const categoryAxis = {
    type: 'category',
    dataKey: 'categoryKey',
    interval: 0, // every category keeps its label, however crowded
    tickLine: false,
    axisLine: { stroke: '#94a3b8' },
    tick: renderCategoryTick,
  } as const;

  return (
    <figure aria-labelledby={titleId} className="flex min-w-0 flex-col">
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      {empty ? (
        <p className="py-6 text-sm text-slate-600 print:text-black">{copy.noData}</p>
      ) : (
        <>
          <div aria-hidden="true" className="flex min-w-0 flex-col" style={{ height: chartHeight }}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 print:text-black">
              {series.map((item) => (
                <li key={item.key} className="flex items-center gap-1.5" data-series={item.key}>
                  {/* An SVG swatch: a background colour would not print. */}
                  <svg width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
                    <rect width="12" height="12" rx="2" fill={item.color} />
                  </svg>
                  {item.label}
                </li>
              ))}
            </ul>
            <div className="min-h-0 min-w-0 flex-1">
              <ResponsiveContainer width="100%" height="100%">
                <RechartsBarChart
                  data={rows}
                  layout={horizontal ? 'vertical' : 'horizontal'}
                  margin={margin}
                  barGap={3}
                  barCategoryGap="22%"
                  accessibilityLayer={false}
                >
                  {horizontal ? (
                    <XAxis {...valueAxis} reversed={rtl} />
                  ) : (
                    <XAxis {...categoryAxis} reversed={rtl} height={FONT_SIZE * 3 + LABEL_GAP * 2} />
                  )}
                  {horizontal ? (
                    <YAxis {...categoryAxis} orientation={rtl ? 'right' : 'left'} width={labelWidth + LABEL_GAP} />
                  ) : (
                    <YAxis {...valueAxis} orientation={rtl ? 'right' : 'left'} />
                  )}
                  {barOrder.map((item) => (
                    <Bar
                      key={item.key}
                      name={item.label}
                      dataKey={(row: Row) => row.amounts[item.key] ?? 0}
                      fill={item.color}
                      maxBarSize={28}
                      radius={2}
                      isAnimationActive={false}
                    >
                      <LabelList content={valueLabel(item.key)} />
                    </Bar>
                  ))}
                </RechartsBarChart>
              </ResponsiveContainer>
            </div>
          </div>
          <ul className="sr-only">
            {rows.flatMap((row) =>
              series.map((item) => (
                <li key={`${row.categoryKey}:${item.key}`}>
                  {fill(copy.bar, {
                    category: row.categoryLabel,
                    series: item.label,
                    value: formatValue(row.amounts[item.key] ?? 0),
                  })}
                </li>
              )),
            )}
          </ul>
        </>
      )}
    </figure>
  );
}
