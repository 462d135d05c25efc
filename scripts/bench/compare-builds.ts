// `npm run bench:compare -- --other ../other-checkout/dist [--routes /en,/he/contact] [--runs 3]`
//
// This checkout's build beside another build of the site, in the real-browser bench's conditions
// (scripts/bench/real-browser.ts: CPU 4×, Lighthouse's mobile network, HTTP/2, a phone's screen),
// in one run: for each page, the two builds' first visits alternate (this, other, this, …), so a
// machine that slows down meanwhile slows both alike. Prints each page's medians and the difference
// in paint to ready. Both builds must call the same backend (the default local one).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { prerenderTargets } from '../../src/lib/routing/routes';
import { chromiumPath } from '../chromium-path';
import { startStaticServer } from '../serve-static';
import { CHROME_FLAGS, measureOnce, median, type RealBrowserFigures } from './real-browser';
import { precompress, selfSignedTls, startBackendUnlessRunning } from './serving';

const { values: args } = parseArgs({
  options: { other: { type: 'string' }, routes: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!args.other) throw new Error('--other names the dist/ folder of the build to compare with');
const builds = [
  { name: 'this', dist: resolve('dist'), port: 4327 },
  { name: 'other', dist: resolve(args.other), port: 4328 },
];
for (const { dist } of builds)
  if (!existsSync(resolve(dist, 'en', 'index.html'))) throw new Error(`${dist} has no build`);
const RUNS = Math.max(1, Number(args.runs));
const wanted = args.routes?.split(',').map((url) => url.trim());
const urls = prerenderTargets()
  .filter(({ route, url }) => route.layout === 'site' && (!wanted || wanted.includes(url)))
  .map(({ url }) => url);

const tls = await selfSignedTls();
const servers = await Promise.all(
  builds.map(({ dist, port }) => {
    precompress(dist);
    return startStaticServer(port, '127.0.0.1', { gzip: true, tls, dist });
  }),
);
const stopBackend = await startBackendUnlessRunning();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
});

/** One first visit; a visit that times out (a machine busy with something else) is tried once more. */
async function visit(url: string): Promise<RealBrowserFigures> {
  try {
    return await measureOnce(browser, url);
  } catch (error) {
    console.warn(`\n${url}: ${(error as Error).message.split('\n')[0]}; once more`);
    return measureOnce(browser, url);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows: string[][] = [];
const totals = builds.map(() => [] as number[]);
try {
  // A fresh browser's first page pays for its start-up: one discarded visit.
  await measureOnce(browser, `https://127.0.0.1:${builds[0]!.port}/en`);
  for (const url of urls) {
    const samples = builds.map(() => [] as RealBrowserFigures[]);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { port }] of builds.entries()) {
        samples[index]!.push(await visit(`https://127.0.0.1:${port}${url}`));
      }
    }
    const pick = (index: number, key: keyof RealBrowserFigures) =>
      Math.round(median(samples[index]!.map((sample) => sample[key])));
    builds.forEach((_, index) => totals[index]!.push(pick(index, 'paintToReadyMs')));
    rows.push([
      url,
      ...builds.flatMap((_, index) => [seconds(pick(index, 'fcpMs')), seconds(pick(index, 'paintToReadyMs'))]),
      `${pick(0, 'paintToReadyMs') - pick(1, 'paintToReadyMs') >= 0 ? '+' : ''}${seconds(pick(0, 'paintToReadyMs') - pick(1, 'paintToReadyMs'))}`,
    ]);
    console.log(rows.at(-1)!.join('  '));
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.close());
  stopBackend();
}

const header = [
  'page',
  'this: first paint',
  'this: paint to ready',
  'other: first paint',
  'other: paint to ready',
  'difference',
];
const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => (row[index] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
console.log(`\n\nThis build (${builds[0]!.dist}) against ${builds[1]!.dist}; medians of ${RUNS}, visits alternated.\n`);
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
console.log(
  `\nPaint to ready on average: this ${seconds(mean(totals[0]!))}, other ${seconds(mean(totals[1]!))}; at most: this ${seconds(Math.max(...totals[0]!))}, other ${seconds(Math.max(...totals[1]!))}.`,
);
