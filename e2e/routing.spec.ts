import { LANGUAGES, PAGE_COPY } from './languages';
import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { pt } from '../src/lib/i18n/pt';
import { test, expect, waitForApp } from './fixtures';
import enCalc from '../src/pages/calculate-cost/copy.en';
import heCalc from '../src/pages/calculate-cost/copy.he';
import ptCalc from '../src/pages/calculate-cost/copy.pt';
import heRental from '../src/pages/rental-agreement/copy.he';

test.describe('bare paths', () => {
  for (const [bare, target] of [
    ['/', '/en'],
    ['/about', '/en/about'],
    ['/contact?service=investment#form', '/en/contact?service=investment#form'],
    ['/thank-you', '/en/thank-you'],
    ['/admin/fb-listings', '/en/admin/fb-listings'],
    ['/articles/real-estate-investment', '/en/articles/real-estate-investment'],
    ['/rental-agreement-template-Portugal', '/en/property-management/rental-agreement'],
  ] as const) {
    test(`${bare} goes to ${target}`, async ({ page }) => {
      await page.goto(bare);
      await waitForApp(page);
      await expect(page).toHaveURL(target);
    });
  }

  test('the host answers a bare path with a permanent redirect', async ({ request }) => {
    const response = await request.get('/investment?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/investment?x=1');
  });

  test('an alias replaces its history entry with the page it names', async ({ page }) => {
    await page.goto('/he/about');
    await waitForApp(page);
    await page.goto('/he/rental-agreement-template-Portugal');
    await expect(page).toHaveURL('/he/property-management/rental-agreement');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heRental.hero.title);
    await page.goBack();
    await expect(page).toHaveURL('/he/about');

    // Reached inside the app (no server redirect), the alias also replaces itself.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/he/rental-agreement-template-Portugal?from=menu');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/he/property-management/rental-agreement?from=menu');
    await page.goBack();
    await expect(page).toHaveURL('/he/about');
  });
});

test.describe('language', () => {
  test('English pages are left to right, Hebrew pages right to left', async ({ page }) => {
    await page.goto('/en/investment');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/he/investment');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    // The Hebrew font applies to Hebrew pages only.
    const font = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
    expect(font).toContain('Heebo');
  });

  test('the language switch keeps path, query and hash, in every direction', async ({ page }) => {
    await page.goto('/en/property-management/calculate-cost?rent=1200#packages');
    await waitForApp(page);
    await page.getByRole('banner').getByTestId('language-toggle-he').click();
    await expect(page).toHaveURL('/he/property-management/calculate-cost?rent=1200#packages');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heCalc.hero.title);
    await expect(page).toHaveTitle(he.meta.titleTemplate.replace('{title}', heCalc.meta.title));
    await page.getByRole('banner').getByTestId('language-toggle-pt').click();
    await expect(page).toHaveURL('/pt/property-management/calculate-cost?rent=1200#packages');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ptCalc.hero.title);
    await expect(page).toHaveTitle(pt.meta.titleTemplate.replace('{title}', ptCalc.meta.title));
    await page.getByRole('banner').getByTestId('language-toggle-en').click();
    await expect(page).toHaveURL('/en/property-management/calculate-cost?rent=1200#packages');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enCalc.hero.title);
    await expect(page).toHaveTitle(en.meta.titleTemplate.replace('{title}', enCalc.meta.title));
  });

  test('the language switch keeps the reader’s place on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/en/about');
    await waitForApp(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('banner').getByTestId('language-toggle-pt').click();
    await expect(page).toHaveURL('/pt/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test('a path change scrolls to the top, a hash does not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en/about');
    await waitForApp(page);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: en.nav.contact }).click();
    await expect(page).toHaveURL('/en/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // With a hash, the page goes to that element instead of the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/en/about#main');
    await waitForApp(page);
    await page.getByRole('banner').getByTestId('language-toggle-he').click();
    await expect(page).toHaveURL('/he/about#main');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('not found', () => {
  for (const [lang, dict] of LANGUAGES) {
    test(`unknown ${lang} path answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.errors.notFoundMessage);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByRole('main').getByRole('link', { name: dict.errors.notFoundHome }).click();
      await expect(page).toHaveURL(`/${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_COPY[lang].home.hero.title);
    });
  }

  test('client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/en');
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.errors.notFoundMessage);
  });
});
