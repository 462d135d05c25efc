// The staff tools and the public ad window on a 360 px phone, in each language (docs/lead-inbox.md,
// "On a phone"): no staff page, no lead's window and no ad window is wider than the screen, nothing
// in them sticks out sideways, even when the data holds a long unbroken link; the close button and
// the photo buttons of the ad window stay on screen. Phone screenshots of each go to
// SHOTS_DIR when it is set.
import type { Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import { fill } from '../src/lib/i18n/dictionary';
import inboxEn from '../src/pages/admin-leads/copy.en';
import inboxHe from '../src/pages/admin-leads/copy.he';
import inboxPt from '../src/pages/admin-leads/copy.pt';
import { uniqueEmail } from './backend';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const ANON_KEY = 'local-dev-anon-key';
const expect = baseExpect.configure({ timeout: 15_000 });
const COPY = { en: inboxEn, he: inboxHe, pt: inboxPt } as const;
/** A link with nothing a line could break at, as pasted posts carry them. */
const LONG_LINK = `https://www.facebook.com/groups/lisbonrentals/permalink/${'9'.repeat(60)}/?mibextid=${'x'.repeat(60)}`;

test.use({ viewport: { width: 360, height: 740 }, expectedErrorStatuses: [400, 401, 403, 404] });
test.describe.configure({ timeout: 120_000 });

/**
 * Everything under `root` (the page when not given) lies between the screen's edges, unless a box
 * that scrolls or clips it does; the document itself does not scroll sideways.
 */
async function expectFitsScreen(page: Page, root?: string) {
  const found = await page.evaluate((selector) => {
    const width = window.innerWidth;
    const scope = selector ? document.querySelector(selector) : document.body;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth}px`);
    if (!scope) return ['no ' + selector];
    const fits = (rect: DOMRect) => rect.left >= -1 && rect.right <= width + 1;
    for (const element of Array.from(scope.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || fits(rect)) continue;
      let clipped = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        // A box of its own that scrolls or clips (not a page-wide wrapper, which would hide the overflow).
        const box = up.getBoundingClientRect();
        if (getComputedStyle(up).overflowX !== 'visible' && fits(box) && box.width < width - 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped) {
        const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').slice(0, 60)}`;
        out.push(`${name} ${Math.round(rect.left)}..${Math.round(rect.right)}`);
      }
    }
    return out.slice(0, 8);
  }, root);
  expect(found, `wider than a ${page.viewportSize()!.width} px screen`).toEqual([]);
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/47-${name}.png`, fullPage: false });
}

async function adminToken(page: Page): Promise<string> {
  return page.evaluate(
    async ({ url, anonKey, account }) => {
      const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(account),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    },
    { url: LOCAL_BACKEND_URL, anonKey: ANON_KEY, account: ADMIN },
  );
}

for (const [lang, dict] of LANGUAGES) {
  const copy = COPY[lang];
  const c = copy.inbox;

  async function signIn(page: Page, path: string) {
    await page.goto(path);
    await waitForApp(page);
    await page.getByLabel(copy.auth.emailLabel).fill(ADMIN.email);
    await page.getByLabel(copy.auth.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: copy.auth.submit }).click();
    await expect(page.getByRole('navigation', { name: copy.auth.staffNav.label })).toBeVisible();
  }

  test.describe(`on a 360 px phone (${lang})`, () => {
    test('the inbox, a lead with a long link and the data-subject tool fit the screen', async ({ page }) => {
      const email = uniqueEmail(`phone-${lang}`);
      const name = lang === 'he' ? 'נועה לוי' : 'Noa Levi';
      await page.goto(`/${lang}/contact`);
      await waitForApp(page);
      const main = page.getByRole('main');
      const form = { ...dict.leadForm, ...dict.contactForm };
      await main.getByLabel(form.nameLabel, { exact: false }).first().fill(name);
      await main.getByLabel(form.emailLabel, { exact: false }).first().fill(email);
      await main.getByRole('textbox', { name: form.messageLabel }).fill(`See ${LONG_LINK} please`);
      await main.getByRole('checkbox', { name: form.consentLabel }).check();
      await main.getByRole('button', { name: form.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);

      await signIn(page, `/${lang}/admin/leads`);
      await expect(page.getByRole('heading', { level: 2, name: c.inbox.title })).toBeVisible();
      // The spec's words, in a slim bar rather than a screen-high banner: the tool starts on the first screen.
      const bar = page.getByTestId('admin-bar');
      await expect(bar).toContainText(copy.hero.subtitle);
      await expect(bar.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expect(page.getByTestId('lead-row').first()).toBeVisible();
      await expectFitsScreen(page);
      await shot(page, `inbox-${lang}`);

      await page.getByLabel(c.inbox.search).fill(email);
      await page.getByRole('button', { name: c.inbox.searchButton }).click();
      const row = page.getByTestId('lead-row');
      await expect(row).toHaveCount(1);
      await expectFitsScreen(page);
      await row.getByRole('button', { name: fill(c.inbox.openLead, { name }) }).click();
      const dialog = page.getByTestId('lead-detail');
      await expect(dialog.getByLabel(c.detail.noteLabel)).toBeVisible();
      await expect(dialog.locator('[data-field="message"]')).toContainText(LONG_LINK);
      await shot(page, `lead-${lang}`);
      await expectFitsScreen(page, '[data-testid="lead-detail"]');
      await expectFitsScreen(page);
      await dialog.getByRole('button', { name: c.detail.saveStatus }).scrollIntoViewIfNeeded();
      await expectFitsScreen(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByLabel(c.subject.emailLabel).fill(email);
      await page.getByRole('button', { name: c.subject.find }).click();
      const found = page.getByTestId('subject-found');
      await expect(found).toBeVisible();
      await found.scrollIntoViewIfNeeded();
      await expectFitsScreen(page);
      await shot(page, `subject-${lang}`);
    });

    test('the other staff tools fit the screen', async ({ browser }) => {
      // A page of its own: Playwright's init scripts run in the newsletter preview's sandboxed frame
      // too, where the browser blocks them and logs errors no staff member's browser shows.
      const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      await signIn(page, `/${lang}/admin/newsletter`);
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
      await expectFitsScreen(page);
      await shot(page, `newsletter-${lang}`);
      for (const path of ['admin/fb-listings', 'admin/logo-generator']) {
        await page.goto(`/${lang}/${path}`);
        await waitForApp(page);
        await expect(page.getByRole('navigation', { name: copy.auth.staffNav.label })).toBeVisible();
        await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
        await expectFitsScreen(page);
      }
      await page.close();
    });

    test('the public ad window fits the screen with a long link in the description', async ({ page }) => {
      await page.goto(`/${lang}/real-estate-ads`);
      await waitForApp(page);
      const token = await adminToken(page);
      const title = `Phone check ${lang} ${Date.now()}`;
      const status = await page.evaluate(
        async ({ url, anonKey, token, listing }) => {
          const response = await fetch(`${url}/rest/v1/fb_listings`, {
            method: 'POST',
            headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(listing),
          });
          return response.status;
        },
        {
          url: LOCAL_BACKEND_URL,
          anonKey: ANON_KEY,
          token,
          listing: {
            type: 'rent',
            title,
            location: 'Lisbon, Arroios',
            price: 1200,
            description: `T2 in Arroios. Photos: ${LONG_LINK}\n${LONG_LINK}`,
            images: ['/seed/listings/living-room.svg', '/seed/listings/bedroom.svg'],
            thumbnail_url: '/seed/listings/living-room.svg',
            uploaded_at: new Date().toISOString(),
            published_at: new Date().toISOString(),
          },
        },
      );
      expect(status).toBe(201);
      await page.reload();
      await waitForApp(page);
      await page.getByRole('button', { name: title }).click();
      const dialog = page.getByTestId('listing-dialog');
      await expect(dialog.getByText(LONG_LINK).first()).toBeVisible();
      await expectFitsScreen(page, '[data-testid="listing-dialog"]');
      await expectFitsScreen(page);
      const width = page.viewportSize()!.width;
      for (const name of [dict.common.close, PAGE_COPY[lang].realEstateAds.ads.detail.nextPhoto]) {
        const box = await dialog.getByRole('button', { name }).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      await shot(page, `ad-${lang}`);

      // The arrow keys keep changing photos after the on-screen buttons were used, even once the
      // last photo is reached.
      const detail = PAGE_COPY[lang].realEstateAds.ads.detail;
      const position = dialog.getByTestId('photo-position');
      await dialog.getByRole('button', { name: detail.nextPhoto }).click();
      await expect(position).toHaveText(fill(detail.photoOf, { n: 2, total: 2 }));
      await expect(dialog.getByRole('button', { name: detail.nextPhoto })).toBeDisabled();
      await page.keyboard.press(lang === 'he' ? 'ArrowRight' : 'ArrowLeft');
      await expect(position).toHaveText(fill(detail.photoOf, { n: 1, total: 2 }));
    });
  });
}
