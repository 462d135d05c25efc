import type { PageProps } from '@/lib/routing/page-copy';
import type { OwnerCopy } from './copy.en';

/** The owner's page (docs/owner-accounts.md). */
export default function OwnerPage({ copy }: PageProps<OwnerCopy>) {
  return <section className="mx-auto max-w-4xl px-4 py-10">{copy.hero.subtitle}</section>;
}
