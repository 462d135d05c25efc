import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminOwnersCopy } from './copy.en';

/** The owners' accounts (docs/owner-accounts.md): staff sign-in, then the tool. */
export default function AdminOwnersPage({ copy }: PageProps<AdminOwnersCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <LoadingSpinner label={copy.owners.loading} />
        </AdminGate>
      </div>
    </>
  );
}
