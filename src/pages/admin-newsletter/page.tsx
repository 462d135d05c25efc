import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminNewsletterCopy } from './copy.en';

// The editor and its preview load only once an admin has signed in.
const NewsletterManager = lazy(() =>
  import('@/features/newsletter-admin/newsletter-manager').then((module) => ({ default: module.NewsletterManager })),
);

/** The weekly newsletter (docs/newsletter.md): staff sign-in, then write, test and send an issue. */
export default function AdminNewsletterPage({ copy }: PageProps<AdminNewsletterCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.manager.loading} />}>
            <QueryProvider>
              <NewsletterManager copy={copy.manager} />
            </QueryProvider>
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
