import { RouteHero } from '@/components/layout/route-hero';
import { AdsBrowser } from '@/features/listings/ads-browser';
import { QueryProvider } from '@/lib/query/query-provider';
import type { PageProps } from '@/lib/routing/page-copy';
import type { RealEstateAdsCopy } from './copy.en';

/**
 * Real-estate ads (docs/product-rules.md, "Ads (listings)"): hero, filter panel, the filtered listings with infinite scroll,
 * a detail dialog per listing and the legal line. Filtering and paging happen in the database.
 */
export default function RealEstateAdsPage({ copy }: PageProps<RealEstateAdsCopy>) {
  return (
    <>
      <RouteHero />
      <QueryProvider>
        <AdsBrowser copy={copy.ads} />
      </QueryProvider>
    </>
  );
}
