import { LOCAL_BACKEND_URL } from '../playwright.config';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail, watchBackendClients } from './backend';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

const FUNCTION_URL = `${LOCAL_BACKEND_URL}/functions/v1/contact-submit`;

for (const [lang, dict] of LANGUAGES) {
  const text = { ...dict.leadForm, ...dict.contactForm };
  const pages = PAGE_COPY[lang];

  async function openContact(page: Page) {
    await page.goto(`/${lang}/contact`);
    await waitForApp(page);
    return page.getByRole('main');
  }

  async function fillAndSend(page: Page, email: string, { message = '' } = {}) {
    const main = page.getByRole('main');
    await main
      .getByLabel(text.nameLabel, { exact: false })
      .first()
      .fill(lang === 'he' ? 'דנה כהן' : 'Dana Cohen');
    await main.getByLabel(text.emailLabel, { exact: false }).first().fill(email);
    if (message) await main.getByRole('textbox', { name: text.messageLabel }).fill(message);
    await main.getByRole('checkbox', { name: text.consentLabel }).check();
    await main.getByRole('button', { name: text.submit }).click();
  }

  test.describe(`contact page (${lang})`, () => {
    test('a message reaches the thank-you page and is stored in the embedded database', async ({ page, request }) => {
      const clients = watchBackendClients(page);
      const main = await openContact(page);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.contact.hero.title);
      await expect(main.getByText(pages.contact.responseBadge).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await main.getByRole('radio', { name: text.serviceInvestment }).check();
      const email = uniqueEmail(`contact-${lang}`);
      await fillAndSend(page, `  ${email} `, { message: 'We are looking at a T3 in Cascais.' });

      await expect(page).toHaveURL(`/${lang}/thank-you`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.thankYou.hero.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('link', { name: pages.thankYou.homeButton })).toHaveAttribute('href', `/${lang}`);
      await expect(page.getByRole('link', { name: pages.thankYou.propertyButton })).toHaveAttribute(
        'href',
        `/${lang}/property-management`,
      );
      await expectNoAxeViolations(page);

      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(clients.usedSupabaseJs()).toBe(false);
      expect(rows[0]).toMatchObject({
        email,
        phone: null,
        service: 'investment',
        message: 'We are looking at a T3 in Cascais.',
        agrees_to_terms: true,
        source_page: `/${lang}/contact`,
        // The local backend catches e-mails in its outbox: the notification counts as sent.
        notification_status: 'sent',
      });
    });

    test('send stays disabled until consent; missing fields, a bad e-mail and script content are refused', async ({
      page,
    }) => {
      let requests = 0;
      page.on('request', (req) => {
        if (req.url() === FUNCTION_URL && req.method() === 'POST') requests += 1;
      });
      const main = await openContact(page);
      const send = main.getByRole('button', { name: text.submit });
      await expect(send).toBeDisabled();
      await main.getByRole('checkbox', { name: text.consentLabel }).check();
      await expect(send).toBeEnabled();

      await send.click();
      await expect(page.getByText(text.requiredFields)).toBeVisible();

      const name = main.getByLabel(text.nameLabel, { exact: false }).first();
      await name.fill('Dana');
      await main.getByLabel(text.emailLabel, { exact: false }).first().fill('dana@example');
      await send.click();
      await expect(page.getByText(text.invalidEmail).first()).toBeVisible();

      // Typed key by key: the change that completes "<script" is refused and the field keeps the rest.
      await name.fill('');
      await name.pressSequentially('<script>');
      await expect(page.getByText(text.invalidInputTitle)).toBeVisible();
      await expect(page.getByText(text.invalidInputScript)).toBeVisible();
      await expect(name).not.toHaveValue(/<script/i);
      expect(requests).toBe(0);
    });

    test('the fourth message within five minutes is refused by the rate limit', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (req) => {
        if (req.url() === FUNCTION_URL && req.method() === 'POST') sent.push(req.url());
      });
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await openContact(page);
        await fillAndSend(page, uniqueEmail(`limit-${lang}-${attempt}`));
        await expect(page).toHaveURL(`/${lang}/thank-you`);
      }
      await openContact(page);
      await fillAndSend(page, uniqueEmail(`limit-${lang}-4`));
      await expect(page.getByText(text.rateLimitTitle)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: text.blockedTitle })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: text.submit })).toBeDisabled();
      await expect(page).toHaveURL(`/${lang}/contact`);
      expect(sent).toHaveLength(3);
    });
  });
}
