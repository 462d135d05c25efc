import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RouteHero } from '@/components/layout/route-hero';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { loadOwnerPortal } from '@/features/owner-portal/portal-loader';
import { useLoaded } from '@/lib/async/use-loaded';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import type { PageProps } from '@/lib/routing/page-copy';
import type { OwnerCopy } from './copy.en';

/**
 * The owner's page (docs/owner-accounts.md). Prerendered without a session, so the server and the
 * hydrating render both show the hero and "checking your sign-in"; after hydration the page loads
 * the account's code and words (supabase-js, TanStack Query and the chart come behind them, never
 * before the page is ready) and shows the sign-in form, a refusal or the owner's account.
 */
export default function OwnerPage({ copy }: PageProps<OwnerCopy>) {
  const hydrated = useHydrated();
  const { lang } = useI18n();
  const checking = <LoadingSpinner label={copy.checking} />;
  return (
    <>
      <RouteHero />
      {/* As tall as the sign-in card at a phone's width, so the footer does not move when it replaces the spinner. */}
      <div className={cn(PAGE_CONTAINER, 'min-h-112 py-10 print:min-h-0 print:py-2')}>
        {hydrated ? (
          <ErrorBoundary
            fallbackRender={({ resetErrorBoundary }) => (
              <div
                role="alert"
                className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6"
              >
                <h2 className="text-xl font-bold text-slate-900">{copy.loadFailedTitle}</h2>
                <p className="text-slate-700">{copy.loadFailedText}</p>
                <Button onClick={resetErrorBoundary}>{copy.retry}</Button>
              </div>
            )}
          >
            <Suspense fallback={checking}>
              <Portal lang={lang} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          checking
        )}
      </div>
    </>
  );
}

/** The account's code and words, loaded once per language (a failed load is retried by the boundary). */
function Portal({ lang }: { lang: Lang }) {
  const { OwnerPortal, copy, yearCopy } = useLoaded(loadOwnerPortal(lang));
  return <OwnerPortal copy={copy} yearCopy={yearCopy} />;
}
