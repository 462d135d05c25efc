// Finds each route's page component and copy modules by convention, so adding a page is its record
// in src/lib/routing/routes.ts plus its folder src/pages/<folder>/ (pageFolder(id)):
//   page.tsx    the page component (default export, gets { copy }); optional while the page is only
//               its hero, which HeroOnlyPage renders
//   copy.en.ts  its copy in English (default export; extends PageCopy: meta + hero)
//   copy.he.ts  the same shape in Hebrew
// A collection route has entries/<slug>.en.ts and entries/<slug>.he.ts instead of copy.*.ts.
// Each module is its own chunk: a visitor downloads the page's code and only its language's copy.
import type { ComponentType } from 'react';
import { memoizeAsync } from '@/lib/async/tracked-promise';
import type { Lang } from '@/lib/i18n/lang';
import type { PageCopy, PageProps } from '@/lib/routing/page-copy';
import { copyModuleFile, pageModuleFile, type RouteId } from '@/lib/routing/routes';

export type PageComponent = ComponentType<PageProps>;

// A page is typed with its own copy type; the registry pairs it with the copy of the same folder.
const PAGE_MODULES = import.meta.glob<{ default: unknown }>('/src/pages/*/page.tsx');
const COPY_MODULES = import.meta.glob<{ default: PageCopy }>(['/src/pages/*/copy.*.ts', '/src/pages/*/entries/*.ts']);

const copyModulePath = (id: RouteId, lang: Lang, slug?: string) => `/${copyModuleFile(id, lang, slug)}`;
const pageModulePath = (id: RouteId) => `/${pageModuleFile(id)}`;

export function hasPageModule(id: RouteId): boolean {
  return pageModulePath(id) in PAGE_MODULES;
}

export function hasCopyModule(id: RouteId, lang: Lang, slug?: string): boolean {
  return copyModulePath(id, lang, slug) in COPY_MODULES;
}

async function importPage(id: RouteId): Promise<PageComponent> {
  const load = PAGE_MODULES[pageModulePath(id)];
  if (!load) return (await import('./hero-only-page')).default;
  return (await load()).default as PageComponent;
}

async function importCopy(id: RouteId, lang: Lang, slug?: string): Promise<PageCopy> {
  const path = copyModulePath(id, lang, slug);
  const load = COPY_MODULES[path];
  if (!load) throw new Error(`Missing copy module ${path}`);
  return (await load()).default;
}

export interface LoadedPage {
  Page: PageComponent;
  copy: PageCopy;
}

// Keyed by page and language only: a load gated by `after` and a plain read share one promise.
const loadPageOnce = memoizeAsync(
  (id: RouteId, lang: Lang, slug?: string, _after?: Promise<void>) => `${id}:${lang}:${slug ?? ''}`,
  async (id: RouteId, lang: Lang, slug?: string, after?: Promise<void>): Promise<LoadedPage> => {
    await after;
    const [Page, copy] = await Promise.all([importPage(id), importCopy(id, lang, slug)]);
    return { Page, copy };
  },
);

/** A route's page and copy in one language, loaded once and readable with React's `use`. */
export function loadPage(id: RouteId, lang: Lang, slug?: string): Promise<LoadedPage> {
  return loadPageOnce(id, lang, slug);
}

/**
 * The same, but the download starts only once `after` has resolved; whoever reads the page before
 * then (hydration, say) suspends, so React keeps its prerendered HTML meanwhile. Used for the first
 * page of a visit when its route hydrates when idle; later reads share the same load.
 */
export function loadPageAfter(after: Promise<void>, id: RouteId, lang: Lang, slug?: string): Promise<LoadedPage> {
  return loadPageOnce(id, lang, slug, after);
}
