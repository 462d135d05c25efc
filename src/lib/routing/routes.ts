// The single source of truth for the site's routes: one record per route. The router, the page
// registry (src/app/page-registry.ts finds each route's page and copy in src/pages/<folder>/), the
// bare-path redirects, the sitemap, robots.txt, the prerender list and the noindex rules all derive
// from it. A route's title and description are its copy's `meta` (one module per language), so a
// visitor downloads them only in their language. Pure data: no React, build scripts import it too.
import { ARTICLE_SLUGS } from '../content/articles';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../i18n/lang';

/** One route. `Id` is the union of the table's ids, so `parent` must name a route of the table. */
export interface RouteRecord<Id extends string = string> {
  id: Id;
  /** Path after the language prefix: '' for home, otherwise starting with '/'. ':slug' marks a collection. */
  path: string;
  /** Listed in the sitemap and indexable by search engines. */
  indexable: boolean;
  /** 'site': header, footer, newsletter and cookie banner. 'admin': the staff tools' bare layout. */
  layout: 'site' | 'admin';
  /**
   * 'content': prerendered to static HTML with the page's content.
   * 'shell': a static HTML file with the head tags only; the page renders in the browser (admin tools).
   */
  prerender: 'content' | 'shell';
  /** The route one level up, for the breadcrumb trail. */
  parent?: NoInfer<Id>;
  /** A collection route: the slugs its ':slug' takes; each has its own copy modules. */
  entries?: readonly string[];
}

/**
 * Returns the table as it is, typed so that the ids are a union (RouteId) and each `parent` must be one
 * of them: a parent that names no route is a compile error at that record.
 */
export function defineRoutes<const Id extends string>(routes: readonly RouteRecord<Id>[]): readonly RouteRecord<Id>[] {
  return routes;
}

export const ROUTES = defineRoutes([
  { id: 'home', path: '', indexable: true, layout: 'site', prerender: 'content' },
  {
    id: 'about',
    path: '/about',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'propertyManagement',
    path: '/property-management',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'calculateCost',
    path: '/property-management/calculate-cost',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'propertyManagement',
  },
  {
    id: 'rentalAgreement',
    path: '/property-management/rental-agreement',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'propertyManagement',
  },
  { id: 'investment', path: '/investment', indexable: true, layout: 'site', prerender: 'content', parent: 'home' },
  {
    id: 'purchaseCosts',
    path: '/investment/purchase-costs',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'investment',
  },
  {
    id: 'relocation',
    path: '/relocation',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'settling',
    path: '/settling',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'articles',
    path: '/articles',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'article',
    path: '/articles/:slug',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'articles',
    entries: ARTICLE_SLUGS,
  },
  {
    id: 'realEstateAds',
    path: '/real-estate-ads',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'investment',
  },
  {
    id: 'contact',
    path: '/contact',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'privacy',
    path: '/privacy',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  {
    id: 'terms',
    path: '/terms',
    indexable: true,
    layout: 'site',
    prerender: 'content',
    parent: 'home',
  },
  { id: 'thankYou', path: '/thank-you', indexable: false, layout: 'site', prerender: 'content' },
  { id: 'adminLogoGenerator', path: '/admin/logo-generator', indexable: false, layout: 'admin', prerender: 'shell' },
  { id: 'adminFbListings', path: '/admin/fb-listings', indexable: false, layout: 'admin', prerender: 'shell' },
  // The newsletter's links from e-mails (docs/newsletter.md): personal, so kept out of search engines.
  {
    id: 'newsletterConfirm',
    path: '/newsletter/confirm',
    indexable: false,
    layout: 'site',
    prerender: 'content',
  },
  {
    id: 'newsletterUnsubscribe',
    path: '/newsletter/unsubscribe',
    indexable: false,
    layout: 'site',
    prerender: 'content',
  },
  { id: 'adminNewsletter', path: '/admin/newsletter', indexable: false, layout: 'admin', prerender: 'shell' },
  // The lead inbox and data-subject requests (docs/lead-inbox.md).
  { id: 'adminLeads', path: '/admin/leads', indexable: false, layout: 'admin', prerender: 'shell' },
  // Ad alerts' links from e-mails (docs/ad-alerts.md): personal, so kept out of search engines.
  { id: 'alertsConfirm', path: '/alerts/confirm', indexable: false, layout: 'site', prerender: 'content' },
  { id: 'alertsManage', path: '/alerts/manage', indexable: false, layout: 'site', prerender: 'content' },
  // What visitors' ad alerts ask for (docs/ad-alerts.md).
  { id: 'adminDemand', path: '/admin/demand', indexable: false, layout: 'admin', prerender: 'shell' },
  // The owners' accounts (docs/owner-accounts.md): staff keep them, each owner reads their own.
  { id: 'adminOwners', path: '/admin/owners', indexable: false, layout: 'admin', prerender: 'shell' },
  { id: 'owner', path: '/owner', indexable: false, layout: 'site', prerender: 'content' },
]);

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteDef = RouteRecord<RouteId>;

/** Paths (after the language prefix) that are old or marketing names of another route. */
export const ROUTE_ALIASES: readonly { from: string; to: RouteId }[] = [
  { from: '/rental-agreement-template-Portugal', to: 'rentalAgreement' },
];

const byId = new Map<string, RouteDef>(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The folder under src/pages/ that holds a route's page and copy: its id in kebab case. */
export function pageFolder(id: RouteId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A route's page component, by convention (see src/app/page-registry.ts). */
export function pageModuleFile(id: RouteId): string {
  return `src/pages/${pageFolder(id)}/page.tsx`;
}

/** A route's copy module in one language: copy.<lang>.ts, or entries/<slug>.<lang>.ts in a collection. */
export function copyModuleFile(id: RouteId, lang: Lang, slug?: string): string {
  const folder = `src/pages/${pageFolder(id)}`;
  return slug === undefined ? `${folder}/copy.${lang}.ts` : `${folder}/entries/${slug}.${lang}.ts`;
}

/**
 * The URL path of a route in a language, e.g. localizedPath('he', 'contact') === '/he/contact'; a
 * collection route takes its entry: localizedPath('en', 'article', 'portugal-tax-reforms-2025').
 */
export function localizedPath(lang: Lang, id: RouteId, slug?: string): string {
  const path = routeById(id).path;
  return `/${lang}${slug === undefined ? path : path.replace(':slug', slug)}`;
}

/** Removes a trailing slash (but keeps '/'). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export interface MatchedRoute {
  lang: Lang;
  route: RouteDef | null;
  /** The entry of a collection route. */
  slug?: string;
}

/** Matches a path after the language prefix against one route; the slug for a collection entry. */
function matchRoute(route: RouteDef, tail: string): { slug?: string } | null {
  if (!route.entries) return route.path === tail ? {} : null;
  const prefix = route.path.slice(0, route.path.indexOf(':slug'));
  if (!tail.startsWith(prefix)) return null;
  const slug = tail.slice(prefix.length);
  return route.entries.includes(slug) ? { slug } : null;
}

/** Resolves a language-prefixed pathname to its route; route is null for an unknown path (404). */
export function matchPath(pathname: string): MatchedRoute | null {
  const [, first, ...rest] = normalizePath(pathname).split('/');
  if (!isLang(first)) return null;
  const tail = rest.length ? `/${rest.join('/')}` : '';
  for (const route of ROUTES) {
    const found = matchRoute(route, tail);
    if (found) return { lang: first, route, slug: found.slug };
  }
  return { lang: first, route: null };
}

/** Where a language-prefixed alias path leads (same language, query and hash), or null. */
export function aliasTarget(pathname: string, search = '', hash = ''): string | null {
  const [, first, ...rest] = normalizePath(pathname).split('/');
  if (!isLang(first)) return null;
  const tail = `/${rest.join('/')}`.toLowerCase();
  const alias = ROUTE_ALIASES.find((entry) => entry.from.toLowerCase() === tail);
  return alias ? `${localizedPath(first, alias.to)}${search}${hash}` : null;
}

/**
 * Where a path without a valid language prefix goes: the same path, query and hash under the default
 * language. The bare root goes to the default home. Returns null when the path already has a prefix.
 */
export function bareRedirectTarget(pathname: string, search = '', hash = ''): string | null {
  const [, first] = pathname.split('/');
  if (isLang(first)) return null;
  const rest = normalizePath(pathname) === '/' ? '' : normalizePath(pathname);
  return `/${DEFAULT_LANG}${rest}${search}${hash}`;
}

/** The path that a language-prefixed path has in the other language; keeps query and hash. */
export function switchLangPath(pathname: string, search: string, hash: string, to: Lang): string {
  const [, first, ...rest] = pathname.split('/');
  const joined = (isLang(first) ? rest : [first ?? '', ...rest]).join('/');
  return `/${to}${joined ? `/${joined}` : ''}${search}${hash}`;
}

/** The trail from home to a route (home first, the route itself last), following `parent`. */
export function routeTrail(id: RouteId): RouteDef[] {
  const trail: RouteDef[] = [];
  for (let route: RouteDef | undefined = routeById(id); route;) {
    trail.unshift(route);
    route = route.parent ? routeById(route.parent) : undefined;
  }
  return trail;
}

export interface PrerenderTarget {
  lang: Lang;
  route: RouteDef;
  slug?: string;
  url: string;
}

/** Every page the build writes: each route (each entry of a collection) in each language. */
export function prerenderTargets(): PrerenderTarget[] {
  return LANGS.flatMap((lang) =>
    ROUTES.flatMap((route) =>
      route.entries
        ? route.entries.map((slug) => ({ lang, route, slug, url: localizedPath(lang, route.id, slug) }))
        : [{ lang, route, url: localizedPath(lang, route.id) }],
    ),
  );
}
