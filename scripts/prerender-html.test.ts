import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { LANGS } from '../src/lib/i18n/lang';
import { localizedPath, prerenderTargets, ROUTE_ALIASES } from '../src/lib/routing/routes';
import { SITE_URL } from '../src/config/company';
import {
  BOOT_SCRIPT,
  BOOT_SCRIPT_HASH,
  buildRedirects,
  buildRobots,
  buildSitemap,
  deliverForFirstPaint,
  fillTemplate,
  pagePreloads,
  splitHoistedHead,
} from './prerender-html';

const indexHtml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'index.html'), 'utf8');

describe('splitHoistedHead', () => {
  it('splits the leading title, meta and link tags from the body', () => {
    const head =
      '<title>About us | Lusa Property</title><meta name="description" content="Meet the team"/>' +
      '<meta property="og:title" content="About"/><link rel="canonical" href="https://x.test/en/about"/>' +
      '<link rel="alternate" hrefLang="he" href="https://x.test/he/about">';
    const body = '<div class="page"><h1>About</h1><p>Text</p></div>';
    expect(splitHoistedHead(head + body)).toEqual({ head, body });
  });

  it('leaves the body intact, including head-like tags inside it', () => {
    const body =
      '<main><meta itemprop="name" content="x"/><link rel="preload" href="/a.css"/><title>svg</title></main>';
    expect(splitHoistedHead(`<title>T</title>${body}`)).toEqual({ head: '<title>T</title>', body });
  });

  it('returns an empty head when the fragment starts with content', () => {
    const rendered = '<div>Hello</div><title>late</title>';
    expect(splitHoistedHead(rendered)).toEqual({ head: '', body: rendered });
  });

  it('handles an empty fragment and a head-only fragment', () => {
    expect(splitHoistedHead('')).toEqual({ head: '', body: '' });
    expect(splitHoistedHead('<title>Only</title><meta charset="utf-8">')).toEqual({
      head: '<title>Only</title><meta charset="utf-8">',
      body: '',
    });
  });
});

describe('fillTemplate', () => {
  it('sets lang and dir on <html> and fills the markers of index.html', () => {
    expect(indexHtml).toContain('<!--app-head-->');
    expect(indexHtml).toContain('<!--app-html-->');

    const html = fillTemplate(indexHtml, 'he', '<title>אודות</title>', '<h1>שלום</h1>');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).not.toContain('<html lang="en"');
    expect(html).toContain('<title>אודות</title>');
    expect(html).toContain('<div id="root"><h1>שלום</h1></div>');
    expect(html).not.toContain('<!--app-head-->');
    expect(html).not.toContain('<!--app-html-->');
    // The head tags land inside <head>.
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes an English page left to right', () => {
    const template =
      '<!doctype html><html lang="he" dir="rtl"><head><!--app-head--></head><body><!--app-html--></body></html>';
    expect(fillTemplate(template, 'en', '<title>T</title>', '<p>B</p>')).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><title>T</title></head><body><p>B</p></body></html>',
    );
  });

  it('can leave the body empty (shell pages)', () => {
    const html = fillTemplate(indexHtml, 'en', '<title>Admin</title>', '');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('pagePreloads', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['_app-3.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    '_app-3.js': { file: 'assets/app-3.js', imports: ['_react.js', '_routes.js'] },
    '_routes.js': { file: 'assets/routes-4.js' },
    'src/lib/i18n/he.ts': { file: 'assets/he-5.js' },
    'src/lib/i18n/en.ts': { file: 'assets/en-6.js' },
    'src/pages/relocation/page.tsx': {
      file: 'assets/page-7.js',
      imports: ['_routes.js'],
      dynamicImports: ['src/pages/relocation/situation.he.ts', 'src/features/x/dialog.tsx'],
    },
    'src/pages/relocation/situation.he.ts': { file: 'assets/situation.he-8.js' },
    'src/features/x/dialog.tsx': { file: 'assets/dialog-9.js' },
    'src/pages/relocation/copy.he.ts': { file: 'assets/copy.he-10.js' },
    'src/app/page-copy.he.ts': {
      file: 'assets/page-copy.he-11.js',
      dynamicImports: ['src/pages/relocation/copy.he.ts', 'src/pages/home/copy.he.ts'],
    },
    'src/pages/home/copy.he.ts': { file: 'assets/copy.he-12.js' },
  };

  it('lists the entry, the app, the dictionary and the page with their static imports, each once', () => {
    expect(pagePreloads(manifest, 'he', ['src/pages/relocation/page.tsx', 'src/pages/relocation/copy.he.ts'])).toEqual([
      '/assets/index-1.js',
      '/assets/react-2.js',
      '/assets/app-3.js',
      '/assets/routes-4.js',
      '/assets/he-5.js',
      '/assets/page-7.js',
      '/assets/copy.he-10.js',
      // Words in the page's language a module loads lazily; not what loads on a click.
      '/assets/situation.he-8.js',
    ]);
    expect(pagePreloads(manifest, 'en', ['src/pages/relocation/page.tsx'])).not.toContain('/assets/situation.he-8.js');
  });

  it("lists a registry's own chunk, not every module it can load", () => {
    const preloads = pagePreloads(manifest, 'he', ['src/pages/relocation/copy.he.ts'], ['src/app/page-copy.he.ts']);
    expect(preloads).toContain('/assets/page-copy.he-11.js');
    expect(preloads).toContain('/assets/copy.he-10.js');
    expect(preloads).not.toContain('/assets/copy.he-12.js');
  });

  it('fails the build when the entry does not import the app shell alone', () => {
    const entry = manifest['src/main.tsx'];
    expect(() => pagePreloads({ ...manifest, 'src/main.tsx': { ...entry, dynamicImports: [] } }, 'he', [])).toThrow(
      /exactly one chunk/,
    );
    expect(() =>
      pagePreloads(
        { ...manifest, 'src/main.tsx': { ...entry, dynamicImports: ['_app-3.js', '_routes.js'] } },
        'he',
        [],
      ),
    ).toThrow(/exactly one chunk/);
  });

  it('fails the build when a module the page needs has no chunk', () => {
    expect(() => pagePreloads(manifest, 'he', ['src/pages/missing/page.tsx'])).toThrow(
      /no chunk for src\/pages\/missing/,
    );
  });

  it('hands the list to the boot script, which preloads it at first paint', () => {
    const template = deliverForFirstPaint(
      '<html lang="en" dir="ltr"><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><!--app-html--></div></body></html>',
      { css: {} },
    );
    const html = fillTemplate(template, 'en', '', '<p>B</p>', ['/assets/a.js', '/assets/b.js']);
    expect(html).toContain('<script data-entry="/assets/index-1.js" data-preload="/assets/a.js /assets/b.js">');
    // The chunks the boot script preloads are not hinted in the HTML: only the entry is.
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/index-1.js">',
    ]);
  });
});

describe('buildSitemap', () => {
  const sitemap = buildSitemap('2025-06-15');
  const urlBlocks = sitemap.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  // Every indexable page (each entry of a collection counts as a page), by its path after the language.
  const indexable = prerenderTargets()
    .filter((target) => target.lang === 'en' && target.route.indexable)
    .map((target) => ({ path: target.url.slice('/en'.length) }));

  it('is a sitemap urlset with the xhtml namespace', () => {
    expect(sitemap.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(sitemap).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(sitemap.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(sitemap.match(/<url>/g)).toHaveLength(sitemap.match(/<\/url>/g)?.length ?? -1);
  });

  it('lists every indexable route in English and Hebrew once', () => {
    expect(urlBlocks).toHaveLength(indexable.length * LANGS.length);
    for (const route of indexable) {
      for (const lang of LANGS) {
        const loc = `<loc>${SITE_URL}/${lang}${route.path}</loc>`;
        expect(sitemap.split(loc)).toHaveLength(2);
      }
    }
  });

  it('gives each URL its last-modified date and hreflang alternates with x-default', () => {
    for (const route of indexable) {
      for (const lang of LANGS) {
        const block = urlBlocks.find((b) => b.includes(`<loc>${SITE_URL}/${lang}${route.path}</loc>`));
        expect(block, `${lang}${route.path}`).toBeDefined();
        expect(block).toContain('<lastmod>2025-06-15</lastmod>');
        expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/en${route.path}"/>`);
        expect(block).toContain(`<xhtml:link rel="alternate" hreflang="he" href="${SITE_URL}/he${route.path}"/>`);
        expect(block).toContain(`<xhtml:link rel="alternate" hreflang="pt-PT" href="${SITE_URL}/pt${route.path}"/>`);
        expect(block).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/en${route.path}"/>`,
        );
      }
    }
  });

  it('leaves out the thank-you page and the admin tools', () => {
    expect(sitemap).not.toContain('thank-you');
    expect(sitemap).not.toContain('/admin');
  });

  it('contains no unescaped ampersand', () => {
    expect(sitemap).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe('buildRobots', () => {
  const robots = buildRobots();

  it('allows crawling and points to the sitemap', () => {
    expect(robots.split('\n')).toContain('User-agent: *');
    expect(robots.split('\n')).toContain('Allow: /');
    expect(robots.split('\n')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('disallows the admin tools in both languages', () => {
    for (const lang of LANGS) {
      expect(robots).toContain(`Disallow: /${lang}/admin/logo-generator`);
      expect(robots).toContain(`Disallow: /${lang}/admin/fb-listings`);
    }
    expect(robots).not.toMatch(/Disallow: \/(en|he)\/(about|contact|thank-you)?$/m);
  });
});

describe('buildRedirects', () => {
  const rules = buildRedirects().split('\n');

  it('redirects the root, the aliases, answers 404 under each language and moves other paths under /en', () => {
    expect(rules).toEqual([
      '/ /en 301',
      ...LANGS.map(
        (lang) => `/${lang}/rental-agreement-template-Portugal /${lang}/property-management/rental-agreement 301`,
      ),
      ...LANGS.map((lang) => `/${lang}/* /${lang === 'en' ? '' : `${lang}/`}404.html 404`),
      '/* /en/:splat 301',
      '',
    ]);
  });

  it('redirects every alias in both languages before the 404 rules', () => {
    const firstNotFound = rules.findIndex((rule) => rule.endsWith(' 404'));
    for (const alias of ROUTE_ALIASES) {
      for (const lang of LANGS) {
        const index = rules.indexOf(`/${lang}${alias.from} ${localizedPath(lang, alias.to)} 301`);
        expect(index, `${lang}${alias.from}`).toBeGreaterThan(0);
        expect(index).toBeLessThan(firstNotFound);
      }
    }
  });

  it('puts the catch-all rule last so the language rules win', () => {
    expect(rules.filter(Boolean).at(-1)).toBe('/* /en/:splat 301');
  });
});

describe('deliverForFirstPaint', () => {
  const built = [
    '<head><meta charset="UTF-8" />',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/jsx-2.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    '</head>',
  ].join('\n');
  const assets = { css: { '/assets/index-3.css': 'body{color:red}' } };

  it('inlines the stylesheet, hints only the entry, and starts the entry from the inline boot script', () => {
    const html = deliverForFirstPaint(built, assets);
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/index-abc.js">',
    ]);
    // Only a disabled (never fetched) link remains, so Vite's lazy-chunk loader sees the stylesheet
    // as present and does not link it a second time.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-3.css" disabled>',
    ]);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<link rel="modulepreload" href="/assets/index-abc.js"><script data-entry="/assets/index-abc.js" data-preload="<!--app-preload-->">${BOOT_SCRIPT}</script>`,
    );
  });

  it('names the boot script in the CSP by the hash of exactly its text', () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  it('refuses a page without an entry module or with a stylesheet it cannot inline', () => {
    expect(() => deliverForFirstPaint('<head></head>', assets)).toThrow(/no entry module/);
    expect(() => deliverForFirstPaint(built, { ...assets, css: {} })).toThrow(/No stylesheet/);
  });

  /** Runs the boot script against stand-ins for the browser and reports what it started, and when. */
  function bootPage({ prerendered = true, paintTiming = true } = {}) {
    const started: string[] = [];
    const listeners: Record<string, () => void> = {};
    let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const timers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(callback: typeof paintObserver) {
        paintObserver = callback;
      }
      observe() {}
      disconnect() {}
    }
    const fakeWindow = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      PerformanceObserver: FakeObserver,
    };
    const documentListeners: Record<string, ((event: unknown) => void)[]> = {};
    const preloaded: string[][] = [];
    const root = { firstElementChild: prerendered ? {} : null, contains: () => true };
    const fakeDocument = {
      readyState: 'loading',
      currentScript: {
        getAttribute: (name: string) => (name === 'data-entry' ? '/assets/index-abc.js' : '/assets/a.js /assets/b.js'),
      },
      createElement: () => ({}) as { rel?: string; href?: string },
      // The links go in as one fragment: the head receives them in a single insertion.
      createDocumentFragment: () => {
        const links: { rel?: string; href?: string }[] = [];
        return { links, appendChild: (link: { rel?: string; href?: string }) => links.push(link) };
      },
      head: {
        appendChild: (fragment: { links: { rel?: string; href?: string }[] }) =>
          preloaded.push(fragment.links.map((link) => `${link.rel} ${link.href}`)),
      },
      addEventListener: (type: string, listener: (event: unknown) => void) =>
        (documentListeners[type] ??= []).push(listener),
      getElementById: () => root,
    };
    // The boot script's `import()` is a syntax form; run it with a stand-in that records the call.
    const run = new Function(
      'window',
      'document',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'load',
      BOOT_SCRIPT.replace(/\bimport\(/, 'load('),
    );
    run(
      fakeWindow,
      fakeDocument,
      FakeObserver,
      (callback: () => void) => timers.push(callback),
      (callback: () => void) => timers.push(callback),
      (entry: string) => started.push(entry),
    );
    const flushTimers = () => timers.splice(0).forEach((callback) => callback());
    const fire = (type: string, event: unknown = {}) => documentListeners[type]?.forEach((listener) => listener(event));
    return {
      started,
      preloaded,
      queue: (fakeWindow as { __earlyInput?: { actions: unknown[]; rooted: boolean; done: boolean } }).__earlyInput!,
      fire,
      parsed: () => fire('DOMContentLoaded'),
      paint: () => paintObserver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
      flushTimers,
    };
  }

  it('starts the entry once the page has painted and a frame has passed since the HTML was parsed, without waiting for the load event', () => {
    const page = bootPage();
    page.parsed();
    // A task, a frame and a task after parsing.
    page.flushTimers();
    page.flushTimers();
    page.flushTimers();
    expect(page.started).toEqual([]);
    page.paint();
    expect(page.started).toEqual(['/assets/index-abc.js']);
    expect(page.preloaded).toEqual([['modulepreload /assets/a.js', 'modulepreload /assets/b.js']]);
    page.paint();
    expect(page.started).toEqual(['/assets/index-abc.js']);
  });

  it('waits for the rest of the first screen when the parser painted the header alone first', () => {
    const page = bootPage();
    page.paint();
    expect(page.started).toEqual([]);
    page.parsed();
    page.flushTimers();
    page.flushTimers();
    expect(page.started).toEqual([]);
    page.flushTimers();
    expect(page.started).toEqual(['/assets/index-abc.js']);
    expect(page.preloaded).toHaveLength(1);
  });

  it('records values, presses and sends until the app takes over, and stops presses from acting natively', () => {
    const page = bootPage();
    const button = { tag: 'button', getAttribute: (name: string) => (name === 'aria-expanded' ? 'false' : null) };
    const pressed = { target: { closest: () => button }, clientX: 10, clientY: 20, preventDefault: vi.fn() };
    page.fire('click', { type: 'click', ...pressed });
    expect(pressed.preventDefault).toHaveBeenCalled();
    const field = { value: 'Dana', checked: false };
    page.fire('input', { type: 'input', target: field });
    const form = { getAttribute: () => null };
    const send = { type: 'submit', target: form, preventDefault: vi.fn() };
    page.fire('submit', send);
    expect(send.preventDefault).toHaveBeenCalled();
    expect(page.queue.actions).toEqual([
      // The disclosure's state when pressed: the replay skips a press the page has already done.
      { kind: 'click', target: button, x: 10, y: 20, expanded: 'false' },
      { kind: 'value', target: field, value: 'Dana', checked: false },
      { kind: 'submit', target: form },
    ]);
    // Once React's root exists, it takes presses; values are still recorded until the replay.
    page.queue.rooted = true;
    const later = { ...pressed, preventDefault: vi.fn() };
    page.fire('click', { type: 'click', ...later });
    expect(later.preventDefault).not.toHaveBeenCalled();
    page.fire('change', { type: 'change', target: { value: 'rent', checked: false } });
    expect(page.queue.actions).toHaveLength(4);
    page.queue.done = true;
    page.fire('input', { type: 'input', target: field });
    expect(page.queue.actions).toHaveLength(4);
  });

  it('leaves presses outside buttons, and keys, to the browser', () => {
    const page = bootPage();
    const onText = { type: 'click', target: { closest: () => null }, preventDefault: vi.fn() };
    page.fire('click', onText);
    // A slider is a range input: the browser moves it by its keys, and records nothing but its value.
    const arrow = { type: 'keydown', key: 'ArrowLeft', target: { type: 'range' }, preventDefault: vi.fn() };
    page.fire('keydown', arrow);
    expect(onText.preventDefault).not.toHaveBeenCalled();
    expect(arrow.preventDefault).not.toHaveBeenCalled();
    expect(page.queue.actions).toEqual([]);
  });

  it('starts a page with nothing prerendered (a shell) once parsed, and without paint timing after a frame', () => {
    const shell = bootPage({ prerendered: false });
    shell.parsed();
    expect(shell.started).toEqual(['/assets/index-abc.js']);
    const older = bootPage({ paintTiming: false });
    older.parsed();
    expect(older.started).toEqual([]);
    older.flushTimers();
    older.flushTimers();
    older.flushTimers();
    expect(older.started).toEqual(['/assets/index-abc.js']);
  });
});
