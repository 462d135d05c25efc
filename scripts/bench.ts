// Prints, per route and language, the JavaScript and CSS a first-time visitor downloads before the
// page is interactive (gzip bytes, measured by loading the built site in Chromium), plus the
// font bytes; then Lighthouse scores (mobile, simulated throttling) of the lead pages. Builds the
// site first when dist/ is missing. Writes bench-report.json as well.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { prerenderTargets } from '../src/lib/routing/routes';
import { startStaticServer } from './serve-static';

const PORT = 4317;
const base = `http://127.0.0.1:${PORT}`;
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

if (!existsSync('dist/en/index.html')) {
  await new Promise<void>((resolve, reject) =>
    spawn('npm', ['run', 'build'], { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}

interface Row {
  url: string;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  fontBytes: number;
  htmlGzip: number;
}

// As a CDN would: text files gzip-compressed (sirv serves the .gz copies to browsers that accept them).
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(html|js|css|svg|xml|txt|json)$/.test(name)) writeFileSync(`${path}.gz`, gzipSync(readFileSync(path)));
  }
}
precompress('dist');

const server = await startStaticServer(PORT, '127.0.0.1', { gzip: true });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows: Row[] = [];
try {
  for (const { url } of prerenderTargets()) {
    const context = await browser.newContext(); // a fresh cache: a first visit
    const page = await context.newPage();
    const row: Row = { url, jsFiles: 0, jsGzip: 0, cssGzip: 0, fontBytes: 0, htmlGzip: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => {
            const type = response.request().resourceType();
            if (type === 'script') {
              row.jsFiles += 1;
              row.jsGzip += gzipSync(body).length;
            } else if (type === 'stylesheet') row.cssGzip += gzipSync(body).length;
            else if (type === 'font')
              row.fontBytes += body.length; // woff2 is compressed already
            else if (type === 'document') row.htmlGzip += gzipSync(body).length;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await Promise.all(pending);
    rows.push(row);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('\nInitial download per page (first visit, gzip)\n');
console.log(['page'.padEnd(44), 'JS files', 'JS', 'CSS', 'HTML', 'fonts'].map((h) => h.padStart(9)).join(' '));
for (const row of rows) {
  console.log(
    [
      row.url.padEnd(44),
      String(row.jsFiles).padStart(9),
      kb(row.jsGzip).padStart(9),
      kb(row.cssGzip).padStart(9),
      kb(row.htmlGzip).padStart(9),
      kb(row.fontBytes).padStart(9),
    ].join(' '),
  );
}
const maxJs = Math.max(...rows.map((row) => row.jsGzip));
console.log(`\nLargest initial JS: ${kb(maxJs)} gzip`);

// Lighthouse on the pages where leads arrive, in both languages.
const LIGHTHOUSE_PAGES = ['/en', '/he', '/en/contact', '/he/contact'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
interface Scores {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
const lighthouseRows: Scores[] = [];
const lighthouseServer = await startStaticServer(PORT, '127.0.0.1', { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const url of LIGHTHOUSE_PAGES) {
    const result = await lighthouse(`${base}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    lighthouseRows.push({
      url,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as Scores['scores'],
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  await chrome.kill();
  lighthouseServer.close();
}

console.log('\nLighthouse (mobile, simulated slow 4G)\n');
console.log(
  ['page'.padEnd(16), 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'].map((h) => h.padStart(7)).join(' '),
);
for (const row of lighthouseRows) {
  console.log(
    [
      row.url.padEnd(16),
      ...CATEGORIES.map((id) => String(row.scores[id])),
      `${(row.lcpMs / 1000).toFixed(1)} s`,
      `${row.tbtMs} ms`,
      String(row.cls),
    ]
      .map((cell) => cell.padStart(7))
      .join(' '),
  );
}

await writeFile(
  'bench-report.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), pages: rows, lighthouse: lighthouseRows }, null, 2),
);
