import { en } from '../src/lib/i18n/en';
import { he } from '../src/lib/i18n/he';
import { expectNoAxeViolations } from './axe';
import { test, expect, waitForApp } from './fixtures';
import { PAGE_COPY } from './languages';

// Runs in the 'mobile' project (a phone viewport with touch).
for (const [lang, dict, side] of [
  ['en', en, 'right'],
  ['he', he, 'left'],
] as const) {
  test.describe(`mobile menu (${lang})`, () => {
    test(`slides in from the ${side}, traps focus, closes on Escape`, async ({ page }) => {
      await page.goto(`/${lang}/about`);
      await waitForApp(page);
      const openButton = page.getByRole('button', { name: dict.nav.openMenu });
      await openButton.click();
      const menu = page.getByRole('dialog', { name: dict.nav.menuTitle });
      await expect(menu).toBeVisible();
      // Wait for the slide-in animation to end, then check which edge the panel sits on.
      await expect
        .poll(() => menu.evaluate((element) => element.getAnimations().filter((a) => a.playState === 'running').length))
        .toBe(0);
      const box = await menu.boundingBox();
      const viewport = page.viewportSize()!;
      if (side === 'right') expect(Math.round(box!.x + box!.width)).toBe(viewport.width);
      else expect(Math.round(box!.x)).toBe(0);
      await expectNoAxeViolations(page);

      // Focus stays inside the open menu.
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(openButton).toBeFocused();
    });

    test('closes when a link is followed', async ({ page }) => {
      await page.goto(`/${lang}`);
      await waitForApp(page);
      await page.getByRole('button', { name: dict.nav.openMenu }).click();
      const menu = page.getByRole('dialog', { name: dict.nav.menuTitle });
      await menu.getByRole('link', { name: dict.nav.calculateCost }).click();
      await expect(page).toHaveURL(`/${lang}/property-management/calculate-cost`);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_COPY[lang].calculateCost.hero.title);
    });

    test('switches language from inside the menu', async ({ page }) => {
      await page.goto(`/${lang}/investment`);
      await waitForApp(page);
      await page.getByRole('button', { name: dict.nav.openMenu }).click();
      const other = lang === 'en' ? 'he' : 'en';
      await page.getByRole('dialog').getByTestId(`language-toggle-${other}`).click();
      await expect(page).toHaveURL(`/${other}/investment`);
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('the desktop navigation is hidden and the page is accessible', async ({ page }) => {
      await page.goto(`/${lang}/contact`);
      await waitForApp(page);
      await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
      await expectNoAxeViolations(page);
    });
  });
}
