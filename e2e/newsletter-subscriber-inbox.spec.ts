// A newsletter subscriber's life as staff see it (docs/newsletter.md, docs/lead-inbox.md), in each
// language: a footer sign-up shows in the inbox as waiting for confirmation, with no staff e-mail
// yet; once the person confirms, staff are told and the inbox says confirmed; after they leave it
// says so, never "New".
import type { Page } from '@playwright/test';
import confirmEn from '../src/pages/newsletter-confirm/copy.en';
import confirmHe from '../src/pages/newsletter-confirm/copy.he';
import confirmPt from '../src/pages/newsletter-confirm/copy.pt';
import inboxEn from '../src/pages/admin-leads/copy.en';
import inboxHe from '../src/pages/admin-leads/copy.he';
import inboxPt from '../src/pages/admin-leads/copy.pt';
import unsubscribeEn from '../src/pages/newsletter-unsubscribe/copy.en';
import unsubscribeHe from '../src/pages/newsletter-unsubscribe/copy.he';
import unsubscribePt from '../src/pages/newsletter-unsubscribe/copy.pt';
import { SUBSCRIPTION_STATE_LABELS } from '../supabase/functions/_shared/domain/leads/vocabulary';
import { uniqueEmail } from './backend';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { awaitMail, outbox } from './outbox';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
/** Where the local backend sends staff notifications (NOTIFY_EMAIL_TO's default). */
const STAFF_INBOX = 'info@lusaproperty.com';
const expect = baseExpect.configure({ timeout: 15_000 });
const COPY = {
  en: { inbox: inboxEn, confirm: confirmEn, unsubscribe: unsubscribeEn },
  he: { inbox: inboxHe, confirm: confirmHe, unsubscribe: unsubscribeHe },
  pt: { inbox: inboxPt, confirm: confirmPt, unsubscribe: unsubscribePt },
} as const;

test.describe.configure({ timeout: 120_000 });

for (const [lang, dict] of LANGUAGES) {
  const { inbox: copy, confirm, unsubscribe } = COPY[lang];
  const t = copy.inbox.inbox;

  async function stateInInbox(page: Page, email: string) {
    await page.goto(`/${lang}/admin/leads?q=${encodeURIComponent(email)}`);
    await waitForApp(page);
    const row = page.getByTestId('lead-row');
    await expect(row).toHaveCount(1);
    return row.getByTestId('lead-subscription-state');
  }

  /** The subscriber's row, to SHOTS_DIR when it is set. */
  async function shot(page: Page, state: string) {
    const dir = process.env.SHOTS_DIR;
    if (dir) await page.getByTestId('lead-row').screenshot({ path: `${dir}/47-subscriber-${state}-${lang}.png` });
  }

  test(`staff hear of a subscriber when they confirm, and the inbox follows them until they leave (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const reader = uniqueEmail(`life-${lang}`);
    const staffMails = async () =>
      (await outbox(request, STAFF_INBOX)).filter(
        (message) => message.tag === 'staff-notification' && message.text.includes(reader),
      );

    await page.goto(`/${lang}`);
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(dict.footer.newsletter.emailLabel).fill(reader);
    await footer.getByRole('button', { name: dict.footer.newsletter.submit }).click();
    const confirmation = await awaitMail(request, reader, (message) => message.tag === 'newsletter-confirm');

    // Signed up, not confirmed: in the inbox as waiting, and no e-mail to staff.
    await page.goto(`/${lang}/admin/leads`);
    await waitForApp(page);
    await page.getByLabel(copy.auth.emailLabel).fill(ADMIN.email);
    await page.getByLabel(copy.auth.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: copy.auth.submit }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
    await expect(await stateInInbox(page, reader)).toHaveText(SUBSCRIPTION_STATE_LABELS.pending[lang]);
    await shot(page, 'pending');
    expect(await staffMails()).toEqual([]);

    // Confirmed: staff are told, and the inbox says so.
    const link = /(http\S+\/newsletter\/confirm\?token=\S+)/.exec(confirmation.text)?.[1];
    const visitor = await browser.newPage();
    await visitor.goto(link!);
    await waitForApp(visitor);
    await visitor.getByRole('button', { name: confirm.confirm }).click();
    await expect(visitor.getByRole('heading', { name: confirm.successTitle })).toBeVisible();
    await visitor.close();
    await expect
      .poll(async () => (await staffMails()).map((message) => message.subject))
      .toEqual(['New newsletter subscriber']);
    await expect(await stateInInbox(page, reader)).toHaveText(SUBSCRIPTION_STATE_LABELS.confirmed[lang]);
    await shot(page, 'confirmed');

    // Left, through the unsubscribe page's e-mailed link: the inbox says they left, not "New".
    const leave = await browser.newPage();
    await leave.goto(`/${lang}/newsletter/unsubscribe`);
    await waitForApp(leave);
    await leave.getByRole('main').getByLabel(unsubscribe.emailLabel).fill(reader);
    await leave.getByRole('button', { name: unsubscribe.request }).click();
    await expect(leave.getByRole('heading', { name: unsubscribe.requestedTitle })).toBeVisible();
    const leaveMail = await awaitMail(request, reader, (message) => message.tag === 'newsletter-unsubscribe-link');
    await leave.goto(/(http\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(leaveMail.text)![1]!);
    await waitForApp(leave);
    await leave.getByRole('button', { name: unsubscribe.leave }).click();
    await expect(leave.getByRole('heading', { name: unsubscribe.doneTitle })).toBeVisible();
    await leave.close();
    await expect(await stateInInbox(page, reader)).toHaveText(SUBSCRIPTION_STATE_LABELS.left[lang]);
    await shot(page, 'left');
  });
}
