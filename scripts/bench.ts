// Prints, per route and language, the JavaScript and CSS a first-time visitor downloads before the
// page is interactive (gzip bytes, measured by loading the built site in Chromium), plus the
// font bytes. Builds the site first when dist/ is missing. Writes bench-report.json as well.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { prerenderTargets } from '../src/app/route-table';
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

const server = await startStaticServer(PORT);
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
await writeFile('bench-report.json', JSON.stringify({ measuredAt: new Date().toISOString(), pages: rows }, null, 2));
