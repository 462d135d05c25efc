import { useLocation } from 'react-router-dom';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { readCalculatorQuery, type CalculatorQuery } from './management-costs';

const NO_QUERY: CalculatorQuery = { rent: '', plan: null };

/**
 * The calculator's inputs in the URL query string (`?rent=1500&plan=plus`); bad values are ignored.
 * The prerendered HTML was made without a query string, so the URL is read only once hydration is
 * done, in the first render after it, never during it.
 */
export function useCalculatorQuery(): CalculatorQuery {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? readCalculatorQuery(search) : NO_QUERY;
}
