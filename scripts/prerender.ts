// Build step: renders every route of the route table in both languages to static HTML, plus the
// 404 pages, sitemap.xml, robots.txt and _redirects. Runs after the client and SSR builds.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '../src/lib/i18n/lang';
import { copyModuleFile, pageModuleFile, prerenderTargets, type PrerenderTarget } from '../src/lib/routing/routes';
import {
  buildRedirects,
  buildRobots,
  buildSitemap,
  fillTemplate,
  modulePreloadTags,
  splitHoistedHead,
  type ViteManifest,
} from './prerender-html';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');

const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: (url: string) => Promise<string> };
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

/** What a page awaits before hydrating (src/app/app.tsx, preloadPath), as source files. */
function hydrationModules(lang: Lang, target?: PrerenderTarget): string[] {
  const dictionary = `src/lib/i18n/${lang}.ts`;
  if (!target) return [dictionary, 'src/app/not-found-page.tsx'];
  const page = pageModuleFile(target.route.id);
  return [
    dictionary,
    page in manifest ? page : 'src/app/hero-only-page.tsx',
    copyModuleFile(target.route.id, lang, target.slug),
  ];
}

async function writePage(file: string, lang: Lang, url: string, withContent: boolean, target?: PrerenderTarget) {
  const { head, body } = splitHoistedHead(await render(url));
  const preloads = withContent ? modulePreloadTags(manifest, hydrationModules(lang, target)) : '';
  const html = fillTemplate(template, lang, head + preloads, withContent ? body : '');
  if (!head.includes('<title>')) throw new Error(`${url} rendered no <title>`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

const started = performance.now();
const targets = prerenderTargets();
for (const target of targets) {
  const { lang, route, url } = target;
  await writePage(join(dist, `.${url}`, 'index.html'), lang, url, route.prerender === 'content', target);
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

console.log(
  `Prerendered ${targets.length} pages and ${LANGS.length} not-found pages in ${Math.round(performance.now() - started)} ms`,
);
