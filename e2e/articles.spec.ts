// The articles index (search and category chips, the featured article, count, empty state) and every
// article page (heading, author and dates, links that keep the language, full text in the prerendered
// HTML, Article and BreadcrumbList structured data), in both languages, each page axe-clean.
import type { Page } from '@playwright/test';
import type { ArticleCopy } from '../src/features/articles/article-copy';
import { ARTICLES } from '../src/lib/content/articles';
import { COMPANY } from '../src/config/company';
import { INTL_LOCALE } from '../src/lib/format/intl';
import { LANG_TAG, type Lang } from '../src/lib/i18n/lang';
import { plainText } from '../src/lib/i18n/rich-text';
import { routeById } from '../src/lib/routing/routes';
import type { ArticlesPageCopy } from '../src/pages/articles/copy.en';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { pageCopy } from './page-copy';

const indexCopy = async (lang: Lang) =>
  (await pageCopy({ route: routeById('articles') }, lang)) as unknown as ArticlesPageCopy;
const articleCopy = async (lang: Lang, slug: string) =>
  (await pageCopy({ route: routeById('article'), slug }, lang)) as unknown as ArticleCopy;

/**
 * What the search test types, per language: a word of one title only (in capitals), words only one
 * excerpt holds, and a word in two excerpts (the relocation and the investment guidance).
 */
const SEARCH_WORDS = {
  en: { titleWord: 'LISBON', excerptWords: 'Rent Payment', twoExcerpts: 'BANK' },
  he: { titleWord: 'ליסבון', excerptWords: 'תשלום השכירות', twoExcerpts: 'בנק' },
  // "BANC" is in "conta bancária" and "seu banco".
  pt: { titleWord: 'LISBOA', excerptWords: 'Renda Recebida', twoExcerpts: 'BANC' },
} as const satisfies Record<Lang, object>;

/** A date as Intl writes it long in the language, in Lisbon: "5 March 2025", "5 de março de 2025". */
const longDate = (isoDate: string, lang: Lang) =>
  new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(
    new Date(isoDate),
  );

/** A category chip of the index (a toggle button in the chips' group). */
const chip = (page: Page, copy: ArticlesPageCopy, id: keyof ArticlesPageCopy['articles']['categories']) =>
  page
    .getByRole('group', { name: copy.index.categoriesLabel })
    .getByRole('button', { name: copy.articles.categories[id], exact: true });

/** Every text of an article as plain text, in reading order. */
function articleTexts(copy: ArticleCopy): string[] {
  return [
    ...copy.intro,
    ...copy.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.cards ?? []).flatMap((card) => [card.title, card.text]),
      ...(section.listTitle ? [section.listTitle] : []),
      ...(section.list ?? []),
      ...(section.closing ?? []),
      ...(section.note ? [section.note.title, section.note.text] : []),
    ]),
    copy.disclaimer,
    copy.cta.title,
    copy.cta.text,
  ].map((text) => plainText(text));
}

/** The visible text of server-rendered HTML: no tags, no React's text separators, entities decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>));

for (const [lang] of LANGUAGES) {
  test.describe(`articles index (${lang})`, () => {
    test('lists five articles: the featured one first and four in the grid, each linking to its page', async ({
      page,
    }) => {
      const copy = await indexCopy(lang);
      await page.goto(`/${lang}/articles`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.getByTestId('article-count')).toHaveText(copy.index.count.other.replace('{n}', '5'));

      const featured = page.getByRole('region', { name: copy.index.featuredLabel });
      const first = ARTICLES[0];
      await expect(featured.getByRole('link')).toHaveText(copy.articles.cards[first.slug].title);
      await expect(featured.getByRole('link')).toHaveAttribute('href', `/${lang}/articles/${first.slug}`);

      const grid = page.getByRole('region', { name: copy.index.moreTitle });
      const links = grid.getByRole('listitem').getByRole('link');
      await expect(links).toHaveCount(4);
      for (const [index, article] of ARTICLES.slice(1).entries()) {
        await expect(links.nth(index)).toHaveText(copy.articles.cards[article.slug].title);
        await expect(links.nth(index)).toHaveAttribute('href', `/${lang}/articles/${article.slug}`);
      }
      await expectNoAxeViolations(page);

      // Every card leads to a real article page in the same language.
      await links.nth(3).click();
      await expect(page).toHaveURL(`/${lang}/articles/${ARTICLES[4].slug}`);
      const target = await articleCopy(lang, ARTICLES[4].slug);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.hero.title);
    });

    test('searches titles and excerpts case-insensitively, live, and combines the search with a category', async ({
      page,
    }) => {
      test.slow(); // many steps and two axe runs
      const copy = await indexCopy(lang);
      await page.goto(`/${lang}/articles`);
      await waitForApp(page);
      const search = page.getByRole('searchbox', { name: copy.index.searchLabel });
      const count = page.getByTestId('article-count');
      const featured = page.getByRole('region', { name: copy.index.featuredLabel });
      const cardTitles = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
      const title = (slug: (typeof ARTICLES)[number]['slug']) => copy.articles.cards[slug].title;

      // A word of one title, typed in capitals: only that article, and the featured one is not replaced.
      const words = SEARCH_WORDS[lang];
      await search.fill(words.titleWord);
      await expect(count).toHaveText(copy.index.count.one);
      await expect(featured).toHaveCount(0);
      await expect(cardTitles).toHaveText([title('property-management-lisbon')]);

      // Words that only an excerpt holds.
      await search.fill(words.excerptWords);
      await expect(count).toHaveText(copy.index.count.one);
      await expect(cardTitles).toHaveText([title('real-estate-investment')]);

      // "bank" is in two excerpts: the investment guidance and relocating (a relocation article).
      await search.fill(words.twoExcerpts);
      await expect(count).toHaveText(copy.index.count.other.replace('{n}', '2'));
      await expect(cardTitles).toHaveText([title('relocating-to-portugal'), title('real-estate-investment')]);

      // With the investment chip, only the investment article among them.
      const investment = chip(page, copy, 'investment');
      await investment.click();
      await expect(investment).toHaveAttribute('aria-pressed', 'true');
      await expect(chip(page, copy, 'all')).toHaveAttribute('aria-pressed', 'false');
      await expect(count).toHaveText(copy.index.count.one);
      await expect(featured).toHaveCount(0);
      await expect(cardTitles).toHaveText([title('real-estate-investment')]);

      // The chip alone: both investment articles, the featured one in its place.
      await search.fill('');
      await expect(count).toHaveText(copy.index.count.other.replace('{n}', '2'));
      await expect(featured.getByRole('link')).toHaveText(title('portugal-tax-reforms-2025'));
      await expect(cardTitles).toHaveText([title('real-estate-investment')]);
      await expectNoAxeViolations(page);
    });

    test('the chips filter by category, the featured article is never replaced, and an empty result shows its state', async ({
      page,
    }) => {
      const copy = await indexCopy(lang);
      await page.goto(`/${lang}/articles`);
      await waitForApp(page);
      const chips = page.getByRole('group', { name: copy.index.categoriesLabel }).getByRole('button');
      await expect(chips).toHaveText(
        (['all', 'relocation', 'investment', 'property-management', 'lifestyle', 'culture'] as const).map(
          (id) => copy.articles.categories[id],
        ),
      );
      const count = page.getByTestId('article-count');
      const featured = page.getByRole('region', { name: copy.index.featuredLabel });
      const cardTitles = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });

      await chip(page, copy, 'relocation').click();
      await expect(count).toHaveText(copy.index.count.one);
      await expect(featured).toHaveCount(0);
      await expect(cardTitles).toHaveText([copy.articles.cards['relocating-to-portugal'].title]);
      await expect(chip(page, copy, 'relocation')).toHaveAttribute('aria-pressed', 'true');

      await chip(page, copy, 'culture').click();
      await expect(count).toHaveText(copy.index.count.other.replace('{n}', '0'));
      await expect(page.getByRole('heading', { name: copy.index.emptyTitle })).toBeVisible();
      await expect(cardTitles).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: copy.index.clearFilters }).click();
      await expect(count).toHaveText(copy.index.count.other.replace('{n}', '5'));
      await expect(featured.getByRole('link')).toHaveText(copy.articles.cards[ARTICLES[0].slug].title);
      await expect(chip(page, copy, 'all')).toHaveAttribute('aria-pressed', 'true');
    });

    test('the prerendered index holds every article card', async ({ request }) => {
      const copy = await indexCopy(lang);
      const text = htmlText(await (await request.get(`/${lang}/articles`)).text());
      for (const article of ARTICLES) {
        expect(text).toContain(copy.articles.cards[article.slug].title);
        expect(text).toContain(copy.articles.cards[article.slug].excerpt);
      }
    });
  });

  test.describe(`article pages (${lang})`, () => {
    for (const article of ARTICLES) {
      const url = `/${lang}/articles/${article.slug}`;

      test(`${url}: heading, author and dates, links in ${lang}, Article and BreadcrumbList data, axe`, async ({
        page,
      }) => {
        const copy = await articleCopy(lang, article.slug);
        await page.goto(url);
        await waitForApp(page);
        const main = page.getByRole('main');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
        const meta = page.getByTestId('article-meta');
        const labels = copy.articles.labels;
        await expect(meta.getByRole('term')).toHaveText([
          labels.author,
          labels.category,
          labels.published,
          labels.lastReviewed,
          labels.readingTime,
        ]);
        await expect(meta.getByRole('definition').nth(0)).toHaveText(copy.articles.authors[article.author]);
        await expect(meta.getByRole('definition').nth(1)).toHaveText(copy.articles.categories[article.category]);
        await expect(meta.getByRole('definition').nth(2).locator('time')).toHaveAttribute(
          'datetime',
          article.published,
        );
        await expect(meta.getByRole('definition').nth(2)).toHaveText(longDate(article.published, lang));
        await expect(meta.getByRole('definition').nth(3).locator('time')).toHaveAttribute(
          'datetime',
          article.lastReviewed,
        );
        await expect(meta.getByRole('definition').nth(3)).toHaveText(longDate(article.lastReviewed, lang));
        await expect(meta.getByRole('definition').nth(4)).toHaveText(
          labels.readTime.replace('{n}', String(article.readMinutes)),
        );
        for (const section of copy.sections) {
          await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        }

        await expect(main.getByRole('link', { name: copy.articles.labels.backToArticles })).toHaveAttribute(
          'href',
          `/${lang}/articles`,
        );
        await expect(main.getByRole('link', { name: copy.cta.button })).toHaveAttribute('href', `/${lang}/contact`);
        if (article.slug === 'portugal-tax-reforms-2025') {
          await expect(main.getByRole('link', { name: COMPANY.email })).toHaveAttribute(
            'href',
            `mailto:${COMPANY.email}`,
          );
        }
        if (article.slug === 'real-estate-investment') {
          await expect(page.locator('#services li h3')).toHaveCount(7);
        }
        // Every internal link of the page's content keeps the language (the header's toggle switches it).
        const hrefs = await main
          .locator('a[href^="/"]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(5);
        expect(hrefs.filter((href) => href !== `/${lang}` && !href.startsWith(`/${lang}/`))).toEqual([]);

        const blocks = await jsonLdTypes(page);
        expect(blocks.map((block) => block['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
        const data = blocks.find((block) => block['@type'] === 'Article')!;
        expect(data.headline).toBe(copy.hero.title);
        expect(data.inLanguage).toBe(LANG_TAG[lang]);
        expect(data.datePublished).toBe(article.published);
        expect(data.dateModified).toBe(article.lastReviewed);
        expect((data.author as { name: string }).name).toBe(copy.articles.authors[article.author]);
        expect(data.url).toMatch(new RegExp(`${url}$`));
        const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
        expect((trail.itemListElement as unknown[]).length).toBe(3);

        await expectNoAxeViolations(page);
      });

      test(`${url}: the prerendered HTML holds the whole article and its structured data`, async ({ request }) => {
        const copy = await articleCopy(lang, article.slug);
        const html = await (await request.get(url)).text();
        const text = htmlText(html);
        for (const paragraph of articleTexts(copy)) expect(text).toContain(paragraph);
        const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1]!) as Record<string, unknown>,
        );
        expect(scripts.map((block) => block['@type']).sort()).toEqual(['Article', 'BreadcrumbList']);
      });
    }

    test('the back link returns to the index in the same language', async ({ page }) => {
      const copy = await articleCopy(lang, 'real-estate-investment');
      const index = await indexCopy(lang);
      await page.goto(`/${lang}/articles/real-estate-investment`);
      await waitForApp(page);
      await page.getByRole('link', { name: copy.articles.labels.backToArticles }).click();
      await expect(page).toHaveURL(`/${lang}/articles`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(index.hero.title);
    });
  });
}
