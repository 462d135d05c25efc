import { localizedPath, normalizePath, type Lang, type RouteId } from '@/app/route-table';
import type { TextKey } from '@/lib/i18n/dictionary';

export interface NavItem {
  id: RouteId;
  label: TextKey;
  children?: readonly NavItem[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'nav.home' },
  { id: 'about', label: 'nav.about' },
  {
    id: 'propertyManagement',
    label: 'nav.propertyManagement',
    children: [
      { id: 'calculateCost', label: 'nav.calculateCost' },
      { id: 'rentalAgreement', label: 'nav.rentalAgreement' },
    ],
  },
  { id: 'investment', label: 'nav.investment', children: [{ id: 'realEstateAds', label: 'nav.realEstateAds' }] },
  { id: 'articles', label: 'nav.articles' },
  { id: 'contact', label: 'nav.contact' },
];

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
