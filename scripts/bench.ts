// `npm run bench [-- --routes /en,/he/contact] [--runs 3] [--shell all|none] [--cpu-slowdown 4] [--only real|lighthouse] [--out bench-report.json]`
//
// Builds the site when dist/ is missing, serves it gzip-compressed with the production headers, and
// prints one row per public route and language:
// - the JavaScript and CSS a first visit fetches before the app is hydrated (gzip bytes; code that
//   loads later, on use, is not counted), and the HTML; and all the JavaScript fetched until the page
//   itself has hydrated ("JS to page"; the same figure now that the chrome and the page hydrate
//   together);
// - Lighthouse 12 (mobile preset, simulated throttling): the four scores and LCP, TBT and CLS, the
//   median of --runs runs;
// - in the same run, a 0.4 kB static page (the floor this machine and Lighthouse allow) and each
//   route's LCP as a multiple of it;
// - the same build served as an empty shell (the app renders everything in the browser), for /en and
//   /he by default (`--shell all` for every route): what prerendering buys.
// - what a visitor on a phone feels, in a real browser (scripts/bench/real-browser.ts): Chromium with
//   its CPU slowed 4x and Lighthouse's mobile network applied by DevTools, the site served over
//   HTTP/2 as hosts serve it (a self-signed certificate made for the run): first paint, LCP, the
//   moment the page responds (after hydration and the replay of early input), paint-to-ready, and the
//   latency of a tap made then; and the static floor's LCP in that browser, so the LCP budget is read
//   there too. `--only real` or `--only lighthouse` runs one half.
// - `--cpu-slowdown` sets Lighthouse's CPU multiplier (the mobile preset's is 4). Simulated task times
//   are the traced ones times it, so on a machine whose benchmark index is B, 4 × B / B' shows what a
//   machine of index B' would report: the margin of TBT on a slower machine, measured on this one.
// Each figure is checked against the targets (docs/delivery.md, "Budgets") and marked; the JSON report lets two runs be
// compared. It reports; it never fails a build (timings vary from machine to machine).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from '@playwright/test';
import { prerenderTargets, type RouteId } from '../src/lib/routing/routes';
import {
  CHROME_FLAGS,
  CPU_SLOWDOWN as CPU_SLOWDOWN_REAL,
  measureRealBrowser,
  type RealBrowserFigures,
  waitForMarks,
} from './bench/real-browser';
import { chromiumPath } from './chromium-path';
import { JAVASCRIPT_BUDGET_KB } from './javascript-budget';
import { alertManageQuery } from './bench/alert-manage-link';
import { BACKEND_URL, precompress, selfSignedTls, startBackendUnlessRunning } from './bench/serving';
import { startStaticServer } from './serve-static';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    shell: { type: 'string', default: 'home' },
    out: { type: 'string', default: 'bench-report.json' },
    'cpu-slowdown': { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
if (args.only !== undefined && args.only !== 'real' && args.only !== 'lighthouse') {
  throw new Error(`--only takes real or lighthouse, not ${args.only}`);
}
const RUN_REAL = args.only !== 'lighthouse';
const RUN_LIGHTHOUSE = args.only !== 'real';
const RUNS = Math.max(1, Number(args.runs));
const CPU_SLOWDOWN = Number(args['cpu-slowdown']);
if (!(CPU_SLOWDOWN >= 1)) throw new Error(`--cpu-slowdown takes a number of at least 1, not ${args['cpu-slowdown']}`);
/** The mobile preset's simulated network, with the chosen CPU multiplier. */
const THROTTLING = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN };
const PORT = 4317;
const base = `http://127.0.0.1:${PORT}`;
const executablePath = chromiumPath;

/** The budgets (docs/delivery.md, "Budgets"); each page's JavaScript has its own (javascript-budget.ts). */
const TARGETS = {
  lcpToFloor: 1.25,
  cls: 0.01,
  tbtMs: 50,
  performance: 100,
  paintToReadyMs: 1800,
  averagePaintToReadyMs: 1400,
};

if (!existsSync('dist/en/index.html')) {
  await new Promise<void>((resolve, reject) =>
    spawn('npm', ['run', 'build'], { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}

const publicTargets = prerenderTargets().filter(({ route }) => route.layout === 'site');
const wanted = args.routes?.split(',').map((url) => url.trim());
const targets = wanted ? publicTargets.filter(({ url }) => wanted.includes(url)) : publicTargets;
if (targets.length === 0) throw new Error(`No public route matches --routes ${args.routes}`);
const shellUrls = targets
  .filter(({ route }) => args.shell === 'all' || (args.shell === 'home' && route.id === 'home'))
  .map(({ url }) => url);

// Pages only the benchmark serves: the static floor, and each shell as the same build without the
// prerendered content. They live under dist/__bench while it runs.
const BENCH_DIR = join('dist', '__bench');
const FLOOR_URL = '/__bench/floor.html';
await rm(BENCH_DIR, { recursive: true, force: true });
await mkdir(BENCH_DIR, { recursive: true });
await writeFile(
  join(BENCH_DIR, 'floor.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="The fastest page this machine can serve."></head><body><main><h1>Static floor</h1><p>A page of plain HTML with no script, no stylesheet and no font: the fastest paint Lighthouse can measure on this machine, for comparison with the site's pages.</p></main></body></html>`,
);
// The shell is served at the page's own address (the app reads its route from it) with this query.
const SHELL_QUERY = '__shell';
const shellPath = (url: string) => `/__bench/shell${url}/`;
for (const url of shellUrls) {
  const html = readFileSync(join('dist', `.${url}`, 'index.html'), 'utf8');
  const empty = html.replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
  await mkdir(join('dist', `.${shellPath(url)}`), { recursive: true });
  await writeFile(join('dist', `.${shellPath(url)}`, 'index.html'), empty);
}

precompress('dist');
const stopBackend = await startBackendUnlessRunning();
const server = await startStaticServer(PORT, '127.0.0.1', {
  gzip: true,
  rewrite: (url) => (url.searchParams.has(SHELL_QUERY) ? shellPath(url.pathname) : undefined),
});
const TLS_PORT = PORT + 1;
const tlsServer = RUN_REAL
  ? await startStaticServer(TLS_PORT, '127.0.0.1', {
      gzip: true,
      tls: await selfSignedTls(),
    })
  : undefined;

interface Download {
  jsFiles: number;
  jsKb: number;
  /** All the JS fetched until the page itself has hydrated (later than the chrome on reading pages). */
  jsToPageKb: number;
  cssKb: number;
  htmlKb: number;
}

/** What a first visit downloads before hydration, from the page's own resource timing. */
async function measureDownload(urls: string[]): Promise<Map<string, Download>> {
  const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS });
  const result = new Map<string, Download>();
  try {
    for (const url of urls) {
      const context = await browser.newContext(); // a fresh cache: a first visit
      const page = await context.newPage();
      await page.goto(`${base}${url}`, { waitUntil: 'load' });
      await waitForMarks(page, ['page-hydrated'], 15_000);
      // A string, so the TypeScript runner adds no helpers the page does not have.
      const download = (await page.evaluate(`(() => {
        const hydratedAt = performance.getEntriesByName('app-hydrated')[0].startTime;
        const pageHydratedAt = performance.getEntriesByName('page-hydrated')[0].startTime;
        const resources = performance.getEntriesByType('resource');
        const before = resources.filter((entry) => entry.startTime <= hydratedAt);
        const kb = (entries) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0) / 1024;
        const isScript = (entry) => /\\.m?js(\\?|$)/.test(entry.name);
        const scripts = before.filter(isScript);
        return {
          jsFiles: scripts.length,
          jsKb: kb(scripts),
          jsToPageKb: kb(resources.filter((entry) => isScript(entry) && entry.startTime <= pageHydratedAt)),
          cssKb: kb(before.filter((entry) => /\\.css(\\?|$)/.test(entry.name))),
          htmlKb: performance.getEntriesByType('navigation')[0].encodedBodySize / 1024,
        };
      })()`)) as Download;
      result.set(url, download);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
interface LighthouseFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed (higher is faster); simulated TBT scales with it. */
  benchmarkIndex: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

async function runLighthouse(port: number, url: string, count = RUNS): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0, failures = 0; run < count; run += 1) {
    const result = await lighthouse(`${base}${url}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: THROTTLING,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not score (a trace it failed to read, say) is repeated, not counted as 0.
    if (runtimeError || CATEGORIES.some((id) => categories[id]?.score == null)) {
      failures += 1;
      if (failures > 3) throw new Error(`Lighthouse could not score ${url}: ${runtimeError?.message ?? 'no score'}`);
      console.warn(`\nLighthouse could not score ${url} (${runtimeError?.code ?? 'no score'}); running it again`);
      run -= 1;
      continue;
    }
    runs.push({
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseFigures['scores'],
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    });
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
    ) as LighthouseFigures['scores'],
    lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
    tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
    cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
    benchmarkIndex: Math.round(median(runs.map((run) => run.benchmarkIndex))),
  };
}

interface Row {
  url: string;
  route: RouteId;
  download: Download;
  lighthouse: LighthouseFigures;
  lcpToFloor: number;
  shell?: LighthouseFigures;
  misses: string[];
}

const rows: Row[] = [];
let floor: LighthouseFigures | undefined;
let real = new Map<string, RealBrowserFigures>();
/** The static floor's LCP in the real browser: the LCP budget read where visitors are. */
let realFloorLcpMs: number | undefined;
try {
  // The pages e-mailed links open, visited as their visitors arrive: "Manage my alerts" from a
  // confirmed alert's link, the confirm pages with a link's token (they act only on a press). Without
  // a token each answers, once hydrated, that the link does not work: a card larger than its hero,
  // which became the page's LCP, as only a broken link would have it.
  const queries = new Map<string, string>();
  for (const { url, route, lang } of targets) {
    if (route.id === 'alertsManage') queries.set(url, await alertManageQuery(BACKEND_URL, lang));
    if (route.id === 'newsletterConfirm' || route.id === 'alertsConfirm') queries.set(url, `?token=${randomUUID()}`);
  }
  if (RUN_REAL) {
    ({ pages: real, floorLcpMs: realFloorLcpMs } = await measureRealBrowser(
      `https://127.0.0.1:${TLS_PORT}`,
      targets.map(({ url }) => url),
      {
        runs: RUNS,
        executablePath,
        args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
        floorUrl: FLOOR_URL,
        queries,
      },
    ));
  }
  if (RUN_LIGHTHOUSE) await measureLighthouse(queries);
} finally {
  server.close();
  tlsServer?.close();
  stopBackend();
  await rm(BENCH_DIR, { recursive: true, force: true });
}

async function measureLighthouse(queries: ReadonlyMap<string, string>): Promise<void> {
  const downloads = await measureDownload(targets.map(({ url }) => url));
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    // A fresh browser's first page pays for its start-up (a 40 ms navigation task where later ones
    // take 12 ms): a discarded run first, so the floor is measured like the pages after it.
    await runLighthouse(chrome.port, FLOOR_URL, 1);
    floor = await runLighthouse(chrome.port, FLOOR_URL);
    for (const { url, route } of targets) {
      const figures = await runLighthouse(chrome.port, `${url}${queries.get(url) ?? ''}`);
      const download = downloads.get(url)!;
      const lcpToFloor = Number((figures.lcpMs / floor.lcpMs).toFixed(2));
      const jsLimit = JAVASCRIPT_BUDGET_KB[route.id];
      // Lighthouse's simulated LCP is printed, not judged: the LCP budget is read in the real browser
      // (docs/delivery.md, "Budgets").
      const misses = [
        figures.cls > TARGETS.cls && `CLS ${figures.cls}`,
        figures.tbtMs > TARGETS.tbtMs && `TBT ${figures.tbtMs} ms`,
        figures.scores.performance < TARGETS.performance && `perf ${figures.scores.performance}`,
        figures.scores.accessibility < 100 && `a11y ${figures.scores.accessibility}`,
        figures.scores['best-practices'] < 100 && `best ${figures.scores['best-practices']}`,
        route.indexable && figures.scores.seo < 100 && `SEO ${figures.scores.seo}`,
        download.jsKb > jsLimit && `JS ${download.jsKb.toFixed(1)} kB > ${jsLimit}`,
      ].filter((miss): miss is string => typeof miss === 'string');
      const row: Row = { url, route: route.id, download, lighthouse: figures, lcpToFloor, misses };
      if (shellUrls.includes(url)) row.shell = await runLighthouse(chrome.port, `${url}?${SHELL_QUERY}`);
      rows.push(row);
      process.stdout.write('.');
    }
  } finally {
    await chrome.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const table = (header: string[], body: string[][]) => {
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map((line) => (line[index] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
};

/** The real browser's LCP as a multiple of the static floor's, measured the same way. */
const realLcpToFloor = (figures: RealBrowserFigures) =>
  realFloorLcpMs ? Number((figures.lcpMs / realFloorLcpMs).toFixed(2)) : 0;
const realMisses = (figures: RealBrowserFigures) =>
  [
    figures.paintToReadyMs > TARGETS.paintToReadyMs && `paint to ready > ${seconds(TARGETS.paintToReadyMs)}`,
    realLcpToFloor(figures) > TARGETS.lcpToFloor && `LCP ${realLcpToFloor(figures)}x floor`,
  ].filter((miss): miss is string => typeof miss === 'string');

if (RUN_REAL) {
  console.log(
    `\n\nReal browser: Chromium, CPU ${CPU_SLOWDOWN_REAL}x slower, Lighthouse's mobile network applied (not simulated), HTTP/2, a phone's screen, a first visit; median of ${RUNS}.`,
  );
  console.log(
    '"ready": the page responds (hydrated, early input replayed); "tap": a tap on the menu button then, to the next paint.',
  );
  console.log(`Static floor (${FLOOR_URL}) in the same browser: LCP ${seconds(realFloorLcpMs ?? 0)}.\n`);
  console.log(
    table(
      ['page', 'first paint', 'LCP', 'xfloor', 'ready', 'paint to ready', 'tap', 'misses'],
      [...real].map(([url, figures]) => [
        url,
        seconds(figures.fcpMs),
        seconds(figures.lcpMs),
        realLcpToFloor(figures).toFixed(2),
        seconds(figures.readyMs),
        seconds(figures.paintToReadyMs),
        `${figures.tapMs} ms`,
        realMisses(figures).join('; ') || 'none',
      ]),
    ),
  );
  const paintToReady = [...real.values()].map((figures) => figures.paintToReadyMs);
  const average = paintToReady.reduce((sum, ms) => sum + ms, 0) / Math.max(1, paintToReady.length);
  console.log(
    `\nPaint to ready: ${seconds(average)} on average (budget ${seconds(TARGETS.averagePaintToReadyMs)}${
      average > TARGETS.averagePaintToReadyMs ? ', MISSED' : ''
    }), at most ${seconds(Math.max(0, ...paintToReady))} (budget ${seconds(TARGETS.paintToReadyMs)} a page).`,
  );
}
if (floor) {
  console.log(
    `\n\nLighthouse 12, mobile preset, simulated throttling, CPU ${CPU_SLOWDOWN}x${CPU_SLOWDOWN === 4 ? '' : ' (the preset is 4x)'}, median of ${RUNS}; bytes gzip, before hydration.`,
  );
  console.log(
    `Static floor (${FLOOR_URL}): perf ${floor.scores.performance}, LCP ${seconds(floor.lcpMs)}, TBT ${floor.tbtMs} ms, CLS ${floor.cls}; ` +
      `this machine's Lighthouse benchmark index ${floor.benchmarkIndex} (CPU speed: simulated TBT grows as it falls)\n`,
  );
  console.log(
    table(
      [
        'page',
        'JS',
        'files',
        'JS to page',
        'CSS',
        'HTML',
        'perf',
        'a11y',
        'best',
        'SEO',
        'LCP',
        'xfloor',
        'TBT',
        'CLS',
        'misses',
      ],
      rows.map(({ url, download, lighthouse: lh, lcpToFloor, misses }) => [
        url,
        `${download.jsKb.toFixed(1)} kB`,
        String(download.jsFiles),
        `${download.jsToPageKb.toFixed(1)} kB`,
        `${download.cssKb.toFixed(1)} kB`,
        `${download.htmlKb.toFixed(1)} kB`,
        ...CATEGORIES.map((id) => String(lh.scores[id])),
        seconds(lh.lcpMs),
        `${lcpToFloor}`,
        `${lh.tbtMs} ms`,
        String(lh.cls),
        misses.length ? misses.join('; ') : 'none',
      ]),
    ),
  );
  const shellRows = rows.filter((row) => row.shell);
  if (shellRows.length) {
    console.log('\nPrerendered against the same build served as an empty shell\n');
    console.log(
      table(
        ['page', 'perf', 'LCP', 'TBT', 'CLS', 'shell perf', 'shell LCP', 'shell TBT', 'shell CLS'],
        shellRows.map(({ url, lighthouse: lh, shell }) => [
          url,
          String(lh.scores.performance),
          seconds(lh.lcpMs),
          `${lh.tbtMs} ms`,
          String(lh.cls),
          String(shell!.scores.performance),
          seconds(shell!.lcpMs),
          `${shell!.tbtMs} ms`,
          String(shell!.cls),
        ]),
      ),
    );
  }
}
const missed = targets.filter(({ url }) => {
  const figures = real.get(url);
  return rows.find((row) => row.url === url)?.misses.length || (figures && realMisses(figures).length);
}).length;
console.log(`\n${targets.length - missed} of ${targets.length} pages meet every target measured.`);

await writeFile(
  args.out!,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      targets: TARGETS,
      floor,
      pages: rows,
      realBrowser: Object.fromEntries(real),
      realBrowserFloorLcpMs: realFloorLcpMs,
    },
    null,
    2,
  ),
);
console.log(`Report written to ${args.out}`);
