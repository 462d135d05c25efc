// `npm run bench:calls [-- --runs 3]`
//
// What a visitor waits for once a page responds, when it needs the backend, in the real-browser
// bench's conditions (Chromium, CPU slowed 4×, Lighthouse's mobile network applied by DevTools,
// HTTP/2, a fresh cache per visit), in both languages:
// - the ads page: when its first listing card is on screen, and the JavaScript fetched by then;
// - a form's first send: on the newsletter confirmation page (one button, a link with a made-up
//   token), from the press to the answer's heading taking the focus. Every public form's first send
//   goes the same way: the code it needs, then the request.
// docs/delivery.md ("The public pages without supabase-js") gives the figures this measured. Builds
// nothing: run `npm run build` first. Prints medians; never fails.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { median, throttledPage, waitForMarks } from './real-browser';
import { startRealBrowserSite } from './serving';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(args.runs));
if (!existsSync('dist/en/index.html')) throw new Error('Run npm run build first.');

const READY = ['app-hydrated', 'page-hydrated'];
// Strings, so the TypeScript runner adds no helpers the page does not have.
const WATCH_CARDS = `(() => {
  window.__calls = {};
  new MutationObserver(() => {
    if (!window.__calls.card && document.querySelector('[data-testid="listing-card"]')) window.__calls.card = performance.now();
  }).observe(document, { subtree: true, childList: true });
})()`;
const READ_CARDS = `({
  card: window.__calls.card,
  js: performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name)).reduce((t, e) => t + e.encodedBodySize, 0) / 1024,
})`;
/** What the watchers record in the page (functions, not strings: the page's CSP forbids eval). */
type Calls = { __calls: { card: number; answered: number } };
// The answer's heading takes the focus as it shows (src/features/newsletter/link-result.tsx).
const WATCH_ANSWER = `(() => {
  window.__calls = {};
  document.addEventListener('pointerdown', () => { window.__calls.pressed ??= performance.now(); }, true);
  document.addEventListener('focusin', (event) => {
    if (event.target.tagName === 'H2') window.__calls.answered ??= performance.now();
  });
})()`;

async function adsListing(browser: Browser, origin: string, lang: string): Promise<{ card: number; js: number }> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.addInitScript(WATCH_CARDS);
    await page.goto(`${origin}/${lang}/real-estate-ads`, { waitUntil: 'load', timeout: 60_000 });
    await waitForMarks(page, READY);
    await page.waitForFunction(() => (window as unknown as Calls).__calls.card > 0, null, {
      polling: 100,
      timeout: 60_000,
    });
    return (await page.evaluate(READ_CARDS)) as { card: number; js: number };
  } finally {
    await context.close();
  }
}

async function firstSend(browser: Browser, origin: string, lang: string, run: number): Promise<number> {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${origin}/${lang}/newsletter/confirm?token=bench-${Date.now()}-${run}`, {
      waitUntil: 'load',
      timeout: 60_000,
    });
    await waitForMarks(page, READY);
    await page.evaluate(WATCH_ANSWER);
    await page.getByRole('main').getByRole('button').first().click();
    await page.waitForFunction(() => (window as unknown as Calls).__calls.answered > 0, null, {
      polling: 100,
      timeout: 60_000,
    });
    const { pressed, answered } = (await page.evaluate('window.__calls')) as { pressed: number; answered: number };
    return answered - pressed;
  } finally {
    await context.close();
  }
}

const { origin, browser, close } = await startRealBrowserSite(4394);
try {
  const rows: [string, string][] = [];
  for (const lang of ['en', 'he']) {
    const cards: { card: number; js: number }[] = [];
    const sends: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      cards.push(await adsListing(browser, origin, lang));
      sends.push(await firstSend(browser, origin, lang, run));
    }
    const ms = (values: number[]) => `${(median(values) / 1000).toFixed(2)} s`;
    rows.push(
      [`/${lang}/real-estate-ads: first listing on screen`, ms(cards.map((c) => c.card))],
      [`/${lang}/real-estate-ads: JavaScript by then`, `${median(cards.map((c) => c.js)).toFixed(0)} kB`],
      [`/${lang}/newsletter/confirm: press to answer`, ms(sends)],
    );
  }
  console.log(`Medians of ${runs}; CPU 4x slower, Lighthouse's mobile network, HTTP/2, a fresh cache per visit.\n`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
} finally {
  await close();
}
