import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../src/features/cookie-consent/consent-storage';

interface Fixtures {
  /** Cookie consent stored before the page loads; null leaves the visitor undecided (banner shows). */
  storedConsent: 'accepted' | null;
  /**
   * HTTP statuses the test expects from the server (the browser logs them as failed resources):
   * by default 404 (not-found pages) and 409 (a duplicate subscription).
   */
  expectedErrorStatuses: number[];
  /** Console errors and uncaught exceptions of the page; each test fails if any remain. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  storedConsent: ['accepted', { option: true }],
  expectedErrorStatuses: [[404, 409], { option: true }],
  pageErrors: [
    async ({ page, expectedErrorStatuses }, provide) => {
      const errors: string[] = [];
      const expected = (text: string) => expectedErrorStatuses.some((status) => text.includes(`status of ${status}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !expected(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A policy violation a script catches (zod's eval probe, say) prints nothing to the console:
      // report every one as an error. Playwright's own evaluation in the page is an eval with no
      // source file; the site's scripts always have one.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI === 'eval' && !event.sourceFile) return;
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      await provide(errors);
      expect(errors, 'console errors (hydration warnings included)').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, storedConsent }, provide) => {
    if (storedConsent) {
      await page.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        [
          CONSENT_STORAGE_KEY,
          JSON.stringify({
            consent: storedConsent,
            preferences: { necessary: true, analytics: true, marketing: true },
            savedAt: new Date().toISOString(),
          }),
        ] as const,
      );
    }
    await provide(page);
  },
});

/**
 * A clock that moves only when the test says so (page timers and animation frames included); call it
 * before page.goto. Playwright's actionability checks wait for animation frames, so while it is paused
 * scroll, focus and pointer moves must be done directly.
 */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * With a paused clock, advances it in small steps until <html> carries `mark` (hydration as a
 * transition yields to the browser through timers, which the clock holds). The
 * steps are short so timers the page starts on hydration (the carousel's, the cookie banner's) are
 * barely advanced.
 */
async function runClockUntil(page: Page, mark: 'data-app-hydrated' | 'data-hydrated'): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    if (await page.locator(`html[${mark}="true"]`).count()) return;
    await page.clock.runFor(25);
    await page.waitForTimeout(20);
  }
  throw new Error(`The page never set ${mark}`);
}

/** With a paused clock: waits until the app's chrome has hydrated, moving the clock as little as it can. */
export async function shellOnPausedClock(page: Page): Promise<void> {
  await runClockUntil(page, 'data-app-hydrated');
}

/** With a paused clock: waits until the page has hydrated, moving the clock as little as it can. */
export async function hydrateOnPausedClock(page: Page): Promise<void> {
  await runClockUntil(page, 'data-app-hydrated');
  await runClockUntil(page, 'data-hydrated');
}

/**
 * Waits until the page responds: hydrated, and what was done before replayed (the page marks <html>
 * data-ready then; docs/delivery.md). Needs a running clock: with a paused one, use
 * hydrateOnPausedClock.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1);
}

export { expect };
