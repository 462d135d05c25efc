import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect, hydrateOnPausedClock, pausedClock, test, waitForApp } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const selectedSlide = (page: Page) =>
  slides(page).evaluateAll((nodes) => nodes.findIndex((node) => node.getAttribute('data-selected') === 'true'));

for (const [lang, dict] of LANGUAGES) {
  const home = PAGE_COPY[lang].home;
  const next = lang === 'he' ? 'ArrowLeft' : 'ArrowRight';
  const previous = lang === 'he' ? 'ArrowRight' : 'ArrowLeft';

  test.describe(`home page (${lang})`, () => {
    test('renders its sections, four valid JSON-LD blocks and no accessibility violations', async ({ page }) => {
      await page.goto(`/${lang}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('link', { name: home.hero.propertyButton })).toHaveAttribute(
        'href',
        `/${lang}/property-management`,
      );
      await expect(hero.getByRole('link', { name: home.hero.investmentButton })).toHaveAttribute(
        'href',
        `/${lang}/investment`,
      );
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as { '@type': string }));
      expect(blocks.map((block) => block['@type']).sort()).toEqual([
        'FAQPage',
        'LocalBusiness',
        'Organization',
        'Service',
      ]);
      await expectNoAxeViolations(page);
    });

    test('the carousel centres the selected card, advances every 4 s and pauses while hovered', async ({ page }) => {
      await pausedClock(page);
      await page.goto(`/${lang}`);
      await hydrateOnPausedClock(page);
      const carousel = page.getByRole('region', { name: home.carousel.label });
      // The paused clock also stops requestAnimationFrame, which Playwright's actionability checks
      // wait for: scroll, focus and pointer moves are done directly.
      await carousel.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));

      const viewport = await page.getByTestId('carousel-viewport').boundingBox();
      const first = await slides(page).nth(0).boundingBox();
      expect(Math.abs(first!.x + first!.width / 2 - (viewport!.x + viewport!.width / 2))).toBeLessThan(2);

      expect(await selectedSlide(page)).toBe(0);
      await page.clock.runFor(3900);
      expect(await selectedSlide(page)).toBe(0);
      await page.clock.runFor(200);
      expect(await selectedSlide(page)).toBe(1);

      const area = (await carousel.boundingBox())!;
      await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2);
      await page.clock.runFor(9000);
      expect(await selectedSlide(page)).toBe(1);
      await page.mouse.move(0, 0);
      // Resumes 1 s after the pointer leaves, then a full 4 s cycle. React sets the new cycle's timer
      // after a render that real time drives, so the clock waits for it between the two steps.
      await page.clock.runFor(900);
      await page.waitForTimeout(50);
      expect(await selectedSlide(page)).toBe(1);
      await page.clock.runFor(200);
      await page.waitForTimeout(50);
      await page.clock.runFor(3800);
      expect(await selectedSlide(page)).toBe(1);
      await page.clock.runFor(200);
      expect(await selectedSlide(page)).toBe(2);
    });

    test('arrow keys move the carousel (mirrored in right-to-left) with a 500 ms lock', async ({ page }) => {
      await pausedClock(page);
      await page.goto(`/${lang}`);
      await hydrateOnPausedClock(page);
      const carousel = page.getByRole('region', { name: home.carousel.label });
      await carousel.evaluate((node: HTMLElement) => node.focus());
      await page.keyboard.press(next);
      expect(await selectedSlide(page)).toBe(1);
      await page.keyboard.press(next); // within the 500 ms transition: ignored
      expect(await selectedSlide(page)).toBe(1);
      await page.clock.runFor(600);
      await page.keyboard.press(previous);
      expect(await selectedSlide(page)).toBe(0);
      await page.clock.runFor(600);
      await page.keyboard.press(previous); // loops to the last card
      expect(await selectedSlide(page)).toBe(2);
    });

    test('a swipe beyond 20% of the width changes the card; a shorter one does not', async ({ page }) => {
      await pausedClock(page);
      await page.goto(`/${lang}`);
      await hydrateOnPausedClock(page);
      const viewport = page.getByTestId('carousel-viewport');
      await viewport.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const box = (await viewport.boundingBox())!;
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      // Dragging towards the start edge (left in English, right in Hebrew) shows the next card.
      const towardsNext = lang === 'he' ? 1 : -1;
      const drag = async (share: number) => {
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x + towardsNext * box.width * share, y, { steps: 8 });
        await page.mouse.up();
      };
      await drag(0.1);
      await page.clock.runFor(600);
      expect(await selectedSlide(page)).toBe(0);
      await drag(0.3);
      expect(await selectedSlide(page)).toBe(1);
    });

    test('each call-to-action opens its own dialog; a message sent from it is stored', async ({ page, request }) => {
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const propertyButton = page.getByRole('button', { name: home.cta.property.button });
      await propertyButton.click();
      const propertyDialog = page.getByRole('dialog', { name: home.cta.property.title });
      await expect(propertyDialog).toBeVisible();
      await expect(propertyDialog.getByRole('button', { name: dict.contactForm.submit })).toBeDisabled();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(propertyDialog).toBeHidden();
      await expect(propertyButton).toBeFocused();

      await page.getByRole('button', { name: home.cta.investment.button }).click();
      const dialog = page.getByRole('dialog', { name: home.cta.investment.title });
      const email = uniqueEmail(`home-${lang}`);
      await dialog.getByRole('textbox', { name: dict.leadForm.nameLabel }).fill('Avi Cohen');
      await dialog.getByRole('textbox', { name: dict.leadForm.emailLabel }).fill(email);
      await dialog.getByRole('textbox', { name: dict.leadForm.phoneLabel }).fill('+972 50 123 4567');
      await dialog.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await dialog.getByRole('button', { name: dict.contactForm.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);

      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        subject: home.cta.investment.title,
        service: 'investment',
        phone: '+972 50 123 4567',
      });
    });

    test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
      await page.goto(`/${lang}`);
      await waitForApp(page);
      const q1 = page.getByRole('button', { name: home.faq.items[0]!.question });
      const q2 = page.getByRole('button', { name: home.faq.items[1]!.question });
      await q1.click();
      await expect(page.getByText(home.faq.items[0]!.answer)).toBeVisible();
      await q2.click();
      await expect(page.getByText(home.faq.items[1]!.answer)).toBeVisible();
      await expect(page.getByText(home.faq.items[0]!.answer)).toBeHidden();
      await expect(q1).toHaveAttribute('aria-expanded', 'false');
      await q2.click();
      await expect(page.getByText(home.faq.items[1]!.answer)).toBeHidden();
    });
  });
}
