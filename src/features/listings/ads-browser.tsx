import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RichText } from '@/components/ui/rich-text';
import type { Listing } from '@/lib/listings/listing';
import { fetchListing } from '@/lib/listings/listings-api';
import { getPublicRest } from '@/lib/supabase/get-public-rest';
import { AdFilterPanel } from './ad-filter-panel';
import { AlertEntry } from './alert-entry';
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
  // `?ad=<id>` (the link of an ad alert e-mail, docs/ad-alerts.md) opens that ad once the page is ready.
  const [params] = useSearchParams();
  const linked = ready ? params.get('ad') : null;
  useEffect(() => {
    if (!linked || !/^[0-9a-f-]{36}$/i.test(linked)) return;
    let live = true;
    void getPublicRest()
      .then((client) => fetchListing(client, linked))
      .then(
        (listing) => {
          if (!live || !listing) return;
          setSelected(listing);
          setOpen(true);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [linked]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-col gap-4">
        <AdFilterPanel filters={filters} onChange={setFilters} copy={copy.filters} places={copy.places} />
        <AlertEntry filters={filters} label={copy.filters.alert} loading={copy.filters.alertLoading} />
      </div>
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
