// The staff journeys of issue 47, written once and run at desktop size (staff-journeys.spec.ts) and
// on a phone (staff-journeys.mobile.spec.ts), in each language of e2e/languages.ts:
// (a) a lead from the contact form into the inbox, its status and note changed and kept through a
//     reload, out through the CSV and a data-subject request (access export, then erasure);
// (b) the newsletter from the footer's sign-up and the e-mailed confirmation to a test issue: the
//     draft kept through a reload, the test the main button until it is sent, then deleted;
// (c) the logo tool: a logo generated, kept through a reload, downloaded as a 400 × 400 PNG, removed;
//     with the browser's storage full, the page warns and asks before a link or closing loses a logo.
// They assert nothing about when staff hear of a new subscriber (docs/newsletter.md).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContextOptions, Download, Page, TestInfo } from '@playwright/test';
import { fill } from '../src/lib/i18n/dictionary';
import inboxEn from '../src/pages/admin-leads/copy.en';
import inboxHe from '../src/pages/admin-leads/copy.he';
import inboxPt from '../src/pages/admin-leads/copy.pt';
import newsletterEn from '../src/pages/admin-newsletter/copy.en';
import newsletterHe from '../src/pages/admin-newsletter/copy.he';
import newsletterPt from '../src/pages/admin-newsletter/copy.pt';
import logoEn from '../src/pages/admin-logo-generator/copy.en';
import logoHe from '../src/pages/admin-logo-generator/copy.he';
import logoPt from '../src/pages/admin-logo-generator/copy.pt';
import confirmEn from '../src/pages/newsletter-confirm/copy.en';
import confirmHe from '../src/pages/newsletter-confirm/copy.he';
import confirmPt from '../src/pages/newsletter-confirm/copy.pt';
import { LEAD_KIND_PLURALS, REQUEST_KIND_LABELS } from '../supabase/functions/_shared/domain/leads/vocabulary';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { awaitMail, outbox } from './outbox';

type Lang = (typeof LANGUAGES)[number][0];
type Dict = (typeof LANGUAGES)[number][1];

export const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
/** supabase-js loads on demand and reads its session before the gate decides: slow on a busy machine. */
export const expect = baseExpect.configure({ timeout: 15_000 });
/** HTTP statuses the journeys meet on purpose (the browser logs them as failed loads). */
export const JOURNEY_ERROR_STATUSES = [400, 401, 403, 404];

const COPY = {
  en: { inbox: inboxEn, newsletter: newsletterEn, logo: logoEn, confirm: confirmEn },
  he: { inbox: inboxHe, newsletter: newsletterHe, logo: logoHe, confirm: confirmHe },
  pt: { inbox: inboxPt, newsletter: newsletterPt, logo: logoPt, confirm: confirmPt },
} as const;

/** The lead's name and the note staff write on it, as each language's visitor and staff type them. */
const LEAD_WORDS = {
  en: { name: 'Dana Cohen', note: 'Called her; she will call back on Sunday.' },
  he: { name: 'דנה כהן', note: 'התקשרנו, היא תחזור אלינו ביום ראשון.' },
  pt: { name: 'Joana Sequeira', note: 'Ligámos-lhe; volta a ligar no domingo.' },
} as const;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });
const fileOf = async (download: Download) => readFile((await download.path())!);

/** Signs in on a staff page (it shows the sign-in form until then). */
export async function signIn(page: Page, lang: Lang, path: string) {
  const auth = COPY[lang].inbox.auth;
  await page.goto(path);
  await waitForApp(page);
  await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
  await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
  await page.getByRole('button', { name: auth.submit }).click();
  await expect(page.getByRole('navigation', { name: auth.staffNav.label })).toBeVisible();
}

/**
 * A page of its own with the test's device (size, touch, user agent): Playwright's init scripts run
 * in the newsletter preview's sandboxed frame too, where the browser blocks them and logs errors no
 * staff member's browser shows.
 */
export async function plainPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale } = testInfo.project.use;
  const options: BrowserContextOptions = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale };
  return browser.newPage(options);
}

/** (a) A lead from the contact form to the inbox, its status and note, the CSV and a data-subject request. */
export async function leadJourney(page: Page, request: APIRequestContext, lang: Lang, dict: Dict) {
  const copy = COPY[lang].inbox;
  const c = copy.inbox;
  const t = c.inbox;
  const s = c.subject;
  const form = { ...dict.leadForm, ...dict.contactForm };
  const { name, note } = LEAD_WORDS[lang];
  const email = uniqueEmail(`journey-lead-${lang}`);
  // A number of its own, typed with spaces as people write it.
  const digits = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const phone = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

  await page.goto(`/${lang}/contact`);
  await waitForApp(page);
  const main = page.getByRole('main');
  await main.getByLabel(form.nameLabel, { exact: false }).first().fill(name);
  await main.getByLabel(form.emailLabel, { exact: false }).first().fill(email);
  await main.getByLabel(form.phoneLabel, { exact: false }).first().fill(phone);
  await main.getByRole('checkbox', { name: form.consentLabel }).check();
  await main.getByRole('button', { name: form.submit }).click();
  await expect(page).toHaveURL(`/${lang}/thank-you`);

  await signIn(page, lang, `/${lang}/admin/leads`);
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await expect(page.getByTestId('lead-counts')).toBeVisible();
  await expectNoAxeViolations(page);

  // Found by the number written another way (country code and dashes), then by the address.
  await page.getByLabel(t.search).fill(`+351-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
  await page.getByRole('button', { name: t.searchButton }).click();
  const rows = page.getByTestId('lead-row');
  // The number is this lead's own: the list holds it alone once the search has arrived.
  await expect(page).toHaveURL(/[?&]q=%2B351-/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await page.getByLabel(t.search).fill(email);
  await page.getByRole('button', { name: t.searchButton }).click();
  // The filter lives in the address.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText(c.kinds.contact);
  await expect(rows.first()).toContainText(c.statuses.new);

  await rows
    .first()
    .getByRole('button', { name: fill(t.openLead, { name }) })
    .click();
  const dialog = page.getByTestId('lead-detail');
  await expect(dialog.getByRole('heading', { name: c.detail.sent })).toBeVisible();
  await expect(dialog.locator('[data-field="email"]')).toHaveText(email);
  await expect(dialog.locator('[data-field="source_page"]')).toHaveText(`/${lang}/contact`);
  await expect(dialog.locator('[data-field="consent_version"]')).not.toBeEmpty();
  // Click to write and to call.
  await expect(dialog.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(dialog.locator(`a[href="tel:${digits}"]`)).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel(c.detail.statusLabel).selectOption('contacted');
  await dialog.getByRole('button', { name: c.detail.saveStatus }).click();
  const history = dialog.getByTestId('lead-history');
  await expect(history).toContainText(c.statuses.contacted);
  await expect(history).toContainText(ADMIN.email);
  await dialog.getByLabel(c.detail.noteLabel).fill(note);
  await dialog.getByRole('button', { name: c.detail.saveNote }).click();
  await expect(history).toContainText(note);

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
  await expect(dialog).toBeHidden();

  // Out through the CSV: byte-order mark, the file's language, dates a spreadsheet reads.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.exportCsv }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const bytes = await fileOf(csvDownload);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]!.startsWith(`${t.columns.createdAt} (`)).toBe(true);
  expect(lines[0]).toContain(`,${t.columns.kind},${t.columns.name},`);
  expect(lines).toHaveLength(3); // header, the lead, the empty end after the last CRLF
  expect(lines[1]).toContain(`,${c.kinds.contact},${name},${email},`);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(lines[1]).not.toMatch(/,(sent|logged|pending|failed),/);
  expect(lines[1]).toContain(c.statuses.contacted);

  // Out through a data-subject request: what is held, as a download, then erased and recorded.
  await page.getByLabel(s.emailLabel).fill(email.toUpperCase());
  await page.getByRole('button', { name: s.find }).click();
  const found = page.getByTestId('subject-found');
  await expect(found).toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
  await found.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  const [access, accessAnswer] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((response) => response.url().endsWith('/rpc/admin_subject_access')),
    found.getByRole('button', { name: s.exportJson }).click(),
  ]);
  const { request_id: accessId } = (await accessAnswer.json()) as { request_id: string };
  expect(access.suggestedFilename()).toMatch(/^data-subject-access-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
  expect(access.suggestedFilename()).not.toContain('example');
  const exported = JSON.parse((await fileOf(access)).toString('utf8')) as {
    tables: Record<string, Record<string, unknown>[]>;
  };
  expect(exported.tables.contact_submissions).toHaveLength(1);
  expect(exported.tables.contact_submissions![0]).toMatchObject({ email, name });

  // The log is shared by every test running at once: this address's rows are those of its hash, read
  // from the log's answer that holds the access just recorded.
  const accessLogged = page.waitForResponse(async (response) => {
    if (!response.url().endsWith('/rpc/admin_subject_requests')) return false;
    const rows = (await response.json()) as { id: string; email_hash: string }[];
    return rows.some((row) => row.id === accessId);
  });
  await found.getByRole('button', { name: s.erase }).click();
  const confirm = page.getByTestId('subject-erase-dialog');
  await expect(confirm).toContainText(fill(s.eraseTextOne, { email: `\u2068${email}\u2069` }));
  await confirm.getByRole('button', { name: s.confirmErase }).click();
  await expect(toastWith(page, s.erasedOne)).toBeVisible();
  expect(await storedLeads(request, 'contact_submissions', email)).toEqual([]);
  const logRows = (await (await accessLogged).json()) as { id: string; email_hash: string }[];
  const hash = logRows.find((row) => row.id === accessId)!.email_hash;
  const log = page.getByTestId('subject-request').filter({ hasText: `(${hash.slice(0, 8)})` });
  await expect(log.first()).toContainText(REQUEST_KIND_LABELS.erasure[lang]);
  await expect(log.first()).toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
  await expect(log.first()).toContainText(ADMIN.email);
  await expect(log).toHaveCount(2);
  await expect(log.nth(1)).toContainText(REQUEST_KIND_LABELS.access[lang]);

  // Nothing left: a second erasure says so and is recorded all the same.
  await page.getByLabel(s.emailLabel).fill(email);
  await page.getByRole('button', { name: s.find }).click();
  await expect(found).toContainText(email);
  await expect(found).not.toContainText(LEAD_KIND_PLURALS.contact[lang]);
  await found.getByRole('button', { name: s.erase }).click();
  await page.getByTestId('subject-erase-dialog').getByRole('button', { name: s.confirmErase }).click();
  await expect(toastWith(page, s.erasedNone)).toBeVisible();
  await expect(log.first()).toContainText(REQUEST_KIND_LABELS.erasure[lang]);
  await expect(log).toHaveCount(3);
  await expect(log.first()).not.toContainText(`${LEAD_KIND_PLURALS.contact[lang]}: 1`);
}

/** Signs `address` up from the footer of the page open in `page`. */
export async function signUpFromFooter(page: Page, dict: Dict, address: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel(dict.footer.newsletter.emailLabel).fill(address);
  await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
  await expect(toastWith(page, dict.footer.newsletter.successTitle).last()).toBeVisible();
}

/**
 * Confirms `address` as its owner does: the link from the e-mail in the page's language, opened in
 * `visitor`, confirms only on the button's press, and once. Answers the link.
 */
export async function confirmFromEmail(visitor: Page, request: APIRequestContext, lang: Lang, address: string) {
  const confirm = COPY[lang].confirm;
  const confirmation = await awaitMail(request, address, (m) => m.tag === 'newsletter-confirm');
  expect(confirmation.html).toContain(`dir="${lang === 'he' ? 'rtl' : 'ltr'}"`);
  const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(confirmation.text)?.[1];
  expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${lang}/newsletter/confirm\\?token=`));
  await visitor.goto(link!);
  await waitForApp(visitor);
  await visitor.getByRole('button', { name: confirm.confirm }).click();
  await expect(visitor.getByRole('heading', { name: confirm.successTitle })).toBeVisible();
  await visitor.goto(link!);
  await waitForApp(visitor);
  await visitor.getByRole('button', { name: confirm.confirm }).click();
  await expect(visitor.getByRole('heading', { name: confirm.errors.token_used.title })).toBeVisible();
  return link!;
}

/**
 * (b) The newsletter from sign-up and confirmation to a test issue. `page` is the visitor's;
 * `staff` a page without init scripts (plainPage).
 */
export async function newsletterJourney(page: Page, staff: Page, request: APIRequestContext, lang: Lang, dict: Dict) {
  const admin = COPY[lang].newsletter.manager;
  const reader = uniqueEmail(`journey-newsletter-${lang}`);
  await page.goto(`/${lang}`);
  await waitForApp(page);
  await signUpFromFooter(page, dict, reader);
  await confirmFromEmail(page, request, lang, reader);

  await signIn(staff, lang, `/${lang}/admin/newsletter`);
  // Written in every language: an issue goes out only in all those that have subscribers.
  const titles: Record<Lang, string> = {
    en: unique('Journey issue'),
    he: unique('גיליון מסע'),
    pt: unique('Edição da jornada'),
  };
  const bodies: Record<Lang, string> = {
    en: '## Lisbon\nPrices **rose**.',
    he: '## ליסבון\nהמחירים **עלו**.',
    pt: '## Lisboa\nOs preços **subiram**.',
  };
  const languages = LANGUAGES.map(([language]) => language);
  const label = (text: string, language: Lang) => fill(text, { language: admin.languages[language] });
  for (const language of languages) {
    await staff.getByLabel(label(admin.titleLabel, language)).fill(titles[language]);
    await staff.getByLabel(label(admin.bodyLabel, language)).fill(bodies[language]);
  }
  const preview = staff.frameLocator('[data-testid="newsletter-preview-he"]');
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titles.he);
  const previewPt = staff.frameLocator('[data-testid="newsletter-preview-pt"]');
  await expect(previewPt.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(previewPt.getByRole('heading', { level: 1 })).toHaveText(titles.pt);
  await expect(previewPt.locator('strong')).toHaveText('subiram');

  // The draft saves itself; a reload brings it back from the database.
  const saveState = staff.getByTestId('newsletter-save-state');
  await expect(saveState).toHaveText(new RegExp(admin.autosaved.split('{time}')[0]!));
  await expect(staff).toHaveURL(/[?&]draft=[0-9a-f-]{36}/);
  await staff.reload();
  await waitForApp(staff);
  await expect(staff.getByLabel(label(admin.titleLabel, 'en'))).toHaveValue(titles.en);
  await expect(staff.getByLabel(label(admin.bodyLabel, 'he'))).toHaveValue(bodies.he);
  await expect(staff.getByLabel(label(admin.titleLabel, 'pt'))).toHaveValue(titles.pt);
  await expect(staff.getByLabel(label(admin.bodyLabel, 'pt'))).toHaveValue(bodies.pt);

  // The test is the main button until it is sent; then the send is.
  const testButton = staff.getByRole('button', { name: admin.sendTest });
  const sendButton = staff.getByRole('button', { name: admin.send });
  const primary = /\bbg-brand-700\b/;
  await expect(testButton).toHaveClass(primary);
  await expect(sendButton).not.toHaveClass(primary);
  await expect(sendButton).toHaveAccessibleDescription(admin.testFirst);
  await testButton.click();
  await expect(toastWith(staff, fill(admin.testSentAll, { email: ADMIN.email }))).toBeVisible();
  await awaitMail(request, ADMIN.email, (m) => m.subject === `[Test] ${titles.en}`);
  await awaitMail(request, ADMIN.email, (m) => m.subject === `[בדיקה] ${titles.he}`);
  await awaitMail(request, ADMIN.email, (m) => m.subject === `[Teste] ${titles.pt}`);
  await expect(sendButton).toHaveClass(primary);
  await expect(testButton).not.toHaveClass(primary);
  // A test goes to staff only (issues other journeys send to every subscriber may reach the reader).
  const subjects = (await outbox(request, reader)).map((m) => m.subject);
  expect(subjects.filter((subject) => languages.some((language) => subject.includes(titles[language])))).toEqual([]);

  // Deleted after a confirmation: gone from the list and the editor, and a reload does not bring it back.
  await staff.getByRole('button', { name: admin.deleteDraft }).click();
  const confirm = staff.getByTestId('newsletter-delete-confirm');
  await expect(confirm).toContainText(fill(admin.deleteText, { title: titles[lang] }));
  await confirm.getByRole('button', { name: admin.deleteConfirm }).click();
  await expect(toastWith(staff, admin.deleted)).toBeVisible();
  await expect(staff.getByLabel(label(admin.titleLabel, 'en'))).toHaveValue('');
  await expect(staff.getByTestId('newsletter-issue-row').filter({ hasText: titles.en })).toHaveCount(0);
  await expect(staff).not.toHaveURL(/[?&]draft=/);
  await staff.reload();
  await waitForApp(staff);
  await expect(staff.getByRole('heading', { name: admin.listTitle })).toBeVisible();
  await expect(staff.getByTestId('newsletter-issue-row').filter({ hasText: titles.en })).toHaveCount(0);
}

/** (c) The logo tool: generate, keep through a reload, download a 400 × 400 PNG, remove; the warning when storage is full. */
export async function logoJourney(page: Page, lang: Lang) {
  const generator = COPY[lang].logo.generator;
  await signIn(page, lang, `/${lang}/admin/logo-generator`);
  await expect(page.getByRole('heading', { name: generator.formTitle })).toBeVisible();
  await page.getByRole('combobox', { name: generator.styleLabel }).selectOption('bold');
  await page.getByRole('combobox', { name: generator.schemeLabel }).selectOption('ocean-blue');
  await page.getByRole('textbox', { name: generator.instructionsLabel }).fill('office sign');
  await page.getByRole('button', { name: generator.generate }).click();
  await expect(page.getByRole('button', { name: generator.generating })).toBeDisabled();
  const alt = fill(generator.logoAlt, { n: 1, style: generator.styles.bold, scheme: generator.schemes['ocean-blue'] });
  const image = page.getByRole('img', { name: alt });
  await expect(image).toBeVisible({ timeout: 10_000 });
  await expect(toastWith(page, generator.toasts.fallbackSuccess)).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([400, 400]);
  await expect(page.getByTestId('logos-kept')).toHaveText(generator.kept);
  await expectNoAxeViolations(page);

  // Kept through a reload, with nothing to warn about.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await expect(page.getByTestId('logos-at-risk')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: fill(generator.downloadLabel, { n: 1 }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lusa-property-logo-bold-ocean-blue.png');
  const file = await fileOf(download);
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // IHDR: width and height, big-endian, at bytes 16 to 23.
  expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([400, 400]);
  await expect(toastWith(page, generator.toasts.downloadStarted)).toBeVisible();
  const card = page.getByTestId('generated-logo');
  await expect(card).toContainText(generator.downloaded);

  await page.getByRole('button', { name: fill(generator.removeLabel, { n: 1 }) }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(generator.empty)).toBeVisible();

  // A browser with no room left: the page names the logo it cannot keep, and asks before a link
  // or closing the tab loses it; once downloaded, nothing is at risk.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  // The page opened afresh: the default choices.
  await page.getByRole('button', { name: generator.generate }).click();
  await expect(
    page.getByRole('img', {
      name: fill(generator.logoAlt, {
        n: 1,
        style: generator.styles.modern,
        scheme: generator.schemes['portugal-flag'],
      }),
    }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('logos-at-risk')).toHaveText(generator.atRisk.one);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const staffNav = page.getByRole('navigation', { name: COPY[lang].inbox.auth.staffNav.label });
  await staffNav.getByRole('link', { name: COPY[lang].inbox.auth.staffNav.adminLeads }).click();
  await expect.poll(() => asked).toEqual([`confirm: ${generator.leaveWarning}`]);
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/logo-generator`));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/^beforeunload/);
  expect(page.isClosed()).toBe(false);
  await page.getByRole('button', { name: fill(generator.downloadLabel, { n: 1 }) }).click();
  await expect(page.getByTestId('logos-at-risk')).toHaveCount(0);
  await staffNav.getByRole('link', { name: COPY[lang].inbox.auth.staffNav.adminLeads }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/admin/leads`));
  expect(asked).toHaveLength(2);
}

/**
 * Declares the three journeys in each language for the spec that calls it; the project it runs in
 * (desktop, or mobile for a `*.mobile.spec.ts`) sets the screen.
 */
export function describeStaffJourneys(size: string) {
  test.use({ expectedErrorStatuses: JOURNEY_ERROR_STATUSES });
  // Each journey signs in, sends and reads e-mails or downloads, and runs axe: more than 30 s on a busy machine.
  test.describe.configure({ timeout: 150_000 });
  for (const [lang, dict] of LANGUAGES) {
    test.describe(`staff journeys ${size} (${lang})`, () => {
      test('a lead goes from the contact form to the inbox, gets a status and a note, and leaves through the CSV and a data-subject request', async ({
        page,
        request,
      }) => {
        await leadJourney(page, request, lang, dict);
      });

      test('the newsletter goes from sign-up and confirmation to a test issue, the draft kept and then deleted', async ({
        page,
        browser,
        request,
      }, testInfo) => {
        const staff = await plainPage(browser, testInfo);
        try {
          await newsletterJourney(page, staff, request, lang, dict);
        } finally {
          await staff.close();
        }
      });

      test('a logo is generated, kept through a reload, downloaded and removed, and one the browser cannot keep is guarded', async ({
        page,
      }) => {
        await logoJourney(page, lang);
      });
    });
  }
}
