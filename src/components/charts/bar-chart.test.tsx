import { screen, within } from '@testing-library/react';
import type { Lang } from '@/lib/i18n/lang';
import { stubResizeObserverSize } from '../../../tests/browser-stubs';
import { renderWithProviders } from '../../../tests/render';
import { BarChart, type BarChartProps } from './bar-chart';
import chartCopyEn from './chart-copy.en';
import chartCopyHe from './chart-copy.he';

// jsdom lays nothing out: recharts' ResponsiveContainer is told a 600 × 300 box.
beforeEach(() => stubResizeObserverSize(600, 300));
afterEach(() => vi.unstubAllGlobals());

const WORDS = {
  en: { title: 'Alerts by type', rent: 'Rent', sale: 'Sale', alerts: 'Alerts', mailed: 'Mailed' },
  he: { title: 'התראות לפי סוג', rent: 'השכרה', sale: 'מכירה', alerts: 'התראות', mailed: 'נשלחו' },
  pt: { title: 'Alertas por tipo', rent: 'Arrendamento', sale: 'Venda', alerts: 'Alertas', mailed: 'Enviados' },
};
const FIGURES: Record<string, Record<string, number>> = {
  rent: { alerts: 3, mailed: 1 },
  sale: { alerts: 12, mailed: 4 },
};

function props(lang: Lang, overrides: Partial<BarChartProps> = {}): BarChartProps {
  const words = WORDS[lang];
  return {
    title: words.title,
    categories: [
      { key: 'rent', label: words.rent },
      { key: 'sale', label: words.sale },
    ],
    series: [
      { key: 'alerts', label: words.alerts, color: '#226a5f' },
      { key: 'mailed', label: words.mailed, color: '#b45309' },
    ],
    value: (category, series) => FIGURES[category]?.[series] ?? 0,
    formatValue: (value) => `${value} #`,
    ...overrides,
  };
}

async function renderChart(lang: Lang, overrides: Partial<BarChartProps> = {}) {
  const view = renderWithProviders(<BarChart {...props(lang, overrides)} />, { lang });
  const figure = await screen.findByRole('figure', { name: WORDS[lang].title });
  return { ...view, figure };
}

/** The drawn bars of one series, in category order (recharts draws one layer per series). */
function barsOf(container: HTMLElement, seriesIndex: number) {
  const layer = container.querySelectorAll('.recharts-bar')[seriesIndex];
  return [...(layer?.querySelectorAll('path.recharts-rectangle') ?? [])].map((bar) => ({
    x: Number(bar.getAttribute('x')),
    width: Number(bar.getAttribute('width')),
  }));
}

const tickX = (container: HTMLElement, category: string) =>
  Number(
    container.querySelector(`.recharts-cartesian-axis-tick-label [data-category="${category}"]`)?.getAttribute('x'),
  );

describe('BarChart', () => {
  it.each([
    ['en', ['Rent, Alerts: 3 #', 'Rent, Mailed: 1 #', 'Sale, Alerts: 12 #', 'Sale, Mailed: 4 #']],
    ['he', ['השכרה, התראות: 3 #', 'השכרה, נשלחו: 1 #', 'מכירה, התראות: 12 #', 'מכירה, נשלחו: 4 #']],
  ] as const)('reads every bar to a screen reader as "category, series: value" (%s)', async (lang, expected) => {
    const { figure } = await renderChart(lang, { orientation: 'horizontal' });
    // The drawing (and its legend) is hidden from assistive tech, so each bar is read once: the
    // list is all a screen reader finds in the figure.
    const items = within(figure).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(expected);
    expect(figure.querySelector('svg.recharts-surface')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each(['en', 'he'] as const)(
    'draws each bar with its own value and its group with its label (%s)',
    async (lang) => {
      const { container } = await renderChart(lang, { orientation: 'horizontal' });
      const valueOf = (category: string, series: string) =>
        container.querySelector(`.recharts-label-list [data-category="${category}"][data-series="${series}"]`)
          ?.textContent;
      expect(valueOf('rent', 'alerts')).toBe('3 #');
      expect(valueOf('sale', 'mailed')).toBe('4 #');
      const tick = (category: string) =>
        container.querySelector(`.recharts-cartesian-axis-tick-label [data-category="${category}"]`)?.textContent;
      expect([tick('rent'), tick('sale')]).toEqual([WORDS[lang].rent, WORDS[lang].sale]);
      // The legend names the series, in the series' colours.
      const legend = [...container.querySelectorAll('li[data-series]')];
      expect(legend.map((item) => item.textContent)).toEqual([WORDS[lang].alerts, WORDS[lang].mailed]);
      expect(legend[0]?.querySelector('rect')?.getAttribute('fill')).toBe('#226a5f');
    },
  );

  it('grows horizontal bars from the left in English and from the right in Hebrew', async () => {
    const en = await renderChart('en', { orientation: 'horizontal' });
    const enBars = barsOf(en.container, 0);
    expect(enBars).toHaveLength(2);
    // One baseline on the left; the bars reach rightwards, the longer value further.
    expect(enBars[0]!.x).toBe(enBars[1]!.x);
    expect(enBars[0]!.width).toBeGreaterThan(0);
    expect(enBars[1]!.width).toBeGreaterThan(enBars[0]!.width);
    expect(tickX(en.container, 'rent')).toBeLessThan(enBars[0]!.x);
    en.unmount();

    const he = await renderChart('he', { orientation: 'horizontal' });
    const heBars = barsOf(he.container, 0);
    // One baseline on the right; the bars reach leftwards; the labels stand right of it.
    expect(heBars[0]!.x).toBe(heBars[1]!.x);
    expect(heBars[0]!.width).toBeLessThan(0);
    expect(heBars[1]!.width).toBeLessThan(heBars[0]!.width);
    expect(tickX(he.container, 'rent')).toBeGreaterThan(heBars[0]!.x);
    // The value sits past the bar's end, on its left, anchored so Hebrew text runs leftwards.
    const value = he.container.querySelector('.recharts-label-list [data-category="sale"][data-series="alerts"]');
    expect(Number(value?.getAttribute('x'))).toBeLessThan(heBars[1]!.x + heBars[1]!.width);
    expect(value?.getAttribute('direction')).toBe('rtl');
  });

  it('puts the first category at the left in English and at the right in Hebrew (columns)', async () => {
    const en = await renderChart('en', { orientation: 'vertical' });
    expect(tickX(en.container, 'rent')).toBeLessThan(tickX(en.container, 'sale'));
    // Within a group, the first series comes first in reading order too.
    expect(barsOf(en.container, 0)[0]!.x).toBeLessThan(barsOf(en.container, 1)[0]!.x);
    en.unmount();

    const he = await renderChart('he', { orientation: 'vertical' });
    expect(tickX(he.container, 'rent')).toBeGreaterThan(tickX(he.container, 'sale'));
    const alerts = he.container.querySelector('.recharts-bar path[name="התראות"]');
    const mailed = he.container.querySelector('.recharts-bar path[name="נשלחו"]');
    expect(Number(alerts?.getAttribute('x'))).toBeGreaterThan(Number(mailed?.getAttribute('x')));
  });

  it('reserves the height it is given, so the page does not move as the chart draws', async () => {
    const { container } = await renderChart('en', { orientation: 'horizontal', height: 420 });
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.height).toBe('420px');
  });

  it.each([
    ['en', chartCopyEn.noData],
    ['he', chartCopyHe.noData],
  ] as const)('says there is nothing to show when there is no data (%s)', async (lang, noData) => {
    const { figure, container } = await renderChart(lang, { categories: [] });
    expect(within(figure).getByText(noData)).toBeVisible();
    expect(within(figure).queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelector('svg.recharts-surface')).toBeNull();
  });
});
