import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { localizedPath, routeTrail, type RouteId } from '@/lib/routing/routes';
import { buildBreadcrumbList } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import type { TrailNames } from '@/lib/routing/page-copy';
import { navItemById } from './nav-items';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The trail of the current route from its record's parents. The page itself is named by its hero; an
 * ancestor as the navigation names it, else by its own copy (`trailNames`, which the page registry
 * loads with the page: the ancestor's `breadcrumb`, else its hero title).
 */
export function breadcrumbTrail(
  ui: Dictionary,
  lang: Lang,
  id: RouteId,
  currentName: string,
  slug?: string,
  trailNames: TrailNames = {},
): Crumb[] {
  const trail = routeTrail(id);
  return trail.map((route, index) => {
    const last = index === trail.length - 1;
    const name = last ? currentName : (navItemById(route.id)?.label(ui) ?? trailNames[route.id] ?? route.id);
    return { name, path: localizedPath(lang, route.id, last ? slug : undefined) };
  });
}

/** The visible breadcrumb of the current route plus its BreadcrumbList structured data. */
export function Breadcrumbs() {
  const { ui, lang } = useI18n();
  const { route, slug, copy, trailNames } = useCurrentRoute();
  const crumbs = breadcrumbTrail(ui, lang, route.id, copy.breadcrumb ?? copy.hero.title, slug, trailNames);
  return (
    <nav aria-label={ui.common.breadcrumbLabel} className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLdScripts
        blocks={[buildBreadcrumbList(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) })))]}
      />
    </nav>
  );
}
