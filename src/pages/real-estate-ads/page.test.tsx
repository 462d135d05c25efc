import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Listing } from '@/lib/listings/listing';
import { server } from '../../../tests/msw-server';
import { InertObserver, stubMatchMedia } from '../../../tests/browser-stubs';
import { renderRoute } from '../../../tests/render';

const REST = 'http://127.0.0.1:54321/rest/v1/fb_listings';
const SLOW = { timeout: 5000 };

function listing(n: number, overrides: Partial<Listing> = {}): Listing {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: n % 2 ? 'rent' : 'sale',
    title: `Listing number ${n}`,
    price: n % 2 ? 1000 + n : 300_000 + n,
    location: 'Lisbon, Alfama',
    bedrooms: 2,
    size_m2: 70,
    furnished: true,
    pets: false,
    phone: '+351 912 000 000',
    thumbnail_url: `/seed/listings/thumb-${n}.svg`,
    images: [`/seed/listings/a-${n}.svg`, `/seed/listings/b-${n}.svg`, `/seed/listings/c-${n}.svg`],
    source_url: `https://www.facebook.com/groups/lisbonrentals/posts/${n}`,
    group_url: 'https://www.facebook.com/groups/lisbonrentals',
    description: 'A bright flat.',
    published_at: new Date(Date.now() - n * 3600_000).toISOString(),
    uploaded_at: new Date(Date.now() - n * 3600_000).toISOString(),
    created_at: new Date(Date.now() - n * 3600_000).toISOString(),
    ...overrides,
  };
}

/** A stand-in for the listings endpoint: pages of `rows` by offset/limit with the exact count. */
function mockListings(rows: Listing[]) {
  const requests: URL[] = [];
  server.use(
    http.get(REST, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      if (url.searchParams.get('select') === 'images,thumbnail_url,photos') {
        const id = url.searchParams.get('id')?.replace(/^eq\./, '');
        const row = rows.find((r) => r.id === id);
        if (!row) return HttpResponse.json({ code: 'PGRST116', message: 'no rows' }, { status: 406 });
        return HttpResponse.json({ images: row.images, thumbnail_url: row.thumbnail_url, photos: row.photos ?? [] });
      }
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? rows.length);
      const page = rows.slice(offset, offset + limit);
      return HttpResponse.json(page, {
        headers: { 'content-range': `${offset}-${offset + page.length - 1}/${rows.length}` },
      });
    }),
  );
  return {
    requests,
    lists: () => requests.filter((url) => url.searchParams.get('select') === '*'),
  };
}

/** An IntersectionObserver that a test triggers by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ManualObserver.instances.push(this);
  }
  disconnected = false;
  observe() {}
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  intersect() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  ManualObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ManualObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  // Embla reads media queries.
  stubMatchMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RealEstateAdsPage', { timeout: 15_000 }, () => {
  it('shows the hero, the filters, the first 6 listings and the filtered count', async () => {
    const api = mockListings(Array.from({ length: 8 }, (_, i) => listing(i + 1)));
    await renderRoute('/en/real-estate-ads');
    expect(screen.getByRole('heading', { level: 1, name: 'Real-estate ads in Portugal' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter listings' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 6 of 8 listings', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByTestId('listing-card')).toHaveLength(6);

    const [first] = api.lists();
    expect(first!.searchParams.get('order')).toBe('uploaded_at.desc,id.asc');
    expect(first!.searchParams.get('offset')).toBe('0');
    expect(first!.searchParams.get('limit')).toBe('6');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/en/privacy');
  });

  it('shows a card’s price, facts, flags and posted time', async () => {
    mockListings([
      listing(1, { price: 1650, type: 'rent', bedrooms: 2, size_m2: 78, furnished: true, pets: false }),
      listing(2, { price: null, type: 'sale', bedrooms: 0, furnished: null, pets: true, published_at: null }),
    ]);
    await renderRoute('/en/real-estate-ads');
    const [rent, sale] = await screen.findAllByTestId('listing-card', {}, SLOW);
    expect(within(rent!).getByText('€1,650 / month')).toBeInTheDocument();
    expect(within(rent!).getByText('2 bedrooms')).toBeInTheDocument();
    expect(within(rent!).getByText('78 m²')).toBeInTheDocument();
    expect(within(rent!).getByText('Furnished')).toBeInTheDocument();
    expect(within(rent!).getByText('No pets')).toBeInTheDocument();
    expect(within(rent!).getByText('1 hour ago')).toBeInTheDocument();
    const img = rent!.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');

    expect(within(sale!).getByText('Price on request')).toBeInTheDocument();
    expect(within(sale!).getByText('Studio')).toBeInTheDocument();
    expect(within(sale!).getByText('Pets allowed')).toBeInTheDocument();
    expect(within(sale!).getByText('Recently')).toBeInTheDocument();
  });

  it('reads the filters from the URL into the query, ignoring bad values', async () => {
    const api = mockListings([listing(1)]);
    await renderRoute(
      '/en/real-estate-ads?type=rent&minPrice=500&maxPrice=abc&location=lisbon&bedrooms=9&published=week',
    );
    await screen.findByText('Showing 1 of 1 listing', {}, SLOW);
    const params = api.lists()[0]!.searchParams;
    expect(params.get('type')).toBe('eq.rent');
    expect(params.get('price')).toBe('gte.500');
    expect(params.get('location')).toBe('ilike.%lisbon%');
    expect(params.get('bedrooms')).toBeNull();
    expect(params.get('published_at')).toMatch(/^gte\.\d{4}-\d\d-\d\dT/);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('rent');
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('lisbon');
  });

  it('restarts from page one with the new filter when one changes', async () => {
    const api = mockListings(Array.from({ length: 8 }, (_, i) => listing(i + 1)));
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    await screen.findByText('Showing 6 of 8 listings', {}, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '5');
    await waitFor(() => expect(api.lists()).toHaveLength(2));
    const params = api.lists()[1]!.searchParams;
    expect(params.get('bedrooms')).toBe('gte.5');
    expect(params.get('offset')).toBe('0');

    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Porto');
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.get('location')).toBe('ilike.%Porto%'), SLOW);
    expect(api.lists().at(-1)!.searchParams.get('bedrooms')).toBe('gte.5');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.get('location')).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('');
  });

  it('keeps both of two quick changes: a select while the location box waits to apply', async () => {
    const api = mockListings([listing(1)]);
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    await screen.findByText('Showing 1 of 1 listing', {}, SLOW);
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Porto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Published' }), 'week');
    await waitFor(() => expect(api.lists().at(-1)!.searchParams.get('location')).toBe('ilike.%Porto%'), SLOW);
    expect(api.lists().at(-1)!.searchParams.get('published_at')).toMatch(/^gte\./);
    expect(screen.getByRole('combobox', { name: 'Published' })).toHaveValue('week');
  });

  it('loads the next page when the end of the list comes within 500 px, then says there is no more', async () => {
    const api = mockListings(Array.from({ length: 8 }, (_, i) => listing(i + 1)));
    await renderRoute('/en/real-estate-ads');
    await screen.findByText('Showing 6 of 8 listings', {}, SLOW);
    const observer = ManualObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toMatch(/^\d+px 0px 500px 0px$/);
    observer.intersect();
    expect(await screen.findByText('Showing 8 of 8 listings', {}, SLOW)).toBeInTheDocument();
    expect(api.lists().at(-1)!.searchParams.get('offset')).toBe('6');
    expect(screen.getAllByTestId('listing-card')).toHaveLength(8);
    expect(screen.getByText(/no more listings to load/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more listings' })).not.toBeInTheDocument();
  });

  it('has no further page after a short page', async () => {
    const api = mockListings(Array.from({ length: 6 }, (_, i) => listing(i + 1)));
    await renderRoute('/en/real-estate-ads');
    await screen.findByText('Showing 6 of 6 listings', {}, SLOW);
    expect(screen.getByText(/no more listings to load/)).toBeInTheDocument();
    expect(api.lists()).toHaveLength(1);
  });

  it('shows the empty view', async () => {
    mockListings([]);
    await renderRoute('/en/real-estate-ads?type=sale');
    expect(await screen.findByText('No listings found', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters')).toBeInTheDocument();
  });

  it('shows the error view with the backend’s message, and retries', async () => {
    mockListings([listing(1)]);
    // Handlers added later answer first: this one answers the first read only.
    server.use(
      http.get(REST, () => HttpResponse.json({ code: '57014', message: 'canceling statement' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Failed to load listings')).toBeInTheDocument();
    expect(within(alert).getByText('canceling statement')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 of 1 listing', {}, SLOW)).toBeInTheDocument();
  });

  it('says "Unknown error" when the failure has no message', async () => {
    server.use(http.get(REST, () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/he/real-estate-ads');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('לא הצלחנו לטעון את המודעות')).toBeInTheDocument();
    expect(within(alert).getByText('שגיאה לא ידועה')).toBeInTheDocument();
  });

  it('opens a listing’s dialog from its card with the keyboard: photos by id, details, phone and safe links', async () => {
    const api = mockListings([listing(1), listing(2)]);
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    const title = await screen.findByRole('button', { name: 'Listing number 1' }, SLOW);
    title.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Listing number 1' });
    expect(await within(dialog).findAllByTestId('listing-photo', {}, SLOW)).toHaveLength(3);
    const imageRead = api.requests.find((url) => url.searchParams.get('select') === 'images,thumbnail_url,photos')!;
    expect(imageRead.searchParams.get('id')).toBe(`eq.${listing(1).id}`);
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();

    expect(within(dialog).getByRole('link', { name: '+351 912 000 000' })).toHaveAttribute('href', 'tel:+351912000000');
    for (const name of [/View the original post/, /Open the group/]) {
      const link = within(dialog).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(dialog).getByRole('link', { name: /View the original post/ })).toHaveAttribute(
      'href',
      listing(1).source_url,
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Listing number 1' })).toHaveFocus();
  });

  it('never links a listing’s unsafe addresses', async () => {
    mockListings([listing(1, { source_url: 'javascript:alert(1)', group_url: null, images: [] })]);
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    await user.click(await screen.findByRole('button', { name: 'Listing number 1' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findAllByTestId('listing-photo', {}, SLOW); // the thumbnail alone
    expect(within(dialog).queryByRole('link', { name: /original post/ })).not.toBeInTheDocument();
  });

  it('is in Hebrew on the Hebrew page', async () => {
    mockListings(Array.from({ length: 8 }, (_, i) => listing(i + 1)));
    await renderRoute('/he/real-estate-ads');
    expect(await screen.findByText('מוצגות 6 מתוך 8 מודעות', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'סוג' })).toBeInTheDocument();
    expect(screen.getAllByText('עם ריהוט')).toHaveLength(6);
  });

  it('shows the places in Hebrew on the Hebrew page, on the card, in the dialog and in the location box', async () => {
    const api = mockListings([
      listing(1, { location: 'Lisbon, Arroios' }),
      listing(2, { location: 'Algarve, Lagos' }),
      // Not in the search's list of places: shown as stored.
      listing(3, { location: 'Nazaré, Sítio' }),
    ]);
    const user = userEvent.setup();
    await renderRoute('/he/real-estate-ads?location=Lisbon');
    const cards = await screen.findAllByTestId('listing-card', {}, SLOW);
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('ליסבון, ארויוש'),
      expect.stringContaining('אלגרבה, לאגוש'),
      expect.stringContaining('Nazaré, Sítio'),
    ]);
    expect(cards[0]).not.toHaveTextContent('Arroios');
    expect(screen.getByText('מוצגות 3 מתוך 3 מודעות')).toBeInTheDocument();

    // A place the URL names in English shows in Hebrew, the query is unchanged, and the box
    // suggests the places by their Hebrew names.
    // With its suggestions the box is a combobox.
    const box = screen.getByRole('combobox', { name: 'מיקום' });
    expect(box).toHaveValue('ליסבון');
    // Past the box's wait: showing the name in Hebrew did not apply it again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.lists().map((url) => url.searchParams.get('location'))).toEqual(['ilike.%Lisbon%']);
    const suggestions = [...document.querySelectorAll(`#${CSS.escape(box.getAttribute('list')!)} option`)];
    expect(suggestions.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['ליסבון', 'ארויוש', 'פורטו']),
    );

    await user.click(screen.getByRole('button', { name: 'Listing number 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listing number 1' });
    expect(within(dialog).getByText('ליסבון, ארויוש')).toBeInTheDocument();
  });

  it('keeps the places as stored on the English page, and counts one listing and one bedroom in the singular', async () => {
    mockListings([listing(1, { location: 'Lisbon, Arroios', bedrooms: 1 })]);
    await renderRoute('/en/real-estate-ads');
    const [card] = await screen.findAllByTestId('listing-card', {}, SLOW);
    expect(card).toHaveTextContent('Lisbon, Arroios');
    expect(within(card!).getByText('1 bedroom')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 listing')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Location' })).not.toHaveAttribute('list');
  });
});
