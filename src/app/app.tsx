import { DirectionProvider } from '@radix-ui/react-direction';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { I18nProvider, useI18n } from '@/lib/i18n/i18n-context';
import { markAppHydrated } from '@/lib/async/app-ready';
import { isLang, LANG_TAG, type Lang } from '@/lib/i18n/lang';
import { loadDictionary } from '@/lib/i18n/load-dictionary';
import {
  bareRedirectTarget,
  localizedPath,
  matchPath,
  ROUTE_ALIASES,
  ROUTES,
  type RouteDef,
  type RouteId,
} from '@/lib/routing/routes';
import { AdminLayout, SiteLayout } from './layouts';
import { loadPage } from './page-registry';
import { RoutePage } from './route-page';
import { ScrollToTop } from './scroll-to-top';

const loadNotFoundPage = () => import('./not-found-page');
const NotFoundPage = lazy(loadNotFoundPage);

/**
 * Loads what a path renders (its language's dictionary, its page and copy) ahead of rendering, so hydration of the prerendered HTML never suspends and the whole
 * page responds at once (docs/delivery.md).
 */
export async function preloadPath(pathname: string): Promise<void> {
  const match = matchPath(pathname);
  if (!match) return;
  const { route, lang, slug } = match;
  await Promise.all([loadDictionary(lang), route ? loadPage(route.id, lang, slug) : loadNotFoundPage()]);
}

/** The whole route tree: the bare root and unprefixed paths redirect; everything else is /:lang/*. */
export function AppRoutes() {
  // The router renders a navigation as a transition: the old page stays on screen while the new
  // page's code and words load.
  return (
    <Routes>
      <Route path="/" element={<Navigate to={localizedPath('en', 'home')} replace />} />
      <Route path="/:lang/*" element={<LanguageGate />} />
    </Routes>
  );
}

function LanguageGate() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  if (!isLang(lang)) return <Navigate to={bareRedirectTarget(pathname, search, hash) ?? '/en'} replace />;
  // The dictionary is preloaded before hydration; a client-side language switch loads it here.
  return (
    <Suspense fallback={null}>
      <I18nProvider lang={lang}>
        <LanguageDocument lang={lang} />
      </I18nProvider>
    </Suspense>
  );
}

function LanguageDocument({ lang }: { lang: Lang }) {
  const { dir } = useI18n();

  // The prerendered HTML already carries lang and dir; this keeps them right after client navigation.
  // Written only when they change: any write restyles the whole page (rules hang off html[lang]).
  useEffect(() => {
    const html = document.documentElement;
    if (html.lang !== LANG_TAG[lang]) html.lang = LANG_TAG[lang];
    if (html.dir !== dir) html.dir = dir;
    // The page marks the document itself when it has hydrated (src/app/route-page.tsx).
    markAppHydrated();
  }, [lang, dir]);

  return (
    <DirectionProvider dir={dir}>
      <ScrollToTop />
      <Routes>
        {ROUTES.map((route) => (
          <Route
            key={route.id}
            {...(route.path === '' ? { index: true } : { path: route.path.slice(1) })}
            element={<RouteView route={route} />}
          />
        ))}
        {ROUTE_ALIASES.map((alias) => (
          <Route key={alias.from} path={alias.from.slice(1)} element={<AliasRedirect to={alias.to} />} />
        ))}
        <Route
          path="*"
          element={
            <SiteLayout>
              <NotFoundPage />
            </SiteLayout>
          }
        />
      </Routes>
    </DirectionProvider>
  );
}

/** A route in its layout; a collection entry that does not exist is a 404. */
function RouteView({ route }: { route: RouteDef }) {
  const { slug } = useParams();
  const Layout = route.layout === 'admin' ? AdminLayout : SiteLayout;
  const known = !route.entries || (slug !== undefined && route.entries.includes(slug));
  return (
    <Layout>{known ? <RoutePage route={route} slug={route.entries ? slug : undefined} /> : <NotFoundPage />}</Layout>
  );
}

function AliasRedirect({ to }: { to: RouteId }) {
  const { lang } = useI18n();
  const { search, hash } = useLocation();
  return <Navigate to={`${localizedPath(lang, to)}${search}${hash}`} replace />;
}
