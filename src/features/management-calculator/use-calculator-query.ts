import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { readCalculatorQuery, type CalculatorQuery } from './management-costs';

const noSubscription = () => () => undefined;

/**
 * False while the prerendered HTML hydrates (it was rendered without a query string), true after:
 * what the URL holds is applied in the first render after hydration, never during it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const NO_QUERY: CalculatorQuery = { rent: '', plan: null };

/** The calculator's inputs in the URL query string (`?rent=1500&plan=plus`); bad values are ignored. */
export function useCalculatorQuery(): CalculatorQuery {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? readCalculatorQuery(search) : NO_QUERY;
}
