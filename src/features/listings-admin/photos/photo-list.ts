// The photos of the form, in order (the first is the cover): those already stored, and new ones
// prepared in the browser and uploaded only when the listing is saved (docs/listing-photos.md).
import type { ListingPhoto } from '@/lib/listings/listing-photos';
import type { ProcessedPhoto } from './process-photo';

export type PhotoItem =
  | { key: string; stored: ListingPhoto; processed?: undefined; preview?: undefined }
  | { key: string; processed: ProcessedPhoto; preview: string; stored?: undefined };

export function movePhoto<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function storedItems(photos: readonly ListingPhoto[]): PhotoItem[] {
  return photos.map((stored, index) => ({ key: `stored-${index}-${stored.sizes[0]?.path ?? ''}`, stored }));
}
