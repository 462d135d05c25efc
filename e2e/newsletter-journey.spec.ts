// The newsletter end to end (docs/newsletter.md), in each language: sign up from the footer, read
// the confirmation from the local outbox, confirm on the site; staff write an issue with its
// preview, send a test to themselves, then send it; the subscriber receives it with the one-click
// List-Unsubscribe headers, leaves with one click as a mail program would, and a second issue
// does not reach them. A stranger's sign-up, never confirmed, never receives an issue.
import type { Page } from '@playwright/test';
import newsletterAdminEn from '../src/features/newsletter-admin/copy.en';
import newsletterAdminHe from '../src/features/newsletter-admin/copy.he';
import newsletterAdminPt from '../src/features/newsletter-admin/copy.pt';
import adminAuthEn from '../src/features/admin-auth/copy.en';
import adminAuthHe from '../src/features/admin-auth/copy.he';
import adminAuthPt from '../src/features/admin-auth/copy.pt';
import { uniqueEmail } from './backend';
import { awaitMail, outbox } from './outbox';
import { confirmFromEmail, signUpFromFooter } from './staff-journeys';
import { LANGUAGES } from './languages';
import { expect, test, waitForApp } from './fixtures';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };

// Every language's journey sends issues to every confirmed subscriber of one backend: one after
// the other, so that each one's counts are its own.
test.describe.configure({ mode: 'serial' });
const COPY = {
  en: { admin: newsletterAdminEn, auth: adminAuthEn },
  he: { admin: newsletterAdminHe, auth: adminAuthHe },
  pt: { admin: newsletterAdminPt, auth: adminAuthPt },
} as const;

type IssueLanguage = (typeof LANGUAGES)[number][0];
/** Each issue is written in every language: once anyone confirmed in one, the send requires it. */
const ISSUE_LANGUAGES: readonly IssueLanguage[] = LANGUAGES.map(([language]) => language);

/** The issue's body in each language, Markdown as staff type it, and what its reader reads of it. */
const BODIES = {
  en: { markdown: '## Lisbon\nPrices **rose**.\n\n- one\n- two', text: 'Prices rose.', bold: 'rose' },
  he: { markdown: '## ליסבון\nהמחירים **עלו**.', text: 'המחירים עלו.', bold: 'עלו' },
  pt: { markdown: '## Lisboa\nOs preços **subiram**.', text: 'Os preços subiram.', bold: 'subiram' },
} as const satisfies Record<IssueLanguage, unknown>;
/** The subject prefix of a staff test (supabase/functions/_shared/domain/newsletter/emails.ts). */
const TEST_PREFIX = { en: '[Test] ', he: '[בדיקה] ', pt: '[Teste] ' } as const satisfies Record<IssueLanguage, string>;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [lang, dict] of LANGUAGES) {
  const { admin, auth } = COPY[lang];
  const name = (language: IssueLanguage) => admin.languages[language];

  /** Writes an issue in every language on the staff page; answers its titles. */
  async function writeIssue(page: Page, label: string) {
    const titles: Record<IssueLanguage, string> = {
      en: unique(`${label} issue`),
      he: unique(`גיליון ${label}`),
      pt: unique(`Edição ${label}`),
    };
    for (const language of ISSUE_LANGUAGES) {
      await page.getByLabel(admin.titleLabel.replace('{language}', name(language))).fill(titles[language]);
      await page.getByLabel(admin.bodyLabel.replace('{language}', name(language))).fill(BODIES[language].markdown);
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
      await expect(preview.locator('strong')).toHaveText(BODIES.he.bold);
      const previewPt = page.frameLocator('[data-testid="newsletter-preview-pt"]');
      await expect(previewPt.locator('html')).toHaveAttribute('lang', 'pt-PT');
      await expect(previewPt.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(previewPt.getByRole('heading', { level: 1 })).toHaveText(first.pt);
      await expect(previewPt.locator('strong')).toHaveText(BODIES.pt.bold);

      // A test in each language, to the staff member only.
      await page.getByRole('button', { name: admin.sendTest }).click();
      for (const language of ISSUE_LANGUAGES) {
        await awaitMail(request, ADMIN.email, (m) => m.subject === `${TEST_PREFIX[language]}${first[language]}`);
      }
      // Not this issue yet (the other language's journey may have sent its own to every subscriber).
      expect((await outbox(request, reader)).some((m) => m.subject === first[lang])).toBe(false);

      await sendIssue(page);
      // The reader gets the issue in the language they signed up in, and no other language's.
      const issue = await awaitMail(request, reader, (m) => m.subject === first[lang]);
      expect(issue.tag).toBe('newsletter-issue');
      expect(issue.html).toContain(`<strong>${BODIES[lang].bold}</strong>`);
      expect(issue.html).toContain(`lang="${lang === 'pt' ? 'pt-PT' : lang}"`);
      expect(issue.text).toContain(BODIES[lang].text);
      for (const other of ISSUE_LANGUAGES.filter((language) => language !== lang)) {
        expect(issue.text).not.toContain(BODIES[other].text);
      }
      expect(
        (await outbox(request, reader)).filter((m) =>
          ISSUE_LANGUAGES.some((language) => m.subject === first[language]),
        ),
      ).toHaveLength(1);
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
