import { LANG_TAG, LANGS } from '../src/lib/i18n/lang';
import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { pt } from '../src/lib/i18n/pt';
import { prerenderTargets } from '../src/lib/routing/routes';
import { expectNoAxeViolations } from './axe';
import { test, expect, waitForApp } from './fixtures';
import { pageCopy } from './page-copy';

const DICTIONARIES = { en, he, pt } as const;

const SITE = 'https://www.lusaproperty.com';

/** A string as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A void tag as HTML may write it: with or without the closing slash. */
const voidTag = (attributes: string) => new RegExp(`<${literal(attributes)}\\s*/?>`);

/** Decodes the few entities a renderer writes into text and attributes. */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('prerendered HTML, fetched without JavaScript', () => {
  for (const target of prerenderTargets()) {
    const { lang, route, url } = target;
    const pathAfterLang = url.slice(`/${lang}`.length);
    test(`${url} holds its head tags${route.prerender === 'content' ? ' and content' : ''}`, async ({ request }) => {
      const copy = await pageCopy(target, lang);
      const text = { metaTitle: copy.meta.title, metaDescription: copy.meta.description, title: copy.hero.title };
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();

      // The BCP 47 tag: "en", "he", "pt-PT" (European Portuguese).
      expect(html).toMatch(new RegExp(`<html lang="${LANG_TAG[lang]}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">`));
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(decode(title ?? '')).toBe(DICTIONARIES[lang].meta.titleTemplate.replace('{title}', text.metaTitle));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')).toBe(text.metaDescription);
      expect(html).toContain(`<meta property="og:title"`);

      if (route.indexable) {
        expect(html).toMatch(voidTag(`link rel="canonical" href="${SITE}${url}"`));
        // Attribute names are case-insensitive: React writes `hrefLang`.
        for (const other of LANGS) {
          expect(html).toMatch(
            new RegExp(literal(`hreflang="${LANG_TAG[other]}" href="${SITE}/${other}${pathAfterLang}"`), 'i'),
          );
        }
        expect(html).toMatch(new RegExp(literal(`hreflang="x-default" href="${SITE}/en${pathAfterLang}"`), 'i'));
        expect(html).not.toContain('noindex');
      } else {
        expect(html).toMatch(voidTag('meta name="robots" content="noindex, nofollow"'));
        expect(html).not.toContain('rel="canonical"');
      }

      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      if (route.prerender === 'content') expect(decode(h1 ?? '')).toBe(text.title);
      else expect(h1).toBeUndefined();
      // The content is in place, not in a hidden segment that only a script would reveal.
      expect(html).not.toContain('<template id="B:');
      expect(html).not.toMatch(/<div hidden id="S:/);
      expect(html).not.toContain('class="flex min-h-[50vh]'); // the page-loading fallback
    });
  }
});

test.describe('every page in the browser', () => {
  for (const target of prerenderTargets()) {
    const { lang, url } = target;
    test(`${url} hydrates cleanly, keeping the server's elements, and passes axe`, async ({ page }) => {
      // React reports a mismatch between the HTML and the first render (src/lib/async/hydration-errors.ts)
      // and logs it; either fails the page.
      const reactErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|react\.dev\/errors\/4(18|19|2[0-9])/i.test(message.text()))
          reactErrors.push(message.text());
      });
      const copy = await pageCopy(target, lang);
      // The prerendered page's elements are noted before the app starts (it waits for the document
      // to be parsed). Hydration must keep them: an element gone and another with the same
      // tag and text in its place is the page built again (a part's state shown after hydration, such
      // as a link's result, is new text, not a rebuilt element).
      const ELEMENTS = '#root :is(header, footer, main, section, form, h1, h2, h3, input, button)';
      await page.addInitScript((selector) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverElements: Element[] }).serverElements = Array.from(
            document.querySelectorAll(selector),
          );
        });
      }, ELEMENTS);
      await page.goto(url);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      const rebuilt = await page.evaluate((selector) => {
        const server = (window as unknown as { serverElements: Element[] }).serverElements;
        const gone = server.filter((element) => !element.isConnected);
        const describe = (element: Element) =>
          `<${element.tagName.toLowerCase()}> ${element.textContent?.trim().slice(0, 40) ?? ''}`;
        return Array.from(document.querySelectorAll(selector))
          .filter((element) => !server.includes(element))
          .filter((element) =>
            gone.some((old) => old.tagName === element.tagName && old.textContent === element.textContent),
          )
          .map(describe);
      }, ELEMENTS);
      expect(rebuilt).toEqual([]);
      const hydrationErrors = await page.evaluate(
        () => (window as unknown as { __hydrationErrors?: string[] }).__hydrationErrors ?? [],
      );
      expect(hydrationErrors).toEqual([]);
      expect(reactErrors).toEqual([]);
      await expect(page.locator('head title')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists each indexable route in every language with its alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = prerenderTargets()
      .filter((target) => target.route.indexable)
      .map((target) => `${SITE}${target.url}`);
    expect(locs.sort()).toEqual(expected.sort());
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(expected.length);
    // Each page's alternates name every language by its BCP 47 tag ("pt-PT", not "pt").
    for (const lang of LANGS) {
      expect(xml.match(new RegExp(`hreflang="${LANG_TAG[lang]}"`, 'g')), lang).toHaveLength(expected.length);
    }
    expect(xml).not.toMatch(/thank-you|admin|404/);
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /en/admin/fb-listings');
  });
});
