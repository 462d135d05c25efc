// The photo import's bookkeeping (docs/listing-photos.md): which addresses count as outside, the
// order of the copied photos (cover first, after any already stored), the addresses left on the
// row, and no file left behind when the row cannot be saved.
import type { ListingPhoto } from '@/lib/listings/listing-photos';
import { importOutsidePhotos, outsideAddresses, PhotoImportFailure, type ImportDeps } from './import-photos';
import { PhotoError } from './photo-rules';
import type { ProcessedPhoto } from './process-photo';

const COVER = 'https://cdn.example.net/cover.jpg';
const KITCHEN = 'https://cdn.example.net/kitchen.jpg';
const EXPIRED = 'https://cdn.example.net/expired.jpg';
const STORED: ListingPhoto = { sizes: [{ path: 'old/a-400.webp', width: 400, height: 300 }] };

function deps(failing: Record<string, Error> = {}, saveError?: Error) {
  const uploaded: string[] = [];
  const removed: string[] = [];
  const saved: Parameters<ImportDeps['save']>[0][] = [];
  const value: ImportDeps = {
    download: async (address) => {
      if (failing[address]) throw failing[address];
      return new File([address], address.split('/').pop()!, { type: 'image/jpeg' });
    },
    process: async (file): Promise<ProcessedPhoto> => ({
      sizes: [{ blob: new Blob([file.name], { type: 'image/webp' }), width: 400, height: 300, extension: 'webp' }],
    }),
    storage: {
      upload: async (path) => void uploaded.push(path),
      remove: async (paths) => void removed.push(...paths),
    },
    save: async (changes) => {
      if (saveError) throw saveError;
      saved.push(changes);
    },
  };
  return { value, uploaded, removed, saved };
}

describe('outsideAddresses', () => {
  it('lists the thumbnail first, each address once, and only addresses on other sites', () => {
    expect(outsideAddresses({ thumbnail_url: COVER, images: ['/seed/a.svg', KITCHEN, COVER] })).toEqual([
      COVER,
      KITCHEN,
    ]);
    expect(outsideAddresses({ thumbnail_url: null, images: [] })).toEqual([]);
  });
});

describe('importOutsidePhotos', () => {
  it('adds the copied photos after the stored ones, cover first, and clears the copied addresses', async () => {
    const d = deps();
    const result = await importOutsidePhotos(
      { thumbnail_url: COVER, images: [COVER, KITCHEN], photos: [STORED] },
      d.value,
    );
    expect(result).toEqual({ copied: 2, failures: [] });
    expect(d.saved).toHaveLength(1);
    const [changes] = d.saved;
    expect(changes!.images).toEqual([]);
    expect(changes!.thumbnail_url).toBeNull();
    expect(changes!.photos).toHaveLength(3);
    expect(changes!.photos![0]).toEqual(STORED);
    expect(changes!.photos!.slice(1).map((photo) => photo.sizes[0]!.path)).toEqual(d.uploaded);
    expect(d.removed).toEqual([]);
  });

  it('keeps an address that failed on the row, with its reason, and saves what was copied', async () => {
    const d = deps({ [EXPIRED]: new PhotoImportFailure('unreachable') });
    const result = await importOutsidePhotos({ thumbnail_url: EXPIRED, images: [KITCHEN], photos: [] }, d.value);
    expect(result).toEqual({ copied: 1, failures: [{ address: EXPIRED, problem: 'unreachable' }] });
    expect(d.saved[0]).toMatchObject({ thumbnail_url: EXPIRED, images: [] });
  });

  it('saves nothing when no photo could be copied', async () => {
    const d = deps({ [COVER]: new PhotoError('corrupt') });
    const result = await importOutsidePhotos({ thumbnail_url: COVER, images: [], photos: [] }, d.value);
    expect(result).toEqual({ copied: 0, failures: [{ address: COVER, problem: 'corrupt' }] });
    expect(d.saved).toEqual([]);
    expect(d.uploaded).toEqual([]);
  });

  it('removes the uploaded files when the row cannot be saved', async () => {
    const d = deps({}, new Error('refused'));
    await expect(importOutsidePhotos({ thumbnail_url: null, images: [COVER, KITCHEN] }, d.value)).rejects.toThrow(
      'refused',
    );
    expect(d.uploaded).toHaveLength(2);
    expect(d.removed).toEqual(d.uploaded);
  });
});
