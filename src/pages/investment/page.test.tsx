import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuro } from '@/lib/format/intl';
import type { Lang } from '@/lib/i18n/lang';
import { loadPage } from '@/app/page-registry';
import { RoutePage } from '@/app/route-page';
import { ROUTES } from '@/lib/routing/routes';
import { renderRoute, renderWithProviders } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';
import { buildInvestmentOffers } from './structured-data';

vi.setConfig({ testTimeout: 20_000 });

const COPY = { en, he, pt } as const;

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function setup(lang: Lang, search = '') {
  const user = userEvent.setup();
  if (!search) return { user, view: await renderRoute(`/${lang}/investment`), copy: COPY[lang] };
  // renderRoute takes a path without a query string.
  const route = ROUTES.find((entry) => entry.id === 'investment')!;
  await loadPage('investment', lang);
  const view = renderWithProviders(<RoutePage route={route} />, { lang, path: `/${lang}/investment${search}` });
  return { user, view, copy: COPY[lang] };
}

describe.each(['en', 'he'] as const)('InvestmentPage (%s)', (lang) => {
  it('has one h1 and its sections in order, with the calculator hidden', async () => {
    const { copy } = await setup(lang);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([copy.hero.title]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      copy.market.title,
      copy.options.title,
      copy.process.title,
      copy.costs.title,
      copy.residency.title,
      copy.trends.title,
      copy.cta.title,
    ]);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: copy.heroActions.showCalculator });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the four investment options with their minimums', async () => {
    const { copy } = await setup(lang);
    const euro = (value: number) =>
      new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'he-IL', {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      }).format(value);
    for (const [index, amount] of [150_000, 300_000, 200_000, 50_000].entries()) {
      const item = screen.getByRole('heading', { name: copy.options.items[index]!.title }).closest('li')!;
      expect(item).toHaveTextContent(copy.options.minimumLabel.replace('{amount}', euro(amount)).replace(/\s+/g, ' '));
    }
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(4);
  });

  it('opens and closes the calculator from the hero, scrolling to it below the header', async () => {
    const { user, copy } = await setup(lang);
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ height: 64 }) as DOMRect;
    document.body.prepend(header);

    await user.click(screen.getByRole('button', { name: copy.heroActions.showCalculator }));
    const toggle = screen.getByRole('button', { name: copy.heroActions.hideCalculator });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The calculator's code loads on demand, behind the toggle.
    expect(await screen.findAllByRole('slider')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: copy.calculator.title })).toBeVisible();
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
    // The target's top is 0 in jsdom: 0 + scrollY (0) - 64 - 16, floored at 0.
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await user.click(toggle);
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    header.remove();
  });

  it('scrolls "Learn More" to the market overview and "Start Investment" to the market trends', async () => {
    const { user, copy } = await setup(lang);
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ height: 64 }) as DOMRect;
    document.body.prepend(header);
    const overview = document.getElementById('market-overview')!;
    overview.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    const trends = document.getElementById('market-trends')!;
    trends.getBoundingClientRect = () => ({ top: 4000 }) as DOMRect;

    await user.click(screen.getByRole('button', { name: copy.heroActions.learnMore }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900 - 64 - 16, behavior: 'smooth' });
    expect(overview).toHaveFocus();
    await user.click(screen.getByRole('button', { name: copy.heroActions.start }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 4000 - 64 - 16, behavior: 'smooth' });
    expect(trends).toHaveTextContent(copy.trends.title);
    header.remove();
  });

  it('opens the calculator with the inputs of a shared link', async () => {
    const { copy } = await setup(lang, '?equity=500000&leverage=0&term=25&type=multi_family');
    expect(await screen.findAllByRole('slider')).toHaveLength(3);
    expect(screen.getByRole('button', { name: copy.heroActions.hideCalculator })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('slider', { name: copy.calculator.termLabel })).toBeDisabled();
    expect(screen.getByRole('radio', { name: new RegExp(`^${copy.calculator.types.multi_family}`) })).toBeChecked();
  });

  it('shows the consultation form beside the market trends once it comes near', async () => {
    const { copy } = await setup(lang);
    expect(screen.getByRole('heading', { name: copy.consultation.title })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: copy.consultation.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.consultation.submit })).toBeDisabled();
  });

  it('has one lead form: the calculator’s "Get Personalized Offer" brings its figures to it', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { user, copy } = await setup(lang);
    await user.click(screen.getByRole('button', { name: copy.heroActions.showCalculator }));
    const offer = await screen.findByRole('button', { name: copy.calculator.offerButton });
    const form = await screen.findByRole('form', { name: copy.consultation.title }, { timeout: 10_000 });
    expect(screen.getAllByRole('form')).toEqual([form]);
    expect(offer).toHaveAttribute('aria-controls', 'investment-lead-form');
    expect(document.getElementById('investment-lead-form')).toContainElement(form);
    expect(within(form).queryByRole('region')).not.toBeInTheDocument();

    await user.click(offer);
    const summary = await within(form).findByRole('region', { name: copy.consultation.estimate.title });
    // The summary takes the focus in an effect once its code has loaded.
    await waitFor(() => expect(within(summary).getByRole('heading')).toHaveFocus());
    const value = () => summary.querySelector('[data-estimate="propertyValue"]')?.textContent;
    expect(value()).toBe(formatEuro(400_000, lang));
    // It follows the calculator from then on.
    fireEvent.keyDown(screen.getByRole('slider', { name: copy.calculator.equityLabel }), { key: 'End' });
    await waitFor(() => expect(value()).toBe(formatEuro(4_000_000, lang)));
    expect(screen.getAllByRole('form')).toEqual([form]);

    await user.click(within(form).getByRole('button', { name: copy.consultation.estimate.remove }));
    expect(within(form).queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(copy.calculator.offerAttached)).not.toBeInTheDocument();
  });

  it('links the call to action to the contact page in its language', async () => {
    const { copy } = await setup(lang);
    expect(screen.getByRole('link', { name: copy.cta.button })).toHaveAttribute('href', `/${lang}/contact`);
  });

  it('emits the Offer structured data with the three starting prices', async () => {
    const { view, copy } = await setup(lang);
    const scripts = view.container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!) as ReturnType<typeof buildInvestmentOffers>;
    expect(data).toEqual(buildInvestmentOffers(lang, copy.structuredData));
    const offers = data.itemListElement as { name: string; price: number; priceCurrency: string }[];
    expect(offers.map(({ name, price, priceCurrency }) => [name, price, priceCurrency])).toEqual([
      [copy.structuredData.residential, 150_000, 'EUR'],
      [copy.structuredData.commercial, 300_000, 'EUR'],
      [copy.structuredData.tourism, 200_000, 'EUR'],
    ]);
    expect(data['@type']).toBe('OfferCatalog');
    expect(data.url).toBe(`https://www.lusaproperty.com/${lang}/investment`);
  });
});

describe('investment copy facts', () => {
  it.each([
    ['en', en],
    ['he', he],
  ] as const)('follows the facts register (%s)', (_, copy) => {
    const text = JSON.stringify(copy);
    // IMT up to 7.5% at the top of the scale; NHR closed; no Golden Visa through property.
    expect(text).toMatch(/7\.5%/);
    expect(text).toContain('NHR');
    expect(text).toMatch(/2023/);
    // Out-of-date or unsourced claims of the original text are gone.
    for (const stale of ['350,000', '350,000', '760', '3,040', '95%', '300 sunny', '58%']) {
      expect(text).not.toContain(stale);
    }
  });
});
