import { DirectionProvider } from '@radix-ui/react-direction';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, type Location } from 'react-router-dom';
import { I18nProvider, useI18n } from '@/lib/i18n/i18n-context';
import { markAppHydrated } from '@/lib/async/app-ready';
import { afterHydrationTurns } from '@/lib/async/hydration-turns';
import { isLang, type Lang } from '@/lib/i18n/lang';
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

/**
 * The location the routes render: the address bar's, once the page it names has loaded. React keeps
 * the old page on screen while the router's transition loads the new one; Preact, which renders the
 * built site, has no transitions and would show the loading state instead (switching language,
 * nothing at all) until the new page's code and words arrive. Waiting here keeps the old page.
 */
function useLoadedLocation(): Location {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    if (location.pathname === shown.pathname) return;
    let current = true;
    void preloadPath(location.pathname).finally(() => {
      if (current) setShown(location);
    });
    return () => {
      current = false;
    };
  }, [location, shown.pathname]);
  // The same page with another query or hash is shown at once.
  return location.pathname === shown.pathname ? location : shown;
}

/** The whole route tree: the bare root and unprefixed paths redirect; everything else is /:lang/*. */
export function AppRoutes() {
  const location = useLoadedLocation();
  return (
    <Routes location={location}>
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
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
    // The chrome's parts hydrate in turns (src/lib/async/hydration-turns.tsx); the page marks the
    // document itself when it has hydrated.
    afterHydrationTurns(markAppHydrated);
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
