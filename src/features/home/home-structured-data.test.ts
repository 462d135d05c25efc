import { COMPANY } from '@/config/company';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';
import en from '@/pages/home/copy.en';
import he from '@/pages/home/copy.he';
import type { HomeContent } from './home-content';
import { buildHomeStructuredData } from './home-structured-data';

/** The blocks as a crawler reads them: serialized for the page, then parsed back. */
const parsed = (lang: 'en' | 'he', content: HomeContent) =>
  buildHomeStructuredData(lang, content).map((block) => JSON.parse(serializeJsonLd(block)) as JsonLd);

interface ServiceLd {
  provider: unknown;
  areaServed: unknown;
  hasOfferCatalog: { itemListElement: { itemOffered: { name: string; url: string } }[] };
}

interface FaqPageLd {
  inLanguage: string;
  mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
}

function byType<T = JsonLd>(blocks: JsonLd[], type: string): T {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found).toHaveLength(1);
  return found[0] as T;
}

describe.each([
  ['en', en],
  ['he', he],
] as const)('home structured data (%s)', (lang, content) => {
  const blocks = parsed(lang, content);

  it('has the four schema.org blocks in order', () => {
    expect(blocks.map((block) => block['@type'])).toEqual(['LocalBusiness', 'Service', 'Organization', 'FAQPage']);
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  });

  it('describes the local business with contact details, hours and languages', () => {
    const business = byType(blocks, 'LocalBusiness');
    expect(business.name).toBe(COMPANY.brandName);
    expect(business.url).toBe(absoluteUrl(`/${lang}`));
    expect(business.email).toBe(COMPANY.email);
    expect(business.telephone).toBe(COMPANY.phone);
    expect(business.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'PT' });
    expect(business.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
    expect(business.knowsLanguage).toEqual(['English', 'Hebrew', 'Portuguese']);
    expect(business.areaServed).toContainEqual({ '@type': 'Country', name: 'Portugal' });
    expect(business.areaServed).toContainEqual({ '@type': 'City', name: 'Lisbon' });
  });

  it('offers property management and investment advisory across Portugal', () => {
    const service = byType<ServiceLd>(blocks, 'Service');
    expect(service.provider).toMatchObject({ '@type': 'LocalBusiness', name: COMPANY.brandName });
    expect(service.areaServed).toEqual({ '@type': 'Country', name: 'Portugal' });
    const offered = service.hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered);
    expect(offered).toEqual([
      expect.objectContaining({
        name: content.structuredData.propertyManagement,
        url: absoluteUrl(`/${lang}/property-management`),
      }),
      expect.objectContaining({
        name: content.structuredData.investmentAdvisory,
        url: absoluteUrl(`/${lang}/investment`),
      }),
    ]);
  });

  it('names the organization with its logo and Instagram profile', () => {
    const organization = byType(blocks, 'Organization');
    expect(organization).toMatchObject({
      name: COMPANY.brandName,
      url: expect.stringMatching(/^https?:\/\//),
      logo: absoluteUrl('/og-image.png'),
      email: COMPANY.email,
      sameAs: [COMPANY.instagramUrl],
    });
  });

  it('holds the same four questions and answers as the visible FAQ, in the page language', () => {
    const faqPage = byType<FaqPageLd>(blocks, 'FAQPage');
    expect(faqPage.inLanguage).toBe(lang);
    const pairs = faqPage.mainEntity.map((entity) => {
      expect(entity['@type']).toBe('Question');
      expect(entity.acceptedAnswer['@type']).toBe('Answer');
      return { question: entity.name, answer: entity.acceptedAnswer.text };
    });
    expect(pairs).toEqual(content.faq.items);
    expect(pairs.map((pair) => pair.question)).toEqual(content.faq.items.map((item) => item.question));
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element early', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });

  it('is deterministic', () => {
    expect(parsed('he', he)).toEqual(parsed('he', he));
    expect(buildHomeStructuredData('en', en).map(serializeJsonLd)).toEqual(
      buildHomeStructuredData('en', en).map(serializeJsonLd),
    );
  });
});
