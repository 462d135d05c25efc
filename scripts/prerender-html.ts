// Pure helpers of the prerender step, kept apart from file I/O so tests can exercise them.
import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import { dirOf, LANG_TAG, LANGS, type Lang } from '../src/lib/i18n/lang';
import { localizedPath, prerenderTargets, ROUTE_ALIASES, ROUTES } from '../src/lib/routing/routes';
import { hreflangLinks, absoluteUrl } from '../src/lib/seo/seo-urls';

const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React 19 hoists the head tags a page renders (title, meta, link; `Seo`, through react-helmet-async)
 * to the start of a rendered fragment.
 * Splits them off so they can go into <head>.
 */
export function splitHoistedHead(rendered: string): { head: string; body: string } {
  let rest = rendered;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Where deliverForFirstPaint leaves room for a page's own chunks (the boot script's data-preload). */
export const PRELOAD_SLOT = '<!--app-preload-->';

/**
 * Fills the Vite-built index.html with a page's head tags, body and language, and the chunks its
 * hydration needs (`pagePreloads`), which the boot script preloads at first paint. Hints in the HTML
 * itself started those downloads before paint and delayed it by 0.2 to 0.3 s in the real-browser
 * bench (their responses compete with parsing and layout on a slow phone's main thread).
 */
export function fillTemplate(
  template: string,
  lang: Lang,
  head: string,
  body: string,
  preload: readonly string[] = [],
): string {
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${LANG_TAG[lang]}" dir="${dirOf(lang)}">`)
    .replace('<!--app-head-->', head)
    .replace(PRELOAD_SLOT, preload.join(' '))
    .replace('<!--app-html-->', body);
}

/** The part of Vite's build manifest (`build.manifest`) the prerender reads: each source module's chunk. */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * The chunks a page hydrates with, as URLs: the entry and what it imports, the app shell (the start module),
 * the language's dictionary, the given source modules (the page's component and copy, its
 * ancestors' copy), each with the chunks it imports statically, and the words in the page's language
 * a module loads lazily (`<name>.<lang>.ts`, such as a section in one language only). `registries`
 * are modules the page needs only for the loaders they list (the language's copy registry,
 * src/app/page-copy.<lang>.ts): their chunks, not what they load lazily. Loaded in parallel at first
 * paint, they spare the visitor the round trips of discovering them one import after another.
 */
export function pagePreloads(
  manifest: BuildManifest,
  lang: Lang,
  modules: readonly string[],
  registries: readonly string[] = [],
): string[] {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const words = modules.flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter((imported) => imported.endsWith(`.${lang}.ts`)),
  );
  // The start module is in the app shell chunk (scripts/app-shell-chunk.ts), which has no source
  // key in the manifest: it is the one chunk the entry imports dynamically.
  const [start, ...others] = manifest[entry]?.dynamicImports ?? [];
  if (!start || others.length > 0)
    throw new Error('The entry should import exactly one chunk, the app shell, dynamically');
  [entry, start, `src/lib/i18n/${lang}.ts`, ...registries, ...modules, ...words].forEach(add);
  return [...files].map((file) => `/${file}`);
}

/**
 * The boot script, inline in every page's head (the CSP allows it by its hash, BOOT_SCRIPT_HASH).
 * docs/delivery.md explains each part:
 * - From the first byte it records what the visitor does before the app responds (values typed or
 *   chosen, presses on buttons, a form sent), preventing a button's native action, so
 *   `replayEarlyInput` (src/lib/async/early-input.ts) can do it again after hydration. A slider is
 *   a native range input: the browser moves it, and its value is recorded like any other.
 *   Presses are recorded until the page has hydrated (it handles them from then on); values until
 *   the replay.
 * - Once the page shows its whole HTML (its first contentful paint, and a frame after it is parsed)
 *   it adds modulepreload links for every chunk the page hydrates with (its data-preload attribute,
 *   written per page by fillTemplate) and imports the entry module (its data-entry attribute): the
 *   code downloads at once and in parallel, after the first screen has painted. A page without
 *   prerendered content (the staff shells) starts when its HTML is parsed.
 */
export const BOOT_SCRIPT_SOURCE = `(function () {
  var script = document.currentScript;
  var queue = (window.__earlyInput = { actions: [], done: false, rooted: false });
  function record(event) {
    var target = event.target;
    var root = document.getElementById('root');
    if (queue.done || !root || !target || !root.contains(target)) return;
    if (event.type === 'input' || event.type === 'change') {
      if ('value' in target) {
        queue.actions.push({ kind: 'value', target: target, value: target.value, checked: !!target.checked });
      }
      return;
    }
    if (queue.rooted) return;
    if (event.type === 'click') {
      var pressed = target.closest('[data-early-input], button, [role="button"], summary');
      if (!pressed) return;
      event.preventDefault();
      queue.actions.push({
        kind: 'click',
        target: pressed,
        x: event.clientX,
        y: event.clientY,
        expanded: pressed.getAttribute('aria-expanded'),
      });
    } else if (event.type === 'submit') {
      event.preventDefault();
      queue.actions.push({ kind: 'submit', target: target });
    }
  }
  ['input', 'change', 'click', 'submit'].forEach(function (type) {
    document.addEventListener(type, record, true);
  });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all the links: for a page's 45 chunks that took 76 ms of main thread at
    // CPU 4x, against 125 to 149 ms inserted one by one.
    var links = document.createDocumentFragment();
    (script.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
    import(script.getAttribute('data-entry'));
  }
  // Both the first contentful paint (reported once the frame is on the display) and a frame after the
  // HTML is parsed: a parser that yields paints the header alone first, and code requested before
  // the rest of the first screen has painted shares its time (and Lighthouse then counts the code's
  // download into the largest paint). Without paint timing, the frame after parsing alone.
  var painted = !(window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0);
  var parsedAndPainted = false;
  function startOncePainted() {
    if (painted && parsedAndPainted) start();
  }
  if (!painted) {
    var paints = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paints.disconnect();
      painted = true;
      startOncePainted();
    });
    paints.observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!root || !root.firstElementChild) start();
    else setTimeout(function () {
      requestAnimationFrame(function () {
        setTimeout(function () {
          parsedAndPainted = true;
          startOncePainted();
        }, 0);
      });
    }, 0);
  });
})();`;

/** The boot script as pages carry it: minified (0.7 kB gzip less on every page). */
export const BOOT_SCRIPT = minifyBootScript(BOOT_SCRIPT_SOURCE);

function minifyBootScript(source: string): string {
  const { code, errors } = minifySync('boot.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`The boot script does not minify: ${errors[0]?.message}`);
  return code.trim();
}

/** The CSP source that allows the inline boot script and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * Rewrites the head Vite built for first paint: the stylesheet inline (no request before paint), one
 * modulepreload hint, for the entry chunk (the others would fetch the app's code ahead of paint; the
 * boot script adds them at first paint instead), and the entry module started by the inline boot script.
 */
export function deliverForFirstPaint(html: string, assets: { css: Record<string, string> }): string {
  let entry: string | undefined;
  const result = html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      const css = assets.css[href];
      if (css === undefined) throw new Error(`No stylesheet ${href} to inline`);
      // The disabled link is neither fetched nor applied. It tells Vite's loader for lazy chunks,
      // which lists this stylesheet among their dependencies, that the page already has it: without
      // it, the first lazy import linked the stylesheet again and restyled the whole page.
      return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
    })
    .replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
      entry = src;
      // The entry chunk (React DOM) is the one hint left in the head: every page needs it first, and
      // its request leaves as the HTML arrives. Hinting the app shell chunk too measured slower under
      // React: its bytes competed with the entry's (docs/delivery.md, "Machinery").
      return `<link rel="modulepreload" href="${src}"><script data-entry="${src}" data-preload="${PRELOAD_SLOT}">${BOOT_SCRIPT}</script>`;
    });
  if (!entry) throw new Error('The built page has no entry module script');
  return result;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The XML sitemap: every indexable route in every language, each with its hreflang alternates. */
export function buildSitemap(lastModified: string): string {
  const alternates = (path: string) =>
    hreflangLinks(path)
      .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`)
      .join('\n');
  const urls = prerenderTargets()
    .filter(({ route }) => route.indexable)
    .map(({ url }) => {
      const pathAfterLang = url.replace(/^\/[a-z]{2}/, '');
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(url))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates(pathAfterLang)}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(): string {
  const disallowed = ROUTES.filter((route) => route.prerender === 'shell').flatMap((route) =>
    LANGS.map((lang) => `Disallow: /${lang}${route.path}`),
  );
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${absoluteUrl('/sitemap.xml')}`, ''].join('\n');
}

/**
 * Redirect rules for static hosts that read a `_redirects` file (Netlify, Cloudflare Pages): aliases
 * go to the page they name; unknown paths under a language answer that language's 404 page; any other path moves under /en.
 * scripts/serve-static.ts applies the same rules locally.
 */
export function buildRedirects(): string {
  const aliases = ROUTE_ALIASES.flatMap((alias) =>
    LANGS.map((lang) => `/${lang}${alias.from} ${localizedPath(lang, alias.to)} 301`),
  );
  return [
    '/ /en 301',
    ...aliases,
    ...LANGS.map((lang) => `/${lang}/* /${lang === 'en' ? '' : `${lang}/`}404.html 404`),
    '/* /en/:splat 301',
    '',
  ].join('\n');
}
