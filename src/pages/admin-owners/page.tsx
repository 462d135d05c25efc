import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminOwnersCopy } from './copy.en';

// The tool (TanStack Query, the forms, supabase-js) loads only once an admin has signed in.
const OwnersAdminTool = lazy(() =>
  import('@/features/owners-admin/owners-admin').then((module) => ({ default: module.OwnersAdminTool })),
);

/** The owners' accounts (docs/owner-accounts.md): staff sign-in, then the tool. */
export default function AdminOwnersPage({ copy }: PageProps<AdminOwnersCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.owners.loading} />}>
            <QueryProvider>
              <OwnersAdminTool copy={copy.owners} />
            </QueryProvider>
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
