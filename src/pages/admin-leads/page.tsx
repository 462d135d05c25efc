import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminLeadsCopy } from './copy.en';

// The inbox (TanStack Query, the tables, the exports) loads only once an admin has signed in.
const LeadInboxTool = lazy(() =>
  import('@/features/lead-inbox/lead-inbox').then((module) => ({ default: module.LeadInboxTool })),
);

/** The lead inbox and data-subject requests (docs/lead-inbox.md): staff sign-in, then the tool. */
export default function AdminLeadsPage({ copy }: PageProps<AdminLeadsCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.inbox.loading} />}>
            <QueryProvider>
              <LeadInboxTool copy={copy.inbox} />
            </QueryProvider>
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
