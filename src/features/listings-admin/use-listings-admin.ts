import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast/toast';
import { fill } from '@/lib/i18n/dictionary';
import type { ListingWrite } from '@/lib/listings/listing';
import { listingKeys } from '@/lib/listings/query-keys';
import type { ListingsAdminCopy } from './copy.en';
import {
  deleteListing,
  fetchAdminListings,
  insertListing,
  ListingNotChangedError,
  updateListing,
} from './listings-admin-api';

/** The admin list (call 7). */
export function useAdminListings() {
  return useQuery({ queryKey: listingKeys.admin(), queryFn: fetchAdminListings, staleTime: 0 });
}

/**
 * Add, edit and delete (calls 8 to 10) with the toasts of docs/product-rules.md ("Staff tools"). After each change every listing
 * query (public ads and admin list, all under ['listings']) is refreshed.
 */
export function useListingMutations(copy: ListingsAdminCopy) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listingKeys.all });
  const reason = (error: Error) => (error instanceof ListingNotChangedError ? copy.toasts.notChanged : error.message);

  const add = useMutation({
    mutationFn: (listing: ListingWrite) => insertListing(listing),
    onSuccess: () => toast.success(copy.toasts.added),
    onError: (error) => toast.error(fill(copy.toasts.addFailed, { message: reason(error) })),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, listing }: { id: string; listing: ListingWrite }) => updateListing(id, listing),
    onSuccess: () => toast.success(copy.toasts.updated),
    onError: (error) => toast.error(fill(copy.toasts.updateFailed, { message: reason(error) })),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteListing(id),
    onSuccess: () => toast.success(copy.toasts.deleted),
    onError: (error) => toast.error(fill(copy.toasts.deleteFailed, { message: reason(error) })),
    onSettled: refresh,
  });
  return { add, update, remove };
}
