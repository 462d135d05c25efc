import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';

function reloadPage() {
  window.location.reload();
}

/** Whole-page fallback: 'Something went wrong' with a Refresh Page button. */
export function PageErrorFallback() {
  const { ui } = useI18n();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <AlertTriangle aria-hidden className="size-12 text-accent-600" />
      <h1 className="text-2xl font-bold text-slate-900">{ui.errors.genericTitle}</h1>
      <p className="text-slate-600">{ui.errors.genericDescription}</p>
      <Button onClick={reloadPage}>{ui.errors.refreshPage}</Button>
    </div>
  );
}

function SectionErrorFallback() {
  const { ui } = useI18n();
  return (
    <div role="alert" className="mx-auto my-8 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-900">{ui.errors.sectionTitle}</h2>
      <p className="mt-2 text-red-800">{ui.errors.sectionDescription}</p>
    </div>
  );
}

function logError(error: unknown) {
  console.error(error);
}

/** Wraps one section of a page so that its failure leaves the rest of the page usable. */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={SectionErrorFallback} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}

/** Wraps a whole page; resets when the route changes (resetKey). */
export function PageBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback} onError={logError} resetKeys={[resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
