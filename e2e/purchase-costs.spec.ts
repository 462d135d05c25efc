// The purchase-costs page in both languages: the prerendered worked example, a shared URL that opens
// the same figures, bad input, and the investment page's one-time costs equal to this page's for the
// same property (docs/calculators.md).
import type { Page } from '@playwright/test';
import { calculateInvestment } from '../supabase/functions/_shared/domain/calculators/investment-calculator';
import { calculatePurchaseCosts } from '../supabase/functions/_shared/domain/tax/purchase-costs';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import en from '../src/pages/purchase-costs/copy.en';
import he from '../src/pages/purchase-costs/copy.he';
import pt from '../src/pages/purchase-costs/copy.pt';
import { euroText, numberFormat } from './number-format';

const COPY = { en, he, pt } as const;

for (const [lang, dict] of LANGUAGES) {
  const copy = COPY[lang];
  const cents = (value: number) =>
    numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const euro = (value: number) => euroText(value, lang);
  const cost = (page: Page, id: string) => page.locator(`[data-cost="${id}"]`);

  test.describe(`purchase-costs page (${lang})`, () => {
    test('the static HTML shows the worked example before any script runs', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`/${lang}/investment/purchase-costs`);
      const example = calculatePurchaseCosts({ price: 300_000, purpose: 'other_home', region: 'mainland' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(cost(page, 'imt')).toContainText(cents(example.imt));
      await expect(cost(page, 'total')).toContainText(cents(example.total));
      await context.close();
    });

    test('a shared URL opens the same figures; changing an input updates them and the URL', async ({ page }) => {
      await page.goto(`/${lang}/investment/purchase-costs?price=600000&purpose=other_home&region=mainland&loan=400000`);
      await waitForApp(page);
      const shared = calculatePurchaseCosts({
        price: 600_000,
        purpose: 'other_home',
        region: 'mainland',
        loan: 400_000,
      });
      await expect(cost(page, 'imt')).toContainText(cents(shared.imt));
      await expect(cost(page, 'stampDutyLoan')).toContainText(cents(shared.stampDutyLoan));
      await expect(cost(page, 'cashAtDeed')).toContainText(cents(shared.cashAtDeed));

      await page.getByLabel(copy.calculator.regionLabel).selectOption('madeira');
      await expect(page).toHaveURL(/region=madeira/);
      const madeira = calculatePurchaseCosts({
        price: 600_000,
        purpose: 'other_home',
        region: 'madeira',
        loan: 400_000,
      });
      await expect(cost(page, 'imt')).toContainText(cents(madeira.imt));
      await expectNoAxeViolations(page);
    });

    test('bad input gives a clear message or the defaults, never NaN', async ({ page }) => {
      await page.goto(`/${lang}/investment/purchase-costs?price=NaN&purpose=castle&loan=-1`);
      await waitForApp(page);
      await expect(page.getByRole('textbox', { name: copy.calculator.priceLabel })).toHaveValue('300000');
      await page.getByRole('textbox', { name: copy.calculator.priceLabel }).fill('10');
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByRole('textbox', { name: copy.calculator.priceLabel }).fill('100000');
      await page.getByRole('textbox', { name: copy.calculator.loanLabel }).fill('200000');
      await expect(page.getByRole('alert')).toHaveText(copy.calculator.loanTooLarge);
      await expect(page.getByRole('main')).not.toContainText(/NaN|Infinity/);
    });

    test('a buyer who is not resident: 7.5% at the deed, the refund and its condition, kept in the URL', async ({
      page,
    }) => {
      // €300,000 to let on the mainland (tests/domain/non-resident-imt.test.ts): €22,500 at the deed,
      // €10,894.50 back by letting at a moderate rent, €11,605.50 for a resident.
      await page.goto(`/${lang}/investment/purchase-costs?price=300000&purpose=other_home&region=mainland`);
      await waitForApp(page);
      await expect(cost(page, 'imt')).toContainText(cents(11_605.5));
      const notResident = page.getByRole('radio', { name: copy.calculator.residences.non_resident });
      await notResident.focus();
      await page.keyboard.press('Space');
      await expect(notResident).toBeChecked();
      await expect(page).toHaveURL(/residence=non_resident/);
      await expect(cost(page, 'imt')).toContainText(cents(22_500));
      await expect(cost(page, 'refundable')).toContainText(cents(10_894.5));
      await expect(page.getByTestId('non-resident')).toContainText(copy.calculator.nonResident.ifNotMet);
      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole('radio', { name: copy.calculator.residences.non_resident })).toBeChecked();
      await expect(cost(page, 'imtAtSigning')).toContainText(cents(22_500));
      await expectNoAxeViolations(page);
    });

    test('the investment page’s one-time costs equal this page’s for the same property', async ({ page }) => {
      // The investment page's default: 200,000 equity at 50 % over 25 years, a 400,000 home to let.
      const result = calculateInvestment({
        equity: 200_000,
        leveragePercent: 50,
        mortgageYears: 25,
        propertyType: 'apartment',
      });
      await page.goto(`/${lang}/investment/purchase-costs?price=400000&purpose=other_home&region=mainland&loan=200000`);
      await waitForApp(page);
      await expect(cost(page, 'total')).toContainText(cents(result.purchaseCosts!.total));
      await page.goto(`/${lang}/investment?equity=200000&leverage=50&term=25&type=apartment`);
      await waitForApp(page);
      // A shared link opens the calculator by itself.
      await expect(page.locator('[data-result="oneTimeCosts"]')).toHaveText(
        euro(Math.round(result.purchaseCosts!.total)),
      );
    });
  });

  test.describe(`purchase-costs page printed (${lang})`, () => {
    // An undecided visitor: the cookie banner is on screen, and must not be on paper.
    test.use({ storedConsent: null });

    test('on paper: no site chrome, a summary of the inputs, the whole table in black, the link back', async ({
      page,
    }) => {
      // A4 less the print margins is about 186 mm: 703 CSS pixels.
      await page.setViewportSize({ width: 703, height: 1000 });
      const search = '?price=600000&purpose=other_home&region=mainland&loan=400000';
      await page.goto(`/${lang}/investment/purchase-costs${search}`);
      await waitForApp(page);
      const summary = page.getByTestId('print-summary');
      const link = page.getByTestId('print-link');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('region', { name: dict.cookies.title })).toBeVisible();
      await expect(summary).toBeHidden();
      await expect(link).toBeHidden();

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('region', { name: dict.cookies.title })).toHaveCount(0);
      await expect(page.getByRole('button')).toHaveCount(0);
      for (const form of await page.locator('form').all()) await expect(form).toBeHidden();
      await expect(page.getByRole('textbox')).toHaveCount(0);

      const p = copy.calculator.printSummary;
      await expect(summary).toBeVisible();
      for (const part of [
        `${p.price}: ${euro(600_000)}`,
        `${p.purpose}: ${copy.calculator.purposes.other_home}`,
        `${p.region}: ${copy.calculator.regions.mainland}`,
        `${p.loan}: ${euro(400_000)}`,
        `${p.young}: ${p.no}`,
      ]) {
        await expect(summary).toContainText(part);
      }
      await expect(link).toBeVisible();
      await expect(link).toContainText(`/${lang}/investment/purchase-costs${search}`);

      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const shared = calculatePurchaseCosts({
        price: 600_000,
        purpose: 'other_home',
        region: 'mainland',
        loan: 400_000,
      });
      await expect(cost(page, 'total')).toContainText(cents(shared.total));
      const layout = await table.evaluate((element) => {
        const cells = Array.from(element.querySelectorAll('th, td'));
        return {
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          tableRight: element.getBoundingClientRect().right,
          clippedCells: cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).length,
          colours: [...new Set(cells.map((cell) => getComputedStyle(cell).color))],
          backgrounds: [
            ...new Set(
              [element, ...Array.from(element.querySelectorAll('*'))].map(
                (node) => getComputedStyle(node).backgroundColor,
              ),
            ),
          ],
        };
      });
      expect(layout.pageOverflow).toBeLessThanOrEqual(0);
      expect(layout.tableRight).toBeLessThanOrEqual(703);
      expect(layout.clippedCells).toBe(0);
      expect(layout.colours).toEqual(['rgb(0, 0, 0)']);
      expect(
        layout.backgrounds.every((colour) => colour === 'rgba(0, 0, 0, 0)' || colour === 'rgb(255, 255, 255)'),
      ).toBe(true);
    });
  });
}
