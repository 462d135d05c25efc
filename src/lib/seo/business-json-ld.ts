// The business as schema.org describes it: one LocalBusiness and one Organization, each with a
// stable @id, built from the company facts (src/config/company.ts). Every page that speaks about the
// business (home, about) emits these same blocks, so search engines see one entity. Pure: no React.
import { COMPANY, SITE_URL } from '../../config/company';
import type { Lang } from '../i18n/lang';
import { localizedPath } from '../routing/routes';
import type { JsonLd } from './json-ld';
import { absoluteUrl } from './seo-urls';

export const ORGANIZATION_ID = `${SITE_URL}/#organization`;
export const LOCAL_BUSINESS_ID = `${SITE_URL}/#localbusiness`;

const SERVED_CITIES = ['Lisbon', 'Cascais', 'Porto'] as const;

export const PORTUGAL = { '@type': 'Country', name: 'Portugal' } as const;

function postalAddress() {
  return { '@type': 'PostalAddress', addressLocality: COMPANY.city, addressCountry: COMPANY.countryCode };
}

/** The LocalBusiness block; `description` is in the page's language. */
export function buildLocalBusiness(lang: Lang, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': LOCAL_BUSINESS_ID,
    name: COMPANY.brandName,
    legalName: COMPANY.legalName,
    description,
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
    areaServed: [...SERVED_CITIES.map((name) => ({ '@type': 'City', name })), PORTUGAL],
    knowsLanguage: [...COMPANY.languages],
    sameAs: [COMPANY.instagramUrl],
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
