import { describe, expect, it } from 'vitest';
import { photoImage, photoUrl } from '@/lib/listings/listing-photos';
import { checkPhotoDimensions, checkPhotoFile, plannedSizes } from './photo-rules';
import { storePhotos, type PhotoStorage } from './store-photos';

const MB = 1024 * 1024;

describe('checkPhotoFile', () => {
  it.each([
    ['a JPEG', { name: 'a.jpg', type: 'image/jpeg', size: MB }, null],
    ['a PNG', { name: 'a.png', type: 'image/png', size: MB }, null],
    ['a WebP', { name: 'a.webp', type: 'image/webp', size: MB }, null],
    ['a HEIC the system names', { name: 'a.heic', type: 'image/heic', size: MB }, null],
    ['a HEIC without a type', { name: 'IMG_1.HEIC', type: '', size: MB }, null],
    ['a PDF', { name: 'a.pdf', type: 'application/pdf', size: MB }, 'notImage'],
    ['an SVG (scripts in an image)', { name: 'a.svg', type: 'image/svg+xml', size: 1000 }, 'notImage'],
    ['a file over 25 MB', { name: 'a.jpg', type: 'image/jpeg', size: 25 * MB + 1 }, 'tooLarge'],
  ])('%s', (_, file, problem) => {
    expect(checkPhotoFile(file)).toBe(problem);
  });
});

describe('checkPhotoDimensions', () => {
  it('accepts up to 20,000 px a side and refuses more, or nothing', () => {
    expect(checkPhotoDimensions(20_000, 300)).toBeNull();
    expect(checkPhotoDimensions(300, 20_001)).toBe('tooManyPixels');
    expect(checkPhotoDimensions(0, 0)).toBe('corrupt');
  });
});

describe('plannedSizes', () => {
  it('stores 400, 800 and 1600 px on the longest side, keeping the shape', () => {
    expect(plannedSizes(4000, 3000)).toEqual([
      { width: 400, height: 300 },
      { width: 800, height: 600 },
      { width: 1600, height: 1200 },
    ]);
    expect(plannedSizes(3000, 4000).map((size) => size.height)).toEqual([400, 800, 1600]);
  });

  it('never enlarges a small photo', () => {
    expect(plannedSizes(900, 600)).toEqual([
      { width: 400, height: 267 },
      { width: 800, height: 533 },
      { width: 900, height: 600 },
    ]);
    expect(plannedSizes(300, 200)).toEqual([{ width: 300, height: 200 }]);
  });
});

describe('photoImage', () => {
  it('offers every size by width, the smallest as src and the largest shape', () => {
    const image = photoImage('https://abc.supabase.co/', {
      sizes: [
        { path: 'f/p-400.webp', width: 400, height: 300 },
        { path: 'f/p-1600.webp', width: 1600, height: 1200 },
      ],
    });
    const base = 'https://abc.supabase.co/storage/v1/object/public/listing-photos';
    expect(image).toEqual({
      src: `${base}/f/p-400.webp`,
      srcSet: `${base}/f/p-400.webp 400w, ${base}/f/p-1600.webp 1600w`,
      width: 1600,
      height: 1200,
    });
    expect(photoUrl('https://abc.supabase.co', 'f/a b.webp')).toBe(`${base}/f/a%20b.webp`);
  });
});

describe('storePhotos', () => {
  const blob = new Blob(['x'], { type: 'image/webp' });
  const photo = {
    sizes: [
      { blob, width: 400, height: 300, extension: 'webp' as const },
      { blob, width: 800, height: 600, extension: 'webp' as const },
    ],
  };

  function fakeStorage(failOnUpload: number): PhotoStorage & { files: Set<string> } {
    const files = new Set<string>();
    let uploads = 0;
    return {
      files,
      upload: async (path) => {
        uploads += 1;
        if (uploads === failOnUpload) throw new Error('connection lost');
        files.add(path);
      },
      remove: async (paths) => paths.forEach((path) => files.delete(path)),
    };
  }

  it('stores every size of every photo, in order, under the folder', async () => {
    const storage = fakeStorage(0);
    const stored = await storePhotos(storage, [photo, photo], 'draft');
    expect(stored).toHaveLength(2);
    expect(stored[0]!.sizes.map((size) => size.path)).toEqual([
      expect.stringMatching(/^draft\/[\w-]+-400\.webp$/),
      expect.stringMatching(/^draft\/[\w-]+-800\.webp$/),
    ]);
    expect(storage.files.size).toBe(4);
  });

  it('leaves no file behind when an upload fails half way', async () => {
    const storage = fakeStorage(3);
    await expect(storePhotos(storage, [photo, photo], 'draft')).rejects.toMatchObject({ problem: 'failed' });
    expect(storage.files.size).toBe(0);
  });
});
