import { createContext, useContext } from 'react';
import type { CurrentRoute } from './page-copy';

export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

/** The matched route record and its copy; the hero, head tags and breadcrumb derive from it. */
export function useCurrentRoute(): CurrentRoute {
  const value = useContext(CurrentRouteContext);
  if (!value) throw new Error('useCurrentRoute must be used inside a route page');
  return value;
}
