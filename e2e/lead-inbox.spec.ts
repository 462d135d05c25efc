// The lead inbox and data-subject requests (docs/lead-inbox.md), in both languages: a lead sent from
// the contact page appears in the inbox, its status and a note survive a reload, the CSV export
// holds it (byte-order mark, Hebrew intact), the access export lists its rows, an erasure removes
// them and leaves the request's record; the database refuses a non-admin and an anonymous caller.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import inboxEn from '../src/pages/admin-leads/copy.en';
import inboxHe from '../src/pages/admin-leads/copy.he';
import { fill } from '../src/lib/i18n/dictionary';
import { LEAD_KIND_PLURALS, REQUEST_KIND_LABELS } from '../supabase/functions/_shared/domain/leads/vocabulary';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const STAFF = { email: 'staff@lusaproperty.local', password: 'local-staff-password' };
const ANON_KEY = 'local-dev-anon-key';
const expect = baseExpect.configure({ timeout: 15_000 });
const COPY = { en: inboxEn, he: inboxHe } as const;

// A refused rpc (401, 403) is logged by the browser as a failed load.
test.use({ expectedErrorStatuses: [400, 401, 403] });
// Each journey sends a lead, signs in and checks five states with axe: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function downloaded(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

for (const [lang, dict] of LANGUAGES) {
  const copy = COPY[lang];
  const c = copy.inbox;
  const t = c.inbox;
  const form = { ...dict.leadForm, ...dict.contactForm };
  const name = lang === 'he' ? 'דנה כהן' : 'Dana Cohen';

  async function sendContactLead(page: Page, email: string) {
    await page.goto(`/${lang}/contact`);
    await waitForApp(page);
    const main = page.getByRole('main');
    await main.getByLabel(form.nameLabel, { exact: false }).first().fill(name);
    await main.getByLabel(form.emailLabel, { exact: false }).first().fill(email);
    await main.getByRole('checkbox', { name: form.consentLabel }).check();
    await main.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(`/${lang}/thank-you`);
  }

  async function signIn(page: Page, path: string) {
    await page.goto(path);
    await waitForApp(page);
    await page.getByLabel(copy.auth.emailLabel).fill(ADMIN.email);
    await page.getByLabel(copy.auth.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: copy.auth.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  }

  test.describe(`lead inbox (${lang})`, () => {
    test('a contact lead appears, keeps its status and note, and is in the CSV', async ({ page }) => {
      const email = uniqueEmail(`inbox-${lang}`);
      await sendContactLead(page, email);

      await signIn(page, `/${lang}/admin/leads`);
      await expect(page.getByRole('navigation', { name: copy.auth.staffNav.label })).toBeVisible();
      await expect(page.getByTestId('lead-counts')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByLabel(t.search).fill(email);
      await page.getByRole('button', { name: t.searchButton }).click();
      // The filter lives in the URL.
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
      const rows = page.getByTestId('lead-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(name);
      await expect(rows.first()).toContainText(c.kinds.contact);
      await expect(rows.first()).toContainText(c.statuses.new);
      await expectNoAxeViolations(page);

      await rows
        .first()
        .getByRole('button', { name: fill(t.openLead, { name }) })
        .click();
      const dialog = page.getByTestId('lead-detail');
      await expect(dialog.getByRole('heading', { name: c.detail.sent })).toBeVisible();
      await expect(dialog.locator('[data-field="email"]')).toHaveText(email);
      await expect(dialog.locator('[data-field="source_page"]')).toHaveText(`/${lang}/contact`);
      await expect(dialog.locator('[data-field="consent_version"]')).not.toBeEmpty();
      await expectNoAxeViolations(page);

      await dialog.getByLabel(c.detail.statusLabel).selectOption('contacted');
      await dialog.getByRole('button', { name: c.detail.saveStatus }).click();
      const history = dialog.getByTestId('lead-history');
      await expect(history).toContainText(c.statuses.contacted);
      await expect(history).toContainText(ADMIN.email);
      const note = lang === 'he' ? 'התקשרנו, היא תחזור אלינו ביום ראשון.' : 'Called her; she will call back on Sunday.';
      await dialog.getByLabel(c.detail.noteLabel).fill(note);
      await dialog.getByRole('button', { name: c.detail.saveNote }).click();
      await expect(history).toContainText(note);
      await expectNoAxeViolations(page);

      await page.reload();
      await waitForApp(page);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(c.statuses.contacted);
      await rows
        .first()
        .getByRole('button', { name: fill(t.openLead, { name }) })
        .click();
      await expect(dialog.getByLabel(c.detail.statusLabel)).toHaveValue('contacted');
      await expect(dialog.getByTestId('lead-history')).toContainText(note);
      await page.keyboard.press('Escape');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.exportCsv }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
      const bytes = await downloaded(download);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8');
      const lines = csv.slice(1).split('\r\n');
      expect(lines[0]!.startsWith(`${t.columns.createdAt} (`)).toBe(true);
      expect(lines[0]).toContain(`,${t.columns.kind},${t.columns.name},`);
      expect(lines).toHaveLength(3); // header, the lead, the empty end after the last CRLF
      expect(lines[1]).toContain(`,${c.kinds.contact},${name},${email},`);
      // A date and time a spreadsheet reads as such, in the staff member's zone.
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
      // The notification's state is a word in the file's language, not the stored one.
      expect(lines[1]).not.toMatch(/,(sent|logged|pending|failed),/);
      expect(lines[1]).toContain(c.statuses.contacted);
    });

    test('a data-subject request exports every row, then erases them and is recorded', async ({ page, request }) => {
      const email = uniqueEmail(`subject-${lang}`);
      await sendContactLead(page, email);
      await signIn(page, `/${lang}/admin/leads`);
      const s = c.subject;

      await page.getByLabel(s.emailLabel).fill(email.toUpperCase());
      await page.getByRole('button', { name: s.find }).click();
      const found = page.getByTestId('subject-found');
      await expect(found).toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        found.getByRole('button', { name: s.exportJson }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^data-subject-access-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
      expect(download.suggestedFilename()).not.toContain('example');
      const exported = JSON.parse((await downloaded(download)).toString('utf8')) as {
        tables: Record<string, Record<string, unknown>[]>;
      };
      expect(exported.tables.contact_submissions).toHaveLength(1);
      expect(exported.tables.contact_submissions![0]).toMatchObject({ email, name });

      await found.getByRole('button', { name: s.erase }).click();
      const confirm = page.getByTestId('subject-erase-dialog');
      await expect(confirm).toContainText(email);
      await expect(confirm).toContainText(fill(s.eraseTextOne, { email: `\u2068${email}\u2069` }));
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: s.confirmErase }).click();
      await expect(page.locator('[data-sonner-toast]', { hasText: fill(s.erased, { count: 1 }) })).toBeVisible();
      expect(await storedLeads(request, 'contact_submissions', email)).toEqual([]);

      const log = page.getByTestId('subject-request');
      await expect(log.first()).toContainText(REQUEST_KIND_LABELS.erasure[lang]);
      await expect(log.first()).toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
      await expect(log.first()).toContainText(ADMIN.email);
      await expect(log.nth(1)).toContainText(REQUEST_KIND_LABELS.access[lang]);
      await expectNoAxeViolations(page);

      // Nothing left: the erasure says so and is recorded all the same.
      await page.getByLabel(s.emailLabel).fill(email);
      await page.getByRole('button', { name: s.find }).click();
      await expect(found).toContainText(email);
      await expect(found).not.toContainText(LEAD_KIND_PLURALS.contact[lang]);
      await found.getByRole('button', { name: s.erase }).click();
      await page.getByTestId('subject-erase-dialog').getByRole('button', { name: s.confirmErase }).click();
      await expect(page.locator('[data-sonner-toast]', { hasText: s.erasedNone })).toBeVisible();
      await expect(log.first()).toContainText(REQUEST_KIND_LABELS.erasure[lang]);
      await expect(log.first()).not.toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
    });
  });
}

test.describe('the inbox functions, called directly', () => {
  async function rpc(page: Page, name: string, token: string, body: object = {}) {
    return page.evaluate(
      async ({ url, token, body, anonKey }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      { url: `${LOCAL_BACKEND_URL}/rest/v1/rpc/${name}`, token, body, anonKey: ANON_KEY },
    );
  }

  test('refuse an anonymous caller and a signed-in account without the admin role', async ({ page }) => {
    await page.goto('/en/admin/leads');
    await waitForApp(page);
    const staff = await page.evaluate(
      async ({ url, anonKey, account }) => {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        return ((await response.json()) as { access_token: string }).access_token;
      },
      { url: LOCAL_BACKEND_URL, anonKey: ANON_KEY, account: STAFF },
    );
    for (const [name, body] of [
      ['admin_list_leads', {}],
      ['admin_lead_counts', {}],
      ['admin_subject_lookup', { p_email: 'someone@example.com' }],
      ['admin_subject_erase', { p_email: 'someone@example.com' }],
    ] as const) {
      const anonymous = await rpc(page, name, ANON_KEY, body);
      expect([401, 403], `${name} as anon: ${anonymous.text}`).toContain(anonymous.status);
      const refused = await rpc(page, name, staff, body);
      expect(refused.status, `${name} as staff: ${refused.text}`).toBe(403);
      expect(refused.text).toContain('not_allowed');
    }
  });
});
