import alertsConfirmEn from '../src/pages/alerts-confirm/copy.en';
import alertsConfirmHe from '../src/pages/alerts-confirm/copy.he';
import confirmEn from '../src/pages/newsletter-confirm/copy.en';
import confirmHe from '../src/pages/newsletter-confirm/copy.he';
import { test, expect, waitForApp } from './fixtures';

// How a prerendered page reaches the screen (scripts/prerender-html.ts, scripts/prerender-css.ts,
// src/styles/index.css): it paints from its HTML and the rules it uses alone, in metric-matched local
// fonts; at first paint the boot script starts the app, which loads the whole stylesheet once the
// page's code is in and then switches to the web fonts (src/lib/async/web-fonts.ts). Neither the
// stylesheet nor the swap may move the page (CLS), on a phone's screen and a desktop's, in every
// language: the pages below include headings that sit on a wrapping boundary at 412 px, which the
// web font would wrap onto one more line (Portuguese rental agreement, English articles list).
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE });

const PAGES = [
  '/en',
  '/he',
  '/pt',
  '/pt/property-management/rental-agreement',
  '/en/articles',
  '/pt/investment',
  '/en/investment',
  '/he/about',
  '/he/articles/portugal-tax-reforms-2025',
  '/he/contact',
  '/he/settling',
  '/he/privacy',
  '/he/terms',
  '/he/property-management/calculate-cost',
  // Opened without its token, the page learns the link is broken only after hydration.
  '/en/newsletter/confirm',
  '/he/newsletter/confirm',
  '/en/alerts/confirm',
  '/he/alerts/confirm',
];

for (const [url, viewport] of PAGES.flatMap((url) => [[url, PHONE] as const, [url, DESKTOP] as const])) {
  test(`${url} takes its whole stylesheet and web font without shifting the layout, ${viewport.width} px wide`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push({ at: entry.startTime, value: (entry as unknown as { value: number }).value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/);
    const family = url.startsWith('/he') ? 'Heebo Variable' : 'Inter Variable';
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    const used = await page.evaluate((name) => {
      const bodyFont = getComputedStyle(document.body).fontFamily;
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === name && face.status === 'loaded') loaded = true;
      });
      return { bodyFont, loaded };
    }, family);
    expect(used.bodyFont).toMatch(new RegExp(`^"?${family}`));
    expect(used.loaded).toBe(true);
    // Let a last frame settle, then add up what moved once the HTML was parsed. A busy machine (or a
    // slow network) may paint a page its parser has only half read, and what the rest adds can move
    // that frame's boxes (a footer paragraph gaining its last line, say): that is the HTML arriving,
    // not the stylesheet or the fonts this case is about, and it failed one run in several hundred.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const total = await page.evaluate(() => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      return (window as unknown as { layoutShifts: { at: number; value: number }[] }).layoutShifts
        .filter((shift) => shift.at >= parsed)
        .reduce((sum, shift) => sum + shift.value, 0);
    });
    expect(total).toBeLessThan(0.01);
  });
}

for (const [path, lang, copy, way] of [
  ['newsletter/confirm', 'en', confirmEn, confirmEn.homeButton],
  ['newsletter/confirm', 'he', confirmHe, confirmHe.homeButton],
  ['alerts/confirm', 'en', alertsConfirmEn, alertsConfirmEn.adsButton],
  ['alerts/confirm', 'he', alertsConfirmHe, alertsConfirmHe.adsButton],
] as const) {
  test(`/${lang}/${path} without its token says so in place of the button and moves the focus there`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/${path}`);
    await waitForApp(page);
    // Both answers are laid out from first paint (no shift, above); only the one that applies is shown.
    await expect(page.getByRole('heading', { name: copy.errors.token_invalid.title })).toBeFocused();
    await expect(page.getByRole('button', { name: copy.confirm })).toHaveCount(0);
    await expect(page.getByRole('link', { name: way })).toBeVisible();
  });
}

for (const url of ['/en', '/he']) {
  test(`${url} switches blocks far below the screen to the web font only as they come near`, async ({ page }) => {
    await page.goto(url);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bweb-fonts\b/);
    const webFont = url === '/he' ? 'Heebo Variable' : 'Inter Variable';
    const localFont = url === '/he' ? 'Heebo Fallback' : 'Inter Fallback';
    const fontOf = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).fontFamily.replace(/"/g, ''));
    // The heading on screen is in the web font; the footer, far below, still in the local one.
    await expect.poll(() => fontOf('h1')).toMatch(new RegExp(`^${webFont}`));
    await expect(page.locator('footer')).toHaveAttribute('data-font-later', '');
    expect(await fontOf('footer')).toMatch(new RegExp(`^${localFont}`));
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer')).not.toHaveAttribute('data-font-later');
    expect(await fontOf('footer')).toMatch(new RegExp(`^${webFont}`));
    // Toasts' code (and the stylesheet sonner adds, which restyles the whole page) waits for a toast.
    await expect(page.locator('style', { hasText: 'data-sonner-toaster' })).toHaveCount(0);
  });
}

for (const url of ['/en', '/he/contact', '/en/property-management/calculate-cost']) {
  test(`${url} fetches its whole stylesheet once, without blocking paint, and never links it again`, async ({
    page,
    request,
  }) => {
    // As served, the page inlines its own rules and links the whole sheet disabled: a disabled sheet
    // never holds up the first paint, whenever the boot script turns it on.
    const served = await (await request.get(url)).text();
    expect(served).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css" disabled data-later>/);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto(url);
    await waitForApp(page);
    // No lazy chunk (the page's own code, its forms) may link a stylesheet of its own or this one
    // again: that would restyle the whole page.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toHaveLength(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).not.toHaveAttribute('disabled');
    await expect(page.locator('head > style')).toHaveCount(1);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const url of ['/en', '/he']) {
    test(`${url} paints in the local fallback font; fetches no font, no script but the entry`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (['script', 'font'].includes(request.resourceType())) fetched.push(request.url());
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(bodyFont).toMatch(url === '/he' ? /^"?Heebo Fallback/ : /^"?Inter Fallback/);
      // The head's modulepreload hint is fetched even with scripting off: the price of starting the
      // entry chunk, which every page needs, before paint for everyone else (docs/delivery.md).
      // Nothing else is.
      const hinted = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      expect(hinted).toHaveLength(1);
      expect(hinted[0]).toBe(await page.locator('script[data-entry]').getAttribute('data-entry'));
      expect(fetched.map((href) => new URL(href).pathname).sort()).toEqual([...hinted].sort());
    });
  }
});
