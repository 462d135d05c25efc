// A visitor downloads the copy of their own language only: the JavaScript a page loads holds none of
// another language's copy (UI dictionary and page copy), and no Hebrew but the language switch's own
// label on a page that is not Hebrew. One exception by rule: the investment calculator's "e-mail me
// this summary" link writes its summary in two languages (docs/decisions.md, "Calculators"), so the
// investment calculator, which loads when the investment page opens it, carries the second
// language's summary texts (English, or Hebrew on the English page).
import type { Page, Response } from '@playwright/test';
import summaryEn from '../src/features/investment-calculator/summary-text.en';
import summaryHe from '../src/features/investment-calculator/summary-text.he';
import summaryPt from '../src/features/investment-calculator/summary-text.pt';
import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { LANGS, type Lang } from '../src/lib/i18n/lang';
import { LANGUAGE_NAMES } from '../src/lib/i18n/language-names';
import { pt } from '../src/lib/i18n/pt';
import { prerenderTargets } from '../src/lib/routing/routes';
import { leaves, leafText } from '../tests/copy-shape';
import { expect, test, waitForApp } from './fixtures';
import { pageCopy } from './page-copy';

const HEBREW_RUNS = /[\u0590-\u05ff][\u0590-\u05ff ]*/g;
/** The switch names each other language in its own words (src/lib/i18n/language-names.ts). */
const SWITCH_LABELS = Object.values(LANGUAGE_NAMES).flatMap(({ name, readIn }) => [name, readIn]);
const DICTIONARIES = { en, he, pt } as const;

/** The two-language summary's texts (summary-mailto.ts), loaded with the investment calculator only. */
const textsOf = (copy: unknown) => leaves(copy).map(([, value]) => String(leafText(value) ?? ''));
const SUMMARY_TEXTS: Record<Lang, string[]> = {
  en: textsOf(summaryEn),
  he: textsOf(summaryHe),
  pt: textsOf(summaryPt),
};
/** The summary's second language on the investment page of each language. */
const summarySecond = (url: string): Lang | undefined => {
  const lang = /^\/(en|he|pt)\/investment$/.exec(url)?.[1] as Lang | undefined;
  return lang && (lang === 'en' ? 'he' : 'en');
};

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

const contentPages = prerenderTargets().filter((target) => target.route.prerender === 'content');

/**
 * A text of at least three words that is not a proper name: "Imposto do Selo" or "Vila Nova de Gaia"
 * (every word of four letters or more capitalised) is the same in every language's copy.
 */
function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length >= 3 && !words.every((word) => word.length < 4 || /^\p{Lu}/u.test(word));
}

/** Each language's sentences, which no code would contain by chance. */
const copyTexts = new Map<Lang, Promise<string[]>>();
function textsIn(lang: Lang): Promise<string[]> {
  let texts = copyTexts.get(lang);
  if (!texts) {
    texts = Promise.all(contentPages.filter((target) => target.lang === lang).map((target) => pageCopy(target, lang)))
      .then((copies) =>
        [...leaves(DICTIONARIES[lang]), ...copies.flatMap((copy) => leaves(copy))].map(([, value]) => leafText(value)),
      )
      .then((all) => all.filter((text): text is string => text !== null && isSentence(text)));
    copyTexts.set(lang, texts);
  }
  return texts;
}

/** Whether minified JavaScript holds a text, written plainly or with JSON-style escapes. */
function containsText(scripts: string, text: string): boolean {
  return scripts.includes(text) || scripts.includes(JSON.stringify(text).slice(1, -1));
}

test.describe('each language downloads only its own copy', () => {
  for (const target of contentPages) {
    const { url, lang } = target;
    test(`${url} loads no other language's copy`, async ({ page }) => {
      const scripts = await scriptsOf(page, url);
      // The check can see copy: the page's own title is there.
      expect(containsText(scripts, (await pageCopy(target, lang)).hero.title)).toBe(true);
      const second = summarySecond(url);
      const own = new Set(await textsIn(lang));
      for (const other of LANGS.filter((candidate) => candidate !== lang)) {
        const allowed = new Set(other === second ? SUMMARY_TEXTS[other] : []);
        const texts = (await textsIn(other)).filter((text) => !own.has(text) && !allowed.has(text));
        expect(texts.length).toBeGreaterThan(100);
        expect(
          texts.filter((text) => containsText(scripts, text)),
          other,
        ).toEqual([]);
      }
      if (lang !== 'he') {
        // The minifier may split a label into parts; each Hebrew run must be part of a switch label.
        const allowed = [...SWITCH_LABELS, ...(second === 'he' ? SUMMARY_TEXTS.he : [])];
        const hebrew = [...scripts.matchAll(HEBREW_RUNS)].map((match) => match[0].trim());
        expect(hebrew.filter((run) => !allowed.some((label) => label.includes(run)))).toEqual([]);
      }
    });
  }
});
