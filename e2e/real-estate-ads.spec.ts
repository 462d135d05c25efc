import type { APIRequestContext, Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import type { Listing } from '../src/lib/listings/listing';
import { expectNoAxeViolations } from './axe';
import { watchBackendClients } from './backend';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

// The ads page against the embedded backend and its seed (supabase/seed.sql). What each filter should
// find is worked out here from all stored listings, by the rules of docs/product-rules.md ("Ads (listings)"), written apart
// from the app's query building.

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Expected {
  type?: 'rent' | 'sale';
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  bedrooms?: number;
  published?: 'today' | 'week' | 'month';
}

async function allListings(request: APIRequestContext): Promise<Listing[]> {
  const response = await request.get(`${LOCAL_BACKEND_URL}/rest/v1/fb_listings`, {
    params: { select: '*' },
    headers: { apikey: 'local-dev-anon-key' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Listing[];
}

/** The listings a filter keeps, in the page's order (newest upload first). */
async function expected(request: APIRequestContext, f: Expected): Promise<Listing[]> {
  const now = Date.now();
  return (await allListings(request))
    .filter((row) => {
      if (f.type && row.type !== f.type) return false;
      if (f.minPrice !== undefined && (row.price === null || row.price < f.minPrice)) return false;
      if (f.maxPrice !== undefined && (row.price === null || row.price > f.maxPrice)) return false;
      if (f.location && !row.location.toLowerCase().includes(f.location.toLowerCase())) return false;
      if (f.bedrooms !== undefined) {
        if (row.bedrooms === null || (f.bedrooms === 5 ? row.bedrooms < 5 : row.bedrooms !== f.bedrooms)) return false;
      }
      if (f.published) {
        const span = { today: DAY, week: 7 * DAY, month: 30 * DAY }[f.published];
        if (row.published_at === null || Date.parse(row.published_at) < now - span) return false;
      }
      return true;
    })
    .sort((a, b) => Date.parse(b.uploaded_at) - Date.parse(a.uploaded_at) || (a.id < b.id ? -1 : 1));
}

const cardTitles = (page: Page) => page.getByTestId('listing-card').locator('h3');

for (const [lang] of LANGUAGES) {
  const copy = PAGE_COPY[lang].realEstateAds;
  const { filters: f, list } = copy.ads;
  const countLine = (shown: number, total: number) =>
    (total === 1 ? list.count.one : list.count.other)
      .replace('{shown}', String(shown))
      .replace('{total}', String(total));

  async function open(page: Page, search = '') {
    await page.goto(`/${lang}/real-estate-ads${search}`);
    await waitForApp(page);
    return page.getByRole('main');
  }

  /** The count line, the first page's titles in order, and the end message when all fit on one page. */
  async function expectShowing(page: Page, rows: Listing[]) {
    const shown = Math.min(6, rows.length);
    if (rows.length === 0) {
      await expect(page.getByText(list.emptyTitle)).toBeVisible();
      await expect(page.getByText(list.emptyHint)).toBeVisible();
      return;
    }
    await expect(page.getByTestId('ads-count')).toHaveText(countLine(shown, rows.length));
    await expect(cardTitles(page)).toHaveText(rows.slice(0, shown).map((row) => row.title));
  }

  test.describe(`real-estate ads (${lang})`, () => {
    test('shows the hero, filters, the newest 6 of all listings, the legal line; no axe violations', async ({
      page,
      request,
    }) => {
      const clients = watchBackendClients(page);
      const main = await open(page);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(main.getByRole('search', { name: f.title })).toBeVisible();
      // Another spec may publish or delete a listing meanwhile: the page matches the listings as they now are.
      await expect(async () => expectShowing(page, await expected(request, {}))).toPass({ timeout: 15_000 });
      expect(clients.usedSupabaseJs()).toBe(false);
      await expect(
        main.getByRole('link', {
          name: { en: 'privacy policy', he: 'מדיניות הפרטיות', pt: 'política de privacidade' }[lang],
        }),
      ).toHaveAttribute('href', `/${lang}/privacy`);
      // Thumbnails are lazy and sized, so the grid does not move as they load.
      // The first thumbnail shown (a test running beside this one may have published a listing without photos).
      const thumb = page.getByTestId('listing-card').locator('img').first();
      await expect(thumb).toHaveAttribute('loading', 'lazy');
      await expect(thumb).toHaveAttribute('width', '640');
      await expect(thumb).toHaveAttribute('height', '480');
      await expectNoAxeViolations(page);
    });

    test('type alone', async ({ page, request }) => {
      await open(page);
      await page.getByRole('combobox', { name: f.type }).selectOption('rent');
      await expect(page).toHaveURL(/\?type=rent$/);
      await expectShowing(page, await expected(request, { type: 'rent' }));
    });

    test('minimum price alone (slider, 50,000 steps up to 20,000,000)', async ({ page, request }) => {
      await open(page);
      const thumb = page.getByRole('slider', { name: f.minPrice });
      await expect(thumb).toHaveAttribute('max', '20000000');
      await thumb.focus();
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(/\?minPrice=50000$/);
      await page.keyboard.press('PageUp'); // ten steps
      await page.keyboard.press('PageUp');
      await expect(page).toHaveURL(/\?minPrice=1050000$/);
      await expectShowing(page, await expected(request, { minPrice: 1_050_000 }));
    });

    test('location alone, any case (in Hebrew, the Hebrew name of the place)', async ({ page, request }) => {
      await open(page);
      const term = lang === 'he' ? 'פורטו' : 'PORTO';
      await page.getByRole('search').getByLabel(f.location).fill(term);
      await expect(page).toHaveURL(new RegExp(`\\?location=${encodeURIComponent(term)}$`));
      await expectShowing(page, await expected(request, { location: 'porto' }));
    });

    test('bedrooms alone: 2, and 5 or more', async ({ page, request }) => {
      await open(page);
      const bedrooms = page.getByRole('combobox', { name: f.bedrooms });
      await bedrooms.selectOption('2');
      await expect(page).toHaveURL(/\?bedrooms=2$/);
      await expectShowing(page, await expected(request, { bedrooms: 2 }));
      await expect(bedrooms.locator('option').last()).toHaveText(f.bedroomsOrMore);
      await bedrooms.selectOption('5');
      await expectShowing(page, await expected(request, { bedrooms: 5 }));
    });

    test('published alone: today, this week, this month', async ({ page, request }) => {
      await open(page);
      const published = page.getByRole('combobox', { name: f.published });
      for (const within of ['today', 'week', 'month'] as const) {
        await published.selectOption(within);
        await expect(page).toHaveURL(new RegExp(`\\?published=${within}$`));
        await expectShowing(page, await expected(request, { published: within }));
      }
    });

    test('all filters combined; the rent price scale is 0 to 10,000 by 100', async ({ page, request }) => {
      await open(page);
      await page.getByRole('combobox', { name: f.type }).selectOption('rent');
      const max = page.getByRole('slider', { name: f.maxPrice });
      await expect(max).toHaveAttribute('max', '10000');
      await max.focus();
      for (let i = 0; i < 8; i++) await page.keyboard.press('PageDown'); // 10,000 - 8 × 1,000
      await expect(page).toHaveURL(/maxPrice=2000/);
      await page.getByRole('search').getByLabel(f.location).fill('lisbon');
      await page.getByRole('combobox', { name: f.bedrooms }).selectOption('1');
      await page.getByRole('combobox', { name: f.published }).selectOption('month');
      await expect(page).toHaveURL(/\?type=rent&maxPrice=2000&location=lisbon&bedrooms=1&published=month$/);
      const rows = await expected(request, {
        type: 'rent',
        maxPrice: 2000,
        location: 'lisbon',
        bedrooms: 1,
        published: 'month',
      });
      expect(rows.length).toBeGreaterThan(0);
      await expectShowing(page, rows);

      // Nothing matches: the empty view.
      await page.getByRole('combobox', { name: f.bedrooms }).selectOption('5');
      await expectShowing(page, []);
      await page.getByRole('button', { name: f.clear }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/real-estate-ads$`));
      // Another spec may publish or delete a listing meanwhile: the page matches the listings as they now are.
      await expect(async () => expectShowing(page, await expected(request, {}))).toPass({ timeout: 15_000 });
    });

    test('filters come from the URL, bad values are ignored, Back undoes a change', async ({ page, request }) => {
      await open(page, '?type=sale&bedrooms=abc&published=week&minPrice=-3&location=');
      await expect(page.getByRole('combobox', { name: f.type })).toHaveValue('sale');
      await expect(page.getByRole('combobox', { name: f.bedrooms })).toHaveValue('');
      await expect(page.getByRole('combobox', { name: f.published })).toHaveValue('week');
      const saleThisWeek = await expected(request, { type: 'sale', published: 'week' });
      await expectShowing(page, saleThisWeek);

      await page.getByRole('combobox', { name: f.bedrooms }).selectOption('3');
      await expectShowing(page, await expected(request, { type: 'sale', published: 'week', bedrooms: 3 }));
      await page.goBack();
      await expect(page.getByRole('combobox', { name: f.bedrooms })).toHaveValue('');
      await expectShowing(page, saleThisWeek);
    });

    test('infinite scroll loads 6 more when the end comes within 500 px, until there are no more', async ({
      page,
      request,
    }) => {
      const rows = await expected(request, {});
      expect(rows.length).toBeGreaterThan(12);
      await open(page);
      await expect(page.getByTestId('ads-count')).toHaveText(countLine(6, rows.length));

      // Bring the end of the list to 300 px below the window: the next page loads by itself.
      await page.getByTestId('ads-sentinel').evaluate((end) => {
        const top = end.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight - 300, behavior: 'instant' });
      });
      await expect(page.getByTestId('ads-count')).toHaveText(countLine(12, rows.length));

      for (let i = 0; i < 20; i++) {
        if (await page.getByText(list.end).isVisible()) break;
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
        await page.waitForTimeout(300);
      }
      await expect(page.getByText(list.end)).toBeVisible();
      await expect(page.getByTestId('ads-count')).toHaveText(countLine(rows.length, rows.length));
      await expect(cardTitles(page)).toHaveText(rows.map((row) => row.title));
      await expect(page.getByRole('button', { name: list.loadMore })).toHaveCount(0);
    });

    test('a card opens its details: photo carousel, facts, phone and links to the post and group', async ({
      page,
      request,
    }) => {
      const [listing] = await expected(request, { type: 'rent', location: 'Alfama', bedrooms: 2 });
      expect(listing!.images.length).toBeGreaterThan(1);
      await open(page, '?type=rent&location=Alfama&bedrooms=2');
      const title = page.getByRole('button', { name: listing!.title });
      await title.focus();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog', { name: listing!.title });
      await expect(dialog).toBeVisible();
      const d = copy.ads.detail;
      const photoOf = (n: number) =>
        d.photoOf.replace('{n}', String(n)).replace('{total}', String(listing!.images.length));
      await expect(dialog.getByTestId('listing-photo')).toHaveCount(listing!.images.length);
      await expect(dialog.getByTestId('photo-position')).toHaveText(photoOf(1));
      await dialog.getByRole('button', { name: d.nextPhoto }).click();
      await expect(dialog.getByTestId('photo-position')).toHaveText(photoOf(2));
      await dialog.getByRole('button', { name: d.previousPhoto }).click();
      await expect(dialog.getByTestId('photo-position')).toHaveText(photoOf(1));
      // The photos are the pictures stored for this listing, in order.
      const sources = await dialog
        .getByTestId('listing-photo')
        .locator('img')
        .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
      expect(sources).toEqual(listing!.images);

      await expect(dialog.getByText(listing!.phone!)).toBeVisible();
      for (const [name, href] of [
        [d.sourceLink, listing!.source_url],
        [d.groupLink, listing!.group_url],
      ] as const) {
        const link = dialog.getByRole('link', { name: new RegExp(name) });
        await expect(link).toHaveAttribute('href', href!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(title).toBeFocused();
    });
  });
}
