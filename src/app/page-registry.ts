// Each route's page component and copy modules, from its folder src/pages/<pageFolder(id)>/:
//   page.tsx    the page component (default export, gets { copy }); null while the page is only its
//               hero, which HeroOnlyPage renders
//   copy.en.ts  its copy in English (default export; extends PageCopy: meta + hero)
//   copy.he.ts, copy.pt.ts  the same shape in each other language
// A collection route has entries/<slug>.<lang>.ts instead of copy.*.ts.
// PAGES lists the components. Each language's copy modules are listed, in ROUTES' order, in that
// language's own copy registry, page-copy.<lang>.ts, a chunk of its own: a page loads its language's registry (the
// prerender preloads it) and never the other languages' loaders. The compiler checks the pairing:
// a registry is a CopyRegistry, which gives each route the copy type its component reads and needs
// every route (page-registry.type-test.ts proves a mismatch or a missing route fails), and PAGES
// needs an entry for every route id. page-registry.test.ts checks that each entry loads its own
// folder's files. Each module is its own chunk: a visitor downloads the page's code and only its
// language's copy, both at once.
import type { ComponentType } from 'react';
import { navItemById } from '@/components/layout/nav-items';
import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Lang } from '@/lib/i18n/lang';
import type { PageCopy, PageProps, TrailNames } from '@/lib/routing/page-copy';
import { routeById, ROUTES, routeTrail, type RouteId } from '@/lib/routing/routes';

export type PageComponent = ComponentType<PageProps>;

type Load<T> = () => Promise<{ default: T }>;

export const PAGES = {
  home: () => import('@/pages/home/page'),
  about: () => import('@/pages/about/page'),
  propertyManagement: () => import('@/pages/property-management/page'),
  calculateCost: () => import('@/pages/calculate-cost/page'),
  rentalAgreement: () => import('@/pages/rental-agreement/page'),
  investment: () => import('@/pages/investment/page'),
  purchaseCosts: () => import('@/pages/purchase-costs/page'),
  relocation: () => import('@/pages/relocation/page'),
  settling: () => import('@/pages/settling/page'),
  articles: () => import('@/pages/articles/page'),
  article: () => import('@/pages/article/page'),
  realEstateAds: () => import('@/pages/real-estate-ads/page'),
  contact: () => import('@/pages/contact/page'),
  privacy: () => import('@/pages/privacy/page'),
  terms: () => import('@/pages/terms/page'),
  thankYou: () => import('@/pages/thank-you/page'),
  adminLogoGenerator: () => import('@/pages/admin-logo-generator/page'),
  adminFbListings: () => import('@/pages/admin-fb-listings/page'),
  newsletterConfirm: () => import('@/pages/newsletter-confirm/page'),
  newsletterUnsubscribe: () => import('@/pages/newsletter-unsubscribe/page'),
  adminNewsletter: () => import('@/pages/admin-newsletter/page'),
  adminLeads: () => import('@/pages/admin-leads/page'),
  alertsConfirm: () => import('@/pages/alerts-confirm/page'),
  adminOwners: () => import('@/pages/admin-owners/page'),
  owner: () => import('@/pages/owner/page'),
  alertsManage: () => import('@/pages/alerts-manage/page'),
  adminDemand: () => import('@/pages/admin-demand/page'),
} as const satisfies Record<RouteId, Load<ComponentType<PageProps<never>>> | null>;

/** The copy type a route's component reads; any page copy for a page that is only its hero. */
export type CopyOf<Id extends RouteId> =
  (typeof PAGES)[Id] extends Load<ComponentType<PageProps<infer C>>> ? C : PageCopy;

/** The routes whose copy is one module per entry, entries/<slug>.<lang>.ts (RouteRecord.entries). */
type CollectionId = 'article';

/**
 * The routes in ROUTES' order, the order of every copy registry. A registry is a list, not a map by
 * route id: the ids would be a fifth of its bytes, on every page. page-registry.test.ts fails when
 * this order is not ROUTES' (each route would load another route's copy).
 */
export type RouteOrder = [
  'home',
  'about',
  'propertyManagement',
  'calculateCost',
  'rentalAgreement',
  'investment',
  'purchaseCosts',
  'relocation',
  'settling',
  'articles',
  'article',
  'realEstateAds',
  'contact',
  'privacy',
  'terms',
  'thankYou',
  'adminLogoGenerator',
  'adminFbListings',
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'adminNewsletter',
  'adminLeads',
  'alertsConfirm',
  'alertsManage',
  'adminDemand',
  'adminOwners',
  'owner',
];

// Every route is in RouteOrder: a new route is a compile error here until it is listed.
export const everyRouteOrdered: Exclude<RouteId, RouteOrder[number]> extends never ? true : never = true;

/**
 * A language's copy registry (page-copy.<lang>.ts): every route's copy module in that language, of
 * the copy type its component reads, in RouteOrder; a collection's entry modules by file name
 * ("./<slug>.<lang>.ts", an `import.meta.glob` with the entries folder as its base).
 */
export type CopyRegistry = CopyList<RouteOrder>;

// Generic, so that mapping the tuple gives a tuple.
type CopyList<Order extends readonly RouteId[]> = {
  readonly [I in keyof Order]: Order[I] extends CollectionId
    ? Readonly<Record<string, Load<CopyOf<Order[I]>>>>
    : Load<CopyOf<Order[I]>>;
};

const COPY_REGISTRIES: Record<Lang, Load<CopyRegistry>> = {
  en: () => import('./page-copy.en'),
  he: () => import('./page-copy.he'),
  pt: () => import('./page-copy.pt'),
};

const loadCopyRegistry = memoizeAsync(
  (lang: Lang) => lang,
  async (lang: Lang) => (await COPY_REGISTRIES[lang]()).default,
);

/** The copy module of a route (and entry, in a collection) in a language; undefined when there is none. */
async function copyModule(id: RouteId, lang: Lang, slug?: string): Promise<Load<PageCopy> | undefined> {
  const registry: readonly (Load<PageCopy> | Readonly<Record<string, Load<PageCopy>>>)[] = await loadCopyRegistry(lang);
  // Every route has its place (CopyRegistry is a tuple of RouteOrder's length).
  const copy = registry[ROUTES.indexOf(routeById(id))]!;
  if (typeof copy === 'function') return slug === undefined ? copy : undefined;
  return slug === undefined ? undefined : copy[`./${slug}.${lang}.ts`];
}

export function hasPageModule(id: RouteId): boolean {
  return PAGES[id] !== null;
}

export async function hasCopyModule(id: RouteId, lang: Lang, slug?: string): Promise<boolean> {
  return (await copyModule(id, lang, slug)) !== undefined;
}

async function importPage(id: RouteId): Promise<PageComponent> {
  // Widening the component to any PageCopy is safe here: it only ever gets its route's copy.
  const load = PAGES[id] as Load<PageComponent> | null;
  if (!load) return (await import('./hero-only-page')).default;
  return (await load()).default;
}

async function importCopy(id: RouteId, lang: Lang, slug?: string): Promise<PageCopy> {
  const load = await copyModule(id, lang, slug);
  if (!load) throw new Error(`Missing copy module of ${id}${slug ? `/${slug}` : ''} in ${lang}`);
  return (await load()).default;
}

async function importTrailNames(id: RouteId, lang: Lang): Promise<TrailNames> {
  const unnamed = routeTrail(id)
    .slice(0, -1)
    .filter((route) => !navItemById(route.id));
  const names = await Promise.all(
    unnamed.map(async (route) => {
      const copy = await importCopy(route.id, lang);
      return [route.id, copy.breadcrumb ?? copy.hero.title] as const;
    }),
  );
  return Object.fromEntries(names);
}

export interface LoadedPage {
  Page: PageComponent;
  copy: PageCopy;
  trailNames: TrailNames;
}

const loadPageOnce = memoizeAsync(
  (id: RouteId, lang: Lang, slug?: string) => `${id}:${lang}:${slug ?? ''}`,
  async (id: RouteId, lang: Lang, slug?: string): Promise<LoadedPage> => {
    const [Page, copy, trailNames] = await Promise.all([
      importPage(id),
      importCopy(id, lang, slug),
      importTrailNames(id, lang),
    ]);
    return { Page, copy, trailNames };
  },
);

/** A route's page and copy in one language, loaded once and readable with React's `use`. */
export function loadPage(id: RouteId, lang: Lang, slug?: string): Promise<LoadedPage> {
  return loadPageOnce(id, lang, slug);
}
