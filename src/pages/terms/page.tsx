import { RouteHero } from '@/components/layout/route-hero';
import { LegalDocument } from '@/components/sections/legal-document';
import type { PageProps } from '@/lib/routing/page-copy';
import type { TermsCopy } from './copy.en';

/** Terms of use (docs/product-rules.md, "Pages"): seven sections plus the agreement section. */
export default function TermsPage({ copy }: PageProps<TermsCopy>) {
  return (
    <>
      <RouteHero />
      <LegalDocument copy={copy.document} />
    </>
  );
}
