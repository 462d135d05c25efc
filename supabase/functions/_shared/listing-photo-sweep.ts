// The orphan sweep (docs/listing-photos.md): files in the listing-photos bucket that no listing's
// photos refer to, uploaded more than a day ago, are deleted. They come from a tab closed (or a
// connection lost) between the upload and the row's save, or from a removal that failed after a
// save. The day leaves any save in progress alone. Files are deleted through the Storage API, which
// removes the bytes as well as the row (hosted Supabase refuses deletes on storage.objects).
import type { Database } from './database.ts';

const BUCKET = 'listing-photos';
/** Storage's remove takes at most 1000 names per call. */
const BATCH = 1000;

export interface SweepOptions {
  /** Files younger than this are kept even when unreferenced. */
  minAgeHours?: number;
  now?: Date;
  log?: (message: string) => void;
}

export interface SweepSummary {
  /** Unreferenced files old enough to go. */
  found: number;
  /** Those Storage reported deleted. */
  deleted: number;
}

/** Deletes files of the bucket through Storage (DELETE /storage/v1/object/<bucket>, service role). */
export function storageRemover(supabaseUrl: string, serviceKey: string, fetchImpl: typeof fetch = fetch) {
  return async (paths: string[]): Promise<number> => {
    const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
    if (!response.ok) throw new Error(`Storage refused the removal: ${response.status} ${await response.text()}`);
    return ((await response.json()) as unknown[]).length;
  };
}

export async function sweepOrphanPhotos(
  db: Database,
  remove: (paths: string[]) => Promise<number>,
  { minAgeHours = 24, now = new Date(), log = () => {} }: SweepOptions = {},
): Promise<SweepSummary> {
  const cutoff = new Date(now.getTime() - minAgeHours * 3600_000).toISOString();
  const rows = await db.query<{ name: string }>(
    `select o.name
       from storage.objects o
      where o.bucket_id = $1
        and o.created_at < $2::timestamptz
        and not exists (
          select 1
            from public.fb_listings l
            cross join lateral jsonb_array_elements(l.photos) photo
            cross join lateral jsonb_array_elements(photo -> 'sizes') size
           where size ->> 'path' = o.name
        )
        -- A file can also be named by its public URL in a listing's thumbnail or pictures.
        and not exists (
          select 1
            from public.fb_listings l
           where right(l.thumbnail_url, char_length(o.name) + 16) = '/listing-photos/' || o.name
              or exists (
                select 1 from unnest(l.images) image
                 where right(image, char_length(o.name) + 16) = '/listing-photos/' || o.name)
        )
      order by o.created_at`,
    [BUCKET, cutoff],
  );
  const names = rows.map((row) => row.name);
  let deleted = 0;
  for (let start = 0; start < names.length; start += BATCH) {
    deleted += await remove(names.slice(start, start + BATCH));
  }
  if (names.length > 0) log(`[listing-photo-sweep] ${deleted} of ${names.length} unreferenced photo files deleted`);
  return { found: names.length, deleted };
}
