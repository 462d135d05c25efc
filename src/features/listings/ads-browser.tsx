import { lazy, Suspense, useRef, useState } from 'react';
import { RichText } from '@/components/ui/rich-text';
import type { Listing } from '@/lib/listings/listing';
import { AdFilterPanel } from './ad-filter-panel';
import type { AdsCopy } from './ads-copy';
import { AdsResults } from './ads-results';
import { useAdFilters } from './use-ad-filters';

const loadListingDialog = () => import('./listing-dialog');
const ListingDialog = lazy(loadListingDialog);
const preloadListingDialog = () => void loadListingDialog();

/**
 * The ads page's body (docs/product-rules.md, "Ads (listings)"): filters kept in the URL, the filtered list with infinite
 * scroll, a listing's details in a dialog, and the legal line.
 */
export function AdsBrowser({ copy }: { copy: AdsCopy }) {
  const { filters, setFilters, ready } = useAdFilters();
  const [selected, setSelected] = useState<Listing | null>(null);
  const [open, setOpen] = useState(false);
  // The dialog has no trigger of its own: focus goes back to the card that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => opener.current?.focus(), 0);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 lg:py-14">
      <AdFilterPanel filters={filters} onChange={setFilters} copy={copy.filters} />
      <AdsResults
        filters={filters}
        enabled={ready}
        copy={copy}
        onIntent={preloadListingDialog}
        onOpen={(listing, element) => {
          opener.current = element;
          setSelected(listing);
          setOpen(true);
        }}
      />
      <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
        <RichText value={copy.legal} />
      </p>
      {selected ? (
        <Suspense fallback={null}>
          <ListingDialog listing={selected} open={open} onOpenChange={onOpenChange} copy={copy} />
        </Suspense>
      ) : null}
    </div>
  );
}
