// The relocation guide and the settling-in page in each language: headings, the Hebrew-only status
// selector (select, switch, clear, keyboard), internal links that keep the language and resolve, the
// full text in the prerendered HTML, and axe on every page and state.
import type { Page } from '@playwright/test';
import { plainText } from '../src/lib/i18n/rich-text';
import relocationEn from '../src/pages/relocation/copy.en';
import relocationHe from '../src/pages/relocation/copy.he';
import relocationPt from '../src/pages/relocation/copy.pt';
import situation from '../src/pages/relocation/situation.he';
import settlingEn from '../src/pages/settling/copy.en';
import settlingHe from '../src/pages/settling/copy.he';
import settlingPt from '../src/pages/settling/copy.pt';
import { LANG_TAG } from '../src/lib/i18n/lang';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';

const COPY = {
  en: { relocation: relocationEn, settling: settlingEn },
  he: { relocation: relocationHe, settling: settlingHe },
  pt: { relocation: relocationPt, settling: settlingPt },
} as const;

/** The text of an HTML page: tags dropped (inline links included) and React's few entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForApp(page);
  return page.getByRole('main');
}

/** Every internal link of the page's main content, once each. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

for (const [lang] of LANGUAGES) {
  const { relocation, settling } = COPY[lang];

  test.describe(`relocation guide (${lang})`, () => {
    test('shows its heading, sections and consultation button, with no accessibility violations', async ({ page }) => {
      const main = await open(page, `/${lang}/relocation`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(relocation.hero.title);
      await expect(main.getByRole('link', { name: relocation.hero.consultationButton })).toHaveAttribute(
        'href',
        `/${lang}/contact`,
      );
      for (const title of [relocation.whyMove.title, relocation.visas.title, relocation.preparation.title]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      for (const card of relocation.visas.cards) {
        await expect(main.getByRole('heading', { level: 3, name: card.title, exact: true })).toBeVisible();
        await expect(main.getByText(card.badge, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole('heading', { name: relocation.visas.importantTitle })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    if (lang === 'he') {
      test('"What is your situation?": select, switch and clear a status, by pointer and keyboard', async ({
        page,
      }) => {
        const main = await open(page, '/he/relocation');
        const group = main.getByRole('group', { name: situation.groupLabel });
        await expect(main.getByRole('heading', { level: 2, name: situation.title })).toBeVisible();
        await expect(group.getByRole('button')).toHaveCount(4);
        await expect(main.getByRole('article')).toHaveCount(0);
        await expect(main.getByText(situation.prompt)).toBeVisible();

        const [israeli, eu, portuguese] = situation.statuses;
        const button = (title: string) => group.getByRole('button', { name: title });
        const card = (title: string) => main.getByRole('article', { name: title });

        // Select.
        await button(israeli!.title).click();
        await expect(button(israeli!.title)).toHaveAttribute('aria-pressed', 'true');
        await expect(card(israeli!.title)).toBeVisible();
        await expect(card(israeli!.title)).toContainText(israeli!.content.description);
        await expect(card(israeli!.title)).toContainText(israeli!.content.timeline);
        await expect(card(israeli!.title)).toContainText(israeli!.content.note!);
        await expect(card(israeli!.title).getByRole('link', { name: situation.contactButton })).toHaveAttribute(
          'href',
          '/he/contact',
        );
        await expect(main.getByText(situation.prompt)).toBeHidden();
        await expectNoAxeViolations(page);

        // Switch.
        await button(eu!.title).click();
        await expect(button(eu!.title)).toHaveAttribute('aria-pressed', 'true');
        await expect(button(israeli!.title)).toHaveAttribute('aria-pressed', 'false');
        await expect(card(eu!.title)).toContainText(eu!.content.description);
        await expect(main.getByRole('article')).toHaveCount(1);

        // Clear.
        await button(eu!.title).click();
        await expect(button(eu!.title)).toHaveAttribute('aria-pressed', 'false');
        await expect(main.getByRole('article')).toHaveCount(0);
        await expect(main.getByText(situation.prompt)).toBeVisible();

        // Keyboard: focus a button, Enter selects it, Space clears it.
        await button(portuguese!.title).focus();
        await page.keyboard.press('Enter');
        await expect(card(portuguese!.title)).toBeVisible();
        await page.keyboard.press('Space');
        await expect(main.getByRole('article')).toHaveCount(0);
        await page.keyboard.press('Shift+Tab');
        await expect(button(eu!.title)).toBeFocused();
      });
    } else {
      test('has no "What is your situation?" section', async ({ page }) => {
        const main = await open(page, `/${lang}/relocation`);
        await expect(main.getByRole('heading', { level: 2, name: relocation.visas.title })).toBeVisible();
        await expect(main.getByRole('group')).toHaveCount(0);
        await expect(main.locator('[aria-pressed]')).toHaveCount(0);
        await expect(main.getByText(situation.title)).toHaveCount(0);
      });
    }

    test('the prerendered HTML holds the full text, fetched without JavaScript', async ({ request }) => {
      const response = await request.get(`/${lang}/relocation`);
      expect(response.status()).toBe(200);
      const html = htmlText(await response.text());
      const texts = [
        relocation.hero.subtitle,
        relocation.hero.consultationButton,
        ...relocation.whyMove.cards.flatMap((card) => [card.title, card.text]),
        ...relocation.visas.cards.flatMap((card) => [
          card.badge,
          card.title,
          card.subtitle,
          card.description,
          ...card.requirements,
        ]),
        relocation.visas.importantTitle,
        ...relocation.visas.important,
        ...relocation.preparation.steps.flatMap((step) => [step.title, step.description]),
        relocation.expect.title,
        ...relocation.expect.paragraphs.map((paragraph) => plainText(paragraph)),
        relocation.closing.title,
        relocation.closing.text,
      ];
      // The Hebrew page holds the section and its four statuses; a status's card is drawn when chosen.
      const situationTexts = [
        situation.title,
        situation.intro,
        situation.prompt,
        ...situation.statuses.flatMap((status) => [status.title, status.hint]),
      ];
      const missing = [...texts, ...(lang === 'he' ? situationTexts : [])].filter((text) => !html.includes(text));
      expect(missing).toEqual([]);
      if (lang !== 'he') expect(html).not.toContain(situation.title);
    });
  });

  test.describe(`settling-in page (${lang})`, () => {
    test('shows its heading and sections, with no accessibility violations', async ({ page }) => {
      const main = await open(page, `/${lang}/settling`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(settling.hero.title);
      for (const title of [
        settling.prosCons.title,
        settling.regions.title,
        settling.admin.title,
        settling.dailyLife.title,
        settling.integration.title,
        settling.closing.title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('the prerendered HTML holds the full text, fetched without JavaScript', async ({ request }) => {
      const response = await request.get(`/${lang}/settling`);
      expect(response.status()).toBe(200);
      const html = htmlText(await response.text());
      const texts = [
        settling.hero.subtitle,
        ...settling.prosCons.pros,
        ...settling.prosCons.cons,
        ...settling.regions.items.flatMap((region) => [region.title, region.text, ...region.highlights]),
        plainText(settling.admin.intro),
        ...settling.admin.steps.flatMap((step) => [step.title, step.where, step.text]),
        settling.admin.note,
        ...settling.dailyLife.items.flatMap((item) => [item.title, item.text]),
        ...settling.integration.tips,
        settling.closing.text,
      ];
      expect(texts.filter((text) => !html.includes(text))).toEqual([]);
    });
  });

  for (const path of ['relocation', 'settling'] as const) {
    test(`/${lang}/${path}: every internal link keeps the language and opens a page`, async ({ page, request }) => {
      await open(page, `/${lang}/${path}`);
      const links = await internalLinks(page);
      const expected =
        path === 'relocation' ? ['contact', 'investment', 'settling'] : ['contact', 'investment', 'relocation'];
      expect(links).toEqual(expect.arrayContaining(expected.map((target) => `/${lang}/${target}`)));
      for (const href of links) {
        expect(href, href).toMatch(new RegExp(`^/${lang}(/|$)`));
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
        expect(await response.text(), href).toContain(`<html lang="${LANG_TAG[lang]}"`);
      }
      // And a click on one of them lands on that page in the same language.
      const target = path === 'relocation' ? 'settling' : 'relocation';
      await page.getByRole('main').locator(`a[href="/${lang}/${target}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY[lang][target].hero.title);
    });
  }
}
