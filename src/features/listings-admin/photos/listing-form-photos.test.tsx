import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/render';
import type { ListingWrite } from '@/lib/listings/listing';
import en from '../copy.en';
import { EMPTY_LISTING_FORM } from '../listing-form-schema';
import { ListingForm } from '../listing-form';
import type { ProcessedPhoto } from './process-photo';
import { PhotoError } from './photo-rules';
import type { PhotoStorage } from './store-photos';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

async function fakeProcess(file: File): Promise<ProcessedPhoto> {
  const blob = new Blob([file.name], { type: 'image/webp' });
  return {
    sizes: [
      { blob, width: 400, height: 300, extension: 'webp' },
      { blob, width: 800, height: 600, extension: 'webp' },
    ],
  };
}

function memoryStorage({ refuse = false } = {}): PhotoStorage & { files: Set<string> } {
  const files = new Set<string>();
  return {
    files,
    upload: async (path) => {
      if (refuse) throw new PhotoError('notAllowed');
      files.add(path);
    },
    remove: async (paths) => paths.forEach((path) => files.delete(path)),
  };
}

async function fillAndSave(storage: PhotoStorage, onSubmit: (listing: ListingWrite) => Promise<unknown>) {
  const user = userEvent.setup();
  renderWithProviders(
    <ListingForm
      copy={en}
      idPrefix="t"
      defaultValues={{ ...EMPTY_LISTING_FORM, title: 'T2 in Porto', location: 'Porto' }}
      submitLabel="Add"
      busyLabel="Adding"
      onSubmit={onSubmit}
      photoStorage={storage}
      processPhoto={fakeProcess}
    />,
  );
  await user.upload(screen.getByLabelText(en.photos.choose), [
    new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Make photo 2 the cover' }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('ListingForm photos', () => {
  it('uploads every size, then saves the row with the photos in the chosen order', async () => {
    const storage = memoryStorage();
    const saved: ListingWrite[] = [];
    await fillAndSave(storage, async (listing) => {
      // The files are all stored before the row is sent.
      expect(storage.files.size).toBe(4);
      saved.push(listing);
    });
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const photos = saved[0]!.photos!;
    expect(photos).toHaveLength(2);
    expect(photos.flatMap((photo) => photo.sizes.map((size) => size.path)).sort()).toEqual([...storage.files].sort());
    expect(photos[0]!.sizes.map((size) => size.width)).toEqual([400, 800]);
  });

  it('removes the uploaded files when the row cannot be saved', async () => {
    const storage = memoryStorage();
    let tried = false;
    await fillAndSave(storage, async () => {
      tried = true;
      throw new Error('network down');
    });
    await vi.waitFor(() => expect(tried).toBe(true));
    await vi.waitFor(() => expect(storage.files.size).toBe(0));
  });

  it('refuses a session that may not upload: says so and saves no row', async () => {
    const storage = memoryStorage({ refuse: true });
    const onSubmit = vi.fn();
    await fillAndSave(storage, onSubmit);
    expect(await screen.findByText(en.photos.problems.notAllowed)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(storage.files.size).toBe(0);
  });
});
