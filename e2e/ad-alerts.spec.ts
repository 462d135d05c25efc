// Ad alerts end to end (docs/ad-alerts.md), in each language: a visitor saves the ads page's
// filters as an alert, confirms it from the outbox e-mail, staff publish a matching and a
// non-matching listing, the e-mail lists only the matching one and its link opens that ad; the
// e-mail's "Stop this alert" ends it and the next matching listing sends nothing; the manage page
// changes the frequency and deletes an alert. Staff see the counts on the demand page.
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import { ALERT_FORM_COPY } from '../src/features/listings/alert-form-copy';
import adminAuthEn from '../src/features/admin-auth/copy.en';
import adminAuthHe from '../src/features/admin-auth/copy.he';
import adminAuthPt from '../src/features/admin-auth/copy.pt';
import confirmEn from '../src/pages/alerts-confirm/copy.en';
import confirmHe from '../src/pages/alerts-confirm/copy.he';
import confirmPt from '../src/pages/alerts-confirm/copy.pt';
import manageEn from '../src/pages/alerts-manage/copy.en';
import manageHe from '../src/pages/alerts-manage/copy.he';
import managePt from '../src/pages/alerts-manage/copy.pt';
import demandEn from '../src/pages/admin-demand/copy.en';
import demandHe from '../src/pages/admin-demand/copy.he';
import demandPt from '../src/pages/admin-demand/copy.pt';
import { expectNoAxeViolations } from './axe';
import { uniqueEmail } from './backend';
import { awaitMail, outbox } from './outbox';
import { expect, test, waitForApp } from './fixtures';
import { PAGE_COPY } from './languages';

const SERVICE_KEY = 'local-dev-service-role-key';
const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const COPY = {
  en: { form: ALERT_FORM_COPY.en, confirm: confirmEn, manage: manageEn, demand: demandEn, auth: adminAuthEn },
  he: { form: ALERT_FORM_COPY.he, confirm: confirmHe, manage: manageHe, demand: demandHe, auth: adminAuthHe },
  pt: { form: ALERT_FORM_COPY.pt, confirm: confirmPt, manage: managePt, demand: demandPt, auth: adminAuthPt },
} as const;
// The Hebrew and Portuguese visitors type the place in their language: the alert matches the
// listings' English name.
const PLACE = { en: 'Lisbon', he: 'ליסבון', pt: 'Lisboa' } as const;
const NBSP = '\u00a0';

/** What each language's reader sees where the test checks text the e-mails and the form write. */
const EXPECTED = {
  en: {
    search: 'Rent, up to €1,500, 2 bedrooms, Lisbon',
    listingPlace: 'Lisbon, Arroios',
    listingPrice: '€1,200 / month',
    direction: 'dir="ltr"',
    saleAnywhere: 'Sale, anywhere',
    demandPlace: /^Lisbon\b/,
  },
  he: {
    search: 'להשכרה, עד \u2066€1,500\u2069, 2 חדרי שינה, ליסבון',
    listingPlace: '\u2068ליסבון, ארויוש\u2069',
    listingPrice: '\u2066€1,200\u2069 לחודש',
    direction: 'dir="rtl"',
    saleAnywhere: 'למכירה, בכל מקום',
    demandPlace: /^ליסבון/,
  },
  // Portugal's way: "1 500 €" with no-break spaces, and the place by its Portuguese name.
  pt: {
    search: `Arrendamento, até 1${NBSP}500${NBSP}€, 2 quartos, Lisboa`,
    listingPlace: 'Lisboa, Arroios',
    listingPrice: `1${NBSP}200${NBSP}€ por mês`,
    direction: 'dir="ltr"',
    saleAnywhere: 'Venda, qualquer local',
    demandPlace: /^Lisboa\b/,
  },
} as const;

test.describe.configure({ mode: 'serial' });

/** One run of the sender, as pg_cron calls it. */
async function runSender(request: APIRequestContext) {
  const response = await request.post(`${LOCAL_BACKEND_URL}/functions/v1/alert-send`, {
    headers: { Authorization: `Bearer ${SERVICE_KEY}` },
    data: { frequency: 'instant' },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Staff publish a listing (as the listings manager does: REST with the admin's session). Each has a
 * photo: a card without one shows "No photo" in slate-500, which axe reports (a finding of the ads
 * page's card, outside ad alerts).
 */
async function publish(request: APIRequestContext, listing: Record<string, unknown>): Promise<string> {
  const session = await request.post(`${LOCAL_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: 'local-dev-service-role-key' },
    data: ADMIN,
  });
  const { access_token } = (await session.json()) as { access_token: string };
  const response = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/fb_listings`, {
    headers: { apikey: 'local-dev-anon-key', Authorization: `Bearer ${access_token}`, Prefer: 'return=representation' },
    data: { thumbnail_url: '/seed/listings/apartment-facade.svg', ...listing },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const lang of ['en', 'he', 'pt'] as const) {
  const { form, confirm, manage, demand, auth } = COPY[lang];
  const expected = EXPECTED[lang];

  async function saveAlert(page: Page, address: string, frequency: 'instant' | 'daily') {
    await page.goto(
      `/${lang}/real-estate-ads?type=rent&maxPrice=1500&bedrooms=2&location=${encodeURIComponent(PLACE[lang])}`,
    );
    await waitForApp(page);
    await page.getByRole('button', { name: form.title }).click();
    const alertForm = page.getByRole('form', { name: form.title });
    await expect(alertForm).toBeVisible();
    // Checked once the list beside it has settled (its loading state is the ads page's own test).
    const list = PAGE_COPY[lang].realEstateAds.ads.list;
    await expect(page.getByTestId('listing-card').first().or(page.getByText(list.emptyTitle))).toBeVisible();
    await expectNoAxeViolations(page);
    await alertForm.getByLabel(form.emailLabel).fill(address);
    await alertForm.getByLabel(form.frequencies[frequency]).check();
    await alertForm.getByLabel(form.consent).check();
    await alertForm.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(form.successTitle)).toBeVisible();
  }

  async function confirmFromOutbox(page: Page, request: APIRequestContext, address: string, count: number) {
    await expect
      .poll(async () => (await outbox(request, address)).filter((m) => m.tag === 'alert-confirm').length)
      .toBe(count);
    const [mail] = (await outbox(request, address)).filter((m) => m.tag === 'alert-confirm');
    const link = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(mail!.text)![0];
    expect(link).toContain(`/${lang}/alerts/confirm`);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForApp(page);
    await page.getByRole('button', { name: confirm.confirm }).click();
    await expect(page.getByRole('heading', { name: confirm.successTitle })).toBeVisible();
  }

  test(`save, confirm, receive only the matching ad, open it, stop the alert (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const address = uniqueEmail(`alert-${lang}`);
    await saveAlert(page, address, 'instant');
    const [confirmation] = await outbox(request, address);
    expect(confirmation!.text).toContain(expected.search);
    await confirmFromOutbox(page, request, address, 1);

    const id = tag();
    const matching = await publish(request, {
      type: 'rent',
      title: `Matching T2 ${id}`,
      price: 1200,
      location: 'Lisbon, Arroios',
      bedrooms: 2,
      size_m2: 72,
      thumbnail_url: `${baseURL}/seed/listings/apartment-facade.svg`,
    });
    await publish(request, { type: 'rent', title: `Too dear ${id}`, price: 2500, location: 'Lisbon', bedrooms: 2 });
    await runSender(request);
    const mail = await awaitMail(request, address, (m) => m.tag === 'alert-matches' && m.text.includes(id));
    expect(mail.text).toContain(`Matching T2 ${id}`);
    expect(mail.text).not.toContain(`Too dear ${id}`);
    // The place as the ads page in the alert's language shows it.
    expect(mail.text).toContain(expected.listingPlace);
    expect(mail.text).toContain(expected.listingPrice);
    expect(mail.html).toContain(expected.direction);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The e-mail as a mail program shows it.
    const shot = await page.context().newPage();
    await shot.setViewportSize({ width: 640, height: 900 });
    await shot.setContent(mail.html!, { waitUntil: 'load' });
    await shot.screenshot({ path: `/work/wt/shots/44-alert-email-${lang}.png`, fullPage: true });
    await shot.close();

    // Its link opens that ad on the ads page.
    const adLink = new URL(new RegExp(`https?://\\S+/real-estate-ads\\?ad=${matching}`).exec(mail.text)![0]);
    await page.goto(adLink.pathname + adLink.search);
    await waitForApp(page);
    await expect(page.getByRole('dialog')).toContainText(`Matching T2 ${id}`);

    // "Stop this alert" ends it; the next matching listing sends nothing.
    const leave = new URL(/https?:\/\/\S+\/alerts\/manage\?token=\S+&leave=\S+/.exec(mail.text)![0]);
    await page.goto(leave.pathname + leave.search);
    await waitForApp(page);
    await page.getByRole('button', { name: manage.leaveButton }).click();
    await expect(page.getByRole('heading', { name: manage.leftTitle })).toBeVisible();
    await publish(request, {
      type: 'rent',
      title: `After leaving ${id}`,
      price: 1000,
      location: 'Lisbon',
      bedrooms: 2,
    });
    await runSender(request);
    await page.waitForTimeout(500);
    expect((await outbox(request, address)).some((m) => m.text.includes(`After leaving ${id}`))).toBe(false);
  });

  test(`the manage page changes the frequency and deletes an alert (${lang})`, async ({ page, request }) => {
    const address = uniqueEmail(`manage-${lang}`);
    await saveAlert(page, address, 'daily');
    await confirmFromOutbox(page, request, address, 1);
    await page.getByRole('link', { name: confirm.manage }).click();
    const list = page.getByRole('list', { name: manage.listLabel });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByLabel(manage.frequencyLabel).selectOption('weekly');
    await page.reload();
    await waitForApp(page);
    await expect(list.getByLabel(manage.frequencyLabel)).toHaveValue('weekly');
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: manage.delete }).click();
    await list.getByRole('button', { name: manage.delete }).click();
    await expect(page.getByText(manage.empty)).toBeVisible();
  });

  test(`a press before the page is ready opens the form once its code arrives (${lang})`, async ({ page }) => {
    // Every app script is held until the button has been pressed on the painted page.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/${lang}/real-estate-ads?type=sale`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: form.title }).click();
    await expect(page.locator('html[data-app-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('form', { name: form.title })).toBeVisible();
    await expect(page.getByTestId('alert-search')).toHaveText(expected.saleAnywhere);
  });

  test(`staff see the demand counts (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/admin/demand`);
    await waitForApp(page);
    await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
    await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: auth.submit }).click();
    await expect(page.getByText(demand.demand.active.replace('{count}', ''))).toBeVisible();
    await expect(page.getByRole('link', { name: auth.staffNav.adminDemand })).toHaveAttribute('aria-current', 'page');
    // Each count group is a chart: its bars drawn, and read one by one from a list ("Lisbon, Alerts: 1"),
    // each place by its name in the page's language ("Lisboa, Alertas: 1").
    const places = page.getByRole('figure', { name: demand.demand.byPlace });
    await expect(places.getByRole('listitem').filter({ hasText: expected.demandPlace })).toHaveCount(1);
    const byType = page.getByRole('figure', { name: demand.demand.byType });
    await expect(byType.locator('svg.recharts-surface')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
