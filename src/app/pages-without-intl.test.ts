// Every page loads and renders without making an Intl formatter: the site's formats are written out
// in src/lib/format/locale-text.ts, because a page's first Intl formatter costs a long task (the
// browser sets up its locale data). A page that needs a format locale-text.ts lacks fails here.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LANGS } from '@/lib/i18n/lang';
import { localizedPath, ROUTES, type RouteDef } from '@/lib/routing/routes';
import { server } from '../../tests/msw-server';
import { InertObserver, stubMatchMedia } from '../../tests/browser-stubs';
import { renderRoute } from '../../tests/render';

vi.setConfig({ testTimeout: 20_000 });

const INTL_CONSTRUCTORS = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules'] as const;

/** Counts the Intl objects made from now on; each is still the real one. */
function countIntlObjects() {
  const made: string[] = [];
  for (const name of INTL_CONSTRUCTORS) {
    const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
    vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
      made.push(`${name} ${JSON.stringify(args)}`);
      return new Original(...args);
    } as never);
  }
  return made;
}

// What the carousel and the ads list read, which jsdom lacks.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  stubMatchMedia();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pages = (ROUTES as readonly RouteDef[])
  .filter((route) => route.prerender === 'content')
  .flatMap((route) => (route.entries ?? [undefined]).map((slug) => ({ route, slug })))
  .flatMap(({ route, slug }) => LANGS.map((lang) => localizedPath(lang, route.id, slug)));

describe('pages without Intl', () => {
  it.each(pages)('%s makes no Intl formatter', async (path) => {
    const made = countIntlObjects();
    await renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(made).toEqual([]);
  });

  it.each(LANGS)('the ads list (%s) shows prices, sizes and posting times without one', async (lang) => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const rows = [1, 2, 30, 800].map((hours, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      type: i % 2 ? 'sale' : 'rent',
      title: `Flat ${i}`,
      price: i % 2 ? 345_000 : 1_250,
      location: 'Lisbon',
      bedrooms: 2,
      size_m2: 72.5,
      furnished: true,
      pets: false,
      phone: '+351 912 000 000',
      thumbnail_url: null,
      images: [],
      source_url: 'https://www.facebook.com/groups/lisbonrentals/posts/1',
      group_url: 'https://www.facebook.com/groups/lisbonrentals',
      description: 'A bright flat.',
      published_at: hoursAgo(hours),
      uploaded_at: hoursAgo(hours),
      created_at: hoursAgo(hours),
    }));
    server.use(
      http.get('http://127.0.0.1:54321/rest/v1/fb_listings', () =>
        HttpResponse.json(rows, { headers: { 'content-range': `0-${rows.length - 1}/${rows.length}` } }),
      ),
    );
    const made = countIntlObjects();
    await renderRoute(localizedPath(lang, 'realEstateAds'));
    expect(await screen.findAllByTestId('listing-card', {}, { timeout: 5000 })).toHaveLength(rows.length);
    expect(made).toEqual([]);
  });

  it('would notice one', () => {
    const made = countIntlObjects();
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(1);
    expect(made).toHaveLength(1);
  });
});
