// JSON-LD for the about page: the business itself (the same LocalBusiness block, with the same @id,
// as the home page emits, from the shared builder) and the AboutPage that describes it. Pure: no
// React, no clock, so the prerendered HTML and the hydrated page hold the same text.
import { LANG_TAG, type Lang } from '@/lib/i18n/lang';
import { buildLocalBusiness, LOCAL_BUSINESS_ID } from '@/lib/seo/business-json-ld';
import type { JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import { localizedPath } from '@/lib/routing/routes';
import type { AboutCopy } from './copy.en';

export function buildAboutStructuredData(lang: Lang, copy: AboutCopy): JsonLd[] {
  const business = { '@id': LOCAL_BUSINESS_ID };
  return [
    buildLocalBusiness(lang, copy.structuredData.businessDescription),
    {
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: absoluteUrl(localizedPath(lang, 'about')),
      name: copy.hero.title,
      description: copy.meta.description,
      inLanguage: LANG_TAG[lang],
      about: business,
      mainEntity: business,
    },
  ];
}
