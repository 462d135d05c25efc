// The listing journey of issue 47, written once and run at desktop size (listing-journey.spec.ts)
// and on a phone (listing-journey.mobile.spec.ts), in each language: staff paste a post with two
// phone numbers and a neighbourhood, the form is filled (a title proposed, the second number kept
// for staff, the description without the numbers), three photos are added and the listing saved;
// the public ads page shows it in the page's language (the place, the counts) with its cover, and
// its ad window shows the three photos, the contact phone only, and fits the screen; staff delete
// it and it is gone from the public page. A card without a photo passes axe.
// docs/listing-intake.md, docs/listing-places.md, docs/listing-photos.md.
import type { Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import { fill } from '../src/lib/i18n/dictionary';
import listingsEn from '../src/pages/admin-fb-listings/copy.en';
import listingsHe from '../src/pages/admin-fb-listings/copy.he';
import listingsPt from '../src/pages/admin-fb-listings/copy.pt';
import type { Lang } from '../src/lib/i18n/lang';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

// The local backend's admin account (supabase/local/start.ts, LOCAL_DEFAULTS).
const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
const ANON_KEY = 'local-dev-anon-key';
// supabase-js loads on demand, and preparing three photos on a busy machine takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const COPY = { en: listingsEn, he: listingsHe, pt: listingsPt } as const;
const PUBLIC_PREFIX = `${LOCAL_BACKEND_URL}/storage/v1/object/public/listing-photos/`;

/**
 * Posts as staff copy them from a group: two phone numbers, a neighbourhood, a link. The rent is
 * above the 2,000 the ads spec filters to, so the listing never changes what that spec counts.
 */
const POSTS = {
  en: `Bright 2-bedroom flat for rent in Arroios, Lisbon ☀️ 70 m², furnished.
2,300 €/month. No pets.
WhatsApp +351 912 438 106 or call 913 222 111
https://www.facebook.com/groups/lisbonrentals/posts/2964417053318825/`,
  he: `להשכרה בליסבון, בשכונת ארויוס! דירת 3 חדרים משופצת, 70 מ"ר, מרוהטת. 2,300€ לחודש. ללא בעלי חיים.
לפרטים: 054-7654321 או 052-1234567`,
  // "T2" and "2.300 €" with a point for thousands, as Portuguese posts write them.
  pt: `Arrenda-se T2 mobilado em Arroios, Lisboa ☀️ 70 m².
Renda 2.300 €/mês. Não aceita animais.
WhatsApp +351 912 438 106 ou ligue 913 222 111
https://www.facebook.com/groups/lisbonrentals/posts/2964417053318825/`,
} as const;

const EXPECTED = {
  en: {
    title: '2-bedroom property for rent in Arroios, Lisbon',
    description: 'Bright 2-bedroom flat for rent in Arroios, Lisbon ☀️ 70 m², furnished.\n2,300 €/month. No pets.',
    phone: '+351 912 438 106',
    otherPhones: '+351 913 222 111',
    place: 'Lisbon, Arroios',
    bedrooms: '2 bedrooms',
    tel: 'tel:+351912438106',
  },
  he: {
    title: 'נכס עם 2 חדרי שינה להשכרה בארויוש, ליסבון',
    description: 'להשכרה בליסבון, בשכונת ארויוס! דירת 3 חדרים משופצת, 70 מ"ר, מרוהטת. 2,300€ לחודש. ללא בעלי חיים.',
    phone: '+972 54 765 4321',
    otherPhones: '+972 52 123 4567',
    place: 'ליסבון, ארויוש',
    bedrooms: '2 חדרי שינה',
    tel: 'tel:+972547654321',
  },
  pt: {
    // The proposed title follows the post's script (Latin: English), not the page's language
    // (suggest-title.ts); the place on the public page is Portuguese.
    title: '2-bedroom property for rent in Arroios, Lisbon',
    description: 'Arrenda-se T2 mobilado em Arroios, Lisboa ☀️ 70 m².\nRenda 2.300 €/mês. Não aceita animais.',
    phone: '+351 912 438 106',
    otherPhones: '+351 913 222 111',
    place: 'Lisboa, Arroios',
    bedrooms: '2 quartos',
    tel: 'tel:+351912438106',
  },
} as const;

/** What a visitor types in the ads' location filter to find Arroios: its name in the page's language. */
const ARROIOS: Record<Lang, string> = { en: 'Arroios', he: 'ארויוש', pt: 'Arroios' };

/** A photo drawn by the browser: one colour with a few shapes, 1200 × 900, as a JPEG or PNG. */
async function makeImage(page: Page, hue: number, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${h}, 60%, 50%)`;
      context.fillRect(0, 0, 1200, 900);
      for (let i = 0; i < 40; i += 1) {
        context.fillStyle = `hsla(${(h + i * 9) % 360}, 60%, 40%, 0.4)`;
        context.fillRect((i * 97) % 1100, (i * 53) % 800, 120, 90);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), mime, 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [hue, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

async function signIn(page: Page, lang: Lang) {
  const { auth } = COPY[lang];
  await page.goto(`/${lang}/admin/fb-listings`);
  await waitForApp(page);
  await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
  await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
  await page.getByRole('button', { name: auth.submit }).click();
  await expect(page.getByTestId('listing-count')).toHaveText(/\d/);
}

/** Nothing on the page, the dialog included, lies beyond the screen's sides. */
async function expectWithinScreen(page: Page, selector: string) {
  const outside = await page.evaluate((root) => {
    const width = window.innerWidth;
    const scope = document.querySelector(root);
    if (!scope) return [`no ${root}`];
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(scope.querySelectorAll('button, a, h2, p, dd, dt, img'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      // The carousel's other slides wait beside the one shown, inside its clipping frame.
      if (element.closest('[data-testid="listing-photo"]') && element.tagName === 'IMG') continue;
      if (rect.left < -1 || rect.right > width + 1) out.push(`${element.tagName} ${rect.left}..${rect.right}`);
    }
    return out.slice(0, 8);
  }, selector);
  expect(outside, `outside a ${page.viewportSize()!.width} px screen`).toEqual([]);
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/** Registers the journey's tests for each language at the size the project gives (`size` names it). */
export function listingJourney(size: 'desktop' | 'phone') {
  // Each language's journey prepares three photos: one after the other on the shared cores.
  test.describe.configure({ mode: 'default', timeout: 240_000 });

  for (const [lang] of LANGUAGES) {
    const { manager } = COPY[lang];
    const ads = PAGE_COPY[lang].realEstateAds.ads;
    const want = EXPECTED[lang];

    test(`a pasted post with three photos to the public page and back out (${lang}, ${size})`, async ({ page }) => {
      const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      await signIn(page, lang);
      const addForm = page.getByRole('region', { name: manager.addTitle });
      const paste = addForm.getByRole('region', { name: manager.intake.title });
      const f = manager.fields;

      // Paste and fill: a proposed title, every phone number, the neighbourhood, no numbers in the text.
      await paste.getByRole('textbox', { name: manager.intake.label }).fill(POSTS[lang]);
      await paste.getByRole('button', { name: manager.intake.fill }).click();
      await expect(paste.getByTestId('post-intake-filled')).toBeVisible();
      await expect(addForm.getByRole('textbox', { name: f.title })).toHaveValue(want.title);
      await expect(addForm.getByRole('textbox', { name: f.location })).toHaveValue('Lisbon, Arroios');
      await expect(addForm.getByRole('textbox', { name: f.bedrooms })).toHaveValue('2');
      await expect(addForm.getByRole('textbox', { name: f.phone })).toHaveValue(want.phone);
      await expect(addForm.getByRole('textbox', { name: f.otherPhones })).toHaveValue(want.otherPhones);
      await expect(addForm.getByRole('textbox', { name: f.description })).toHaveValue(want.description);

      // Staff make the title their own (and findable by this test), then add three photos.
      const title = `${want.title} ${unique}`;
      await addForm.getByRole('textbox', { name: f.title }).fill(title);
      await addForm.getByLabel(manager.photos.choose).setInputFiles([
        { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await makeImage(page, 10, 'image/jpeg') },
        { name: 'two.png', mimeType: 'image/png', buffer: await makeImage(page, 130, 'image/png') },
        { name: 'three.jpg', mimeType: 'image/jpeg', buffer: await makeImage(page, 250, 'image/jpeg') },
      ]);
      await expect(addForm.getByRole('list', { name: manager.photos.listLabel }).getByRole('listitem')).toHaveCount(3);
      await shot(page, `listing-journey-${size}-${lang}-filled`);
      await addForm.getByRole('button', { name: manager.add }).click();
      await expect(page.locator('[data-sonner-toast]', { hasText: manager.toasts.added })).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByTestId('admin-listing').filter({ hasText: title })).toHaveCount(1);

      // The public page, filtered to Arroios as a visitor would: in Hebrew by its Hebrew name.
      await page.goto(`/${lang}/real-estate-ads?type=rent&bedrooms=2`);
      await waitForApp(page);
      const box = page.getByRole('search').getByLabel(ads.filters.location);
      await box.fill(ARROIOS[lang]);
      await box.press('Enter');
      await expect(page).toHaveURL(/location=/);
      const card = page.getByTestId('listing-card').filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(want.place);
      await expect(card).toContainText(want.bedrooms);
      const cover = card.locator('img');
      await expect(cover).toHaveAttribute('src', new RegExp(`^${PUBLIC_PREFIX}.+-400\\.webp$`));
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `listing-journey-${size}-${lang}-card`);

      // The ad window: three photos, the place in the page's language, the contact phone only.
      await card.getByRole('button', { name: title }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('listing-photo').locator('img')).toHaveCount(3);
      await expect(dialog.getByTestId('photo-position')).toHaveText(fill(ads.detail.photoOf, { n: 1, total: 3 }));
      await dialog.getByRole('button', { name: ads.detail.nextPhoto }).click();
      await expect(dialog.getByTestId('photo-position')).toHaveText(fill(ads.detail.photoOf, { n: 2, total: 3 }));
      await expect(dialog.getByText(want.place, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('link', { name: want.phone })).toHaveAttribute('href', want.tel);
      await expect(dialog).not.toContainText(want.otherPhones);
      await expect(dialog).toContainText(want.description.split('\n')[0]!);
      await expectWithinScreen(page, '[data-testid="listing-dialog"]');
      await shot(page, `listing-journey-${size}-${lang}-ad-window`);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Back out: staff delete it (still signed in), and the public page no longer shows it.
      await page.goto(`/${lang}/admin/fb-listings`);
      await waitForApp(page);
      const item = page.getByTestId('admin-listing').filter({ hasText: title });
      await item.getByRole('button', { name: fill(manager.deleteLabel, { title }) }).click();
      await page
        .getByRole('dialog', { name: manager.deleteTitle })
        .getByRole('button', { name: manager.confirmDelete })
        .click();
      await expect(page.locator('[data-sonner-toast]', { hasText: manager.toasts.deleted })).toBeVisible();
      await expect(item).toHaveCount(0);
      await page.goto(`/${lang}/real-estate-ads?type=rent&bedrooms=2&location=Arroios`);
      await waitForApp(page);
      // The list has loaded (other listings, or none: "No listings found"), without this one.
      await expect(page.getByText(ads.list.emptyTitle).or(page.getByTestId('listing-card').first())).toBeVisible();
      await expect(page.getByTestId('listing-card').filter({ hasText: title })).toHaveCount(0);
    });

    test(`a card without a photo reads clearly and passes axe (${lang}, ${size})`, async ({ page }) => {
      await page.goto(`/${lang}/real-estate-ads`);
      await waitForApp(page);
      const location = `Nophotoville ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const id = await page.evaluate(
        async ({ url, anonKey, account, listing }) => {
          const session = await fetch(`${url}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: { apikey: anonKey, 'Content-Type': 'application/json' },
            body: JSON.stringify(account),
          });
          const { access_token: token } = (await session.json()) as { access_token: string };
          const response = await fetch(`${url}/rest/v1/fb_listings`, {
            method: 'POST',
            headers: {
              apikey: anonKey,
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/json',
              Prefer: 'return=representation',
            },
            body: JSON.stringify(listing),
          });
          const [row] = (await response.json()) as { id: string }[];
          return row!.id;
        },
        {
          url: LOCAL_BACKEND_URL,
          anonKey: ANON_KEY,
          account: ADMIN,
          listing: { type: 'sale', title: `No photo ${location}`, location, price: 250000, bedrooms: 1 },
        },
      );
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await page.goto(`/${lang}/real-estate-ads?location=${encodeURIComponent(location)}`);
      await waitForApp(page);
      const card = page.getByTestId('listing-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByText(ads.card.noPhoto, { exact: true })).toBeVisible();
      await expect(card).toContainText(ads.card.bedrooms.one);
      await expectNoAxeViolations(page);
    });
  }
}
