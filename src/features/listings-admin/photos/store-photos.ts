// Putting processed photos into Storage and taking them out (docs/listing-photos.md). A photo is
// stored whole or not at all: if one of its sizes fails, the sizes already sent are removed, and
// the caller removes the photos of a save that failed, so nothing is left behind.
import { getSupabase } from '@/lib/supabase/get-supabase';
import { PHOTO_BUCKET, type ListingPhoto } from '@/lib/listings/listing-photos';
import { PhotoError } from './photo-rules';
import type { ProcessedPhoto } from './process-photo';

export interface PhotoStorage {
  upload(path: string, file: Blob): Promise<void>;
  remove(paths: string[]): Promise<void>;
}

/** Storage answers a write the policies refuse with a row-level security message. */
function storageFailure(error: { message: string }): PhotoError {
  return new PhotoError(/row-level security|unauthori[sz]ed/i.test(error.message) ? 'notAllowed' : 'failed');
}

/** The listing-photos bucket through supabase-js, as the signed-in staff member. */
export const supabasePhotoStorage: PhotoStorage = {
  async upload(path, file) {
    const supabase = await getSupabase();
    // Paths are never reused (a new name per photo), so browsers and the CDN may keep them a year.
    const { error } = await supabase.storage
      .from(PHOTO_BUCKET)
      .upload(path, file, { cacheControl: '31536000', contentType: file.type });
    if (error) throw storageFailure(error);
  },
  async remove(paths) {
    if (paths.length === 0) return;
    const supabase = await getSupabase();
    const { error } = await supabase.storage.from(PHOTO_BUCKET).remove(paths);
    if (error) throw storageFailure(error);
  },
};

/** Uploads every size of one photo under `folder`; on any failure removes the sizes it sent. */
export async function storePhoto(
  storage: PhotoStorage,
  photo: ProcessedPhoto,
  folder: string,
  name: string = crypto.randomUUID(),
): Promise<ListingPhoto> {
  const sizes: ListingPhoto['sizes'] = [];
  try {
    for (const size of photo.sizes) {
      const path = `${folder}/${name}-${Math.max(size.width, size.height)}.${size.extension}`;
      await storage.upload(path, size.blob);
      sizes.push({ path, width: size.width, height: size.height });
    }
    return { sizes };
  } catch (error) {
    await storage.remove(sizes.map((size) => size.path)).catch(() => {});
    throw error instanceof PhotoError ? error : new PhotoError('failed');
  }
}

/** Uploads photos in order; if one fails, removes those already stored and rethrows. */
export async function storePhotos(
  storage: PhotoStorage,
  photos: readonly ProcessedPhoto[],
  folder: string,
): Promise<ListingPhoto[]> {
  const stored: ListingPhoto[] = [];
  try {
    for (const photo of photos) stored.push(await storePhoto(storage, photo, folder));
    return stored;
  } catch (error) {
    await storage.remove(stored.flatMap((photo) => photo.sizes.map((size) => size.path))).catch(() => {});
    throw error;
  }
}
