// The single source of truth for the site's routes. The router, the bare-path redirects, the
// sitemap, robots.txt, the prerender list and the noindex rules are all derived from this table.
// Pure data: no React, so build scripts and tests import it directly.

export const LANGS = ['en', 'he'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: string | undefined): value is Lang =>
  value !== undefined && (LANGS as readonly string[]).includes(value);

export const dirOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'he' ? 'rtl' : 'ltr');

export type RouteId =
  | 'home'
  | 'about'
  | 'propertyManagement'
  | 'calculateCost'
  | 'rentalAgreement'
  | 'investment'
  | 'relocation'
  | 'settling'
  | 'articles'
  | 'articleRealEstateInvestment'
  | 'articlePropertyManagementLisbon'
  | 'articleTaxReforms2025'
  | 'realEstateAds'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'thankYou'
  | 'adminLogoGenerator'
  | 'adminFbListings';

export interface RouteDef {
  id: RouteId;
  /** Path after the language prefix: '' for home, otherwise starting with '/'. */
  path: string;
  /** Listed in the sitemap and indexable by search engines. */
  indexable: boolean;
  /**
   * 'content': prerendered to static HTML with the page's content.
   * 'shell': a static HTML file with the head tags only; the page renders in the browser (admin tools).
   */
  prerender: 'content' | 'shell';
}

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '', indexable: true, prerender: 'content' },
  { id: 'about', path: '/about', indexable: true, prerender: 'content' },
  { id: 'propertyManagement', path: '/property-management', indexable: true, prerender: 'content' },
  { id: 'calculateCost', path: '/property-management/calculate-cost', indexable: true, prerender: 'content' },
  { id: 'rentalAgreement', path: '/property-management/rental-agreement', indexable: true, prerender: 'content' },
  { id: 'investment', path: '/investment', indexable: true, prerender: 'content' },
  { id: 'relocation', path: '/relocation', indexable: true, prerender: 'content' },
  { id: 'settling', path: '/settling', indexable: true, prerender: 'content' },
  { id: 'articles', path: '/articles', indexable: true, prerender: 'content' },
  {
    id: 'articleRealEstateInvestment',
    path: '/articles/real-estate-investment',
    indexable: true,
    prerender: 'content',
  },
  {
    id: 'articlePropertyManagementLisbon',
    path: '/articles/property-management-lisbon',
    indexable: true,
    prerender: 'content',
  },
  { id: 'articleTaxReforms2025', path: '/articles/portugal-tax-reforms-2025', indexable: true, prerender: 'content' },
  { id: 'realEstateAds', path: '/real-estate-ads', indexable: true, prerender: 'content' },
  { id: 'contact', path: '/contact', indexable: true, prerender: 'content' },
  { id: 'privacy', path: '/privacy', indexable: true, prerender: 'content' },
  { id: 'terms', path: '/terms', indexable: true, prerender: 'content' },
  { id: 'thankYou', path: '/thank-you', indexable: false, prerender: 'content' },
  { id: 'adminLogoGenerator', path: '/admin/logo-generator', indexable: false, prerender: 'shell' },
  { id: 'adminFbListings', path: '/admin/fb-listings', indexable: false, prerender: 'shell' },
];

/** Paths (after the language prefix) that are old or marketing names of another route. */
export const ROUTE_ALIASES: readonly { from: string; to: RouteId }[] = [
  { from: '/rental-agreement-template-Portugal', to: 'rentalAgreement' },
];

/** Where a language-prefixed alias path leads (same language, query and hash), or null. */
export function aliasTarget(pathname: string, search = '', hash = ''): string | null {
  const [, first, ...rest] = normalizePath(pathname).split('/');
  if (!isLang(first)) return null;
  const tail = `/${rest.join('/')}`.toLowerCase();
  const alias = ROUTE_ALIASES.find((entry) => entry.from.toLowerCase() === tail);
  return alias ? `${localizedPath(first, alias.to)}${search}${hash}` : null;
}

const byId = new Map(ROUTES.map((route) => [route.id, route]));

export function routeById(id: RouteId): RouteDef {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** The URL path of a route in a language, e.g. localizedPath('he', 'contact') === '/he/contact'. */
export function localizedPath(lang: Lang, id: RouteId): string {
  return `/${lang}${routeById(id).path}`;
}

/** Removes a trailing slash (but keeps '/'). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export interface MatchedRoute {
  lang: Lang;
  route: RouteDef | null;
}

/** Resolves a language-prefixed pathname to its route; route is null for an unknown path (404). */
export function matchPath(pathname: string): MatchedRoute | null {
  const [, first, ...rest] = normalizePath(pathname).split('/');
  if (!isLang(first)) return null;
  const tail = rest.length ? `/${rest.join('/')}` : '';
  return { lang: first, route: ROUTES.find((route) => route.path === tail) ?? null };
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

/** Every page the build writes: each route in each language. */
export function prerenderTargets(): { lang: Lang; route: RouteDef; url: string }[] {
  return LANGS.flatMap((lang) => ROUTES.map((route) => ({ lang, route, url: `/${lang}${route.path}` })));
}
