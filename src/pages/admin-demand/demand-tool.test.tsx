import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Lang } from '@/lib/i18n/lang';
import { stubResizeObserverSize } from '../../../tests/browser-stubs';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';
import { DemandTool, type Demand } from './demand-tool';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc';
const COPY = { en, he, pt };
/** The chart's code loads on first render. */
const SLOW = { timeout: 5000 };

const DEMAND: Demand = {
  active: 9,
  by_type: [
    { type: 'rent', count: 6 },
    { type: 'sale', count: 3 },
  ],
  by_place: [
    { place: 'vila nova de gaia', count: 5 },
    { place: '', count: 4 },
  ],
  by_price: [
    { type: 'rent', band: 'rent-1000', count: 2 },
    { type: 'sale', band: 'open', count: 1 },
  ],
  by_listing: [{ id: 'l1', title: 'T2 in Porto', location: 'Porto', type: 'rent', matched: 7, mailed: 5 }],
};

function serve(demand: Demand) {
  server.use(http.post(`${RPC}/admin_alert_demand`, () => HttpResponse.json(demand)));
}

beforeEach(() => stubResizeObserverSize(600, 400));
afterEach(() => vi.unstubAllGlobals());

async function renderTool(lang: Lang, demand: Demand = DEMAND) {
  serve(demand);
  const view = renderWithProviders(<DemandTool copy={COPY[lang].demand} />, { lang });
  await screen.findByText(COPY[lang].demand.active.replace('{count}', String(demand.active)));
  return view;
}

/** What a screen reader reads for each bar of the chart under `heading`. */
async function barsUnder(heading: string) {
  const figure = await screen.findByRole('figure', { name: heading }, SLOW);
  expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  return within(figure)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the demand page', () => {
  it('shows each count group as bars that carry their own label and count (English)', async () => {
    await renderTool('en');
    expect(await barsUnder('By type')).toEqual(['Rent, Alerts: 6', 'Sale, Alerts: 3']);
    expect(await barsUnder('By highest price asked')).toEqual([
      'Rent · Up to €1,000 / month, Alerts: 2',
      'Sale · No upper limit, Alerts: 1',
    ]);
    // Places are stored lower-cased; "no place" is any place.
    expect(await barsUnder('By place')).toEqual(['Vila Nova De Gaia, Alerts: 5', 'Any place, Alerts: 4']);
    // The per-listing figures stay a table.
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /T2 in Porto/ })).toHaveTextContent(/7\s*5$/);
  });

  it('reads the bars in Hebrew and grows them from the right', async () => {
    const { container } = await renderTool('he');
    const { demand } = he;
    expect(await barsUnder(demand.byType)).toEqual([
      `${demand.type.rent}, ${demand.columns.count}: 6`,
      `${demand.type.sale}, ${demand.columns.count}: 3`,
    ]);
    expect(await barsUnder(demand.byPlace)).toEqual([
      `Vila Nova De Gaia, ${demand.columns.count}: 5`,
      `${demand.anyPlace}, ${demand.columns.count}: 4`,
    ]);
    // Every drawn bar reaches leftwards from its baseline at the right.
    const widths = [...container.querySelectorAll('path.recharts-rectangle')].map((bar) =>
      Number(bar.getAttribute('width')),
    );
    expect(widths).toHaveLength(6);
    expect(widths.every((width) => width < 0)).toBe(true);
  });

  it('says there is no active alert instead of drawing empty charts', async () => {
    await renderTool('en', { ...DEMAND, active: 0, by_type: [], by_place: [], by_price: [] });
    expect(screen.getByText(en.demand.empty)).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
