// The staff tools (issue 15, staff half): sign-in refused for a wrong password and for an account
// without the admin role, add / edit / delete as admin reflected in what the public ads read, and
// the database's refusal of writes from anyone else (sent straight from the browser). Each journey
// in both languages, with axe on every state. The logo tool's journey is in e2e/staff-journeys.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import listingsEn from '../src/pages/admin-fb-listings/copy.en';
import listingsHe from '../src/pages/admin-fb-listings/copy.he';
import listingsPt from '../src/pages/admin-fb-listings/copy.pt';
import logoEn from '../src/pages/admin-logo-generator/copy.en';
import logoHe from '../src/pages/admin-logo-generator/copy.he';
import logoPt from '../src/pages/admin-logo-generator/copy.pt';
import { fill } from '../src/lib/i18n/dictionary';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

// The local backend's accounts (supabase/local/start.ts, LOCAL_DEFAULTS) and its published anon key.
const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const STAFF = { email: 'staff@lusaproperty.local', password: 'local-staff-password' };
const ANON_KEY = 'local-dev-anon-key';
// supabase-js loads on demand and reads its session before the gate decides: on a busy machine
// that takes more than the default 5 seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
const LISTINGS_URL = `${LOCAL_BACKEND_URL}/rest/v1/fb_listings`;

const COPY = {
  en: { listings: listingsEn, logo: logoEn },
  he: { listings: listingsHe, logo: logoHe },
  pt: { listings: listingsPt, logo: logoPt },
} as const;

// A refused sign-in (400) and refused writes (401, 403) are logged by the browser as failed loads.
test.use({ expectedErrorStatuses: [400, 401, 403, 404, 409] });

/** Reads listings as an anonymous visitor does (the public ads page's read). */
async function publicListings(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(LISTINGS_URL, {
    params: query,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

/** A toast on screen with this text (the page may show the same words elsewhere). */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

const uniqueTitle = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

for (const [lang] of LANGUAGES) {
  const { listings, logo } = COPY[lang];
  const auth = listings.auth;
  const manager = listings.manager;

  async function open(page: Page, path: string) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: auth.signInTitle })).toBeVisible();
  }

  async function signIn(page: Page, account: { email: string; password: string }) {
    await page.getByLabel(auth.emailLabel).fill(account.email);
    await page.getByLabel(auth.passwordLabel).fill(account.password);
    await page.getByRole('button', { name: auth.submit }).click();
  }

  test.describe(`staff sign-in (${lang})`, () => {
    for (const [path, title] of [
      [`/${lang}/admin/fb-listings`, listings.hero.title],
      [`/${lang}/admin/logo-generator`, logo.hero.title],
    ] as const) {
      test(`${path} shows only the sign-in form to a visitor, axe-clean`, async ({ page, request }) => {
        // The static file holds the head tags only, nothing of the tool.
        const html = await (await request.get(path)).text();
        expect(html).toContain('noindex');
        expect(html).not.toContain(manager.addTitle);
        expect(html).not.toContain(logo.generator.formTitle);

        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('heading', { name: manager.addTitle })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: logo.generator.formTitle })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test('a wrong password is refused with a clear message', async ({ page }) => {
      await open(page, `/${lang}/admin/fb-listings`);
      await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
      await expect(page.getByRole('alert').filter({ hasText: auth.wrongCredentials })).toBeVisible();
      await expect(page.getByLabel(auth.passwordLabel)).toHaveValue('');
      await expect(page.getByRole('heading', { name: manager.addTitle })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('an account without the admin role is turned away, and can sign out', async ({ page }) => {
      await open(page, `/${lang}/admin/fb-listings`);
      await signIn(page, STAFF);
      await expect(page.getByRole('heading', { name: auth.notAdminTitle })).toBeVisible();
      await expect(page.getByText(fill(auth.notAdminText, { email: STAFF.email }))).toBeVisible();
      await expect(page.getByRole('heading', { name: manager.addTitle })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: auth.signOut }).click();
      await expect(page.getByRole('heading', { name: auth.signInTitle })).toBeVisible();
    });
  });

  test.describe(`listings manager (${lang})`, () => {
    test('the manager and its edit and delete dialogs are axe-clean', async ({ page }) => {
      // axe over the whole list (40-odd seeded listings) takes a while on a busy machine.
      test.setTimeout(150_000);
      await open(page, `/${lang}/admin/fb-listings`);
      await signIn(page, ADMIN);
      await expect(page.getByText(fill(auth.signedInAs, { email: ADMIN.email }))).toBeVisible();
      await expect(page.getByTestId('listing-count')).toHaveText(/\d/);
      await expect(page.getByTestId('admin-listing').first()).toBeVisible();
      await expectNoAxeViolations(page);

      // A seeded listing (its picture is a path on the site): saved unchanged, it stays valid.
      const seeded = 'Bright T2 in Alfama with river view';
      const first = page
        .getByTestId('admin-listing')
        .filter({ has: page.getByRole('heading', { name: seeded, exact: true }) });
      await first.getByRole('button', { name: fill(manager.editLabel, { title: seeded }) }).click();
      const dialog = page.getByRole('dialog', { name: manager.editTitle });
      await expect(dialog.getByRole('textbox', { name: manager.fields.title })).toHaveValue(seeded);
      await expect(dialog.getByRole('textbox', { name: manager.fields.thumbnailUrl })).toHaveValue(/^\/seed\//);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: manager.save }).click();
      await expect(toastWith(page, manager.toasts.updated)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      await first.getByRole('button', { name: fill(manager.deleteLabel, { title: seeded }) }).click();
      const confirm = page.getByRole('dialog', { name: manager.deleteTitle });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: manager.cancel }).click();
      await expect(confirm).toHaveCount(0);
    });

    test('an admin adds, edits and deletes a listing, and the public read follows', async ({ page, request }) => {
      test.setTimeout(120_000);
      await open(page, `/${lang}/admin/fb-listings`);
      await signIn(page, ADMIN);
      await expect(page.getByText(fill(auth.signedInAs, { email: ADMIN.email }))).toBeVisible();
      const addForm = page.getByRole('region', { name: manager.addTitle });
      await expect(page.getByTestId('listing-count')).toBeVisible();

      // Add: the required fields are checked first.
      await addForm.getByRole('button', { name: manager.add }).click();
      await expect(toastWith(page, manager.toasts.required)).toBeVisible();

      const title = uniqueTitle({ en: 'Test flat', he: 'דירת בדיקה', pt: 'Apartamento de teste' }[lang]);
      await addForm.getByRole('combobox', { name: manager.fields.type }).selectOption('sale');
      await addForm.getByRole('textbox', { name: manager.fields.title }).fill(title);
      // A place no seeded listing has and no place list knows: a search for it finds this listing only.
      const place = `Aldeia de Teste ${lang.toUpperCase()}`;
      await addForm.getByRole('textbox', { name: manager.fields.location }).fill(place);
      await addForm.getByRole('textbox', { name: manager.fields.price }).fill('325000.50');
      await addForm.getByRole('textbox', { name: manager.fields.bedrooms }).fill('2');
      await addForm.getByRole('textbox', { name: manager.fields.size }).fill('84.5');
      await addForm.getByRole('textbox', { name: manager.fields.sourceUrl }).fill('https://example.com/post/1');
      await addForm.getByRole('button', { name: manager.add }).click();
      await expect(toastWith(page, manager.toasts.added)).toBeVisible();
      await expect(addForm.getByRole('textbox', { name: manager.fields.title })).toHaveValue('');
      const item = page.getByTestId('admin-listing').filter({ hasText: title });
      await expect(item).toHaveCount(1);
      // Newest created first.
      await expect(page.getByTestId('admin-listing').first()).toContainText(title);

      // What the public ads page reads: anonymous, newest upload first.
      const [stored] = await publicListings(request, { select: '*', title: `eq.${title}` });
      expect(stored).toMatchObject({
        type: 'sale',
        location: place,
        price: 325000.5,
        bedrooms: 2,
        size_m2: 84.5,
        furnished: null,
        pets: null,
        phone: null,
        source_url: 'https://example.com/post/1',
        description: null,
      });
      const newest = await publicListings(request, { select: 'title', order: 'uploaded_at.desc', limit: '12' });
      expect(newest.map((row) => row.title)).toContain(title);
      // The public ads page lists it (filtered to its location, so no other listing pushes it off
      // the first page), then back to the manager, still signed in.
      const publicPage = `/${lang}/real-estate-ads?location=${encodeURIComponent(place)}`;
      await page.goto(publicPage);
      await waitForApp(page);
      await expect(page.getByRole('main').getByText(title, { exact: true })).toBeVisible();
      await page.goto(`/${lang}/admin/fb-listings`);
      await waitForApp(page);
      await expect(item).toHaveCount(1);

      // Edit in the dialog.
      await item.getByRole('button', { name: fill(manager.editLabel, { title }) }).click();
      const dialog = page.getByRole('dialog', { name: manager.editTitle });
      await expect(dialog.getByRole('textbox', { name: manager.fields.title })).toHaveValue(title);
      const edited = `${title} (2)`;
      await dialog.getByRole('textbox', { name: manager.fields.title }).fill(edited);
      await dialog.getByRole('textbox', { name: manager.fields.price }).fill('310000');
      await dialog.getByRole('combobox', { name: manager.fields.furnished }).selectOption('yes');
      await dialog.getByRole('button', { name: manager.save }).click();
      await expect(toastWith(page, manager.toasts.updated)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('admin-listing').filter({ hasText: edited })).toHaveCount(1);
      expect(
        await publicListings(request, { select: 'title,price,furnished', id: `eq.${String(stored!.id)}` }),
      ).toEqual([{ title: edited, price: 310000, furnished: true }]);

      // Delete, after confirmation.
      const editedItem = page.getByTestId('admin-listing').filter({ hasText: edited });
      await editedItem.getByRole('button', { name: fill(manager.deleteLabel, { title: edited }) }).click();
      const confirm = page.getByRole('dialog', { name: manager.deleteTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: manager.confirmDelete }).click();
      await expect(toastWith(page, manager.toasts.deleted)).toBeVisible();
      await expect(page.getByTestId('admin-listing').filter({ hasText: edited })).toHaveCount(0);
      expect(await publicListings(request, { select: 'id', id: `eq.${String(stored!.id)}` })).toEqual([]);

      // The public ads page, which listed it, no longer does.
      await page.goto(publicPage);
      await waitForApp(page);
      // No other listing is in that place: the filtered list is now empty.
      await expect(page.getByText(PAGE_COPY[lang].realEstateAds.ads.list.emptyTitle)).toBeVisible();
      await expect(page.getByText(edited)).toHaveCount(0);

      await page.goto(`/${lang}/admin/fb-listings`);
      await waitForApp(page);
      await expect(page.getByText(fill(auth.signedInAs, { email: ADMIN.email }))).toBeVisible();
      await page.getByRole('button', { name: auth.signOut }).click();
      await expect(page.getByRole('heading', { name: auth.signInTitle })).toBeVisible();
    });
  });
}

test.describe('bare admin paths', () => {
  for (const [bare, target] of [
    ['/admin/fb-listings', '/en/admin/fb-listings'],
    ['/admin/logo-generator', '/en/admin/logo-generator'],
  ] as const) {
    test(`${bare} opens the English tool's sign-in`, async ({ page }) => {
      await page.goto(bare);
      await waitForApp(page);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { name: listingsEn.auth.signInTitle })).toBeVisible();
    });
  }
});

test.describe('row-level security, from the browser', () => {
  /** Sends a request from the page (so the browser's origin and CORS apply) and reports its status. */
  async function send(page: Page, method: string, url: string, token: string, body?: object) {
    return page.evaluate(
      async ({ method, url, token, body, anonKey }) => {
        const response = await fetch(url, {
          method,
          headers: {
            apikey: anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Prefer: 'return=representation',
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, text: await response.text() };
      },
      { method, url, token, body, anonKey: ANON_KEY },
    );
  }

  test('the anonymous key, a non-admin session and a forged token cannot write listings', async ({ page, request }) => {
    await page.goto('/en/admin/fb-listings');
    await waitForApp(page);
    const title = uniqueTitle('RLS probe');
    const listing = { type: 'rent', title, location: 'Lisboa' };
    const [victim] = await publicListings(request, { select: 'id,title', order: 'created_at.asc', limit: '1' });
    const victimFilter = `${LISTINGS_URL}?id=eq.${String(victim!.id)}`;

    // Anonymous: no write grant at all.
    expect((await send(page, 'POST', LISTINGS_URL, ANON_KEY, listing)).status).toBe(401);
    expect((await send(page, 'PATCH', victimFilter, ANON_KEY, { title: 'Hacked' })).status).toBe(401);
    expect((await send(page, 'DELETE', victimFilter, ANON_KEY)).status).toBe(401);

    // Signed in without the admin role: the policies refuse the insert and match no row to change.
    const staffSession = await page.evaluate(
      async ({ url, anonKey, account }) => {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        return (await response.json()) as { access_token: string };
      },
      { url: LOCAL_BACKEND_URL, anonKey: ANON_KEY, account: STAFF },
    );
    const staff = staffSession.access_token;
    expect((await send(page, 'POST', LISTINGS_URL, staff, listing)).status).toBe(403);
    expect(await send(page, 'PATCH', victimFilter, staff, { title: 'Hacked' })).toEqual({ status: 200, text: '[]' });
    expect(await send(page, 'DELETE', victimFilter, staff)).toEqual({ status: 200, text: '[]' });

    // A token that claims the admin role but is not signed by the backend.
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const forged = [
      encode({ alg: 'HS256', typ: 'JWT' }),
      encode({ sub: 'x', role: 'authenticated', app_metadata: { role: 'admin' }, exp: 4102444800 }),
      'forged-signature',
    ].join('.');
    expect((await send(page, 'POST', LISTINGS_URL, forged, listing)).status).toBe(401);

    // Nothing changed.
    expect(await publicListings(request, { select: 'id', title: `eq.${title}` })).toEqual([]);
    expect(await publicListings(request, { select: 'id,title', id: `eq.${String(victim!.id)}` })).toEqual([victim]);
  });
});
