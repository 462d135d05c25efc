// Each route's page component and copy modules, from its folder src/pages/<pageFolder(id)>/:
//   page.tsx    the page component (default export, gets { copy }); null while the page is only its
//               hero, which HeroOnlyPage renders
//   copy.en.ts  its copy in English (default export; extends PageCopy: meta + hero)
//   copy.he.ts  the same shape in Hebrew
// A collection route has entries/<slug>.en.ts and entries/<slug>.he.ts instead of copy.*.ts.
// The compiler checks the pairing: `page()` takes a component only together with copy modules of the
// copy type it reads (page-registry.type-test.ts proves a mismatch fails), and PAGES must have an entry
// for every route id. page-registry.test.ts checks that each entry loads its own folder's files.
// Each module is its own chunk: a visitor downloads the page's code and only its language's copy,
// both at once.
import type { ComponentType } from 'react';
import { navItemById } from '@/components/layout/nav-items';
import type { ArticleCopy } from '@/features/articles/article-copy';
import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Lang } from '@/lib/i18n/lang';
import type { PageCopy, PageProps, TrailNames } from '@/lib/routing/page-copy';
import { routeTrail, type RouteId } from '@/lib/routing/routes';

export type PageComponent = ComponentType<PageProps>;

type Load<T> = () => Promise<{ default: T }>;

/** A route's component and copy, as the registry loads them. Made by `page()` or `collection()`. */
export interface PageEntry {
  readonly component: Load<PageComponent> | null;
  /** The copy module of a language (and entry, in a collection); undefined when there is none. */
  readonly copy: (lang: Lang, slug?: string) => Load<PageCopy> | undefined;
}

/**
 * A page: its component (null while it is only its hero) and its copy module in each language. The
 * copy type C comes from the copy modules; the component must read that same type.
 */
export function page<C extends PageCopy>(
  component: Load<ComponentType<PageProps<NoInfer<C>>>> | null,
  copy: Readonly<Record<Lang, Load<C>>>,
): PageEntry {
  // Widening the component to any PageCopy is safe here: it only ever gets this entry's copy.
  return { component: component as Load<PageComponent> | null, copy: (lang) => copy[lang] };
}

/** A collection: one component, and each entry's copy module per language (entries/<slug>.<lang>.ts). */
export function collection<C extends PageCopy>(
  component: Load<ComponentType<PageProps<NoInfer<C>>>>,
  entries: Readonly<Record<string, Load<C>>>,
): PageEntry {
  const byName = new Map(Object.entries(entries).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1), load]));
  return {
    component: component as Load<PageComponent>,
    copy: (lang, slug) => (slug === undefined ? undefined : byName.get(`${slug}.${lang}.ts`)),
  };
}

export const PAGES = {
  home: page(() => import('@/pages/home/page'), {
    en: () => import('@/pages/home/copy.en'),
    he: () => import('@/pages/home/copy.he'),
    pt: () => import('@/pages/home/copy.pt'),
  }),
  about: page(() => import('@/pages/about/page'), {
    en: () => import('@/pages/about/copy.en'),
    he: () => import('@/pages/about/copy.he'),
    pt: () => import('@/pages/about/copy.pt'),
  }),
  propertyManagement: page(() => import('@/pages/property-management/page'), {
    en: () => import('@/pages/property-management/copy.en'),
    he: () => import('@/pages/property-management/copy.he'),
    pt: () => import('@/pages/property-management/copy.pt'),
  }),
  calculateCost: page(() => import('@/pages/calculate-cost/page'), {
    en: () => import('@/pages/calculate-cost/copy.en'),
    he: () => import('@/pages/calculate-cost/copy.he'),
    pt: () => import('@/pages/calculate-cost/copy.pt'),
  }),
  rentalAgreement: page(() => import('@/pages/rental-agreement/page'), {
    en: () => import('@/pages/rental-agreement/copy.en'),
    he: () => import('@/pages/rental-agreement/copy.he'),
    pt: () => import('@/pages/rental-agreement/copy.pt'),
  }),
  investment: page(() => import('@/pages/investment/page'), {
    en: () => import('@/pages/investment/copy.en'),
    he: () => import('@/pages/investment/copy.he'),
    pt: () => import('@/pages/investment/copy.pt'),
  }),
  purchaseCosts: page(() => import('@/pages/purchase-costs/page'), {
    en: () => import('@/pages/purchase-costs/copy.en'),
    he: () => import('@/pages/purchase-costs/copy.he'),
    pt: () => import('@/pages/purchase-costs/copy.pt'),
  }),
  relocation: page(() => import('@/pages/relocation/page'), {
    en: () => import('@/pages/relocation/copy.en'),
    he: () => import('@/pages/relocation/copy.he'),
    pt: () => import('@/pages/relocation/copy.pt'),
  }),
  settling: page(() => import('@/pages/settling/page'), {
    en: () => import('@/pages/settling/copy.en'),
    he: () => import('@/pages/settling/copy.he'),
    pt: () => import('@/pages/settling/copy.pt'),
  }),
  articles: page(() => import('@/pages/articles/page'), {
    en: () => import('@/pages/articles/copy.en'),
    he: () => import('@/pages/articles/copy.he'),
    pt: () => import('@/pages/articles/copy.pt'),
  }),
  article: collection(
    () => import('@/pages/article/page'),
    // Each entry module checks itself against ArticleCopy (`satisfies ArticleCopy`).
    import.meta.glob<{ default: ArticleCopy }>('/src/pages/article/entries/*.ts'),
  ),
  realEstateAds: page(() => import('@/pages/real-estate-ads/page'), {
    en: () => import('@/pages/real-estate-ads/copy.en'),
    he: () => import('@/pages/real-estate-ads/copy.he'),
    pt: () => import('@/pages/real-estate-ads/copy.pt'),
  }),
  contact: page(() => import('@/pages/contact/page'), {
    en: () => import('@/pages/contact/copy.en'),
    he: () => import('@/pages/contact/copy.he'),
    pt: () => import('@/pages/contact/copy.pt'),
  }),
  privacy: page(() => import('@/pages/privacy/page'), {
    en: () => import('@/pages/privacy/copy.en'),
    he: () => import('@/pages/privacy/copy.he'),
    pt: () => import('@/pages/privacy/copy.pt'),
  }),
  terms: page(() => import('@/pages/terms/page'), {
    en: () => import('@/pages/terms/copy.en'),
    he: () => import('@/pages/terms/copy.he'),
    pt: () => import('@/pages/terms/copy.pt'),
  }),
  thankYou: page(() => import('@/pages/thank-you/page'), {
    en: () => import('@/pages/thank-you/copy.en'),
    he: () => import('@/pages/thank-you/copy.he'),
    pt: () => import('@/pages/thank-you/copy.pt'),
  }),
  adminLogoGenerator: page(() => import('@/pages/admin-logo-generator/page'), {
    en: () => import('@/pages/admin-logo-generator/copy.en'),
    he: () => import('@/pages/admin-logo-generator/copy.he'),
    pt: () => import('@/pages/admin-logo-generator/copy.pt'),
  }),
  adminFbListings: page(() => import('@/pages/admin-fb-listings/page'), {
    en: () => import('@/pages/admin-fb-listings/copy.en'),
    he: () => import('@/pages/admin-fb-listings/copy.he'),
    pt: () => import('@/pages/admin-fb-listings/copy.pt'),
  }),
  newsletterConfirm: page(() => import('@/pages/newsletter-confirm/page'), {
    en: () => import('@/pages/newsletter-confirm/copy.en'),
    he: () => import('@/pages/newsletter-confirm/copy.he'),
    pt: () => import('@/pages/newsletter-confirm/copy.pt'),
  }),
  newsletterUnsubscribe: page(() => import('@/pages/newsletter-unsubscribe/page'), {
    en: () => import('@/pages/newsletter-unsubscribe/copy.en'),
    he: () => import('@/pages/newsletter-unsubscribe/copy.he'),
    pt: () => import('@/pages/newsletter-unsubscribe/copy.pt'),
  }),
  adminNewsletter: page(() => import('@/pages/admin-newsletter/page'), {
    en: () => import('@/pages/admin-newsletter/copy.en'),
    he: () => import('@/pages/admin-newsletter/copy.he'),
    pt: () => import('@/pages/admin-newsletter/copy.pt'),
  }),
  adminLeads: page(() => import('@/pages/admin-leads/page'), {
    en: () => import('@/pages/admin-leads/copy.en'),
    he: () => import('@/pages/admin-leads/copy.he'),
    pt: () => import('@/pages/admin-leads/copy.pt'),
  }),
  alertsConfirm: page(() => import('@/pages/alerts-confirm/page'), {
    en: () => import('@/pages/alerts-confirm/copy.en'),
    he: () => import('@/pages/alerts-confirm/copy.he'),
    pt: () => import('@/pages/alerts-confirm/copy.pt'),
  }),
  adminOwners: page(() => import('@/pages/admin-owners/page'), {
    en: () => import('@/pages/admin-owners/copy.en'),
    he: () => import('@/pages/admin-owners/copy.he'),
    pt: () => import('@/pages/admin-owners/copy.pt'),
  }),
  owner: page(() => import('@/pages/owner/page'), {
    en: () => import('@/pages/owner/copy.en'),
    he: () => import('@/pages/owner/copy.he'),
    pt: () => import('@/pages/owner/copy.pt'),
  }),
  alertsManage: page(() => import('@/pages/alerts-manage/page'), {
    en: () => import('@/pages/alerts-manage/copy.en'),
    he: () => import('@/pages/alerts-manage/copy.he'),
    pt: () => import('@/pages/alerts-manage/copy.pt'),
  }),
  adminDemand: page(() => import('@/pages/admin-demand/page'), {
    en: () => import('@/pages/admin-demand/copy.en'),
    he: () => import('@/pages/admin-demand/copy.he'),
    pt: () => import('@/pages/admin-demand/copy.pt'),
  }),
} as const satisfies Record<RouteId, PageEntry>;

const entryOf = (id: RouteId): PageEntry => PAGES[id];

export function hasPageModule(id: RouteId): boolean {
  return entryOf(id).component !== null;
}

export function hasCopyModule(id: RouteId, lang: Lang, slug?: string): boolean {
  return entryOf(id).copy(lang, slug) !== undefined;
}

async function importPage(id: RouteId): Promise<PageComponent> {
  const load = entryOf(id).component;
  if (!load) return (await import('./hero-only-page')).default;
  return (await load()).default;
}

async function importCopy(id: RouteId, lang: Lang, slug?: string): Promise<PageCopy> {
  const load = entryOf(id).copy(lang, slug);
  if (!load) throw new Error(`Missing copy module of ${id}${slug ? `/${slug}` : ''} in ${lang}`);
  return (await load()).default;
}

/**
 * The breadcrumb names of the route's ancestors that the navigation does not name: each from its own
 * copy (`breadcrumb`, else `hero.title`). Only those copies are loaded, in parallel with the page.
 */
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
