// The investment lead's journey (docs/leads.md, "The investment lead"), written once and run at
// desktop size (investment-journey.spec.ts) and on a phone (investment-journey.mobile.spec.ts), in
// both languages: a visitor uses the calculator, asks for an offer, sends the page's one form with
// the figures; the backend holds one lead with the calculator module's figures and no contact
// request; a staff member finds that one lead in the inbox with the figures under the staff
// vocabulary's names in their language, in the lead's window and in the CSV. Screenshots of the form
// with its figures and of the lead's window go to SHOTS_DIR when it is set.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  calculateInvestment,
  toInvestmentLeadFigures,
  type InvestmentInput,
} from '../supabase/functions/_shared/domain/calculators/investment-calculator';
import {
  FIELD_LABELS,
  PROPERTY_TYPE_LABELS,
  RESIDENCE_LABELS,
} from '../supabase/functions/_shared/domain/leads/vocabulary';
import { fill } from '../src/lib/i18n/dictionary';
import { ROUTES } from '../src/lib/routing/routes';
import inboxEn from '../src/pages/admin-leads/copy.en';
import inboxHe from '../src/pages/admin-leads/copy.he';
import inboxPt from '../src/pages/admin-leads/copy.pt';
import type { InvestmentPageCopy } from '../src/pages/investment/copy.en';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { euroText, numberFormat } from './number-format';
import { pageCopy } from './page-copy';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const INBOX = { en: inboxEn, he: inboxHe, pt: inboxPt } as const;
const route = ROUTES.find((entry) => entry.id === 'investment')!;
const expect = baseExpect.configure({ timeout: 15_000 });

/** What the visitor chooses: 250,000 of equity, 45 % financed over 25 years, an apartment, not resident. */
const INPUT: InvestmentInput = {
  equity: 250_000,
  leveragePercent: 45,
  mortgageYears: 25,
  propertyType: 'apartment',
  residence: 'non_resident',
};

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/47-${name}.png`, fullPage: false });
}

/** Arrow keys move a slider the same way in both directions of text. */
async function press(thumb: Locator, key: string, times = 1) {
  await thumb.focus();
  for (let i = 0; i < times; i += 1) await thumb.press(key);
}

/** Defines the journey's test in each language; `size` names where it runs. */
export function investmentJourney(size: 'desktop' | 'phone') {
  // A visitor's form, a staff sign-in, axe and a download: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test.use({ expectedErrorStatuses: [401, 403] });

  for (const [lang, dict] of LANGUAGES) {
    const inbox = INBOX[lang];
    const c = inbox.inbox;
    const euro = (value: number) => euroText(value, lang);
    const staffNumber = (value: number) => numberFormat(lang, { maximumFractionDigits: 2 }).format(value);

    test(`investment lead journey (${lang}, ${size}): calculator, one form with the figures, one lead in the inbox`, async ({
      page,
      request,
    }) => {
      const copy = (await pageCopy({ route }, lang)) as unknown as InvestmentPageCopy;
      const result = calculateInvestment(INPUT);
      const figures = toInvestmentLeadFigures(result);
      const name = lang === 'he' ? 'מיכל ברק' : 'Michal Barak';
      const email = uniqueEmail(`investment-journey-${lang}-${size}`);

      // The visitor: the calculator, then "Get Personalized Offer".
      await page.goto(`/${lang}/investment`);
      await waitForApp(page);
      await page.getByRole('button', { name: copy.heroActions.showCalculator }).click();
      const slider = (label: string) => page.getByRole('slider', { name: label });
      await expect(page.getByRole('slider')).toHaveCount(3);
      await press(slider(copy.calculator.equityLabel), 'ArrowUp', 5); // 250,000
      await press(slider(copy.calculator.leverageLabel), 'ArrowDown'); // 45 %
      await page.getByRole('radio', { name: copy.calculator.residences.non_resident }).check();
      await expect(page.locator('[data-result="propertyValue"]')).toHaveText(euro(result.totalAssetValue));
      await expect(page.locator('[data-result="monthlyIncome"]')).toHaveText(euro(result.monthlyIncome));
      await page.getByRole('button', { name: copy.calculator.offerButton }).click();

      // The one form, in view, carrying the figures the visitor saw.
      await expect(page.getByRole('form')).toHaveCount(1);
      const form = page.getByRole('form', { name: copy.consultation.title });
      const estimate = form.getByRole('region', { name: copy.consultation.estimate.title });
      await expect(estimate.getByRole('heading')).toBeFocused();
      await expect(estimate).toBeInViewport();
      await expect(estimate.locator('[data-estimate="propertyValue"]')).toHaveText(euro(result.totalAssetValue));
      await expect(estimate.locator('[data-estimate="equity"]')).toHaveText(euro(INPUT.equity));
      await expect(estimate.locator('[data-estimate="monthlyIncome"]')).toHaveText(euro(result.monthlyIncome));
      await expect(page.getByText(copy.calculator.offerAttached)).toBeAttached();
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, 'the page is no wider than the screen').toBe(true);
      await shot(page, `investment-form-${lang}-${size}`);
      await expectNoAxeViolations(page);

      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.nameLabel}`) }).fill(name);
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.emailLabel}`) }).fill(email);
      await form.getByRole('textbox', { name: new RegExp(`^${dict.leadForm.phoneLabel}`) }).fill('052-765-4321');
      await form.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await form.getByRole('button', { name: copy.consultation.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);

      // One lead, with the module's figures; no contact request beside it.
      expect(await storedLeads(request, 'contact_submissions', email)).toEqual([]);
      const rows = await storedLeads(request, 'investment_leads', email);
      expect(rows).toHaveLength(1);
      for (const [key, value] of Object.entries(figures)) expect(Number(rows[0]![key]), key).toBe(value);
      expect(rows[0]).toMatchObject({
        phone: '052-765-4321',
        buyer_residence: 'non_resident',
        property_type: 'apartment',
      });
      expect(Number(rows[0]!.cash_at_purchase)).toBe(result.cashAtPurchase);

      // The staff member, in the same language: one lead, its figures under their names.
      await page.goto(`/${lang}/admin/leads`);
      await waitForApp(page);
      await page.getByLabel(inbox.auth.emailLabel).fill(ADMIN.email);
      await page.getByLabel(inbox.auth.passwordLabel).fill(ADMIN.password);
      await page.getByRole('button', { name: inbox.auth.submit }).click();
      await expect(page.getByRole('heading', { level: 2, name: c.inbox.title })).toBeVisible();
      await page.getByLabel(c.inbox.search).fill(email);
      await page.getByRole('button', { name: c.inbox.searchButton }).click();
      const row = page.getByTestId('lead-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(c.kinds.investment);
      await row.getByRole('button', { name: fill(c.inbox.openLead, { name }) }).click();
      const dialog = page.getByTestId('lead-detail');
      const field = (column: keyof typeof FIELD_LABELS) => dialog.locator(`[data-field="${column}"]`);
      await expect(field('total_asset_value')).toHaveText(staffNumber(figures.total_asset_value));
      await expect(field('expected_monthly_income')).toHaveText(staffNumber(figures.expected_monthly_income));
      await expect(field('equity')).toHaveText(staffNumber(INPUT.equity));
      await expect(field('property_type')).toHaveText(PROPERTY_TYPE_LABELS.apartment[lang]);
      await expect(field('buyer_residence')).toHaveText(RESIDENCE_LABELS.non_resident[lang]);
      await expect(field('cash_at_purchase')).toHaveText(staffNumber(result.cashAtPurchase));
      for (const column of ['total_asset_value', 'buyer_residence', 'cash_at_purchase'] as const) {
        await expect(dialog.getByText(FIELD_LABELS[column][lang], { exact: true })).toBeVisible();
      }
      await expect(dialog.getByTestId('lead-no-estimate')).toHaveCount(0);
      await shot(page, `investment-lead-${lang}-${size}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The CSV of the search: the one lead, its figures in the labelled columns.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: c.inbox.exportCsv }).click(),
      ]);
      const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
      const [header, ...lines] = csv.split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      const cells = header!.split(',');
      const values = lines[0]!.split(',');
      const at = (column: keyof typeof FIELD_LABELS) => values[cells.indexOf(FIELD_LABELS[column][lang])];
      expect(lines[0]).toContain(email);
      expect(Number(at('total_asset_value'))).toBe(figures.total_asset_value);
      expect(Number(at('expected_annual_return'))).toBe(figures.expected_annual_return);
      expect(at('buyer_residence')).toBe(RESIDENCE_LABELS.non_resident[lang]);
    });
  }
}
