import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { adFiltersToSearchParams, DEFAULT_AD_FILTERS, parseAdFilters, type AdFilters } from '@/lib/listings/ad-filters';

/**
 * The ads filters, kept in the URL query string (a filtered view can be shared; Back undoes a
 * change). Bad values in the URL are ignored. `ready` turns true once the URL has been read: the
 * prerendered HTML is made without a query string, so until hydration is done the page renders the
 * default filters, then the URL's.
 * `setFilters` takes the filters to change; two changes in quick succession (a select, then the
 * location box's delayed commit) both apply, each on top of the other.
 */
export function useAdFilters(): {
  filters: AdFilters;
  setFilters: (patch: Partial<AdFilters>) => void;
  ready: boolean;
} {
  const ready = useHydrated();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => (ready ? parseAdFilters(search) : DEFAULT_AD_FILTERS), [ready, search]);
  // The query string as last written: the router's own value lags until the next render.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const setFilters = useCallback(
    (patch: Partial<AdFilters>) => {
      const current = new URLSearchParams(latest.current);
      const next = adFiltersToSearchParams({ ...parseAdFilters(current), ...patch }, current).toString();
      if (next === latest.current) return;
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return { filters, setFilters, ready };
}
