// JSON-LD for the home page: LocalBusiness, Service, Organization and FAQPage. Pure functions of the
// language and its content module (no React, no clock), so the prerendered HTML and the hydrated page
// hold the same text, and tests can parse the result.
import { type Lang } from '@/lib/i18n/lang';
import { localizedPath } from '@/lib/routing/routes';
import { COMPANY, SITE_URL } from '@/config/company';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import { buildFaqPage, type JsonLd } from '@/lib/seo/json-ld';
import type { HomeContent } from './home-content';

const ORGANIZATION_ID = `${SITE_URL}/#organization`;
const LOCAL_BUSINESS_ID = `${SITE_URL}/#localbusiness`;

const SERVED_CITIES = ['Lisbon', 'Cascais', 'Porto'] as const;

const portugal = { '@type': 'Country', name: 'Portugal' } as const;

function postalAddress() {
  return { '@type': 'PostalAddress', addressLocality: COMPANY.city, addressCountry: COMPANY.countryCode };
}

export function buildLocalBusiness(lang: Lang, content: HomeContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': LOCAL_BUSINESS_ID,
    name: COMPANY.brandName,
    legalName: COMPANY.legalName,
    description: content.structuredData.businessDescription,
    url: absoluteUrl(localizedPath(lang, 'home')),
    image: absoluteUrl('/og-image.png'),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: postalAddress(),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: COMPANY.openingHours.opens,
      closes: COMPANY.openingHours.closes,
    },
    areaServed: [...SERVED_CITIES.map((name) => ({ '@type': 'City', name })), portugal],
    knowsLanguage: [...COMPANY.languages],
    sameAs: [COMPANY.instagramUrl],
  };
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
    inLanguage: lang,
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

export function buildOrganization(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: COMPANY.brandName,
    legalName: COMPANY.legalName,
    url: SITE_URL,
    logo: absoluteUrl('/og-image.png'),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: postalAddress(),
    sameAs: [COMPANY.instagramUrl],
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
