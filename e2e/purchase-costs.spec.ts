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

const COPY = { en, he } as const;
const LOCALE = { en: 'en-GB', he: 'he-IL' } as const;

for (const [lang] of LANGUAGES) {
  const copy = COPY[lang];
  const cents = (value: number) =>
    new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const euro = (value: number) =>
    new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
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
}
