// `npm run bench:waterfall -- /en/articles/property-management-lisbon [--cpu-slowdown 4]`
//
// Where one first visit's time goes, in the real-browser bench's conditions (Chromium, CPU slowed 4×,
// Lighthouse's mobile network applied by DevTools, HTTP/2): each request with when it left, when
// its answer began and ended (ms from navigation) and its bytes on the wire; first paint and the
// app's ready marks; and a summary of the code's download against the work after its last byte.
// Builds nothing: run `npm run build` first. Prints; never fails.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CPU_SLOWDOWN, throttledPage, waitForMarks } from './real-browser';
import { startRealBrowserSite } from './serving';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'cpu-slowdown': { type: 'string', default: String(CPU_SLOWDOWN) } },
});
const path = positionals[0] ?? '/en';
const cpuSlowdown = Number(args['cpu-slowdown']);
if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown takes a number of at least 1, not ${args['cpu-slowdown']}`);
if (!existsSync('dist/en/index.html')) throw new Error('Run npm run build first.');

const PORT = 4393;
// A string, so the TypeScript runner adds no helpers the page does not have.
const READ_MARKS = `(() => {
  const at = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? 0);
  return {
    fcp: at('first-contentful-paint'),
    entry: at('entry-evaluated'),
    hydrating: at('hydration-started'),
    appHydrated: at('app-hydrated'),
    hydrated: at('page-hydrated'),
    ready: at('app-ready'),
  };
})()`;
interface Request {
  url: string;
  sent: number;
  answered?: number;
  finished?: number;
  bytes?: number;
}

const { origin, browser, close } = await startRealBrowserSite(PORT);
try {
  const { page, cdp } = await throttledPage(browser, cpuSlowdown);
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (event) =>
    requests.set(event.requestId, { url: event.request.url, sent: event.timestamp }),
  );
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.answered = event.timestamp;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { finished: event.timestamp, bytes: event.encodedDataLength });
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
  await waitForMarks(page, ['app-ready']);
  const marks = (await page.evaluate(READ_MARKS)) as Record<
    'fcp' | 'entry' | 'hydrating' | 'appHydrated' | 'hydrated' | 'ready',
    number
  >;
  // CDP timestamps are seconds on a monotonic clock; the document's request is the zero.
  const rows = [...requests.values()].sort((a, b) => a.sent - b.sent);
  const zero = rows[0]?.sent ?? 0;
  const ms = (time: number | undefined) => (time === undefined ? '-' : String(Math.round((time - zero) * 1000)));
  console.log(`\n${path}, CPU ${cpuSlowdown}x slower, Lighthouse's mobile network; ms from navigation\n`);
  console.log('| sent | answer | end | bytes | request |\n| ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    console.log(
      `| ${ms(row.sent)} | ${ms(row.answered)} | ${ms(row.finished)} | ${row.bytes ?? '-'} | ${row.url.replace(origin, '')} |`,
    );
  }
  const scripts = rows.filter(
    (row) => row.url.endsWith('.js') && row.finished !== undefined && row.finished - zero < marks.ready / 1000,
  );
  const firstSent = Math.min(...scripts.map((row) => row.sent));
  const lastByte = Math.max(...scripts.map((row) => row.finished ?? 0));
  const kb = scripts.reduce((sum, row) => sum + (row.bytes ?? 0), 0) / 1024;
  console.log(
    `\nfirst paint ${marks.fcp} ms, page hydrated ${marks.hydrated} ms, ready ${marks.ready} ms (paint to ready ${marks.ready - marks.fcp} ms)` +
      `\ncode before ready: ${scripts.length} files, ${kb.toFixed(1)} kB on the wire, requested from ${ms(firstSent)} ms, last byte at ${ms(lastByte)} ms;` +
      ` ready ${marks.ready - Math.round((lastByte - zero) * 1000)} ms after the last byte` +
      `\nReact DOM evaluated at ${marks.entry} ms; after the last byte: the app's code evaluated and hydration started at` +
      ` ${marks.hydrating} ms, the header and footer hydrated at ${marks.appHydrated} ms (${marks.appHydrated - marks.hydrating} ms),` +
      ` the page at ${marks.hydrated} ms (${marks.hydrated - marks.appHydrated} ms more), early input replayed and ready at ${marks.ready} ms`,
  );
} finally {
  await close();
}
