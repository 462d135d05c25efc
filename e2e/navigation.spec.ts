import { LANGUAGES, PAGE_COPY } from './languages';
import { test, expect, waitForApp } from './fixtures';

for (const [lang, dict] of LANGUAGES) {
  test.describe(`header navigation (${lang})`, () => {
    test('home is active only on its exact path; a section stays active below it', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: dict.nav.mainLabel });
      await page.goto(`/${lang}`);
      await expect(nav.getByRole('link', { name: dict.nav.home, exact: true })).toHaveAttribute('aria-current', 'page');

      await page.goto(`/${lang}/property-management/calculate-cost`);
      await waitForApp(page);
      await expect(nav.getByRole('link', { name: dict.nav.home, exact: true })).not.toHaveAttribute('aria-current');
      await expect(nav.getByRole('link', { name: dict.nav.propertyManagement, exact: true })).toHaveAttribute(
        'data-active',
        'true',
      );
      await expect(nav.getByRole('link', { name: dict.nav.about, exact: true })).toHaveAttribute(
        'data-active',
        'false',
      );
    });

    test('hovering a menu item opens its sub-menu', async ({ page }) => {
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const nav = page.getByRole('navigation', { name: dict.nav.mainLabel });
      const submenuLink = nav.getByRole('link', { name: dict.nav.realEstateAds });
      await expect(submenuLink).toBeHidden();
      await nav.getByRole('link', { name: dict.nav.investment, exact: true }).hover();
      await expect(submenuLink).toBeVisible();
      // Clicking the arrow of a sub-menu the mouse has opened keeps it open.
      await nav.getByRole('button', { name: dict.nav.submenuToggle.replace('{label}', dict.nav.investment) }).click();
      await expect(submenuLink).toBeVisible();
      await submenuLink.click();
      await expect(page).toHaveURL(`/${lang}/real-estate-ads`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_COPY[lang].realEstateAds.hero.title);
      await expect(nav.getByRole('link', { name: dict.nav.realEstateAds })).toBeHidden();
    });

    test('the sub-menus work from the keyboard', async ({ page }) => {
      await page.goto(`/${lang}/about`);
      await waitForApp(page);
      const nav = page.getByRole('navigation', { name: dict.nav.mainLabel });
      const toggle = nav.getByRole('button', {
        name: dict.nav.submenuToggle.replace('{label}', dict.nav.propertyManagement),
      });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: dict.nav.calculateCost })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: dict.nav.rentalAgreement })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/${lang}/property-management/rental-agreement`);
    });

    test('the logo goes to the home page of the language', async ({ page }) => {
      await page.goto(`/${lang}/contact`);
      await waitForApp(page);
      await page.getByRole('link', { name: dict.nav.homeLinkLabel }).click();
      await expect(page).toHaveURL(`/${lang}`);
    });
  });
}
