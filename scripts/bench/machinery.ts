// `npm run bench:machinery`: the figures that keep two pieces of hand-written delivery machinery
// (docs/delivery.md, "Machinery kept and removed"), measured in Chromium with its CPU slowed 4x:
// - what the first Intl formatter costs a page (src/lib/format/locale-text.ts writes the site's
//   formats out instead);
// - the longest task and the blocking time after the page is ready while it switches to its web
//   fonts, block by block as the app does (src/lib/async/web-fonts.ts), against the whole page at once.
// Builds nothing: run `npm run build` first. Prints medians; never fails.
import { existsSync } from 'node:fs';
import { chromium, devices, type Browser } from '@playwright/test';
import { chromiumPath } from '../chromium-path';
import { startStaticServer } from '../serve-static';
import { CPU_SLOWDOWN, median } from './real-browser';

const PORT = 4391;
const RUNS = 7;
const FONT_PAGES = ['/en', '/he', '/en/articles/real-estate-investment', '/he/relocation', '/he/investment'];

async function slowedPage(browser: Browser, options: { bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ ...devices['Moto G4'], ...options });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Milliseconds to make a page's first currency formatter and format one amount. */
async function firstIntlFormatter(browser: Browser, locale: string): Promise<number> {
  const { context, page } = await slowedPage(browser);
  try {
    await page.goto('about:blank');
    return await page.evaluate((tag) => {
      const start = performance.now();
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1250);
      return performance.now() - start;
    }, locale);
  } finally {
    await context.close();
  }
}

/** The longest task and the blocking time (over 50 ms) from app-ready until 2.5 s after the fonts switch. */
async function fontSwitch(
  browser: Browser,
  url: string,
  allAtOnce: boolean,
): Promise<{ longest: number; blocking: number }> {
  const { context, page } = await slowedPage(browser);
  try {
    if (allAtOnce) {
      // The whole page switches as the app is ready (this listener comes before the app's), and so
      // in one layout once the font has loaded; switchToWebFonts (src/lib/async/web-fonts.ts) then
      // finds the page switched and leaves it.
      await page.addInitScript(() => {
        document.addEventListener('app-ready', () => document.documentElement.classList.add('web-fonts'), {
          once: true,
        });
      });
    }
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { benchTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${PORT}${url}`);
    await page.waitForFunction(() => document.documentElement.classList.contains('web-fonts'), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(2500);
    return await page.evaluate(() => {
      const ready = performance.getEntriesByName('app-ready')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { benchTasks: [number, number][] }).benchTasks;
      const after = tasks.filter(([start]) => start >= ready).map(([, duration]) => duration);
      return {
        longest: Math.max(0, ...after),
        blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      };
    });
  } finally {
    await context.close();
  }
}

if (!existsSync('dist/en/index.html')) throw new Error('No build in dist/: run npm run build first');
const server = await startStaticServer(PORT, '127.0.0.1', { gzip: true });
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  console.log(`Chromium, CPU ${CPU_SLOWDOWN}x slower, a fresh page each run; medians of ${RUNS}.\n`);
  for (const locale of ['en-GB', 'he-IL']) {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstIntlFormatter(browser, locale));
    console.log(`First Intl currency formatter (${locale}): ${median(runs).toFixed(1)} ms`);
  }
  console.log('\n| page | fonts | longest task after ready | blocking after ready |\n| --- | --- | --- | --- |');
  for (const url of FONT_PAGES) {
    for (const allAtOnce of [false, true]) {
      const runs: { longest: number; blocking: number }[] = [];
      for (let run = 0; run < 3; run += 1) runs.push(await fontSwitch(browser, url, allAtOnce));
      const longest = median(runs.map((run) => run.longest));
      const blocking = median(runs.map((run) => run.blocking));
      console.log(
        `| ${url} | ${allAtOnce ? 'all at once' : 'block by block'} | ${longest.toFixed(0)} ms | ${blocking.toFixed(0)} ms |`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
