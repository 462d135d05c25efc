// Build step: renders every route of the route table in both languages to static HTML, plus the
// 404 pages, sitemap.xml, robots.txt and _redirects. Runs after the client and SSR builds.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '../src/lib/i18n/lang';
import { prerenderTargets } from '../src/lib/routing/routes';
import {
  BOOT_SCRIPT_HASH,
  buildRedirects,
  buildRobots,
  buildSitemap,
  deliverForFirstPaint,
  fillTemplate,
  splitHoistedHead,
} from './prerender-html';
import { buildHeadersFile, DEFAULT_SUPABASE_URL } from './security-headers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: (url: string) => Promise<string> };
// The stylesheets to inline, then the template rewritten for first paint.
const stylesheets = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.css'));
const css = Object.fromEntries(
  await Promise.all(
    stylesheets.map(async (name) => [`/assets/${name}`, await readFile(join(dist, 'assets', name), 'utf8')] as const),
  ),
);
const template = deliverForFirstPaint(await readFile(join(dist, 'index.html'), 'utf8'), { css });
async function writePage(file: string, lang: Lang, url: string, withContent: boolean) {
  const { head, body } = splitHoistedHead(await render(url));
  const html = fillTemplate(template, lang, head, withContent ? body : '');
  if (!head.includes('<title>')) throw new Error(`${url} rendered no <title>`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

const started = performance.now();
const targets = prerenderTargets();
for (const { lang, route, url } of targets) {
  await writePage(join(dist, `.${url}`, 'index.html'), lang, url, route.prerender === 'content');
}
// The not-found page for each language; the host answers it with status 404.
for (const lang of LANGS) {
  const file = lang === 'en' ? join(dist, '404.html') : join(dist, lang, '404.html');
  await writePage(file, lang, `/${lang}/__not-found__`, true);
}
// The Vite template itself must not be served as a page: / redirects to /en.
await rm(join(dist, 'index.html'));

const today = new Date().toISOString().slice(0, 10);
await writeFile(join(dist, 'sitemap.xml'), buildSitemap(today));
await writeFile(join(dist, 'robots.txt'), buildRobots());
await writeFile(join(dist, '_redirects'), buildRedirects());
await writeFile(
  join(dist, '_headers'),
  buildHeadersFile(process.env.VITE_SUPABASE_URL || DEFAULT_SUPABASE_URL, [BOOT_SCRIPT_HASH]),
);

console.log(
  `Prerendered ${targets.length} pages and ${LANGS.length} not-found pages in ${Math.round(performance.now() - started)} ms`,
);
