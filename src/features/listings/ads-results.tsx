import { AlertTriangle, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { pluralForm } from '@/lib/i18n/plural';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { AdFilters } from '@/lib/listings/ad-filters';
import type { Listing } from '@/lib/listings/listing';
import type { AdsCopy } from './ads-copy';
import { ListingCard } from './listing-card';
import { useAdsListings } from './use-listings-queries';

/** The next page loads when the end of the list comes within this distance of the viewport (docs/product-rules.md, "Ads (listings)"). */
export const INFINITE_SCROLL_MARGIN_PX = 500;
/** Any distance above the window: the end of the list has been scrolled past. */
const PASSED_END_MARGIN_PX = 1_000_000;

interface AdsResultsProps {
  filters: AdFilters;
  /** False until the filters have been read from the URL (after hydration). */
  enabled: boolean;
  copy: AdsCopy;
  onOpen: (listing: Listing, opener: HTMLElement) => void;
  onIntent?: () => void;
}

/** The message of a failed read, or null when it has none. */
function errorMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * The ads list: loading, error, empty and list views; the count line; more pages as the visitor
 * scrolls, with a loading-more indicator and an end-of-list message.
 */
export function AdsResults({ filters, enabled, copy, onOpen, onIntent }: AdsResultsProps) {
  const { lang } = useI18n();
  const query = useAdsListings(filters, enabled);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  // A listing added between two page reads can shift a row into the next page: show it once.
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return (data?.pages ?? []).flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
  }, [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const loaded = data !== undefined && rows.length > 0;

  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = loaded && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const pageCount = data?.pages.length ?? 0;
  useEffect(() => {
    const element = sentinel.current;
    if (!canLoadMore || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer after every page: it reports at once whether the end is still near (a tall screen).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      // Below the window: within the margin. Above it (the visitor jumped past the list to the
      // footer, with End say): always, so the list goes on from wherever the visitor stops.
      { rootMargin: `${PASSED_END_MARGIN_PX}px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage, pageCount]);

  let body;
  if (!enabled || query.isPending) {
    body = <LoadingSpinner label={copy.list.loading} />;
  } else if (query.isError && !data) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl bg-red-50 px-6 py-10 text-center">
        <AlertTriangle aria-hidden className="size-8 text-red-700" />
        <p className="text-lg font-semibold text-red-900">{copy.list.errorTitle}</p>
        <p className="text-red-800" dir="auto">
          {errorMessage(query.error) ?? copy.list.unknownError}
        </p>
        <Button variant="outline" className="text-red-900" onClick={() => void query.refetch()}>
          {copy.list.retry}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-slate-50 px-6 py-12 text-center">
        <SearchX aria-hidden className="size-8 text-slate-500" />
        <p className="text-lg font-semibold text-slate-900">{copy.list.emptyTitle}</p>
        <p className="text-slate-600">{copy.list.emptyHint}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((listing) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                copy={copy.card}
                places={copy.places}
                onOpen={onOpen}
                onIntent={onIntent}
              />
            </li>
          ))}
        </ul>
        <div ref={sentinel} aria-hidden className="h-px" data-testid="ads-sentinel" />
        <div className="flex min-h-16 flex-col items-center justify-center gap-3 text-center">
          {isFetchingNextPage ? (
            <LoadingSpinner label={copy.list.loadingMore} />
          ) : isFetchNextPageError ? (
            <div role="alert" className="flex flex-col items-center gap-2">
              <p className="font-semibold text-red-900">{copy.list.errorTitle}</p>
              <p className="text-red-800" dir="auto">
                {errorMessage(query.error) ?? copy.list.unknownError}
              </p>
              <Button variant="outline" className="text-red-900" onClick={() => void fetchNextPage()}>
                {copy.list.retry}
              </Button>
            </div>
          ) : hasNextPage ? (
            <Button variant="outline" className="text-brand-800" onClick={() => void fetchNextPage()}>
              {copy.list.loadMore}
            </Button>
          ) : (
            <p className="text-slate-600">{copy.list.end}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby="ads-results-title"
      aria-busy={!enabled || query.isFetching}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ads-results-title" className="text-2xl font-bold text-slate-900">
          {copy.list.title}
        </h2>
        <p aria-live="polite" className="text-sm text-slate-600" data-testid="ads-count">
          {loaded
            ? fill(pluralForm(copy.list.count, total, lang), {
                shown: formatNumber(rows.length, lang),
                total: formatNumber(total, lang),
              })
            : ''}
        </p>
      </div>
      {body}
    </section>
  );
}
