// The investment page in both languages: the calculator's figures as the sliders move, the
// multi-family rules, shared links, the one lead form (docs/leads.md, "The investment lead") stored
// with figures equal to the shared calculator module's, or without figures, and axe on the page with
// the calculator and the form's estimate shown. The whole journey to the staff inbox is
// e2e/investment-journey.ts.
import type { Locator, Page } from '@playwright/test';
import {
  calculateInvestment,
  toInvestmentLeadFigures,
  type InvestmentInput,
} from '../supabase/functions/_shared/domain/calculators/investment-calculator';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { euroText, numberFormat } from './number-format';
import type { Lang } from '../src/lib/i18n/lang';
import summaryEn from '../src/features/investment-calculator/summary-text.en';
import summaryHe from '../src/features/investment-calculator/summary-text.he';
import summaryPt from '../src/features/investment-calculator/summary-text.pt';
import { pageCopy } from './page-copy';
import type { InvestmentPageCopy } from '../src/pages/investment/copy.en';
import { ROUTES } from '../src/lib/routing/routes';

const route = ROUTES.find((entry) => entry.id === 'investment')!;
/** The e-mailed summary's words in each language. */
const SUMMARY = { en: summaryEn, he: summaryHe, pt: summaryPt } as const;

for (const [lang, dict] of LANGUAGES) {
  const euro = (value: number) => euroText(value, lang);
  const percent = (value: number) =>
    numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

  async function copyOf(): Promise<InvestmentPageCopy> {
    return (await pageCopy({ route }, lang)) as unknown as InvestmentPageCopy;
  }

  async function openPage(page: Page, search = '') {
    await page.goto(`/${lang}/investment${search}`);
    await waitForApp(page);
    return page.getByRole('main');
  }

  async function openCalculator(page: Page, copy: InvestmentPageCopy) {
    await page.getByRole('button', { name: copy.heroActions.showCalculator }).click();
    await expect(page.getByRole('slider')).toHaveCount(3);
  }

  function calculator(page: Page, copy: InvestmentPageCopy) {
    const slider = (name: string) => page.getByRole('slider', { name });
    const result = (id: string) => page.locator(`[data-result="${id}"]`);
    const type = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
    return {
      equity: slider(copy.calculator.equityLabel),
      leverage: slider(copy.calculator.leverageLabel),
      term: slider(copy.calculator.termLabel),
      result,
      type,
    };
  }

  /** Arrow up/down and Home/End move a slider the same way in both directions of text. */
  async function press(thumb: Locator, key: string, times = 1) {
    await thumb.focus();
    for (let i = 0; i < times; i += 1) await thumb.press(key);
  }

  async function expectFigures(page: Page, copy: InvestmentPageCopy, input: InvestmentInput) {
    const r = calculateInvestment(input);
    const c = calculator(page, copy);
    await expect(c.result('propertyValue')).toHaveText(euro(r.totalAssetValue));
    await expect(c.result('loanAmount')).toHaveText(euro(r.loanAmount));
    await expect(c.result('monthlyMortgagePayment')).toHaveText(euro(r.monthlyMortgagePayment));
    await expect(c.result('grossMonthlyRent')).toHaveText(euro(r.grossMonthlyRent));
    await expect(c.result('monthlyExpenses')).toHaveText(euro(r.monthlyExpenses));
    await expect(c.result('monthlyIncome')).toHaveText(euro(r.monthlyIncome));
    await expect(c.result('oneTimeCosts')).toHaveText(euro(r.oneTimeCosts));
    await expect(c.result('annualReturn')).toHaveText(percent(r.annualReturnPercent));
    await expect(c.result('weightedReturn')).toHaveText(percent(r.weightedReturnPercent));
  }

  test.describe(`investment page (${lang})`, () => {
    // Each journey runs axe and several form round trips: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('the sliders change the figures to the calculator module’s values; the URL follows', async ({ page }) => {
      const copy = await copyOf();
      const main = await openPage(page);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expectNoAxeViolations(page);

      await openCalculator(page, copy);
      const c = calculator(page, copy);
      await expectFigures(page, copy, {
        equity: 200_000,
        leveragePercent: 50,
        mortgageYears: 25,
        propertyType: 'apartment',
      });

      await press(c.equity, 'ArrowUp', 3); // 230,000
      await press(c.leverage, 'ArrowDown', 2); // 40 %
      await press(c.term, 'ArrowDown'); // 20 years
      await expectFigures(page, copy, {
        equity: 230_000,
        leveragePercent: 40,
        mortgageYears: 20,
        propertyType: 'apartment',
      });
      await expect(page).toHaveURL(`/${lang}/investment?equity=230000&leverage=40&term=20&type=apartment`);

      // No leverage: no term, the term slider disabled; leverage back: 25 years.
      await press(c.leverage, 'Home');
      await expect(c.term).toBeDisabled();
      await expect(page.getByTestId('investment-calculator-term-value')).toHaveText(copy.calculator.noMortgage);
      await expectFigures(page, copy, {
        equity: 230_000,
        leveragePercent: 0,
        mortgageYears: 0,
        propertyType: 'apartment',
      });
      await press(c.leverage, 'End');
      await expect(page.getByTestId('investment-calculator-term-value')).toHaveText(
        copy.calculator.termValue.replace('{years}', '25'),
      );
      await expectFigures(page, copy, {
        equity: 230_000,
        leveragePercent: 70,
        mortgageYears: 25,
        propertyType: 'apartment',
      });

      await c.type(copy.calculator.types.family_house).check();
      await expectFigures(page, copy, {
        equity: 230_000,
        leveragePercent: 70,
        mortgageYears: 25,
        propertyType: 'family_house',
      });

      // The summary link carries two languages: the page's first, then English (Hebrew after English),
      // each with the figures written as its readers write them.
      const summary = page.getByRole('link', { name: copy.calculator.summaryLink });
      await summary.hover();
      await expect(summary).toHaveAttribute('href', /^mailto:\?subject=.+&body=.+/);
      const body = decodeURIComponent((await summary.getAttribute('href'))!.split('&body=')[1]!);
      const value = calculateInvestment({
        equity: 230_000,
        leveragePercent: 70,
        mortgageYears: 25,
        propertyType: 'family_house',
      }).totalAssetValue;
      const second: Lang = lang === 'en' ? 'he' : 'en';
      const first = body.indexOf(`${SUMMARY[lang].results.propertyValue}: ${euroText(value, lang)}`);
      const then = body.indexOf(`${SUMMARY[second].results.propertyValue}: ${euroText(value, second)}`);
      expect(first, "the page language's line").toBeGreaterThanOrEqual(0);
      expect(then, "the second language's line").toBeGreaterThan(first);

      await expectNoAxeViolations(page);
    });

    test('multi-family: refused below 200,000 of total value, reverted when the value drops', async ({ page }) => {
      const copy = await copyOf();
      await openPage(page);
      await openCalculator(page, copy);
      const c = calculator(page, copy);
      const multi = c.type(copy.calculator.types.multi_family);
      const apartment = c.type(copy.calculator.types.apartment);

      await press(c.equity, 'Home'); // 50,000
      await press(c.leverage, 'End'); // 70 %: 166,667
      // Once the URL has followed, nothing else renders the calculator: a refused choice must put the
      // radios back by itself (it did only when the URL's update happened to come after the click).
      await expect(page).toHaveURL(/[?&]leverage=70\b/);
      await multi.click();
      await expect(page.getByText(copy.calculator.notAllowedTitle)).toBeVisible();
      await expect(
        page.getByText(copy.calculator.notAllowedDescription.replace('{amount}', euro(200_000))),
      ).toBeVisible();
      await expect(apartment).toBeChecked();

      await press(c.equity, 'ArrowUp'); // 60,000 at 70 %: exactly 200,000
      await multi.check();
      await expect(multi).toBeChecked();
      await expectFigures(page, copy, {
        equity: 60_000,
        leveragePercent: 70,
        mortgageYears: 25,
        propertyType: 'multi_family',
      });

      await press(c.leverage, 'ArrowDown'); // 65 %: 171,429
      await expect(page.getByText(copy.calculator.adjustedTitle)).toBeVisible();
      await expect(apartment).toBeChecked();
      await expectFigures(page, copy, {
        equity: 60_000,
        leveragePercent: 65,
        mortgageYears: 25,
        propertyType: 'apartment',
      });
    });

    test('a shared link opens the calculator with its inputs; bad values are ignored', async ({ page }) => {
      const copy = await copyOf();
      await openPage(page, '?equity=500000&leverage=0&term=15&type=multi_family');
      await expect(page.getByRole('slider')).toHaveCount(3);
      const c = calculator(page, copy);
      await expect(c.type(copy.calculator.types.multi_family)).toBeChecked();
      await expectFigures(page, copy, {
        equity: 500_000,
        leveragePercent: 0,
        mortgageYears: 0,
        propertyType: 'multi_family',
      });

      await openPage(page, '?equity=12abc&leverage=99&term=-5&type=<script>');
      await expect(page.getByRole('slider')).toHaveCount(3);
      await expectFigures(page, copy, {
        equity: 200_000,
        leveragePercent: 50,
        mortgageYears: 25,
        propertyType: 'apartment',
      });
    });

    test('an investment lead is stored with the figures the calculator module computes', async ({ page, request }) => {
      const copy = await copyOf();
      await openPage(page);
      await openCalculator(page, copy);
      const c = calculator(page, copy);
      await press(c.equity, 'ArrowUp', 10); // 300,000
      await press(c.leverage, 'ArrowDown'); // 45 %
      await press(c.term, 'End'); // 30 years
      await c.type(copy.calculator.types.multi_family).check();
      const input: InvestmentInput = {
        equity: 300_000,
        leveragePercent: 45,
        mortgageYears: 30,
        propertyType: 'multi_family',
      };
      await expectFigures(page, copy, input);

      await page.getByRole('button', { name: copy.calculator.offerButton }).click();
      const form = page.getByRole('form', { name: copy.consultation.title });
      const estimate = form.getByRole('region', { name: copy.consultation.estimate.title });
      await expect(estimate).toBeVisible();
      await expect(estimate.getByRole('heading')).toBeFocused();
      await expect(estimate.locator('[data-estimate="propertyValue"]')).toHaveText(
        euro(calculateInvestment(input).totalAssetValue),
      );
      await expect(page.getByRole('form')).toHaveCount(1);
      await expectNoAxeViolations(page);

      // Errors first: the form's own messages.
      const send = form.getByRole('button', { name: copy.consultation.submit });
      await form.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await send.click();
      await expect(page.getByText(copy.consultation.missingTitle)).toBeVisible();
      await expect(form.getByText(copy.consultation.errors.name)).toBeVisible();
      await expect(form.getByText(copy.consultation.errors.phone)).toBeVisible();

      const email = uniqueEmail(`investment-${lang}`);
      await form
        .getByRole('textbox', { name: new RegExp(`^${dict.leadForm.nameLabel}`) })
        .fill(lang === 'he' ? 'דנה כהן' : 'Dana Cohen');
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.emailLabel}`) }).fill(email);
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.phoneLabel}`) }).fill('+972 50 123 4567');
      await send.click();

      await expect(page).toHaveURL(`/${lang}/thank-you`);
      const rows = await storedLeads(request, 'investment_leads', email);
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      const figures = toInvestmentLeadFigures(calculateInvestment(input));
      for (const [key, value] of Object.entries(figures)) expect(Number(row[key]), key).toBe(value);
      expect(row).toMatchObject({
        email,
        phone: '+972 50 123 4567',
        property_type: 'multi_family',
        agrees_to_terms: true,
        agrees_to_marketing: false,
        source_page: `/${lang}/investment`,
      });
      expect(Number(row.equity)).toBe(300_000);
      expect(Number(row.leverage)).toBe(45);
      expect(Number(row.mortgage_years)).toBe(30);
    });

    test('a changed assumption reaches the URL, survives a reload and the stored lead', async ({ page, request }) => {
      const copy = await copyOf();
      const editor = copy.calculator.assumptionsEditor;
      await openPage(page);
      await openCalculator(page, copy);
      const field = (item: keyof typeof copy.calculator.expenseItems) =>
        page.getByRole('textbox', { name: `${copy.calculator.expenseItems[item]} –`, exact: false });
      const toggle = page.getByRole('button', { name: editor.toggle });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(field('vacancy')).toHaveValue('5');

      await field('vacancy').fill('10');
      await field('imi').fill('0,45');
      const input: InvestmentInput = {
        equity: 200_000,
        leveragePercent: 50,
        mortgageYears: 25,
        propertyType: 'apartment',
        expenses: { vacancyPercent: 10, imiPercent: 0.45 },
      };
      await expectFigures(page, copy, input);
      await expect(page).toHaveURL(/[?&]imi=0\.45(&|$)/);
      await expect(page).toHaveURL(/[?&]vacancy=10(&|$)/);

      // A bad value gets its message and leaves the other changes in place.
      await field('maintenance').fill('-1');
      await expect(page.getByText(editor.errors.negative)).toBeVisible();
      await expectFigures(page, copy, input);
      await expectNoAxeViolations(page);

      await page.reload();
      await waitForApp(page);
      await expect(page.getByRole('slider')).toHaveCount(3);
      await expect(page.getByRole('button', { name: editor.toggle })).toHaveAttribute('aria-expanded', 'true');
      await expect(field('vacancy')).toHaveValue('10');
      await expect(field('imi')).toHaveValue('0.45');
      await expect(field('maintenance')).toHaveValue('0.5');
      await expectFigures(page, copy, input);

      await page.getByRole('button', { name: copy.calculator.offerButton }).click();
      const form = page.getByRole('form', { name: copy.consultation.title });
      await expect(form.getByRole('region', { name: copy.consultation.estimate.title })).toBeVisible();
      const email = uniqueEmail(`investment-assumptions-${lang}`);
      await form
        .getByRole('textbox', { name: new RegExp(`^${dict.leadForm.nameLabel}`) })
        .fill(lang === 'he' ? 'דנה כהן' : 'Dana Cohen');
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.emailLabel}`) }).fill(email);
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.phoneLabel}`) }).fill('+972 50 123 4567');
      await form.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await form.getByRole('button', { name: copy.consultation.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);
      const [row] = await storedLeads(request, 'investment_leads', email);
      const figures = toInvestmentLeadFigures(calculateInvestment(input));
      expect(Number(row!.estimated_expenses)).toBe(figures.estimated_expenses);
      expect(Number(row!.expected_monthly_income)).toBe(figures.expected_monthly_income);
    });

    test('the form refuses script content; "Send without the figures" leaves them out', async ({ page }) => {
      const copy = await copyOf();
      await openPage(page);
      await openCalculator(page, copy);
      await page.getByRole('button', { name: copy.calculator.offerButton }).click();
      const form = page.getByRole('form', { name: copy.consultation.title });
      const estimate = form.getByRole('region', { name: copy.consultation.estimate.title });
      await expect(estimate).toBeVisible();
      const name = form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.nameLabel}`) });
      await name.fill('<script>alert(1)</script>');
      await form.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await form.getByRole('button', { name: copy.consultation.submit }).click();
      await expect(page.getByText(copy.consultation.invalidInputTitle)).toBeVisible();
      await estimate.getByRole('button', { name: copy.consultation.estimate.remove }).click();
      await expect(estimate).toHaveCount(0);
      await expect(form.getByText(copy.consultation.estimate.removed)).toBeVisible();
      await expect(name).toBeFocused();
      await expect(page.getByText(copy.calculator.offerAttached)).toHaveCount(0);
    });

    test('a consultation without the calculator is an investment lead without figures', async ({ page, request }) => {
      const copy = await copyOf();
      await openPage(page);
      await page.getByRole('button', { name: copy.heroActions.start }).click();
      const form = page.getByRole('form', { name: copy.consultation.title });
      // The form's code loads as the page scrolls towards it.
      await expect(form).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: copy.trends.title })).toBeInViewport();
      await expectNoAxeViolations(page);

      const send = form.getByRole('button', { name: copy.consultation.submit });
      await expect(send).toBeDisabled();
      await form.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await send.click();
      await expect(page.getByText(copy.consultation.missingTitle)).toBeVisible();

      const email = uniqueEmail(`consultation-${lang}`);
      await form
        .getByRole('textbox', { name: new RegExp(`^${dict.leadForm.nameLabel}`) })
        .fill(lang === 'he' ? 'אבי לוי' : 'Avi Levi');
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.emailLabel}`) }).fill(email);
      // The one rule for the phone: at least 6 digits.
      const phone = form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.phoneLabel}`) });
      await phone.fill('(12) 3-45');
      await send.click();
      await expect(form.getByText(copy.consultation.errors.phone)).toBeVisible();
      await phone.fill('+351 912 000 000');
      await send.click();

      await expect(page).toHaveURL(`/${lang}/thank-you`);
      expect(await storedLeads(request, 'contact_submissions', email)).toHaveLength(0);
      const rows = await storedLeads(request, 'investment_leads', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email,
        phone: '+351 912 000 000',
        equity: null,
        total_asset_value: null,
        buyer_residence: null,
        agrees_to_terms: true,
        source_page: `/${lang}/investment`,
      });
    });
  });
}
