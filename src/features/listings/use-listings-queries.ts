import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdFilters } from '@/lib/listings/ad-filters';
import { fetchListingImages, fetchListingsPage, nextPageOf } from '@/lib/listings/listings-api';
import { listingKeys } from '@/lib/listings/query-keys';
import { getPublicRest } from '@/lib/supabase/get-public-rest';

/**
 * The filtered ads, page by page (6 at a time, newest upload first) with the exact filtered count.
 * A change of filters is a new key, so the list starts again from page one.
 */
export function useAdsListings(filters: AdFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: listingKeys.publicList(filters),
    queryFn: async ({ pageParam, signal }) => fetchListingsPage(await getPublicRest(), filters, pageParam, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_lastPage, pages) => nextPageOf(pages),
    enabled,
  });
}

/** The pictures of one listing, read by id when its dialog opens. */
export function useListingImages(id: string) {
  return useQuery({
    queryKey: listingKeys.images(id),
    queryFn: async ({ signal }) => fetchListingImages(await getPublicRest(), id, { signal }),
  });
}
