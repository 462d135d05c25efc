// The newsletter end to end (docs/newsletter.md), in each language: sign up from the footer, read
// the confirmation from the local outbox, confirm on the site; staff write an issue with its
// preview, send a test to themselves, then send it; the subscriber receives it with the one-click
// List-Unsubscribe headers, leaves with one click as a mail program would, and a second issue
// does not reach them. A stranger's sign-up, never confirmed, never receives an issue.
import type { Page } from '@playwright/test';
import newsletterAdminEn from '../src/features/newsletter-admin/copy.en';
import newsletterAdminHe from '../src/features/newsletter-admin/copy.he';
import adminAuthEn from '../src/features/admin-auth/copy.en';
import adminAuthHe from '../src/features/admin-auth/copy.he';
import { uniqueEmail } from './backend';
import { awaitMail, outbox } from './outbox';
import { confirmFromEmail, signUpFromFooter } from './staff-journeys';
import { LANGUAGES } from './languages';
import { expect, test, waitForApp } from './fixtures';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };

// Both languages' journeys send issues to every confirmed subscriber of one backend: one after
// the other, so that each one's counts are its own.
test.describe.configure({ mode: 'serial' });
const COPY = {
  en: { admin: newsletterAdminEn, auth: adminAuthEn },
  he: { admin: newsletterAdminHe, auth: adminAuthHe },
} as const;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [lang, dict] of LANGUAGES) {
  const { admin, auth } = COPY[lang];
  const name = (language: 'en' | 'he') => admin.languages[language];

  /** Writes an issue in both languages on the staff page; answers its titles. */
  async function writeIssue(page: Page, label: string) {
    const titles = { en: unique(`${label} issue`), he: unique(`גיליון ${label}`) };
    for (const language of ['en', 'he'] as const) {
      await page.getByLabel(admin.titleLabel.replace('{language}', name(language))).fill(titles[language]);
      await page
        .getByLabel(admin.bodyLabel.replace('{language}', name(language)))
        .fill(language === 'en' ? '## Lisbon\nPrices **rose**.\n\n- one\n- two' : '## ליסבון\nהמחירים **עלו**.');
    }
    return titles;
  }

  async function sendIssue(page: Page) {
    await page.getByRole('button', { name: admin.send }).click();
    const dialog = page.getByTestId('newsletter-send-confirm');
    await expect(dialog).toBeVisible();
    // {total} holds its noun and, in Hebrew, its preposition ("ל-3 מנויים", "למנוי אחד").
    const pattern = new RegExp(escapeRegExp(admin.confirmSend).replace('\\{total\\}', '.+'));
    await dialog.getByRole('button', { name: pattern }).click();
    await expect(dialog).toHaveCount(0);
  }

  test(`subscribe, confirm, receive an issue, leave with one click, and stay off the next (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const reader = uniqueEmail(`journey-${lang}`);
    const stranger = uniqueEmail(`stranger-${lang}`);

    // 1. Sign up from the footer; a stranger signs someone else up, who never confirms.
    await page.goto(`/${lang}`);
    await waitForApp(page);
    await signUpFromFooter(page, dict, reader);
    await signUpFromFooter(page, dict, stranger);

    // 2. The confirmation, in the page's language, links to this site; opening the link confirms
    // nothing until the button is pressed, and the link works once (e2e/staff-journeys.ts).
    const visitor = await browser.newPage();
    await confirmFromEmail(visitor, request, lang, reader);
    await visitor.close();

    // 3. Staff write an issue, see each language's preview, send a test to themselves, then send.
    // In a page of its own: Playwright's init scripts run in the preview's sandboxed frame too, where
    // the browser blocks them and logs errors that a real staff member's browser never sees.
    const staff = await browser.newPage();
    await useStaffPage(staff);
    await staff.close();

    async function useStaffPage(page: Page) {
      await page.goto(`/${lang}/admin/newsletter`);
      await waitForApp(page);
      await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
      await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
      await page.getByRole('button', { name: auth.submit }).click();
      const first = await writeIssue(page, 'first');
      const preview = page.frameLocator('[data-testid="newsletter-preview-he"]');
      await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(first.he);
      await expect(preview.locator('strong')).toHaveText('עלו');

      await page.getByRole('button', { name: admin.sendTest }).click();
      await awaitMail(request, ADMIN.email, (m) => m.subject === `[Test] ${first.en}`);
      await awaitMail(request, ADMIN.email, (m) => m.subject === `[בדיקה] ${first.he}`);
      // Not this issue yet (the other language's journey may have sent its own to every subscriber).
      expect((await outbox(request, reader)).some((m) => m.subject === first[lang])).toBe(false);

      await sendIssue(page);
      const issue = await awaitMail(request, reader, (m) => m.subject === first[lang]);
      expect(issue.tag).toBe('newsletter-issue');
      expect(issue.html).toContain('<strong>');
      expect(issue.text).toContain(`/${lang}/newsletter/unsubscribe?token=`);
      expect(issue.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<(http[^>]+\/functions\/v1\/newsletter-unsubscribe\?token=[^>]+)>, <mailto:[^>]+>$/.exec(
        issue.headers?.['List-Unsubscribe'] ?? '',
      )?.[1];
      expect(oneClick).toBeTruthy();
      await expect(page.getByTestId('newsletter-issue-row').filter({ hasText: first.en })).toContainText(
        admin.status.sent,
        { timeout: 15_000 },
      );

      // 4. Leave with one click, as a mail program does (RFC 8058).
      const left = await request.post(oneClick!, {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        data: 'List-Unsubscribe=One-Click',
      });
      expect(left.status()).toBe(200);
      // Issues the other language's journey sent meanwhile may have reached the reader before this.
      const issuesBeforeLeaving = (await outbox(request, reader)).filter((m) => m.tag === 'newsletter-issue').length;

      // 5. A second issue reaches other subscribers but not the one who left, nor the stranger.
      const second = await writeIssue(page, 'second');
      await sendIssue(page);
      await expect(page.getByTestId('newsletter-issue-row').filter({ hasText: second.en })).toContainText(
        admin.status.sent,
        { timeout: 15_000 },
      );
      const readerIssues = (await outbox(request, reader)).filter((m) => m.tag === 'newsletter-issue');
      expect(readerIssues).toHaveLength(issuesBeforeLeaving);
      expect(readerIssues.map((m) => m.subject)).not.toContain(second[lang]);
      const strangerMail = await outbox(request, stranger);
      expect(strangerMail.map((m) => m.tag)).toEqual(['newsletter-confirm']);
    }
  });
}
