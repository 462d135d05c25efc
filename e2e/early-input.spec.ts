import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { InvestmentPageCopy } from '../src/pages/investment/copy.en';
import type { RentalAgreementCopy } from '../src/pages/rental-agreement/copy.en';
import situation from '../src/pages/relocation/situation.he';
import { ROUTES } from '../src/lib/routing/routes';
import { storedLeads, uniqueEmail } from './backend';
import { expect, test } from './fixtures';
import { LANGUAGES, PAGE_COPY } from './languages';
import { pageCopy } from './page-copy';

// Whatever a visitor does between first paint and hydration takes effect (docs/delivery.md, "Nothing
// is lost before hydration"). Each test holds back every script of the app until it has acted on the
// painted page, on a CPU slowed as on a phone (4×, and 6× for a slow or busy one), then lets the code
// in and checks the outcome once the page says it is ready. Holding the scripts makes "before
// hydration" certain rather than a race. E2E_CPU_SLOWDOWN=6 runs one slowdown only.

/** The CPU slowdowns every case runs at. */
const CPU_SLOWDOWNS = process.env.E2E_CPU_SLOWDOWN ? [Number(process.env.E2E_CPU_SLOWDOWN)] : [4, 6];

async function slowCpuBy(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** How long the page may take to turn ready, on a CPU slowed `rate` times. */
const readyMs = (rate: number) => 5_000 * rate;

/** Holds every app script until the returned function is called. */
async function holdAppCode(page: Page, rate: number): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue().catch(() => undefined); // the page may have closed meanwhile
  });
  await slowCpuBy(page, rate);
  return async () => {
    // The action really happened before the app existed.
    await expect(page.locator('html[data-app-hydrated]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: readyMs(rate) });
  };
}

async function openPaintedAt(page: Page, url: string, rate: number): Promise<() => Promise<void>> {
  const letCodeIn = await holdAppCode(page, rate);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return letCodeIn;
}

/**
 * Opens `url` with every script its HTML does not preload at first paint held back (a form loaded
 * later), on a CPU slowed `rate` times, and waits until the page is ready without them. The returned
 * function lets them in.
 */
async function holdCodeNotPreloaded(
  page: Page,
  request: APIRequestContext,
  url: string,
  rate: number,
): Promise<() => Promise<void>> {
  const html = await (await request.get(url)).text();
  const preloaded = new Set(/data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []);
  expect(preloaded.size).toBeGreaterThan(3);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!preloaded.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await gate;
    }
    await route.continue().catch(() => undefined); // the page may have closed meanwhile
  });
  await slowCpuBy(page, rate);
  await page.goto(url);
  await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: readyMs(rate) });
  return async () => {
    expect(held).toBeGreaterThan(0); // the form's code really was held
    release();
  };
}

const investmentRoute = ROUTES.find((route) => route.id === 'investment')!;
const rentalAgreementRoute = ROUTES.find((route) => route.id === 'rentalAgreement')!;

for (const [cpu, [lang, dict]] of CPU_SLOWDOWNS.flatMap((cpu) =>
  LANGUAGES.map((language) => [cpu, language] as const),
)) {
  const copy = PAGE_COPY[lang];
  const openPainted = (page: Page, url: string) => openPaintedAt(page, url, cpu);
  /** Fills the template form's name, e-mail and consent. */
  const fillTemplateForm = async (section: Locator, tag: string) => {
    await section
      .getByRole('textbox', { name: dict.leadForm.nameLabel })
      .fill(lang === 'he' ? 'דנה כהן' : 'Dana Cohen');
    await section.getByRole('textbox', { name: dict.leadForm.emailLabel }).fill(uniqueEmail(`${tag}-template-${lang}`));
    await section.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
  };
  /** What a replayed press opens loads its code then, on the slowed CPU. */
  const ON_DEMAND_MS = 4_000 * cpu;
  test.describe.configure({ timeout: 8_000 * cpu });

  test.describe(`acting at first paint (${lang}, CPU ${cpu}×)`, () => {
    test('select: choosing "Rent" in the ads filter filters the list and the URL', async ({ page }) => {
      const letCodeIn = await openPainted(page, `/${lang}/real-estate-ads`);
      const type = page.getByRole('combobox', { name: copy.realEstateAds.ads.filters.type });
      await type.selectOption('rent');
      await letCodeIn();
      await expect(type).toHaveValue('rent');
      await expect(page).toHaveURL(/[?&]type=rent\b/);
    });

    test('slider: a press on the price range moves it and filters by price', async ({ page }) => {
      const letCodeIn = await openPainted(page, `/${lang}/real-estate-ads`);
      const range = page.locator('[data-early-input="pointer"]');
      const box = (await range.boundingBox())!;
      // A quarter of the way in from the end where the maximum sits (the right in English, the left
      // in Hebrew): the nearer thumb, the maximum, comes down to about three quarters.
      const x = lang === 'he' ? box.width * 0.25 : box.width * 0.75;
      await range.click({ position: { x, y: box.height / 2 } });
      await letCodeIn();
      const max = page.getByRole('slider', { name: copy.realEstateAds.ads.filters.maxPrice });
      await expect(max).not.toHaveValue((await max.getAttribute('max')) ?? '');
      await expect(page).toHaveURL(/[?&]maxPrice=\d+/);
    });

    test('slider: a thumb moved by its keys before hydration keeps its place and filters by price', async ({
      page,
    }) => {
      const letCodeIn = await openPainted(page, `/${lang}/real-estate-ads`);
      // Before any script the thumb is the browser's own range input, moved by the browser.
      const max = page.getByRole('slider', { name: copy.realEstateAds.ads.filters.maxPrice });
      await max.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('PageDown');
      const moved = await max.inputValue();
      expect(Number(moved)).toBeLessThan(Number(await max.getAttribute('max')));
      await letCodeIn();
      await expect(page).toHaveURL(new RegExp(`[?&]maxPrice=${moved}\\b`));
      await expect(max).toHaveValue(moved);
    });

    test('text fields and a checkbox: what was typed and ticked before hydration is what is sent', async ({
      page,
      request,
    }) => {
      const text = { ...dict.leadForm, ...dict.contactForm };
      const letCodeIn = await openPainted(page, `/${lang}/contact`);
      const main = page.getByRole('main');
      const email = uniqueEmail(`early-${lang}`);
      await main
        .getByLabel(text.nameLabel, { exact: false })
        .first()
        .fill(lang === 'he' ? 'דנה כהן' : 'Dana Cohen');
      await main.getByLabel(text.emailLabel, { exact: false }).first().fill(email);
      await main.getByRole('checkbox', { name: text.consentLabel }).check();
      // Send stays disabled until the consent is ticked, and React learns of the tick on hydration.
      await letCodeIn();
      await main.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`);
      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email, name: lang === 'he' ? 'דנה כהן' : 'Dana Cohen' });
    });

    test('text fields and a checkbox: a template form filled before hydration can download at once', async ({
      page,
    }) => {
      // The form validates from its first edit, not on mount (docs/delivery.md): replayed edits count.
      const template = (await pageCopy({ route: rentalAgreementRoute }, lang)) as RentalAgreementCopy;
      const letCodeIn = await openPainted(page, `/${lang}/property-management/rental-agreement`);
      const section = page.getByRole('region', { name: template.download.title });
      await fillTemplateForm(section, 'early');
      await letCodeIn();
      await expect(section.getByRole('button', { name: template.download.form.submit })).toBeEnabled();
    });

    test('text field: the rent typed into the management calculator stays and prices the packages', async ({
      page,
    }) => {
      const calc = copy.calculateCost;
      const letCodeIn = await openPainted(page, `/${lang}/property-management/calculate-cost`);
      const rent = page.getByRole('main').getByRole('textbox', { name: calc.calculator.rentLabel });
      await rent.fill('1800');
      await letCodeIn();
      await expect(rent).toHaveValue('1800');
      await expect(page).toHaveURL(/[?&]rent=1800\b/);
      await expect(page.getByTestId('package-cards').getByRole('listitem')).toHaveCount(3);
    });

    test('toggle button: "Calculate your return" opens the calculator with its e-mailed summary', async ({ page }) => {
      const investment = (await pageCopy({ route: investmentRoute }, lang)) as InvestmentPageCopy;
      const letCodeIn = await openPainted(page, `/${lang}/investment`);
      // The consultation form is in the page from the start, far below the screen.
      await expect(page.getByRole('form', { name: investment.consultation.title })).toHaveCount(1);
      await page.getByRole('button', { name: investment.heroActions.showCalculator }).click();
      await letCodeIn();
      // The calculator's code loads on demand once the page has opened it.
      await expect(page.getByRole('slider')).toHaveCount(3, { timeout: ON_DEMAND_MS });
      await expect(page.getByRole('link', { name: investment.calculator.summaryLink })).toHaveAttribute(
        'href',
        /^mailto:\?subject=/,
      );
    });

    test('toggle button on a shared link: "Calculate your return" opens the figures the link holds', async ({
      page,
    }) => {
      const investment = (await pageCopy({ route: investmentRoute }, lang)) as InvestmentPageCopy;
      const shared = 'equity=300000&leverage=50&term=25&type=apartment';
      const letCodeIn = await openPainted(page, `/${lang}/investment?${shared}`);
      await page.getByRole('button', { name: investment.heroActions.showCalculator }).click();
      await letCodeIn();
      const slider = (name: string) => page.getByRole('slider', { name });
      // The calculator's code loads on demand once the page has opened it.
      await expect(slider(investment.calculator.equityLabel)).toHaveValue('300000', { timeout: ON_DEMAND_MS });
      await expect(slider(investment.calculator.leverageLabel)).toHaveValue('50');
      await expect(slider(investment.calculator.termLabel)).toHaveValue('25');
      // The link is not rewritten to the defaults once the URL follows the inputs.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).search).toBe(`?${shared}`);
    });

    if (lang === 'he') {
      test('toggle button: a status pressed in "What is your situation?" shows its card', async ({ page }) => {
        const letCodeIn = await openPainted(page, '/he/relocation');
        const israeli = situation.statuses[0]!;
        const status = page.getByRole('group', { name: situation.groupLabel }).getByRole('button').first();
        await status.click();
        await letCodeIn();
        await expect(status).toHaveAttribute('aria-pressed', 'true');
        await expect(page.getByRole('heading', { level: 3, name: israeli.title })).toBeVisible();
      });
    }

    test('accordion and dialog trigger: a FAQ question opens, a call-to-action opens its form', async ({ page }) => {
      const home = copy.home;
      const letCodeIn = await openPainted(page, `/${lang}`);
      const question = page.getByRole('button', { name: home.faq.items[0]!.question });
      await question.click();
      await page.getByRole('button', { name: home.cta.property.button }).click();
      await letCodeIn();
      await expect(page.getByRole('dialog', { name: home.cta.property.title })).toBeVisible({ timeout: ON_DEMAND_MS });
      await page.keyboard.press('Escape');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test.describe(`acting as the page turns ready (${lang}, CPU ${cpu}×)`, () => {
    test('a FAQ question further down, hydrated after the page (HydratedLater), opens on the first press', async ({
      page,
    }) => {
      const template = (await pageCopy({ route: rentalAgreementRoute }, lang)) as RentalAgreementCopy;
      await slowCpuBy(page, cpu);
      await page.goto(`/${lang}/property-management/rental-agreement`);
      await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: readyMs(cpu) });
      const question = page.getByRole('button', { name: template.faq.items[1]!.question });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: template.faq.items[1]!.question })).toBeVisible();
    });
  });

  test.describe(`acting once the page is ready, before its form's code (${lang}, CPU ${cpu}×)`, () => {
    // The contact and template forms load their code (react-hook-form with it) after the page is
    // ready (formLoadedLater): what is typed and ticked in that window counts once they listen.
    test('contact: typed, chosen and ticked before the form listens, the lead sends what was typed', async ({
      page,
      request,
    }) => {
      const text = { ...dict.leadForm, ...dict.contactForm };
      const letFormIn = await holdCodeNotPreloaded(page, request, `/${lang}/contact`, cpu);
      const main = page.getByRole('main');
      const email = uniqueEmail(`later-${lang}`);
      const name = lang === 'he' ? 'דנה כהן' : 'Dana Cohen';
      await main.getByRole('radio', { name: text.serviceInvestment }).check();
      await main.getByLabel(text.nameLabel, { exact: false }).first().fill(name);
      await main.getByLabel(text.emailLabel, { exact: false }).first().fill(email);
      await main.getByRole('checkbox', { name: text.consentLabel }).check();
      await letFormIn();
      await expect(main.getByRole('radio', { name: text.serviceInvestment })).toBeChecked();
      await main.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(`/${lang}/thank-you`, { timeout: ON_DEMAND_MS });
      const rows = await storedLeads(request, 'contact_submissions', email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email, name, service: 'investment' });
    });

    test('template: filled before the form listens, it can download at once', async ({ page, request }) => {
      const template = (await pageCopy({ route: rentalAgreementRoute }, lang)) as RentalAgreementCopy;
      const url = `/${lang}/property-management/rental-agreement`;
      const letFormIn = await holdCodeNotPreloaded(page, request, url, cpu);
      const section = page.getByRole('region', { name: template.download.title });
      await fillTemplateForm(section, 'later');
      await letFormIn();
      await expect(section.getByRole('button', { name: template.download.form.submit })).toBeEnabled({
        timeout: ON_DEMAND_MS,
      });
    });

    test('footer: an address typed and sent before the newsletter form listens subscribes', async ({
      page,
      request,
    }) => {
      const text = dict.footer.newsletter;
      const letFormIn = await holdCodeNotPreloaded(page, request, `/${lang}/about`, cpu);
      const footer = page.getByRole('contentinfo');
      const address = uniqueEmail(`later-news-${lang}`);
      await footer.getByLabel(text.emailLabel).fill(address);
      await footer.getByRole('button', { name: text.submit }).click();
      await letFormIn();
      await expect(page.getByText(text.successTitle)).toBeVisible({ timeout: ON_DEMAND_MS });
      expect(await storedLeads(request, 'newsletter_subscribers', address)).toHaveLength(1);
    });
  });

  test.describe(`acting at first paint on a phone (${lang}, CPU ${cpu}×)`, () => {
    test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

    test('menu: the menu button opens the menu', async ({ page }) => {
      const letCodeIn = await openPainted(page, `/${lang}`);
      await page.getByRole('button', { name: dict.nav.openMenu }).click();
      await letCodeIn();
      await expect(page.getByRole('dialog', { name: dict.nav.menuTitle })).toBeVisible();
    });

    test('text field and button: an address typed and sent from the footer subscribes', async ({ page, request }) => {
      const text = dict.footer.newsletter;
      const letCodeIn = await openPainted(page, `/${lang}/about`);
      const footer = page.getByRole('contentinfo');
      const address = uniqueEmail(`early-news-${lang}`);
      await footer.getByLabel(text.emailLabel).fill(address);
      await footer.getByRole('button', { name: text.submit }).click();
      await letCodeIn();
      await expect(page.getByText(text.successTitle)).toBeVisible();
      expect(await storedLeads(request, 'newsletter_subscribers', address)).toHaveLength(1);
    });
  });
}
