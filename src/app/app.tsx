import { DirectionProvider } from '@radix-ui/react-direction';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Toaster } from 'sonner';
import { PageBoundary } from '@/components/layout/error-fallbacks';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { I18nProvider, useI18n } from '@/lib/i18n/i18n-context';
import { NotFoundPage, PAGES } from './pages';
import { bareRedirectTarget, isLang, localizedPath, ROUTE_ALIASES, ROUTES, type Lang } from './route-table';
import { ScrollToTop } from './scroll-to-top';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HelmetProvider>
  );
}

/** The whole route tree: the bare root and unprefixed paths redirect; everything else is /:lang/*. */
export function AppRoutes() {
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
  return (
    <I18nProvider lang={lang}>
      <LanguageLayout lang={lang} />
    </I18nProvider>
  );
}

function LanguageLayout({ lang }: { lang: Lang }) {
  const { t, dir } = useI18n();
  const { pathname } = useLocation();

  // The prerendered HTML already carries lang and dir; this keeps them right after client navigation.
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    // Lets end-to-end tests (and anyone debugging) see that the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, [lang, dir]);

  return (
    <DirectionProvider dir={dir}>
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <PageBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <LanguageRoutes />
            </Suspense>
          </PageBoundary>
        </main>
        <SiteFooter />
      </div>
      <CookieBanner />
      <Toaster dir={dir} position="top-center" richColors closeButton />
    </DirectionProvider>
  );
}

function LanguageRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => {
        const Page = PAGES[route.id];
        return route.path === '' ? (
          <Route key={route.id} index element={<Page />} />
        ) : (
          <Route key={route.id} path={route.path.slice(1)} element={<Page />} />
        );
      })}
      {ROUTE_ALIASES.map((alias) => (
        <Route key={alias.from} path={alias.from.slice(1)} element={<AliasRedirect to={alias.to} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function AliasRedirect({ to }: { to: (typeof ROUTE_ALIASES)[number]['to'] }) {
  const { lang } = useI18n();
  const { search, hash } = useLocation();
  return <Navigate to={`${localizedPath(lang, to)}${search}${hash}`} replace />;
}

function PageLoading() {
  const { t } = useI18n();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-500">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
