import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminFbListingsCopy } from './copy.en';

// The manager (react-hook-form, zod, the list) loads only once an admin has signed in.
const ListingsManager = lazy(() =>
  import('@/features/listings-admin/listings-manager').then((module) => ({ default: module.ListingsManager })),
);

/** Admin listings manager (docs/product-rules.md and docs/decisions.md, "Staff tools"): staff sign-in, then the tool. */
export default function AdminFbListingsPage({ copy }: PageProps<AdminFbListingsCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.manager.loading} />}>
            <QueryProvider>
              <ListingsManager copy={copy.manager} />
            </QueryProvider>
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
