// Pure helpers of the prerender step, kept apart from file I/O so tests can exercise them.
import { createHash } from 'node:crypto';
import { dirOf, LANGS, type Lang } from '../src/lib/i18n/lang';
import { localizedPath, prerenderTargets, ROUTE_ALIASES, ROUTES } from '../src/lib/routing/routes';
import { hreflangLinks, absoluteUrl } from '../src/lib/seo/seo-urls';

const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React emits the head tags a page renders (title, meta, link) at the start of a rendered fragment.
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

/** Fills the Vite-built index.html with a page's head tags, body and language. */
export function fillTemplate(template: string, lang: Lang, head: string, body: string): string {
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${lang}" dir="${dirOf(lang)}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body);
}

/**
 * The boot script, inline in every page's head (the CSP allows it by its hash, BOOT_SCRIPT_HASH).
 * After the load event and the first contentful paint it switches the page to its web fonts (the
 * `web-fonts` class; until then text is set in metric-matched local fonts, so the swap moves
 * nothing) and starts the app's entry module, named by its data-entry attribute. Neither the app's
 * code nor the fonts compete with the HTML and first paint; the prerendered page reads and links
 * work before it runs. A page without prerendered content (the staff shells) has nothing to paint
 * first, so it starts at load.
 */
export const BOOT_SCRIPT = `(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  function start() {
    var html = document.documentElement;
    var family = html.lang === 'he' ? '"Heebo Variable"' : '"Inter Variable"';
    function useWebFonts() {
      // Setting a whole long page again in a new font is one long task on a phone. So the header
      // switches first; then what is on screen or near it, a block per task (each laid out at
      // once, so the browser cannot batch them into one frame); blocks further away keep the
      // local font (data-font-later) until they come within a screen of the viewport.
      var near = [];
      var later = [];
      var height = window.innerHeight;
      // A block that reaches past the limit is sorted by its children, a few levels down.
      function sort(elements, depth) {
        for (var i = 0; i < elements.length; i++) {
          var box = elements[i].getBoundingClientRect();
          if (box.top > 1.5 * height || box.bottom < -height) later.push(elements[i]);
          else if (box.bottom > 1.5 * height && depth < 6 && elements[i].children.length) {
            sort(elements[i].children, depth + 1);
          } else near.push(elements[i]);
        }
      }
      sort(document.querySelectorAll('main > *, footer'), 0);
      near.concat(later).forEach(function (block) {
        block.setAttribute('data-font-later', '');
      });
      html.classList.add('web-fonts');
      html.getBoundingClientRect();
      function switchNext() {
        var block = near.shift();
        if (!block) return observeLater();
        block.removeAttribute('data-font-later');
        block.getBoundingClientRect();
        setTimeout(switchNext, 0);
      }
      function observeLater() {
        if (!window.IntersectionObserver) {
          return later.forEach(function (block) {
            block.removeAttribute('data-font-later');
          });
        }
        var observer = new window.IntersectionObserver(
          function (entries) {
            entries.forEach(function (entry) {
              if (!entry.isIntersecting) return;
              entry.target.removeAttribute('data-font-later');
              observer.unobserve(entry.target);
            });
          },
          { rootMargin: '100% 0px' },
        );
        later.forEach(function (block) {
          observer.observe(block);
        });
      }
      setTimeout(switchNext, 0);
    }
    if (document.fonts && document.fonts.load) {
      document.fonts.load('1em ' + family, document.body.textContent).then(useWebFonts, useWebFonts);
    } else useWebFonts();
    import(entry);
  }
  function afterFirstPaint() {
    var root = document.getElementById('root');
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!root || !root.firstElementChild) return start();
    if (!types || types.indexOf('paint') < 0) {
      return requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();`;

/** The CSP source that allows the inline boot script and nothing else inline. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * Rewrites the head Vite built for first paint: the stylesheet inline (no request before paint), no
 * modulepreload hints (they would fetch the app's code at high priority, ahead of paint), and the
 * entry module started by the inline boot script after first paint.
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
      return `<script data-entry="${src}">${BOOT_SCRIPT}</script>`;
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
