// The one-off copy of a listing's outside photos into the site's storage (docs/listing-photos.md).
// Rows from before stored photos keep social-network addresses that expire and that the site's CSP
// blocks. For each such address the listing-photo-import function fetches the bytes (the browser
// cannot read another site's image without CORS), the photo goes through the same preparation as a
// chosen file (process-photo.ts: 400/800/1600 px WebP, EXIF gone) and is uploaded; the row then gets
// the new photos after any it had, and loses the addresses that were copied. An address that fails
// stays on the row, so staff can try again or remove it, and nothing copied is lost.
import { isPhotoImportError, type PhotoImportError } from '@shared/listings/photo-import';
import type { Listing } from '@/lib/listings/listing';
import { photoPaths, type ListingPhoto } from '@/lib/listings/listing-photos';
import { getSupabase } from '@/lib/supabase/get-supabase';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/supabase/config';
import { PHOTO_LIMITS, PhotoError, type PhotoProblem } from './photo-rules';
import type { ProcessedPhoto } from './process-photo';
import { storePhoto, type PhotoStorage } from './store-photos';

/** Why one address was not copied: the function's refusal, or the preparation's. */
export type ImportProblem = PhotoImportError | PhotoProblem;

export class PhotoImportFailure extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem);
    this.name = 'PhotoImportFailure';
  }
}

/** The row's addresses on other sites, cover first: the thumbnail, then the gallery. */
export function outsideAddresses(listing: Pick<Listing, 'thumbnail_url' | 'images'>): string[] {
  const all = [listing.thumbnail_url, ...listing.images].filter((address): address is string => Boolean(address));
  return [...new Set(all.filter((address) => /^https?:\/\//i.test(address)))];
}

/** The bytes of one outside photo, through the listing-photo-import function, as the staff member. */
export async function downloadOutsidePhoto(address: string): Promise<File> {
  const supabase = await getSupabase();
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) throw new PhotoImportFailure('unauthorized');
  let response: Response;
  try {
    response = await fetch(`${SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/listing-photo-import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: address }),
    });
  } catch {
    throw new PhotoImportFailure('failed');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new PhotoImportFailure(isPhotoImportError(body?.error) ? body.error : 'failed');
  }
  const blob = await response.blob();
  const name = decodeURIComponent(new URL(address).pathname.split('/').pop() || 'photo');
  return new File([blob], name, { type: blob.type });
}

export interface ImportDeps {
  download: (address: string) => Promise<File>;
  process: (file: File) => Promise<ProcessedPhoto>;
  storage: PhotoStorage;
  /** Writes the row's photos and remaining outside addresses; resolves once stored. */
  save: (changes: Pick<Listing, 'photos' | 'images' | 'thumbnail_url'>) => Promise<unknown>;
}

export interface ImportResult {
  copied: number;
  failures: { address: string; problem: ImportProblem }[];
}

/** Copies every outside address of the row it can; saves the row once, if anything was copied. */
export async function importOutsidePhotos(
  listing: Pick<Listing, 'thumbnail_url' | 'images' | 'photos'>,
  deps: ImportDeps,
): Promise<ImportResult> {
  const existing = listing.photos ?? [];
  const folder = crypto.randomUUID();
  const stored: ListingPhoto[] = [];
  const copied = new Set<string>();
  const failures: ImportResult['failures'] = [];
  for (const address of outsideAddresses(listing)) {
    if (existing.length + stored.length >= PHOTO_LIMITS.count) {
      failures.push({ address, problem: 'tooMany' });
      continue;
    }
    try {
      const processed = await deps.process(await deps.download(address));
      stored.push(await storePhoto(deps.storage, processed, folder));
      copied.add(address);
    } catch (error) {
      const problem =
        error instanceof PhotoImportFailure || error instanceof PhotoError ? error.problem : ('failed' as const);
      failures.push({ address, problem });
    }
  }
  if (stored.length === 0) return { copied: 0, failures };
  try {
    await deps.save({
      photos: [...existing, ...stored],
      images: listing.images.filter((address) => !copied.has(address)),
      thumbnail_url: listing.thumbnail_url && copied.has(listing.thumbnail_url) ? null : listing.thumbnail_url,
    });
  } catch (error) {
    // No row points at the new files: remove them, so the save's failure leaves nothing behind.
    await deps.storage.remove(photoPaths(stored)).catch(() => {});
    throw error;
  }
  return { copied: stored.length, failures };
}
