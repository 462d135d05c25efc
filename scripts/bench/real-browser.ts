// What a visitor on a phone feels, measured in a real browser rather than Lighthouse's simulation:
// Chromium with its CPU slowed 4× and Lighthouse's mobile network applied by DevTools (not
// simulated), a phone-sized viewport, a fresh cache per run. Per page: first contentful paint, LCP,
// the moment the page fully responds (`app-ready`, set once the app and the page have hydrated) and
// the latency of a scripted tap on the menu button made right after that (the first input's
// duration, as INP counts it: from the tap to the next paint).
import { chromium, devices, type Browser, type Page } from '@playwright/test';

/** Lighthouse's "mobileSlow4G" as DevTools applies it (the request latency and throughput it uses). */
export const MOBILE_NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Chromium's flags for every bench: no background traffic on this machine's closed network. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RealBrowserFigures {
  fcpMs: number;
  lcpMs: number;
  /** When the page fully responds: the later of the app's and the page's hydration. */
  readyMs: number;
  paintToReadyMs: number;
  /** The scripted tap's duration, from the tap to the next paint (the first-input entry). */
  tapMs: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

// Strings, so the TypeScript runner adds no helpers the page does not have.
const OBSERVE = `(() => {
  window.__bench = { lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;
const READ = `(() => {
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? 0;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return { fcp, lcp: window.__bench.lcp, ready: Math.max(mark('app-hydrated'), mark('page-hydrated')) };
})()`;
const FIRST_INPUT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntries()[0];
    if (entry) resolve(entry.duration);
  }).observe({ type: 'first-input', buffered: true });
  setTimeout(() => resolve(-1), 5000);
})`;

/**
 * Waits until the page has set each of the performance marks `names` (the app's ready marks). It
 * asks every 100 ms: Playwright's default asks on every animation frame, and that request alone makes
 * the browser render a frame between React's hydration slices (3 to 5 ms each at CPU 4×), which a
 * visitor's browser does not. The figures are the marks' own times, so asking less often changes none.
 */
export async function waitForMarks(page: Page, names: readonly string[], timeout = 60_000): Promise<void> {
  // A function, not a string: the page's CSP forbids evaluating strings.
  await page.waitForFunction((marks) => marks.every((name) => performance.getEntriesByName(name).length > 0), names, {
    timeout,
    polling: 100,
  });
}

/** A phone-sized page in a fresh context, with the mobile network and the CPU slowed; its DevTools session. */
export async function throttledPage(browser: Browser, cpuSlowdown = CPU_SLOWDOWN) {
  const context = await browser.newContext({ ...devices['Moto G4'], channel: undefined } as never);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** A first visit to `url` in a fresh throttled page, observing LCP from the start; `read` takes the figures. */
async function firstVisit<T>(browser: Browser, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await read(page);
  } finally {
    await context.close();
  }
}

export const measureOnce = (browser: Browser, url: string): Promise<RealBrowserFigures> =>
  firstVisit(browser, url, async (page) => {
    await waitForMarks(page, ['app-hydrated', 'page-hydrated']);
    const { fcp, lcp, ready } = (await page.evaluate(READ)) as { fcp: number; lcp: number; ready: number };
    // The menu button is in every public page's header at a phone's width.
    await page.locator('header button[aria-expanded]:visible').first().tap();
    const tap = (await page.evaluate(FIRST_INPUT)) as number;
    return { fcpMs: fcp, lcpMs: lcp, readyMs: ready, paintToReadyMs: Math.max(0, ready - fcp), tapMs: tap };
  });

/** The LCP of a first visit to a page that has no app: it only paints. */
const floorLcpOnce = (browser: Browser, url: string): Promise<number> =>
  firstVisit(browser, url, async (page) => {
    await page.waitForFunction(() => (window as unknown as { __bench: { lcp: number } }).__bench.lcp > 0, null, {
      polling: 100,
    });
    return (await page.evaluate('window.__bench.lcp')) as number;
  });

export interface RealBrowserResult {
  pages: Map<string, RealBrowserFigures>;
  /** The static floor's LCP in the same browser and conditions (median of `runs`), if one was given. */
  floorLcpMs?: number;
}

/**
 * The median of `runs` first visits to each URL; first, if `floorUrl` is given, the static floor's
 * LCP the same way (after one discarded visit: a fresh browser's first page pays for its start-up).
 * The runs go round the pages, a floor visit opening each round: a few slow seconds of the machine
 * then touch one visit of several pages, which their medians leave out, instead of every visit of
 * one page (three visits in a row had made one page's median, or the floor's, an outlier).
 */
export async function measureRealBrowser(
  base: string,
  urls: readonly string[],
  {
    runs,
    executablePath,
    args,
    floorUrl,
    queries,
  }: {
    runs: number;
    executablePath?: string;
    args: string[];
    floorUrl?: string;
    /** A query to visit a URL with, as visitors arrive (the manage page's token); keyed by URL. */
    queries?: ReadonlyMap<string, string>;
  },
): Promise<RealBrowserResult> {
  const browser = await chromium.launch({ executablePath, args });
  const result = new Map<string, RealBrowserFigures>();
  let floorLcpMs: number | undefined;
  try {
    if (floorUrl) await floorLcpOnce(browser, `${base}${floorUrl}`);
    const floorSamples: number[] = [];
    const samples = new Map<string, RealBrowserFigures[]>(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run += 1) {
      if (floorUrl) floorSamples.push(await floorLcpOnce(browser, `${base}${floorUrl}`));
      for (const url of urls) {
        samples.get(url)!.push(await measureOnce(browser, `${base}${url}${queries?.get(url) ?? ''}`));
        process.stdout.write('.');
      }
    }
    if (floorUrl) floorLcpMs = Math.round(median(floorSamples));
    for (const url of urls) {
      const visits = samples.get(url)!;
      const pick = (key: keyof RealBrowserFigures) => Math.round(median(visits.map((visit) => visit[key])));
      result.set(url, {
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        readyMs: pick('readyMs'),
        paintToReadyMs: pick('paintToReadyMs'),
        tapMs: pick('tapMs'),
      });
    }
  } finally {
    await browser.close();
  }
  return { pages: result, floorLcpMs };
}
