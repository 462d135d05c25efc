// Data access of the listings manager: calls 7 to 10 of docs/product-rules.md, through supabase-js with the
// signed-in staff member's session. The database's row-level security decides; these functions
// only report what it answered.
import { getSupabase } from '@/lib/supabase/get-supabase';
import { LISTINGS_TABLE, type Listing, type ListingWrite } from '@/lib/listings/listing';
import { PHOTO_BUCKET, photoPaths, type ListingPhoto } from '@/lib/listings/listing-photos';

/**
 * An update or delete that matched no row: the listing is gone, or row-level security hid it from
 * this account (PostgREST answers both with success and zero rows).
 */
export class ListingNotChangedError extends Error {
  constructor() {
    super('No listing was changed');
    this.name = 'ListingNotChangedError';
  }
}

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

/** Call 7: every listing, newest created first. */
export async function fetchAdminListings(): Promise<Listing[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LISTINGS_TABLE).select('*').order('created_at', { ascending: false });
  if (error) fail(error);
  return (data ?? []) as Listing[];
}

/** Call 8: inserts a listing; resolves with the stored row. */
export async function insertListing(listing: ListingWrite): Promise<Listing> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LISTINGS_TABLE).insert(listing).select().single();
  if (error) fail(error);
  return data as Listing;
}

/** Call 9: updates a listing by id; resolves with the stored row. */
export async function updateListing(id: string, listing: ListingWrite): Promise<Listing> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LISTINGS_TABLE).update(listing).eq('id', id).select();
  if (error) fail(error);
  const [row] = (data ?? []) as Listing[];
  if (!row) throw new ListingNotChangedError();
  return row;
}

/**
 * Call 9 for the photo import (docs/listing-photos.md): the row's stored photos and the outside
 * addresses left on it; resolves with the stored row.
 */
export async function updateListingPhotos(
  id: string,
  changes: Pick<Listing, 'photos' | 'images' | 'thumbnail_url'>,
): Promise<Listing> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LISTINGS_TABLE).update(changes).eq('id', id).select();
  if (error) fail(error);
  const [row] = (data ?? []) as Listing[];
  if (!row) throw new ListingNotChangedError();
  return row;
}

/**
 * Call 10: deletes a listing by id, then its photos' files (docs/listing-photos.md). The row goes
 * first, so the site never shows a listing whose photos are gone.
 */
export async function deleteListing(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LISTINGS_TABLE).delete().eq('id', id).select('id, photos');
  if (error) fail(error);
  if (!data?.length) throw new ListingNotChangedError();
  const paths = photoPaths(data.flatMap((row) => (row as { photos?: ListingPhoto[] }).photos ?? []));
  if (paths.length > 0) {
    const removal = await supabase.storage.from(PHOTO_BUCKET).remove(paths);
    if (removal.error) fail(removal.error);
  }
}
