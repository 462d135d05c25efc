import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { fill } from '@/lib/i18n/dictionary';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import type { Listing } from '@/lib/listings/listing';
import en from './copy.en';
import he from './copy.he';
import { ListingsManager } from './listings-manager';

const LISTINGS = 'http://127.0.0.1:54321/rest/v1/fb_listings';
const SLOW = { timeout: 5000 };
// Typing into many fields under a loaded CPU takes a while.
vi.setConfig({ testTimeout: 20_000 });

function row(overrides: Partial<Listing>): Listing {
  return {
    id: 'id-1',
    type: 'rent',
    title: 'Bright T2 in Alfama',
    price: 1450,
    location: 'Lisbon',
    bedrooms: 2,
    size_m2: 75,
    furnished: true,
    pets: null,
    phone: null,
    thumbnail_url: null,
    images: [],
    source_url: 'https://www.facebook.com/groups/1/posts/2',
    group_url: null,
    description: null,
    published_at: null,
    uploaded_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** The table behind msw: answers the manager's reads and records its writes. */
function mockTable(initial: Listing[], fail: { insert?: string; update?: string; delete?: string } = {}) {
  let rows = [...initial];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const refused = (message: string) =>
    HttpResponse.json({ code: '42501', message, details: null, hint: null }, { status: 403 });
  server.use(
    http.get(LISTINGS, () => HttpResponse.json(rows)),
    http.post(LISTINGS, async ({ request }) => {
      const body = (await request.json()) as Partial<Listing>;
      writes.push({ method: 'POST', url: request.url, body });
      if (fail.insert) return refused(fail.insert);
      const stored = row({ ...body, id: `id-${rows.length + 1}`, created_at: new Date().toISOString() });
      rows = [stored, ...rows];
      return HttpResponse.json(stored, { status: 201 });
    }),
    http.patch(LISTINGS, async ({ request }) => {
      const body = (await request.json()) as Partial<Listing>;
      writes.push({ method: 'PATCH', url: request.url, body });
      if (fail.update) return refused(fail.update);
      const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
      rows = rows.map((item) => (item.id === id ? { ...item, ...body } : item));
      return HttpResponse.json(rows.filter((item) => item.id === id));
    }),
    http.delete(LISTINGS, ({ request }) => {
      writes.push({ method: 'DELETE', url: request.url, body: null });
      if (fail.delete) return refused(fail.delete);
      const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
      const gone = rows.filter((item) => item.id === id);
      rows = rows.filter((item) => item.id !== id);
      return HttpResponse.json(gone.map((item) => ({ id: item.id })));
    }),
  );
  return { writes, rows: () => rows };
}

function setup(lang: 'en' | 'he' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<ListingsManager copy={lang === 'en' ? en : he} />, { lang, path: `/${lang}/admin/fb-listings` });
  const addForm = () => screen.getByRole('region', { name: lang === 'en' ? en.addTitle : he.addTitle });
  return { user, addForm };
}

afterEach(() => {
  toast.dismiss();
});

describe('ListingsManager', () => {
  it('lists every listing in the order read (newest created first) with the count', async () => {
    mockTable([
      row({ id: 'b', title: 'Newest flat' }),
      row({ id: 'a', title: 'Older house', type: 'sale', price: null, bedrooms: 1 }),
    ]);
    setup();
    expect(await screen.findByText('2 listings', {}, SLOW)).toBeInTheDocument();
    const items = screen.getAllByTestId('admin-listing');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Newest flat', 'Older house']);
    expect(within(items[0]!).getByText('€1,450 / month')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Price on request')).toBeInTheDocument();
    // Counts take the form their number needs.
    expect(within(items[0]!).getByText('2 bedrooms')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 bedroom')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Original post' })).toHaveAttribute('target', '_blank');
  });

  it('refuses an add without title and location, with its toast and inline errors, sending nothing', async () => {
    const table = mockTable([]);
    const { user, addForm } = setup();
    await screen.findByText(en.empty, {}, SLOW);
    await user.click(within(addForm()).getByRole('button', { name: 'Add listing' }));
    expect(await screen.findByText('Title and location are required')).toBeInTheDocument();
    expect(within(addForm()).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(addForm()).getByRole('textbox', { name: 'Location' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(addForm()).getAllByText('Required')).toHaveLength(2);
    expect(table.writes).toEqual([]);
  });

  it('checks numbers and web addresses field by field', async () => {
    const table = mockTable([]);
    const { user, addForm } = setup();
    await screen.findByText(en.empty, {}, SLOW);
    const form = within(addForm());
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Flat');
    await user.type(form.getByRole('textbox', { name: 'Location' }), 'Porto');
    await user.type(form.getByRole('textbox', { name: 'Price (€)' }), '1,250');
    await user.type(form.getByRole('textbox', { name: 'Bedrooms' }), '2.5');
    await user.type(form.getByRole('textbox', { name: 'Original post (URL)' }), 'facebook.com/post');
    await user.click(form.getByRole('button', { name: 'Add listing' }));
    expect(await form.findByText(en.errors.decimal)).toBeInTheDocument();
    expect(form.getByText(en.errors.integer)).toBeInTheDocument();
    expect(form.getByText(en.errors.url)).toBeInTheDocument();
    expect(screen.queryByText('Title and location are required')).not.toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });

  it('adds a listing with decimals, an integer and nulls for empty fields, then empties the form', async () => {
    const table = mockTable([]);
    const { user, addForm } = setup();
    await screen.findByText(en.empty, {}, SLOW);
    const form = within(addForm());
    await user.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'sale');
    await user.type(form.getByRole('textbox', { name: 'Title' }), '  Villa with pool ');
    await user.type(form.getByRole('textbox', { name: 'Location' }), 'Cascais');
    await user.type(form.getByRole('textbox', { name: 'Price (€)' }), '850000.50');
    await user.type(form.getByRole('textbox', { name: 'Size (m²)' }), '210.5');
    await user.type(form.getByRole('textbox', { name: 'Bedrooms' }), '4');
    await user.selectOptions(form.getByRole('combobox', { name: 'Pets allowed' }), 'yes');
    await user.click(form.getByRole('button', { name: 'Add listing' }));

    expect(await screen.findByText('Listing added successfully', {}, SLOW)).toBeInTheDocument();
    expect(table.writes).toEqual([
      {
        method: 'POST',
        url: expect.stringContaining('select=*'),
        body: {
          type: 'sale',
          title: 'Villa with pool',
          price: 850000.5,
          location: 'Cascais',
          bedrooms: 4,
          size_m2: 210.5,
          furnished: null,
          pets: true,
          phone: null,
          other_phones: [],
          thumbnail_url: null,
          source_url: null,
          group_url: null,
          description: null,
        },
      },
    ]);
    // The list is read again and the form is empty for the next listing.
    expect(await screen.findByText('1 listing', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Villa with pool' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('shows the server message when adding fails and keeps the values', async () => {
    mockTable([], { insert: 'new row violates row-level security policy for table "fb_listings"' });
    const { user, addForm } = setup();
    await screen.findByText(en.empty, {}, SLOW);
    const form = within(addForm());
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Flat');
    await user.type(form.getByRole('textbox', { name: 'Location' }), 'Porto');
    await user.click(form.getByRole('button', { name: 'Add listing' }));
    expect(
      await screen.findByText(
        'Failed to add listing: new row violates row-level security policy for table "fb_listings"',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Flat');
  });

  it('edits a listing in a dialog that closes on save', async () => {
    // A seeded listing: its picture is a path on the site.
    const table = mockTable([row({ thumbnail_url: '/seed/listings/city-rooftops.svg' })]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Bright T2 in Alfama”' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Edit listing' }, SLOW);
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Bright T2 in Alfama');
    expect(within(dialog).getByRole('textbox', { name: 'Price (€)' })).toHaveValue('1450');
    expect(within(dialog).getByRole('combobox', { name: 'Furnished' })).toHaveValue('yes');
    await user.clear(title);
    await user.type(title, 'River view T2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Listing updated', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(table.writes).toHaveLength(1);
    expect(table.writes[0]).toMatchObject({
      method: 'PATCH',
      url: expect.stringContaining('id=eq.id-1'),
      body: {
        title: 'River view T2',
        price: 1450,
        furnished: true,
        pets: null,
        thumbnail_url: '/seed/listings/city-rooftops.svg',
      },
    });
    expect(await screen.findByRole('heading', { name: 'River view T2' }, SLOW)).toBeInTheDocument();
  });

  it('closes the edit dialog on cancel without saving', async () => {
    const table = mockTable([row({})]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Bright T2 in Alfama”' }, SLOW));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(table.writes).toEqual([]);
  });

  it('reports a failed update', async () => {
    mockTable([row({})], { update: 'permission denied for table fb_listings' });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit “Bright T2 in Alfama”' }, SLOW));
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Failed to update: permission denied for table fb_listings', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a listing after confirmation', async () => {
    const table = mockTable([row({})]);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Bright T2 in Alfama”' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this listing?' }, SLOW);
    expect(dialog).toHaveAccessibleDescription(
      '“Bright T2 in Alfama” (Lisbon) will be removed from the site. This cannot be undone.',
    );
    expect(table.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete listing' }));
    expect(await screen.findByText('Listing deleted', {}, SLOW)).toBeInTheDocument();
    expect(table.writes).toEqual([{ method: 'DELETE', url: expect.stringContaining('id=eq.id-1'), body: null }]);
    expect(await screen.findByText(en.empty, {}, SLOW)).toBeInTheDocument();
  });

  it('reports a delete that changed nothing (refused by row-level security)', async () => {
    mockTable([row({})]);
    // PostgREST's answer when row-level security hides the row: success, no rows.
    server.use(http.delete(LISTINGS, () => HttpResponse.json([])));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete “Bright T2 in Alfama”' }, SLOW));
    await user.click(
      within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Delete listing' }),
    );
    expect(await screen.findByText(`Failed to delete: ${en.toasts.notChanged}`, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1 listing')).toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['he', he],
  ] as const)('names each row button with its visible text first (%s), so voice control finds it', (_, copy) => {
    expect(fill(copy.editLabel, { title: 'X' }).startsWith(copy.edit)).toBe(true);
    expect(fill(copy.deleteLabel, { title: 'X' }).startsWith(copy.delete)).toBe(true);
  });

  it('is in Hebrew on the Hebrew page', async () => {
    mockTable([]);
    const { user, addForm } = setup('he');
    await screen.findByText(he.empty, {}, SLOW);
    await user.click(within(addForm()).getByRole('button', { name: he.add }));
    expect(await screen.findByText(he.toasts.required)).toBeInTheDocument();
    expect(within(addForm()).getByRole('textbox', { name: he.fields.title })).toBeInTheDocument();
  });

  it('says its counts in Hebrew words: one listing, one bedroom', async () => {
    mockTable([row({ bedrooms: 1 })]);
    setup('he');
    expect(await screen.findByText('מודעה אחת', {}, SLOW)).toBeInTheDocument();
    expect(within(screen.getByTestId('admin-listing')).getByText('חדר שינה אחד')).toBeInTheDocument();
  });
});
