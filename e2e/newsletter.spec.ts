import { LANGUAGES } from './languages';
import { test, expect, waitForApp } from './fixtures';
import type { Page } from '@playwright/test';

const FUNCTION_URL = 'http://127.0.0.1:54321/functions/v1/newsletter-subscribe';
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

/** Script URLs the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

for (const [lang, dict] of LANGUAGES) {
  test.describe(`footer newsletter (${lang})`, () => {
    test('the page loads without the Supabase client; subscribing loads it and confirms', async ({ page }) => {
      // The backend is stubbed at the network boundary until the embedded backend exists.
      const posted: unknown[] = [];
      await page.route(FUNCTION_URL, async (route) => {
        if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
        posted.push(route.request().postDataJSON());
        return route.fulfill({ status: 200, headers: CORS, json: { success: true } });
      });
      await page.goto(`/${lang}/about`);
      await waitForApp(page);
      expect((await loadedScripts(page)).some((name) => name.includes('supabase-client'))).toBe(false);

      const footer = page.getByRole('contentinfo');
      const email = footer.getByLabel(dict.footer.newsletter.emailLabel);
      await email.fill('  Reader@Example.COM ');
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.successTitle)).toBeVisible();
      await expect(email).toHaveValue('');
      expect(posted).toEqual([{ email: 'reader@example.com' }]);
      expect((await loadedScripts(page)).some((name) => name.includes('supabase-client'))).toBe(true);
    });

    test('an invalid address is refused without a request', async ({ page }) => {
      let requests = 0;
      await page.route(FUNCTION_URL, (route) => {
        requests += 1;
        return route.abort();
      });
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(dict.footer.newsletter.emailLabel).fill('not-an-address');
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.invalidEmail)).toBeVisible();
      await footer.getByLabel(dict.footer.newsletter.emailLabel).fill('');
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.emptyEmail)).toBeVisible();
      expect(requests).toBe(0);
    });

    test('a duplicate address is reported as already subscribed', async ({ page }) => {
      await page.route(FUNCTION_URL, (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fulfill({ status: 204, headers: CORS })
          : route.fulfill({ status: 409, headers: CORS, json: { error: 'Email already subscribed' } }),
      );
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(dict.footer.newsletter.emailLabel).fill('reader@example.com');
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.alreadyDescription)).toBeVisible();
    });
  });
}
