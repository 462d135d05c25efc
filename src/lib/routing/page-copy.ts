// What every page's copy module holds, in each language: its head tags and its hero. A page's own
// copy type extends this; its English module defines the type and the Hebrew module must match it.
import type { RouteDef, RouteId } from './routes';

export interface PageCopy {
  /** The <title> (before the site-name template) and the meta description. */
  meta: { title: string; description: string };
  /** The page's one h1 and the line under it. */
  hero: { title: string; subtitle: string };
  /**
   * The page's name in a breadcrumb trail when the hero's title is too long for one, and the
   * navigation does not name the page (src/components/layout/nav-items.ts).
   */
  breadcrumb?: string;
}

/** Breadcrumb names of a route's ancestors that the navigation does not name, from their copy. */
export type TrailNames = Partial<Record<RouteId, string>>;

/** The props every page component gets: its copy in the page's language. */
export interface PageProps<Copy extends PageCopy = PageCopy> {
  copy: Copy;
}

/** The route being shown, with its entry (collections) and copy, for the hero, head tags and breadcrumb. */
export interface CurrentRoute {
  route: RouteDef;
  slug?: string;
  copy: PageCopy;
  /** Names of the ancestors in its breadcrumb trail that the navigation does not name. */
  trailNames?: TrailNames;
}
