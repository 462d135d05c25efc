// JSON-LD for the home page: LocalBusiness, Service, Organization and FAQPage (the business blocks
// come from src/lib/seo/business-json-ld.ts, which the about page shares). Pure functions of the
// language and its content module (no React, no clock), so the prerendered HTML and the hydrated page
// hold the same text, and tests can parse the result.
import { LANG_TAG, type Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import { COMPANY, SITE_URL } from '@/config/company';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import {
  buildLocalBusiness as buildBusiness,
  buildOrganization,
  LOCAL_BUSINESS_ID,
  PORTUGAL as portugal,
} from '@/lib/seo/business-json-ld';
import { buildFaqPage, type JsonLd } from '@/lib/seo/json-ld';
import type { HomeContent } from './home-content';

/** The home page's LocalBusiness block: the shared business facts with the home page's description. */
export function buildLocalBusiness(lang: Lang, content: HomeContent): JsonLd {
  return buildBusiness(lang, content.structuredData.businessDescription);
}

export function buildService(lang: Lang, content: HomeContent): JsonLd {
  const text = content.structuredData;
  const offer = (name: string, path: string) => ({
    '@type': 'Offer',
    itemOffered: { '@type': 'Service', name, url: absoluteUrl(path), areaServed: portugal },
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: text.serviceName,
    serviceType: [text.propertyManagement, text.investmentAdvisory],
    description: text.serviceDescription,
    url: absoluteUrl(localizedPath(lang, 'home')),
    inLanguage: LANG_TAG[lang],
    provider: { '@type': 'LocalBusiness', '@id': LOCAL_BUSINESS_ID, name: COMPANY.brandName, url: SITE_URL },
    areaServed: portugal,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: text.catalogName,
      itemListElement: [
        offer(text.propertyManagement, localizedPath(lang, 'propertyManagement')),
        offer(text.investmentAdvisory, localizedPath(lang, 'investment')),
      ],
    },
  };
}

/** The four blocks in the order the page renders them. */
export function buildHomeStructuredData(lang: Lang, content: HomeContent): JsonLd[] {
  return [
    buildLocalBusiness(lang, content),
    buildService(lang, content),
    buildOrganization(),
    buildFaqPage(absoluteUrl(localizedPath(lang, 'home')), lang, content.faq.items),
  ];
}
