// The investment page's structured data (docs/product-rules.md, "Pages"; docs/decisions.md, "Search engines and sharing"): an OfferCatalog of three
// offers (residential, commercial and tourism property investment) with their starting prices.
// Pure: no React, no clock.
import { COMPANY, SITE_URL } from '@/config/company';
import { INVESTMENT_MINIMUMS } from '@/lib/content/business-figures';
import type { Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import type { JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';

export interface InvestmentOffersText {
  catalogName: string;
  residential: string;
  commercial: string;
  tourism: string;
}

const OFFERS = ['residential', 'commercial', 'tourism'] as const;

export function buildInvestmentOffers(lang: Lang, text: InvestmentOffersText): JsonLd {
  const url = absoluteUrl(localizedPath(lang, 'investment'));
  const seller = {
    '@type': 'Organization',
    '@id': `${SITE_URL}/#organization`,
    name: COMPANY.brandName,
    url: SITE_URL,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: text.catalogName,
    url,
    itemListElement: OFFERS.map((id) => ({
      '@type': 'Offer',
      name: text[id],
      url,
      price: INVESTMENT_MINIMUMS[id],
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: INVESTMENT_MINIMUMS[id],
        priceCurrency: 'EUR',
      },
      availability: 'https://schema.org/InStock',
      areaServed: { '@type': 'Country', name: 'Portugal' },
      itemOffered: { '@type': 'Service', name: text[id], provider: seller },
      offeredBy: seller,
    })),
  };
}
