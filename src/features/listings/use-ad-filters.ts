import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adFiltersToSearchParams, DEFAULT_AD_FILTERS, parseAdFilters, type AdFilters } from '@/lib/listings/ad-filters';

const noSubscription = () => () => {};

/**
 * False while prerendering and hydrating, true afterwards. The prerendered HTML is made without a
 * query string, so the page renders the default filters until hydration is done, then the URL's.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The ads filters, kept in the URL query string (a filtered view can be shared; Back undoes a
 * change). Bad values in the URL are ignored. `ready` turns true once the URL has been read.
 */
export function useAdFilters(): { filters: AdFilters; setFilters: (next: AdFilters) => void; ready: boolean } {
  const ready = useHydrated();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => (ready ? parseAdFilters(search) : DEFAULT_AD_FILTERS), [ready, search]);
  const setFilters = useCallback(
    (next: AdFilters) => {
      setParams((current) => adFiltersToSearchParams(next, current), { preventScrollReset: true });
    },
    [setParams],
  );
  return { filters, setFilters, ready };
}
