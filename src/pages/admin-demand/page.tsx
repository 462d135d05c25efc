import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminDemandCopy } from './copy.en';

// The counts (TanStack Query, supabase-js) load only once an admin has signed in.
const DemandTool = lazy(() => import('./demand-tool').then((module) => ({ default: module.DemandTool })));

/** What visitors' ad alerts ask for (docs/ad-alerts.md): staff sign-in, then the counts. */
export default function AdminDemandPage({ copy }: PageProps<AdminDemandCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.demand.loading} />}>
            <QueryProvider>
              <DemandTool copy={copy.demand} />
            </QueryProvider>
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
