import { prerenderTargets } from '../src/lib/routing/routes';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';

// axe-core (WCAG 2.1 A and AA) on every public page in both languages, in the states a visitor meets
// beyond the page at rest (which e2e/prerendered-pages.spec.ts checks): the cookie banner of a first
// visit, the mobile menu, and every dialog the page opens.
const DICTIONARIES = Object.fromEntries(LANGUAGES);
const publicPages = prerenderTargets().filter(({ route }) => route.layout === 'site');

test.describe('accessibility in every state', () => {
  test.use({ storedConsent: null });

  for (const { url, lang } of publicPages) {
    const ui = DICTIONARIES[lang]!;

    test(`${url}: cookie banner, dialogs and mobile menu`, async ({ page }) => {
      test.slow();
      await page.goto(url);
      await waitForApp(page);

      // A first visit: the cookie banner opens over the page.
      const banner = page.getByRole('region', { name: ui.cookies.title });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await banner.getByRole('button', { name: ui.cookies.acceptAll }).click();
      await expect(banner).toBeHidden();

      // Every dialog the page opens, one at a time.
      const dialogTriggers = page.getByRole('main').locator('button[aria-haspopup="dialog"]:visible');
      const triggerCount = await dialogTriggers.count();
      for (let index = 0; index < triggerCount; index += 1) {
        await dialogTriggers.nth(index).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // A lazy body shows a spinner first; check the dialog as the visitor uses it.
        await expect(dialog.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }

      // The mobile menu, on a phone-sized screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: ui.nav.openMenu }).click();
      await expect(page.getByRole('dialog', { name: ui.nav.menuTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});

test('responses carry the security headers, and pages run under them without a CSP violation', async ({
  page,
  request,
  pageErrors,
}) => {
  const response = await request.get('/en');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/en');
  await waitForApp(page);
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.append(script);
      }),
  );
  expect(blocked).toMatch(/^script-src/);
  expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
  // Every test's console check sees a violation as an error (so no other test may have one); this
  // one was on purpose.
  await expect
    .poll(
      () =>
        pageErrors.some((text) => text.includes('Content Security Policy')) &&
        pageErrors.some((text) => text.startsWith('CSP violation: script-src')),
    )
    .toBe(true);
  pageErrors.splice(0);
});
