// Listing photos kept in Supabase Storage (docs/listing-photos.md): fb_listings.photos lists them in
// display order, the first being the cover; each photo is stored as WebP in up to three sizes
// (longest side 400, 800 and 1600 px, never enlarged), smallest first, with their pixel sizes so
// pages can offer srcset and reserve the space before the file arrives.

/** The public-read bucket; only admins may write to it (storage policies in the migrations). */
export const PHOTO_BUCKET = 'listing-photos';

/** Longest side of each stored size, smallest first. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;

export interface PhotoSize {
  /** Path inside the bucket. */
  path: string;
  width: number;
  height: number;
}

export interface ListingPhoto {
  /** Smallest first. */
  sizes: PhotoSize[];
}

/** A stored file's public address: Storage's public-object URL under the project's address. */
export function photoUrl(supabaseUrl: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${PHOTO_BUCKET}/${encoded}`;
}

export interface PhotoImageAttributes {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * The <img> attributes of a photo: `src` is the smallest size (what a card needs), `srcSet` every
 * size by width so the browser picks by the `sizes` the page gives, and width/height of the
 * largest so the box keeps its shape while loading.
 */
export function photoImage(supabaseUrl: string, photo: ListingPhoto): PhotoImageAttributes | null {
  const smallest = photo.sizes[0];
  const largest = photo.sizes[photo.sizes.length - 1];
  if (!smallest || !largest) return null;
  return {
    src: photoUrl(supabaseUrl, smallest.path),
    srcSet: photo.sizes.map((size) => `${photoUrl(supabaseUrl, size.path)} ${size.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** Every stored file of the photos, for removal. */
export function photoPaths(photos: readonly ListingPhoto[]): string[] {
  return photos.flatMap((photo) => photo.sizes.map((size) => size.path));
}
