import type { APIRequestContext, Page } from '@playwright/test';
import { COMPANY } from '../src/config/company';
import { INTL_LOCALE } from '../src/lib/format/intl';
import { LANG_TAG, type Lang } from '../src/lib/i18n/lang';
import { leaves, leafText } from '../tests/copy-shape';
import aboutEn from '../src/pages/about/copy.en';
import aboutHe from '../src/pages/about/copy.he';
import aboutPt from '../src/pages/about/copy.pt';
import privacyEn from '../src/pages/privacy/copy.en';
import privacyHe from '../src/pages/privacy/copy.he';
import privacyPt from '../src/pages/privacy/copy.pt';
import termsEn from '../src/pages/terms/copy.en';
import termsHe from '../src/pages/terms/copy.he';
import termsPt from '../src/pages/terms/copy.pt';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';

const COPY = {
  en: { about: aboutEn, privacy: privacyEn, terms: termsEn },
  he: { about: aboutHe, privacy: privacyHe, terms: termsHe },
  pt: { about: aboutPt, privacy: privacyPt, terms: termsPt },
} as const;

/** The visible text of static HTML: no scripts, tags or comments, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every text of a copy module the page shows (not the head tags, ids, ISO dates or JSON-LD). */
function shownTexts(copy: object): string[] {
  return leaves(copy)
    .filter(([path]) => !/^(meta|structuredData)\.|\.id$|^document\.updated\.date$/.test(path))
    .map(([, value]) => leafText(value))
    .filter((text): text is string => Boolean(text))
    .map((text) => text.replace(/\s+/g, ' '));
}

/** A date as Intl writes it long in the language, in Lisbon. */
const longDate = (isoDate: string, lang: Lang) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(
    new Date(isoDate),
  );

/** The internal links of the page's main content, each once. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

async function expectPagesInLanguage(request: APIRequestContext, hrefs: string[], lang: Lang) {
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, `${href} keeps the language`).toMatch(new RegExp(`^/${lang}(/|$)`));
    const response = await request.get(href.split('#')[0]!, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toContain(`<html lang="${LANG_TAG[lang]}"`);
  }
}

for (const [lang, dict] of LANGUAGES) {
  const copy = COPY[lang];

  test.describe(`company pages (${lang})`, () => {
    test('about: hero, sections, links in the same language, business JSON-LD, axe', async ({ page, request }) => {
      await page.goto(`/${lang}/about`);
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.about.hero.title);
      for (const title of [
        copy.about.vision.title,
        copy.about.values.title,
        copy.about.offerings.title,
        copy.about.team.title,
        copy.about.closing.title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      for (const item of [...copy.about.values.items, ...copy.about.offerings.items, ...copy.about.team.badges]) {
        await expect(main.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
      }

      const links = await internalLinks(page);
      for (const path of ['/contact', '/property-management', '/investment', '/relocation']) {
        expect(links).toContain(`/${lang}${path}`);
      }
      await expectPagesInLanguage(request, links, lang);

      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>));
      expect(blocks.map((block) => block['@type'])).toEqual(['LocalBusiness', 'AboutPage']);
      const business = blocks[0]!;
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        name: COMPANY.brandName,
        legalName: COMPANY.legalName,
        email: COMPANY.email,
        telephone: COMPANY.phone,
        description: copy.about.structuredData.businessDescription,
        knowsLanguage: ['English', 'Hebrew', 'Portuguese'],
      });
      expect(blocks[1]).toMatchObject({ inLanguage: LANG_TAG[lang], about: { '@id': business['@id'] } });

      await main.getByRole('link', { name: copy.about.offerings.items[1]!.linkLabel }).click();
      await expect(page).toHaveURL(`/${lang}/property-management`);
      await page.goBack();
      await expect(page).toHaveURL(`/${lang}/about`);
      await expectNoAxeViolations(page);
    });

    for (const id of ['privacy', 'terms'] as const) {
      const legal = copy[id].document;

      test(`${id}: headings with ids, table of contents, last updated, links in the same language, axe`, async ({
        page,
        request,
      }) => {
        await page.goto(`/${lang}/${id}`);
        await waitForApp(page);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy[id].hero.title);
        await expect(main.locator('time')).toHaveAttribute('dateTime', legal.updated.date);
        // The date as a reader of the page writes it: "23 November 2026", "23 de novembro de 2026".
        await expect(main.locator('time')).toHaveText(longDate(legal.updated.date, lang));
        await expect(main.getByText(legal.updated.label)).toBeVisible();

        const toc = main.getByRole('navigation', { name: legal.tocTitle });
        await expect(toc.getByRole('link')).toHaveCount(legal.sections.length);
        for (const section of legal.sections) {
          const heading = main.locator(`h2#${section.id}`);
          await expect(heading).toContainText(section.title);
          await expect(toc.getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
        }

        const last = legal.sections.at(-1)!;
        await toc.getByRole('link', { name: last.title }).click();
        await expect(page).toHaveURL(`/${lang}/${id}#${last.id}`);
        await expect(main.locator(`h2#${last.id}`)).toBeInViewport();

        const links = await internalLinks(page);
        expect(links).toContain(`/${lang}/contact`);
        expect(links).toContain(`/${lang}/${id === 'privacy' ? 'terms' : 'privacy'}`);
        await expectPagesInLanguage(request, links, lang);
        await expectNoAxeViolations(page);
      });
    }

    test('privacy: the cookie settings button reopens the cookie choice', async ({ page }) => {
      await page.goto(`/${lang}/privacy#cookies`);
      await waitForApp(page);
      await page.getByRole('button', { name: copy.privacy.cookieSettingsButton }).click();
      const banner = page.getByRole('region', { name: dict.cookies.title });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await banner.getByRole('button', { name: dict.cookies.necessaryOnly }).click();
      await expect(banner).toBeHidden();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? '{}') as object);
      expect(stored).toMatchObject({ consent: 'necessary-only', preferences: { analytics: false, marketing: false } });
    });

    for (const id of ['about', 'privacy', 'terms'] as const) {
      test(`${id}: the prerendered HTML holds the full text without JavaScript`, async ({ request }) => {
        const response = await request.get(`/${lang}/${id}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        const text = visibleText(html);
        const texts = shownTexts(copy[id]);
        expect(texts.length).toBeGreaterThan(20);
        for (const shown of texts) expect(text, `${id} (${lang})`).toContain(shown);
        if (id === 'about') {
          const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
          const types = scripts.map((match) => (JSON.parse(match[1]!) as { '@type': string })['@type']);
          expect(types).toEqual(['LocalBusiness', 'AboutPage']);
        } else {
          // Attribute names are case-insensitive in HTML: `dateTime` and `datetime` are one attribute.
          expect(html).toMatch(
            new RegExp(`<time datetime="${copy[id].document.updated.date}"[^>]*>[^<]*2026</time>`, 'i'),
          );
        }
      });
    }
  });
}
