import { COMPANY } from '@/config/company';
import en from '@/pages/about/copy.en';
import he from '@/pages/about/copy.he';
import pt from '@/pages/about/copy.pt';
import homeEn from '@/pages/home/copy.en';
import { buildHomeStructuredData } from '@/features/home/home-structured-data';
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import { buildAboutStructuredData } from './structured-data';
import type { AboutCopy } from './copy.en';

/** The blocks as a crawler reads them: serialized for the page, then parsed back. */
const parsed = (lang: 'en' | 'he' | 'pt', copy: AboutCopy) =>
  buildAboutStructuredData(lang, copy).map((block) => JSON.parse(serializeJsonLd(block)) as JsonLd);

describe.each([
  ['en', en],
  ['he', he],
  ['pt', pt],
] as const)('about structured data (%s)', (lang, copy) => {
  const blocks = parsed(lang, copy);

  it('emits the business and the page that describes it', () => {
    expect(blocks.map((block) => block['@type'])).toEqual(['LocalBusiness', 'AboutPage']);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  });

  it('describes the business with its facts and the page language description', () => {
    const [business] = blocks;
    expect(business).toMatchObject({
      name: COMPANY.brandName,
      legalName: COMPANY.legalName,
      description: copy.structuredData.businessDescription,
      url: absoluteUrl(`/${lang}`),
      email: COMPANY.email,
      telephone: COMPANY.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' },
      knowsLanguage: ['English', 'Hebrew', 'Portuguese'],
      sameAs: [COMPANY.instagramUrl],
    });
    expect(business!.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '18:00' });
  });

  it('points the AboutPage at the business by its @id, in the page language', () => {
    const [business, aboutPage] = blocks;
    expect(aboutPage).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      url: absoluteUrl(`/${lang}/about`),
      name: copy.hero.title,
      description: copy.meta.description,
      // Portugal's Portuguese by its BCP 47 tag.
      inLanguage: lang === 'pt' ? 'pt-PT' : lang,
      about: { '@id': business!['@id'] },
      mainEntity: { '@id': business!['@id'] },
    });
  });
});

describe('one business across pages', () => {
  it('has the same @id and facts on the about page as on the home page; only the description differs', () => {
    const home = buildHomeStructuredData('en', homeEn).find((block) => block['@type'] === 'LocalBusiness')!;
    const about = buildAboutStructuredData('en', en)[0]!;
    expect(about['@id']).toBe(home['@id']);
    expect({ ...about, description: null }).toEqual({ ...home, description: null });
  });
});
