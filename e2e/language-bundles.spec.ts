// A visitor downloads the copy of their own language only: the JavaScript an English page loads holds
// no Hebrew (but the language toggle's own label), and a Hebrew page's JavaScript holds none of the
// English copy (UI dictionary and page copy). One exception by rule: the investment calculator's
// "e-mail me this summary" link writes its summary in both languages (docs/decisions.md,
// "Calculators"), so the investment calculator, which loads when the investment page opens it,
// carries the other language's summary texts.
import type { Page, Response } from '@playwright/test';
import summaryEn from '../src/features/investment-calculator/summary-text.en';
import summaryHe from '../src/features/investment-calculator/summary-text.he';
import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { prerenderTargets } from '../src/lib/routing/routes';
import { leaves, leafText } from '../tests/copy-shape';
import { expect, test, waitForApp } from './fixtures';
import { pageCopy } from './page-copy';

const HEBREW = /[\u0590-\u05ff]/;
const HEBREW_RUNS = /[\u0590-\u05ff][\u0590-\u05ff ]*/g;
/** The toggle on English pages names the other language in its own script. */
const TOGGLE_LABELS = [en.nav.switchLanguage, en.nav.switchLanguageLabel];

/** The bilingual summary's texts (summary-mailto.ts), loaded with the investment calculator only. */
const textsOf = (copy: unknown) => leaves(copy).map(([, value]) => String(leafText(value) ?? ''));
const SUMMARY_TEXTS = { en: textsOf(summaryEn), he: textsOf(summaryHe) };
const carriesSummary = (url: string) => /^\/(en|he)\/investment$/.test(url);

/** Loads a page as a first visit and returns the text of every script it downloaded, deferred ones included. */
async function scriptsOf(page: Page, url: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  };
  page.on('response', collect);
  await page.goto(url);
  await waitForApp(page);
  // Code that loads after hydration (forms, toasts) counts too: wait until it has arrived.
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return (await Promise.all(bodies)).join('\n');
}

/** Texts the same in both languages on purpose (the title template around the brand). */
const SAME_IN_BOTH = new Set(leaves(he).map(([, value]) => leafText(value)));

/** English texts of at least three words, which no code would contain by chance. */
async function englishCopy(): Promise<string[]> {
  const copies = await Promise.all(
    prerenderTargets()
      .filter((target) => target.lang === 'en')
      .map((target) => pageCopy(target, 'en')),
  );
  return [...leaves(en), ...copies.flatMap((copy) => leaves(copy))]
    .map(([, value]) => leafText(value))
    .filter((text): text is string => text !== null && text.trim().split(/\s+/).length >= 3)
    .filter((text) => !SAME_IN_BOTH.has(text));
}

/** Whether minified JavaScript holds a text, written plainly or with JSON-style escapes. */
function containsText(scripts: string, text: string): boolean {
  return scripts.includes(text) || scripts.includes(JSON.stringify(text).slice(1, -1));
}

const contentPages = prerenderTargets().filter((target) => target.route.prerender === 'content');

test.describe('each language downloads only its own copy', () => {
  for (const target of contentPages.filter((entry) => entry.lang === 'en')) {
    const { url } = target;
    test(`${url} loads no Hebrew`, async ({ page }) => {
      const scripts = await scriptsOf(page, url);
      // The check can see copy: the page's own English title is there.
      expect(containsText(scripts, (await pageCopy(target, 'en')).hero.title)).toBe(true);
      // The minifier may split a label into parts; each Hebrew run must be part of a toggle label.
      const allowed = [...TOGGLE_LABELS, ...(carriesSummary(url) ? SUMMARY_TEXTS.he : [])];
      const hebrew = [...scripts.matchAll(HEBREW_RUNS)].map((match) => match[0].trim());
      expect(hebrew.filter((run) => !allowed.some((label) => label.includes(run)))).toEqual([]);
    });
  }

  for (const { url } of contentPages.filter((target) => target.lang === 'he')) {
    test(`${url} loads no English copy`, async ({ page }) => {
      const texts = await englishCopy();
      expect(texts.length).toBeGreaterThan(100);
      const scripts = await scriptsOf(page, url);
      expect(scripts).toMatch(HEBREW);
      const summary = carriesSummary(url) ? SUMMARY_TEXTS.en : [];
      const found = texts.filter((text) => containsText(scripts, text));
      expect(found.filter((text) => !summary.includes(text))).toEqual([]);
    });
  }
});
