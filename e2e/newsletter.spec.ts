import { LOCAL_BACKEND_URL } from '../playwright.config';
import { storedLeads, uniqueEmail, watchBackendClients } from './backend';
import { LANGUAGES } from './languages';
import { test, expect, waitForApp } from './fixtures';

const FUNCTION_URL = `${LOCAL_BACKEND_URL}/functions/v1/newsletter-subscribe`;
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

for (const [lang, dict] of LANGUAGES) {
  test.describe(`footer newsletter (${lang})`, () => {
    test('the page loads no backend client, and subscribing needs none: one request stores the address', async ({
      page,
      request,
    }) => {
      const clients = watchBackendClients(page);
      await page.goto(`/${lang}/about`);
      await waitForApp(page);
      expect(clients.usedSupabaseJs()).toBe(false);

      const address = uniqueEmail(`reader-${lang}`);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByLabel(dict.footer.newsletter.emailLabel);
      await email.fill(`  ${address.toUpperCase()} `);
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.successTitle)).toBeVisible();
      await expect(email).toHaveValue('');
      // The public pages call a function with one fetch, no client to load first (docs/delivery.md).
      expect(clients.usedSupabaseJs()).toBe(false);

      const rows = await storedLeads(request, 'newsletter_subscribers', address);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: address,
        source_page: `/${lang}/about`,
        consent_version: expect.any(String),
        // Pending until the owner confirms (e2e/newsletter-journey.spec.ts follows the link).
        language: lang,
        confirmed_at: null,
      });
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

    test('"Already Subscribed" comes from this browser only; another browser gets the same answer as a new address', async ({
      page,
      browser,
    }) => {
      const address = uniqueEmail(`twice-${lang}`);
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByLabel(dict.footer.newsletter.emailLabel);
      await email.fill(address);
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.successTitle)).toBeVisible();
      await email.fill(address);
      await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(page.getByText(dict.footer.newsletter.alreadyDescription)).toBeVisible();

      // A stranger trying the same address learns nothing.
      const stranger = await browser.newContext();
      const other = await stranger.newPage();
      await other.goto(`/${lang}`);
      await waitForApp(other);
      const otherFooter = other.getByRole('contentinfo');
      await otherFooter.getByLabel(dict.footer.newsletter.emailLabel).fill(address);
      await otherFooter.getByRole('button', { name: dict.footer.newsletter.submit }).click();
      await expect(other.getByText(dict.footer.newsletter.successTitle)).toBeVisible();
      await expect(other.getByText(dict.footer.newsletter.alreadyTitle)).toHaveCount(0);
      await stranger.close();
    });

    test.describe(() => {
      test.use({ expectedErrorStatuses: [500] });
      test('a server failure shows the error toast', async ({ page }) => {
        await page.route(FUNCTION_URL, (route) =>
          route.request().method() === 'OPTIONS'
            ? route.fulfill({ status: 204, headers: CORS })
            : route.fulfill({ status: 500, headers: CORS, json: { error: 'Something went wrong' } }),
        );
        await page.goto(`/${lang}`);
        await waitForApp(page);
        const footer = page.getByRole('contentinfo');
        await footer.getByLabel(dict.footer.newsletter.emailLabel).fill(uniqueEmail('fail'));
        await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
        await expect(page.getByText(dict.footer.newsletter.errorDescription)).toBeVisible();
      });
    });
  });
}
