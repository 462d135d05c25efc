// The listings manager's "copy photos into the site's storage" button (docs/listing-photos.md):
// shown only for a row with outside addresses, busy while it works, then what happened in a toast,
// in the staff member's language.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { fill } from '@/lib/i18n/dictionary';
import type { Listing } from '@/lib/listings/listing';
import { renderWithProviders } from '../../../../tests/render';
import en from '../copy.en';
import he from '../copy.he';
import type { ImportResult } from './import-photos';
import { PhotoImportButton } from './photo-import-button';

const OUTSIDE = 'https://scontent.example-cdn.net/v/t39/flat.jpg';

function row(overrides: Partial<Listing> = {}): Listing {
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
    thumbnail_url: OUTSIDE,
    images: [OUTSIDE, 'https://scontent.example-cdn.net/v/t39/kitchen.jpg'],
    photos: [],
    source_url: null,
    group_url: null,
    description: null,
    published_at: null,
    uploaded_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** An import the test finishes when it chooses. */
function pending() {
  let finish!: (result: ImportResult) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<ImportResult>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { run: vi.fn(() => promise), finish, fail };
}

afterEach(() => {
  toast.dismiss();
});

describe('PhotoImportButton', () => {
  it('is not shown for a row whose photos are stored or are the site’s own files', () => {
    renderWithProviders(
      <>
        <PhotoImportButton listing={row({ thumbnail_url: null, images: [] })} copy={en} />
        <PhotoImportButton listing={row({ thumbnail_url: '/seed/flat.svg', images: ['/seed/flat.svg'] })} copy={en} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is busy while copying, then reports the photos copied', async () => {
    const user = userEvent.setup();
    const job = pending();
    const listing = row();
    renderWithProviders(<PhotoImportButton listing={listing} copy={en} importPhotos={job.run} />);
    const button = screen.getByRole('button', { name: fill(en.photoImport.label, { title: listing.title }) });
    expect(button).toHaveTextContent(en.photoImport.button);
    await user.click(button);
    expect(job.run).toHaveBeenCalledWith(listing);
    const busy = screen.getByRole('button', { name: en.photoImport.busy });
    expect(busy).toBeDisabled();

    job.finish({ copied: 2, failures: [] });
    expect(await screen.findByText('2 photos copied into the site’s storage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: fill(en.photoImport.label, { title: listing.title }) })).toBeEnabled();
  });

  it('names the address that was not copied and why', async () => {
    const user = userEvent.setup();
    const job = pending();
    renderWithProviders(<PhotoImportButton listing={row()} copy={en} importPhotos={job.run} />);
    await user.click(screen.getByRole('button'));
    job.finish({ copied: 1, failures: [{ address: OUTSIDE, problem: 'unreachable' }] });
    // One of each, in the singular.
    expect(await screen.findByText('1 photo copied into the site’s storage')).toBeInTheDocument();
    expect(
      await screen.findByText(
        `1 address could not be copied and stays on the listing. ${OUTSIDE}: ${en.photoImport.reasons.unreachable}`,
      ),
    ).toBeInTheDocument();
  });

  it('says so in Hebrew when nothing could be copied', async () => {
    const user = userEvent.setup();
    const job = pending();
    const listing = row();
    renderWithProviders(<PhotoImportButton listing={listing} copy={he} importPhotos={job.run} />, { lang: 'he' });
    await user.click(screen.getByRole('button', { name: fill(he.photoImport.label, { title: listing.title }) }));
    expect(screen.getByRole('button', { name: he.photoImport.busy })).toBeDisabled();
    job.finish({ copied: 0, failures: [{ address: OUTSIDE, problem: 'forbidden' }] });
    expect(
      await screen.findByText(
        fill(he.photoImport.failed, { count: 1, address: OUTSIDE, reason: he.photoImport.reasons.forbidden }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('reports a row that could not be saved', async () => {
    const user = userEvent.setup();
    const job = pending();
    renderWithProviders(<PhotoImportButton listing={row()} copy={en} importPhotos={job.run} />);
    await user.click(screen.getByRole('button'));
    job.fail(new Error('permission denied for table fb_listings'));
    expect(
      await screen.findByText(fill(en.toasts.updateFailed, { message: 'permission denied for table fb_listings' })),
    ).toBeInTheDocument();
  });
});
