import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBoundary } from '@/components/layout/error-fallbacks';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { SiteFooter } from './site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { HomeLogoLink } from '@/components/layout/site-logo';
import { useI18n } from '@/lib/i18n/i18n-context';
import { toasterStore } from '@/lib/toast/toast';

// Shown a second after the page is ready at the soonest: its code loads as the page hydrates.
const CookieBanner = lazy(() =>
  import('@/features/cookie-consent/cookie-banner').then((module) => ({ default: module.CookieBanner })),
);

// The Toaster mounts once the first toast has loaded sonner (src/lib/toast/toast.ts).
const Toaster = lazy(() => toasterStore.load().then((module) => ({ default: module.Toaster })));

function DeferredToaster() {
  const { dir } = useI18n();
  const loaded = useSyncExternalStore(toasterStore.subscribe, toasterStore.isLoaded, () => false);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} position="top-center" richColors closeButton />
    </Suspense>
  );
}

function SkipLink() {
  const { ui } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-900 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {ui.common.skipToContent}
    </a>
  );
}

export function PageLoading() {
  const { ui } = useI18n();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-slate-500">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden />
      <span className="sr-only">{ui.common.loading}</span>
    </div>
  );
}

/** The page's own content: an error boundary and a loading state that leave the chrome in place. */
function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <PageBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </PageBoundary>
    </main>
  );
}

/** The public site: header, footer with the newsletter, cookie banner and toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <MainContent>{children}</MainContent>
        <SiteFooter />
      </div>
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
      <DeferredToaster />
    </>
  );
}

/** The staff tools: a bare bar with the logo and language toggle, none of the marketing chrome. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <div className="flex min-h-screen flex-col bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
            <HomeLogoLink markClassName="size-8" className="text-base" />
            <LanguageToggle />
          </div>
        </header>
        <MainContent>{children}</MainContent>
      </div>
      <DeferredToaster />
    </>
  );
}
