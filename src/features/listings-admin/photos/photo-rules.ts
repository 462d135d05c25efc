// What the listings manager accepts as a photo, and the sizes it stores (docs/listing-photos.md).
// Pure: the browser work (decoding, resizing) is in process-photo.ts.
import { PHOTO_WIDTHS } from '@/lib/listings/listing-photos';

export const PHOTO_LIMITS = {
  /** Per listing (also a check on fb_listings.photos). */
  count: 20,
  /** Bytes of the chosen file, before resizing. */
  fileBytes: 25 * 1024 * 1024,
  /** Pixels on the longest side of the chosen file. */
  side: 20_000,
} as const;

/** Types staff may choose; HEIC only opens where the browser can decode it (Safari). */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

export type PhotoProblem = 'notImage' | 'tooLarge' | 'tooManyPixels' | 'corrupt' | 'tooMany' | 'notAllowed' | 'failed';

/** A refusal with the reason the staff member reads (copy.photos.problems). */
export class PhotoError extends Error {
  constructor(
    readonly problem: PhotoProblem,
    readonly fileName = '',
  ) {
    super(`${problem}: ${fileName}`);
    this.name = 'PhotoError';
  }
}

/** The checks before decoding: the type the browser reports (or the name's ending) and the size. */
export function checkPhotoFile(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const type = file.type.toLowerCase();
  const heicByName = type === '' && /\.(heic|heif)$/i.test(file.name);
  if (!heicByName && !(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type)) return 'notImage';
  if (file.size > PHOTO_LIMITS.fileBytes) return 'tooLarge';
  return null;
}

/** The check after decoding: an empty image is corrupt, a giant one refused before any canvas work. */
export function checkPhotoDimensions(width: number, height: number): PhotoProblem | null {
  if (!(width > 0 && height > 0)) return 'corrupt';
  if (Math.max(width, height) > PHOTO_LIMITS.side) return 'tooManyPixels';
  return null;
}

/** Width and height with the longest side at most `longest`, never enlarged. */
export function fitWithin(width: number, height: number, longest: number): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The sizes to store, smallest first: 400, 800 and 1600 px longest side, dropping any that would
 * enlarge the photo (a small photo is stored once or twice, at its own size at most).
 */
export function plannedSizes(width: number, height: number): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (const longest of PHOTO_WIDTHS) {
    const size = fitWithin(width, height, longest);
    const previous = sizes[sizes.length - 1];
    if (!previous || Math.max(size.width, size.height) > Math.max(previous.width, previous.height)) sizes.push(size);
  }
  return sizes;
}
