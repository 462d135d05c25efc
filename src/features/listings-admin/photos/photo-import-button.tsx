// The listings manager's one-off action for rows with outside photo addresses: copy them into the
// site's storage (docs/listing-photos.md). Shown only while the row has such an address.
import { useQueryClient } from '@tanstack/react-query';
import { ImageDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { countText } from '@/lib/i18n/plural';
import type { Listing } from '@/lib/listings/listing';
import { listingKeys } from '@/lib/listings/query-keys';
import { toast } from '@/lib/toast/toast';
import type { ListingsAdminCopy } from '../copy.en';
import { ListingNotChangedError, updateListingPhotos } from '../listings-admin-api';
import { downloadOutsidePhoto, importOutsidePhotos, outsideAddresses, type ImportResult } from './import-photos';
import { processPhoto } from './process-photo';
import { supabasePhotoStorage } from './store-photos';

/** The import with the browser's own pipeline, the Storage bucket and the listing's row. */
function defaultImport(listing: Listing): Promise<ImportResult> {
  return importOutsidePhotos(listing, {
    download: downloadOutsidePhoto,
    process: processPhoto,
    storage: supabasePhotoStorage,
    save: (changes) => updateListingPhotos(listing.id, changes),
  });
}

export function PhotoImportButton({
  listing,
  copy,
  importPhotos = defaultImport,
}: {
  listing: Listing;
  copy: ListingsAdminCopy;
  /** For tests: the whole import of one row. */
  importPhotos?: (listing: Listing) => Promise<ImportResult>;
}) {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const text = copy.photoImport;
  if (outsideAddresses(listing).length === 0) return null;

  async function run() {
    setBusy(true);
    try {
      const { copied, failures } = await importPhotos(listing);
      if (copied > 0) toast.success(countText(text.done, copied, lang));
      const [first] = failures;
      if (first) {
        const values = { address: first.address, reason: text.reasons[first.problem] };
        toast.error(copied > 0 ? countText(text.partial, failures.length, lang, values) : fill(text.failed, values));
      }
    } catch (error) {
      const message = error instanceof ListingNotChangedError ? copy.toasts.notChanged : (error as Error).message;
      toast.error(fill(copy.toasts.updateFailed, { message }));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      className="text-brand-800"
      aria-label={busy ? text.busy : fill(text.label, { title: listing.title })}
      disabled={busy}
      onClick={() => void run()}
    >
      <ImageDown aria-hidden className="size-4" />
      {busy ? text.busy : text.button}
    </Button>
  );
}
