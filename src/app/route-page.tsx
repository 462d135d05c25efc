import { useEffect, useMemo } from 'react';
import { markPageHydrated } from '@/lib/async/app-ready';
import { useLoaded } from '@/lib/async/use-loaded';
import { useI18n } from '@/lib/i18n/i18n-context';
import { CurrentRouteContext } from '@/lib/routing/current-route';
import type { RouteDef } from '@/lib/routing/routes';
import { Seo } from '@/lib/seo/seo';
import { loadPage } from './page-registry';

/**
 * One route's page in the current language: its head tags from the record and the copy's meta, and
 * its component with the copy. Suspends until both are loaded (never when preloaded).
 */
export function RoutePage({ route, slug }: { route: RouteDef; slug?: string }) {
  const { lang } = useI18n();
  const { Page, copy, trailNames } = useLoaded(loadPage(route.id, lang, slug));
  const current = useMemo(() => ({ route, slug, copy, trailNames }), [route, slug, copy, trailNames]);
  useEffect(markPageHydrated, []);
  const path = slug === undefined ? route.path : route.path.replace(':slug', slug);
  return (
    <CurrentRouteContext.Provider value={current}>
      <Seo title={copy.meta.title} description={copy.meta.description} path={path} noindex={!route.indexable} />
      <Page copy={copy} />
    </CurrentRouteContext.Provider>
  );
}
