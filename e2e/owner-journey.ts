// The steps of the owners' end-to-end journey (owner-journey.spec.ts, issue 53): staff keep an
// owner's property and money on /{lang}/admin/owners, the owner reads it on /{lang}/owner. Written
// once per language entry (JOURNEY_LANGUAGES): a language is added by adding its entry.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { nifValid } from '../supabase/functions/_shared/domain/owners/ledger';
import { CONSENT_STORAGE_KEY } from '../src/features/cookie-consent/consent-storage';
import portalEn from '../src/features/owner-portal/portal-copy.en';
import portalHe from '../src/features/owner-portal/portal-copy.he';
import portalPt from '../src/features/owner-portal/portal-copy.pt';
import yearEn from '../src/features/owner-portal/year-summary-copy.en';
import yearHe from '../src/features/owner-portal/year-summary-copy.he';
import yearPt from '../src/features/owner-portal/year-summary-copy.pt';
import { addMonths, lisbonMonth } from '../src/features/owners-admin/months';
import adminOwnersEn from '../src/pages/admin-owners/copy.en';
import adminOwnersHe from '../src/pages/admin-owners/copy.he';
import adminOwnersPt from '../src/pages/admin-owners/copy.pt';
import { expect as baseExpect, waitForApp } from './fixtures';

/** supabase-js, the account and each write answer after hydration: slow on a busy machine. */
export const expect = baseExpect.configure({ timeout: 20_000 });

export const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
/** The seeded owners' properties (supabase/seed.sql): a new owner sees none of them. */
export const SEEDED_ADDRESSES = ['Rua da Graça 42', 'Rua de Cedofeita 118', 'Rua Morais Soares 77'];

/** One language of the journey: its copy and the words staff type in it. */
export const JOURNEY_LANGUAGES = [
  {
    lang: 'en',
    staff: adminOwnersEn,
    portal: portalEn,
    year: yearEn,
    ownerName: 'Ruth Abrams',
    coOwnerName: 'Tom Abrams',
    correction: 'Refund of the plumber’s call-out charged twice',
  },
  {
    lang: 'he',
    staff: adminOwnersHe,
    portal: portalHe,
    year: yearHe,
    ownerName: 'רות אברמס',
    coOwnerName: 'תום אברמס',
    correction: 'החזר על ביקור השרברב שחויב פעמיים',
  },
  {
    lang: 'pt',
    staff: adminOwnersPt,
    portal: portalPt,
    year: yearPt,
    ownerName: 'Rita Abrantes',
    coOwnerName: 'Tomás Abrantes',
    correction: 'Reembolso da deslocação do canalizador cobrada duas vezes',
  },
] as const;
export type JourneyLanguage = (typeof JOURNEY_LANGUAGES)[number];

/**
 * The two months the journey records: the first closes the new property's first statement (any
 * ended month may), the second carries the correction and must have ended too, so they are the two
 * months before the current one in Lisbon.
 */
export function journeyMonths(now = new Date()): { first: string; second: string } {
  const current = lisbonMonth(now);
  return { first: addMonths(current, -2), second: addMonths(current, -1) };
}

/** A run's own suffix: names, e-mails, addresses and references no earlier run used. */
export const runStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A valid Portuguese tax number no other owner holds (random; the check digit computed). */
export function uniqueNif(): string {
  const prefix = `2${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  let total = 0;
  for (let i = 0; i < 8; i += 1) total += Number(prefix[i]) * (9 - i);
  const remainder = total % 11;
  const nif = `${prefix}${remainder < 2 ? 0 : 11 - remainder}`;
  if (!nifValid(nif)) throw new Error(`made an invalid NIF: ${nif}`);
  return nif;
}

/** A one-page PDF small enough to type, as a receipt a supplier would send. */
export function receiptPdf(name: string) {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 144]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/**
 * A browser context of its own (staff and the owner each keep their session in their page's
 * storage), with the cookie choice already made and the page's console errors collected as the
 * fixture's page does; `errors()` lists them for the test to assert.
 */
export async function separateContext(
  browser: Browser,
  testInfo: TestInfo,
  expectedStatuses: readonly number[],
): Promise<{ context: BrowserContext; page: Page; errors: () => string[] }> {
  const { baseURL, viewport, locale } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        consent: 'accepted',
        preferences: { necessary: true, analytics: true, marketing: true },
        savedAt: new Date().toISOString(),
      }),
    ] as const,
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (expectedStatuses.some((status) => message.text().includes(`status of ${status}`))) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors: () => errors };
}

/** Signs staff in on the owners tool (it shows the sign-in form until then). */
export async function staffSignIn(page: Page, language: JourneyLanguage): Promise<void> {
  const auth = language.staff.auth;
  await page.goto(`/${language.lang}/admin/owners`);
  await waitForApp(page);
  await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
  await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
  await page.getByRole('button', { name: auth.submit }).click();
  await expect(page.getByRole('navigation', { name: auth.staffNav.label })).toBeVisible();
}

/** A field's label as it reads on screen: its text, then the required mark (*) if it has one. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

/** The page is no wider than `width` CSS pixels: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width = 390): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page's width at a ${width} px viewport`,
    })
    .toBeLessThanOrEqual(width);
}

/** Only with SCREENSHOTS=1: the committed pictures in docs/screenshots are not rewritten by CI. */
export const TAKE_SCREENSHOTS = process.env.SCREENSHOTS === '1';

export async function saveScreenshot(page: Page, fileName: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync('docs/screenshots', { recursive: true });
  await writeFile(`docs/screenshots/${fileName}`, await page.screenshot({ fullPage: true, animations: 'disabled' }));
}
