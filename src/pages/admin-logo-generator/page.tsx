import { lazy, Suspense } from 'react';
import { AdminBar } from '@/components/layout/admin-bar';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { AdminGate } from '@/features/admin-auth/admin-gate';
import type { PageProps } from '@/lib/routing/page-copy';
import type { AdminLogoGeneratorCopy } from './copy.en';

// The generator loads only once an admin has signed in.
const LogoGenerator = lazy(() =>
  import('@/features/logo-generator/logo-generator').then((module) => ({ default: module.LogoGenerator })),
);

/** Logo generator, labelled 'Admin Tool - Not Public' (docs/product-rules.md and docs/decisions.md, "Staff tools"). */
export default function AdminLogoGeneratorPage({ copy }: PageProps<AdminLogoGeneratorCopy>) {
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
        <AdminGate copy={copy.auth}>
          <Suspense fallback={<LoadingSpinner label={copy.loading} />}>
            <LogoGenerator copy={copy.generator} />
          </Suspense>
        </AdminGate>
      </div>
    </>
  );
}
