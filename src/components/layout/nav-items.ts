import { type Lang } from '@/lib/i18n/lang';
import { localizedPath, normalizePath, type RouteId } from '@/lib/routing/routes';
import type { Dictionary } from '@/lib/i18n/dictionary';

export interface NavItem {
  id: RouteId;
  /** Picks the item's text from the page's dictionary. */
  label: (ui: Dictionary) => string;
  children?: readonly NavItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: (ui) => ui.nav.home },
  { id: 'about', label: (ui) => ui.nav.about },
  {
    id: 'propertyManagement',
    label: (ui) => ui.nav.propertyManagement,
    children: [
      { id: 'calculateCost', label: (ui) => ui.nav.calculateCost },
      { id: 'rentalAgreement', label: (ui) => ui.nav.rentalAgreement },
    ],
  },
  {
    id: 'investment',
    label: (ui) => ui.nav.investment,
    children: [{ id: 'realEstateAds', label: (ui) => ui.nav.realEstateAds }],
  },
  { id: 'articles', label: (ui) => ui.nav.articles },
  { id: 'contact', label: (ui) => ui.nav.contact },
];

const NAV_BY_ROUTE: ReadonlyMap<RouteId, NavItem> = new Map(
  NAV_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.id, item]),
);

/** The navigation item of a route, top level or in a sub-menu; undefined for a route not in the menu. */
export function navItemById(id: RouteId): NavItem | undefined {
  return NAV_BY_ROUTE.get(id);
}

export type NavState = 'current' | 'section' | null;

/**
 * How a nav link relates to the current path: 'current' on an exact match, 'section' when the path
 * lies below it (an item is active when the path starts with its href), null otherwise. Home is
 * active only on an exact match.
 */
export function navState(lang: Lang, id: RouteId, pathname: string): NavState {
  const href = localizedPath(lang, id);
  const path = normalizePath(pathname);
  if (path === href) return 'current';
  if (id !== 'home' && path.startsWith(`${href}/`)) return 'section';
  return null;
}
