import type { Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import type { CalculateCostCopy } from '../src/pages/calculate-cost/copy.en';
import type { PropertyManagementCopy } from '../src/pages/property-management/copy.en';
import { routeById } from '../src/lib/routing/routes';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { pageCopy } from './page-copy';

// Each journey runs axe several times (page, form, errors, dialogs): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const FUNCTION_URL = `${LOCAL_BACKEND_URL}/functions/v1/contact-submit`;
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);

for (const [lang, dict] of LANGUAGES) {
  const text = dict.leadForm;
  const copies = async () => ({
    pm: (await pageCopy({ route: routeById('propertyManagement') }, lang)) as PropertyManagementCopy,
    cc: (await pageCopy({ route: routeById('calculateCost') }, lang)) as CalculateCostCopy,
  });
  const name = lang === 'he' ? 'דנה כהן' : 'Dana Cohen';

  /** Counts the calls to contact-submit from now on. */
  function countSubmissions(page: Page) {
    const counter = { calls: 0 };
    page.on('request', (request) => {
      if (request.url() === FUNCTION_URL && request.method() === 'POST') counter.calls += 1;
    });
    return counter;
  }

  test.describe(`calculate-cost page (${lang})`, () => {
    test('a calculator lead reaches the thank-you page and is stored with the rent and package', async ({
      page,
      request,
    }) => {
      const { cc } = await copies();
      const calc = cc.calculator;
      const submissions = countSubmissions(page);
      await page.goto(`/${lang}/property-management/calculate-cost`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cc.hero.title);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as { '@type': string }));
      expect(blocks.map((block) => block['@type'])).toContain('FAQPage');
      await expectNoAxeViolations(page);

      const main = page.getByRole('main');
      await expect(main.getByTestId('package-cards')).toHaveCount(0);
      await main.getByRole('textbox', { name: calc.rentLabel }).fill('1800');
      await expect(main.getByTestId('package-cards').getByRole('listitem')).toHaveCount(3);
      await expect(page).toHaveURL(`/${lang}/property-management/calculate-cost?rent=1800`);
      const plus = calc.packages.find((item) => item.id === 'plus')!;
      await main.getByRole('button', { name: fill(calc.choose, { name: plus.name }) }).click();
      await expect(main.getByRole('button', { name: fill(calc.choose, { name: plus.name }) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page).toHaveURL(`/${lang}/property-management/calculate-cost?rent=1800&plan=plus`);
      await expect(main.getByTestId('vat-note')).toBeVisible();
      const send = main.getByRole('button', { name: calc.form.submit });
      await expect(send).toHaveAttribute('data-looks-disabled', 'true');
      await expectNoAxeViolations(page);

      // Without the terms: the banner and the inline error, nothing sent.
      await main.getByRole('textbox', { name: text.nameLabel, exact: true }).fill(name);
      await main.getByRole('textbox', { name: text.phoneLabel, exact: true }).fill('+351 912 000 111');
      const email = uniqueEmail(`calculator-${lang}`);
      await main.getByRole('textbox', { name: text.emailLabel, exact: true }).fill(email);
      await send.click();
      await expect(main.getByRole('alert').filter({ hasText: calc.form.termsBanner })).toBeVisible();
      await expect(main.getByText(calc.form.errors.terms, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(submissions.calls).toBe(0);

      await main.getByRole('checkbox', { name: text.consentLabel }).check();
      await expect(main.getByText(calc.form.termsBanner)).toHaveCount(0);
      await expect(send).not.toHaveAttribute('data-looks-disabled');
      await send.click();

      await expect(page).toHaveURL(`/${lang}/thank-you`);
      await expect(page.getByText(calc.form.successTitle)).toBeVisible();
      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name,
        email,
        phone: '+351 912 000 111',
        subject: fill(calc.lead.subject, { plan: 'PLUS' }),
        service: 'Property Management',
        agrees_to_terms: true,
        agrees_to_marketing: false,
        source_page: `/${lang}/property-management/calculate-cost`,
      });
      const message = String(rows[0]!.message);
      expect(message).toContain(calc.lead.request);
      // The rent as the page's language writes it: "1,800", or "1 800" in Portuguese.
      expect(message).toMatch(lang === 'pt' ? /1[\s\u00a0]800/ : /1,800/);
      expect(message).toContain('PLUS');
    });

    test('field errors show in the page language and clear when the language changes', async ({ page }) => {
      const { cc } = await copies();
      const calc = cc.calculator;
      await page.goto(`/${lang}/property-management/calculate-cost?rent=1200&plan=basic`);
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox', { name: calc.rentLabel })).toHaveValue('1200');
      await main.getByRole('textbox', { name: text.nameLabel, exact: true }).fill('D');
      await main.getByRole('textbox', { name: text.phoneLabel, exact: true }).fill('123');
      await main.getByRole('textbox', { name: text.emailLabel, exact: true }).fill('not-an-email');
      await main.getByRole('button', { name: calc.form.submit }).click();
      for (const message of Object.values(calc.form.errors)) await expect(main.getByText(message)).toBeVisible();
      await expect(main.getByText(calc.form.termsBanner)).toBeVisible();

      const other = lang === 'en' ? 'pt' : 'en';
      await page.getByRole('banner').getByTestId(`language-toggle-${other}`).click();
      await expect(page).toHaveURL(`/${other}/property-management/calculate-cost?rent=1200&plan=basic`);
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'pt' ? 'pt-PT' : other);
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expect(main.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    test('bad values in the URL are ignored', async ({ page }) => {
      const { cc } = await copies();
      await page.goto(`/${lang}/property-management/calculate-cost?rent=-5&plan=gold`);
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('textbox', { name: cc.calculator.rentLabel })).toHaveValue('');
      await expect(main.getByTestId('package-cards')).toHaveCount(0);
      await main.getByRole('textbox', { name: cc.calculator.rentLabel }).fill('abc');
      await expect(main.getByText(cc.calculator.rentInvalid)).toBeVisible();
      await expect(main.getByTestId('package-cards')).toHaveCount(0);
    });
  });

  test.describe(`property management page (${lang})`, () => {
    test('the hero toggle reveals the calculator and scrolls to it', async ({ page }) => {
      const { pm } = await copies();
      await page.goto(`/${lang}/property-management`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pm.hero.title);
      await expect(page.getByRole('link', { name: pm.heroActions.consultation })).toHaveAttribute(
        'href',
        `/${lang}/contact`,
      );
      await expect(
        page
          .getByTestId('pricing-table')
          .getByRole('listitem')
          .filter({ has: page.locator('h3') }),
      ).toHaveCount(3);
      await expectNoAxeViolations(page);

      const toggle = page.getByRole('button', { name: pm.heroActions.calculator });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('management-calculator')).toHaveCount(0);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const calculator = page.getByTestId('management-calculator');
      await expect(calculator).toBeVisible();
      await expect(calculator).toBeInViewport();
      await page.getByRole('textbox', { name: pm.calculator.rentLabel }).fill('2600');
      const premium = page.getByTestId('package-premium');
      await expect(premium.getByTestId('monthly-fee')).toHaveText(/312/);
      await expectNoAxeViolations(page);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('management-calculator')).toHaveCount(0);
    });

    test('a shared link with calculator inputs opens the calculator with them', async ({ page }) => {
      const { pm } = await copies();
      await page.goto(`/${lang}/property-management?rent=2500&plan=premium`);
      await waitForApp(page);
      await expect(page.getByRole('button', { name: pm.heroActions.calculator })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByRole('textbox', { name: pm.calculator.rentLabel })).toHaveValue('2500');
      await expect(page.getByTestId('package-details')).toBeVisible();
      await expect(page.getByRole('button', { name: pm.calculator.form.submit })).toBeVisible();
    });

    test('every quote button opens the quote dialog with the contact form', async ({ page, request }) => {
      const { pm } = await copies();
      await page.goto(`/${lang}/property-management`);
      await waitForApp(page);
      const buttons = page.getByRole('button', { name: pm.pricing.quoteButton });
      await expect(buttons).toHaveCount(4);

      for (const index of [0, 3]) {
        const button = buttons.nth(index);
        await button.click();
        const dialog = page.getByRole('dialog', { name: pm.quoteModal.title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('textbox', { name: text.nameLabel })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(button).toBeFocused();
      }

      // A quote request from the Plus card is stored with its subject.
      await buttons.nth(1).click();
      const dialog = page.getByRole('dialog', { name: pm.quoteModal.title });
      const email = uniqueEmail(`quote-${lang}`);
      await dialog.getByRole('textbox', { name: text.nameLabel }).fill(name);
      await dialog.getByRole('textbox', { name: text.emailLabel }).fill(email);
      await dialog.getByRole('checkbox', { name: text.consentLabel }).check();
      await dialog.getByRole('button', { name: dict.contactForm.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);
      const plus = pm.calculator.packages.find((item) => item.id === 'plus')!;
      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        subject: fill(pm.quoteModal.subjectPlan, { plan: plus.name }),
        service: 'property',
        source_page: `/${lang}/property-management`,
      });
    });
  });
}
