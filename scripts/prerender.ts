// Build step: renders every route of the route table in every language to static HTML, plus the
// 404 pages, sitemap.xml, robots.txt and _redirects. Runs after the client and SSR builds.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGS, type Lang } from '../src/lib/i18n/lang';
import { navItemById } from '../src/components/layout/nav-items';
import {
  copyModuleFile,
  pageModuleFile,
  prerenderTargets,
  routeTrail,
  type RouteDef,
  type RouteId,
} from '../src/lib/routing/routes';
import {
  BOOT_SCRIPT_HASH,
  buildRedirects,
  buildRobots,
  buildSitemap,
  deliverForFirstPaint,
  fillTemplate,
  pagePreloads,
  splitHoistedHead,
  type BuildManifest,
} from './prerender-html';
import { inlineCriticalCss } from './prerender-css';
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
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BuildManifest;
const template = deliverForFirstPaint(await readFile(join(dist, 'index.html'), 'utf8'), { css });
// Chunk names are no business of the host's visitors once the pages list what they need.
await rm(join(dist, '.vite'), { recursive: true });

/**
 * Modules a page imports as soon as it has hydrated and cannot show its content without, preloaded
 * with its hydration at first paint. The owner's page is nothing but its account (the code, with
 * TanStack Query and supabase-js): imported after hydration, they arrived in three rounds of
 * imports, 1.5 s later on the bench's phone network (docs/owner-accounts.md, "Speed").
 */
const IMPORTED_ON_HYDRATION: Partial<Record<RouteId, readonly string[]>> = {
  owner: ['src/features/owner-portal/owner-portal.tsx', 'src/lib/supabase/supabase-client.ts'],
};

/**
 * The source modules a page hydrates with besides the app's own and its language's copy registry
 * (see src/app/page-registry.ts): its component (or the hero-only page), its copy, the copy of each
 * ancestor the breadcrumb names from its copy, and what it imports on hydration (above). The
 * registry test keeps these file names and the registry in step.
 */
function pageModules(route: RouteDef, lang: Lang, slug?: string): string[] {
  const component = pageModuleFile(route.id);
  const ancestors = routeTrail(route.id)
    .slice(0, -1)
    .filter((ancestor) => !navItemById(ancestor.id))
    .map((ancestor) => copyModuleFile(ancestor.id, lang));
  return [
    component in manifest ? component : 'src/app/hero-only-page.tsx',
    copyModuleFile(route.id, lang, slug),
    ...ancestors,
    ...(IMPORTED_ON_HYDRATION[route.id] ?? []),
  ];
}

async function writePage(
  file: string,
  lang: Lang,
  url: string,
  withContent: boolean,
  modules: string[] = [],
  registries: string[] = [],
) {
  const { head, body } = splitHoistedHead(await render(url));
  const preload = withContent ? pagePreloads(manifest, lang, modules, registries) : [];
  const filled = fillTemplate(template, lang, head, withContent ? body : '', preload);
  // A page with content paints from the rules it uses; a staff shell, drawn in the browser, keeps
  // the whole stylesheet inline.
  const html = withContent ? await inlineCriticalCss(filled) : filled;
  if (!head.includes('<title>')) throw new Error(`${url} rendered no <title>`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

const started = performance.now();
const targets = prerenderTargets();
for (const { lang, route, url, slug } of targets) {
  const withContent = route.prerender === 'content';
  // A route's page finds its copy through its language's copy registry (src/app/page-registry.ts).
  await writePage(join(dist, `.${url}`, 'index.html'), lang, url, withContent, pageModules(route, lang, slug), [
    `src/app/page-copy.${lang}.ts`,
  ]);
}
// The not-found page for each language; the host answers it with status 404.
for (const lang of LANGS) {
  const file = lang === 'en' ? join(dist, '404.html') : join(dist, lang, '404.html');
  await writePage(file, lang, `/${lang}/__not-found__`, true, ['src/app/not-found-page.tsx']);
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
