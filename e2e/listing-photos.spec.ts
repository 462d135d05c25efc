// Listing photos (issue 26; docs/listing-photos.md), end to end in a real browser: an admin adds a
// listing with three photos made in the test (the canvas/WebP preparation runs for real), reorders
// them by keyboard and by button, picks the cover and saves; the public ads page, served under the
// production Content-Security-Policy (scripts/serve-static.ts sends the build's _headers), shows
// the cover from the site's storage in its card (400 and 800 px files only) and the three photos in
// the chosen order in the detail dialog; deleting the listing deletes its files. Both languages.
import type { Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import { fill } from '../src/lib/i18n/dictionary';
import listingsEn from '../src/pages/admin-fb-listings/copy.en';
import listingsHe from '../src/pages/admin-fb-listings/copy.he';
import listingsPt from '../src/pages/admin-fb-listings/copy.pt';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

// The local backend's admin account (supabase/local/start.ts, LOCAL_DEFAULTS).
const ADMIN = { email: 'admin@lusaproperty.local', password: 'local-admin-password' };
// supabase-js loads on demand, and preparing three photos on a busy machine takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 });
const COPY = { en: listingsEn, he: listingsHe, pt: listingsPt } as const;
const PUBLIC_PREFIX = `${LOCAL_BACKEND_URL}/storage/v1/object/public/listing-photos/`;

/** Solid colours, told apart by their strongest channel after lossy WebP encoding. */
const COLOURS = { red: [220, 30, 30], green: [30, 180, 40], blue: [30, 50, 220] } as const;
type Colour = keyof typeof COLOURS;

// The two languages' journeys run one after the other (in one worker): each decodes and encodes
// three large photos, and the machine's two cores are shared with the rest of the suite.
test.describe.configure({ mode: 'default' });

/**
 * Real image files made by the browser's own encoder: a 2400 × 1800 PNG or JPEG, large enough that
 * all three stored sizes (400, 800, 1600 px) are made. Soft shapes over the whole frame give the
 * encoder something like a photo's detail (so the card's bytes mean something); the middle stays
 * one solid colour, which tells the three apart after lossy encoding.
 */
async function makeImage(page: Page, colour: Colour, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([rgb, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext('2d')!;
      const solid = `rgb(${rgb.join(',')})`;
      context.fillStyle = solid;
      context.fillRect(0, 0, canvas.width, canvas.height);
      // A fixed pseudo-random sequence: the same picture on every run.
      let seed = 7;
      const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      for (let i = 0; i < 1500; i += 1) {
        context.fillStyle = `hsla(${Math.floor(next() * 360)}, 60%, ${30 + Math.floor(next() * 50)}%, 0.35)`;
        context.beginPath();
        context.arc(next() * 2400, next() * 1800, 10 + next() * 120, 0, Math.PI * 2);
        context.fill();
      }
      context.fillStyle = solid;
      context.fillRect(700, 500, 1000, 800);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), mime, 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [COLOURS[colour], type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The colour of a stored photo, read in the page (fetched, so the canvas is not tainted). */
async function colourOf(page: Page, url: string): Promise<Colour> {
  const [r, g, b] = await page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2), 1, 1).data];
  }, url);
  const strongest = Math.max(r!, g!, b!);
  return strongest === r ? 'red' : strongest === g ? 'green' : 'blue';
}

for (const [lang] of LANGUAGES) {
  const { auth, manager } = COPY[lang];
  const photos = manager.photos;

  test(`photos: upload three, reorder, pick the cover, see them under the CSP, delete (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const title = `${{ en: 'Flat with photos', he: 'דירה עם תמונות', pt: 'Apartamento com fotografias' }[lang]} ${unique}`;
    // A place no other listing has, so the public page's filter shows this one alone.
    const location = `Photoville ${unique}`;

    // Any Content-Security-Policy violation on any page of the journey is recorded.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        // Playwright's own evaluation in the page (this test's page.evaluate calls) is reported
        // as an eval without a source file; the site's scripts always have one.
        if (event.blockedURI === 'eval' && !event.sourceFile) return;
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto(`/${lang}/admin/fb-listings`);
    await waitForApp(page);
    await page.getByLabel(auth.emailLabel).fill(ADMIN.email);
    await page.getByLabel(auth.passwordLabel).fill(ADMIN.password);
    await page.getByRole('button', { name: auth.submit }).click();
    await expect(page.getByTestId('listing-count')).toHaveText(/\d/);

    const addForm = page.getByRole('region', { name: manager.addTitle });
    await addForm.getByRole('textbox', { name: manager.fields.title }).fill(title);
    await addForm.getByRole('textbox', { name: manager.fields.location }).fill(location);
    await addForm.getByRole('textbox', { name: manager.fields.price }).fill('1400');

    // Red (PNG), green (JPEG), blue (PNG), chosen together.
    const files = [
      { name: 'red.png', mimeType: 'image/png', buffer: await makeImage(page, 'red', 'image/png') },
      { name: 'green.jpg', mimeType: 'image/jpeg', buffer: await makeImage(page, 'green', 'image/jpeg') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await makeImage(page, 'blue', 'image/png') },
    ];
    console.log(
      `[listing-photos] ${lang}: chosen files ${files.map((f) => `${f.name} ${f.buffer.length}`).join(', ')} bytes`,
    );
    await addForm.getByLabel(photos.choose).setInputFiles(files);
    const chosen = addForm.getByRole('list', { name: photos.listLabel }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    await expect(chosen.first()).toHaveAccessibleName(
      `${fill(photos.photoLabel, { n: 1, total: 3 })} (${photos.cover})`,
    );

    // Keyboard: the focused first photo moves one place on (to the right in English, to the left
    // in Hebrew): green, red, blue.
    await chosen.first().focus();
    await page.keyboard.press(lang === 'he' ? 'ArrowLeft' : 'ArrowRight');
    await expect(page.getByText(fill(photos.moved, { n: 2, total: 3 }))).toBeAttached();
    await expect(chosen.nth(1)).toBeFocused();
    // Button: the third (blue) becomes the cover: blue, green, red.
    await addForm.getByRole('button', { name: fill(photos.makeCover, { n: 3 }) }).click();
    await expect(page.getByText(fill(photos.madeCover, { n: 1 }))).toBeAttached();

    await addForm.getByRole('button', { name: manager.add }).click();
    await expect(page.locator('[data-sonner-toast]', { hasText: manager.toasts.added })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('admin-listing').filter({ hasText: title })).toHaveCount(1);
    expect(await violations()).toEqual([]);

    // The public ads page: record every image the page requests and the bytes of each.
    const requested = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || !response.url().startsWith(PUBLIC_PREFIX)) return;
      void response.body().then((body) => requested.set(response.url(), body.length));
    });
    await page.goto(`/${lang}/real-estate-ads?location=${encodeURIComponent(location)}`);
    await waitForApp(page);
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    const cardImage = card.locator('img');
    await expect(cardImage).toHaveAttribute('src', new RegExp(`^${PUBLIC_PREFIX}.+-400\\.webp$`));
    const srcset = (await cardImage.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/-400\.webp 400w/);
    expect(srcset).toMatch(/-800\.webp 800w/);
    expect(srcset).not.toContain('-1600.');
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const cardSource = await cardImage.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(cardSource.startsWith(PUBLIC_PREFIX)).toBe(true);
    expect(await colourOf(page, cardSource)).toBe('blue');
    await expect.poll(() => requested.has(cardSource)).toBe(true);
    const cardBytes = requested.get(cardSource)!;
    test.info().annotations.push({ type: 'card photo bytes', description: `${cardSource}: ${cardBytes}` });
    console.log(`[listing-photos] ${lang}: the card downloaded ${cardBytes} bytes (${cardSource.split('/').pop()})`);
    expect([...requested.keys()].filter((url) => url.includes('-1600.'))).toEqual([]);

    // The detail dialog: three slides, blue, green, red, each loaded.
    await card.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const slides = dialog.getByTestId('listing-photo').locator('img');
    await expect(slides).toHaveCount(3);
    const detail = PAGE_COPY[lang].realEstateAds.ads.detail;
    const order: Colour[] = [];
    const stored: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await dialog.getByRole('button', { name: detail.nextPhoto }).click();
      await expect(dialog.getByTestId('photo-position')).toHaveText(fill(detail.photoOf, { n: index + 1, total: 3 }));
      const slide = slides.nth(index);
      await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const srcsetOfSlide = (await slide.getAttribute('srcset')) ?? '';
      stored.push(...srcsetOfSlide.split(', ').map((entry) => entry.split(' ')[0]!));
      order.push(await colourOf(page, await slide.evaluate((img: HTMLImageElement) => img.currentSrc)));
    }
    expect(order).toEqual(['blue', 'green', 'red']);
    // Every photo is stored at 400, 800 and 1600 px.
    expect(stored).toHaveLength(9);
    expect(stored.every((url) => url.startsWith(PUBLIC_PREFIX))).toBe(true);
    expect(await violations()).toEqual([]);
    // For the record (docs/listing-photos.md): what each stored size of the cover weighs.
    const coverSizes = await Promise.all(
      stored
        .slice(0, 3)
        .map(async (url) => `${url.split('-').pop()}: ${(await (await request.get(url)).body()).length}`),
    );
    console.log(`[listing-photos] ${lang}: the cover's files weigh ${coverSizes.join(', ')} bytes`);

    // The staff member deletes the listing; its nine files are gone.
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
    for (const url of stored) {
      // Storage answers a missing object with 400 and statusCode "404" in the body (hosted and local).
      expect([400, 404], url).toContain((await request.get(url)).status());
    }
  });
}
