import { LANGUAGES } from './languages';
import { CONSENT_STORAGE_KEY } from '../src/features/cookie-consent/consent-storage';
import { expectNoAxeViolations } from './axe';
import { test, expect, pausedClock, shellOnPausedClock, waitForApp } from './fixtures';
import type { Page } from '@playwright/test';

test.use({ storedConsent: null });

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, CONSENT_STORAGE_KEY);

for (const [lang, dict] of LANGUAGES) {
  test.describe(`cookie banner (${lang})`, () => {
    const banner = (page: Page) => page.getByRole('region', { name: dict.cookies.title });

    test('appears one second after load and is accessible', async ({ page }) => {
      // A controlled clock makes the one-second delay exact instead of racing the real one.
      await pausedClock(page);
      await page.goto(`/${lang}`);
      await shellOnPausedClock(page);
      await page.clock.runFor(900);
      await expect(banner(page)).toHaveCount(0);
      await page.clock.runFor(200);
      await expect(banner(page)).toBeVisible();
      await page.clock.resume(); // axe-core schedules timers of its own
      await expectNoAxeViolations(page);
    });

    for (const [button, consent, optional] of [
      ['acceptAll', 'accepted', true],
      ['necessaryOnly', 'necessary-only', false],
      ['reject', 'rejected', false],
    ] as const) {
      test(`${button} stores ${consent} and the banner stays away`, async ({ page }) => {
        await page.goto(`/${lang}/about`);
        await banner(page).getByRole('button', { name: dict.cookies[button], exact: true }).click();
        await expect(banner(page)).toBeHidden();
        expect(await storedConsent(page)).toMatchObject({
          consent,
          preferences: { necessary: true, analytics: optional, marketing: optional },
        });
        await page.reload();
        await waitForApp(page);
        await page.waitForTimeout(1500);
        await expect(banner(page)).toBeHidden();
      });
    }

    test('closing without choosing stores nothing, so it returns on the next visit', async ({ page }) => {
      await page.goto(`/${lang}`);
      await banner(page).getByRole('button', { name: dict.cookies.close }).click();
      await expect(banner(page)).toBeHidden();
      expect(await storedConsent(page)).toBeNull();
      await page.reload();
      await expect(banner(page)).toBeVisible();
    });

    test('the details panel opens and closes', async ({ page }) => {
      await page.goto(`/${lang}`);
      const showDetails = banner(page).getByRole('button', { name: dict.cookies.showDetails });
      await showDetails.click();
      await expect(banner(page).getByText(dict.cookies.analyticsTitle, { exact: true })).toBeVisible();
      await expect(banner(page).getByRole('button', { name: dict.cookies.hideDetails })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await banner(page).getByRole('button', { name: dict.cookies.hideDetails }).click();
      await expect(banner(page).getByText(dict.cookies.analyticsTitle, { exact: true })).toBeHidden();
    });

    test('the footer link reopens it after a choice', async ({ page }) => {
      await page.goto(`/${lang}`);
      await banner(page).getByRole('button', { name: dict.cookies.reject }).click();
      await expect(banner(page)).toBeHidden();
      await page.getByRole('contentinfo').getByRole('button', { name: dict.footer.cookieSettings }).click();
      await expect(banner(page)).toBeVisible();
      await banner(page).getByRole('button', { name: dict.cookies.acceptAll }).click();
      expect(await storedConsent(page)).toMatchObject({ consent: 'accepted' });
    });
  });
}
