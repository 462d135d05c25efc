import { describe, expect, it } from 'vitest';
import { prerenderTargets, type RouteId } from '@/lib/routing/routes';
import { builtPage } from './built-site';

/** The schema.org types docs/decisions.md ("Search engines and sharing") asks of each page. */
const REQUIRED_TYPES: Partial<Record<RouteId, string[]>> = {
  home: ['LocalBusiness', 'Service', 'Organization', 'FAQPage'],
  rentalAgreement: ['FAQPage'],
  about: ['LocalBusiness'],
  investment: ['OfferCatalog'],
  article: ['Article', 'BreadcrumbList'],
};

/** Types the site may emit at all: a typo or an invented type fails here. */
const KNOWN_TYPES = new Set([
  'AboutPage',
  'Answer',
  'Article',
  'BreadcrumbList',
  'ContactPoint',
  'FAQPage',
  'GeoCoordinates',
  'ImageObject',
  'ItemList',
  'ListItem',
  'LocalBusiness',
  'Offer',
  'OfferCatalog',
  'OpeningHoursSpecification',
  'Organization',
  'Person',
  'Place',
  'PostalAddress',
  'Question',
  'RealEstateAgent',
  'Service',
  'WebPage',
  'WebSite',
  'Country',
  'City',
  'AdministrativeArea',
  'PriceSpecification',
  'UnitPriceSpecification',
  'QuantitativeValue',
]);

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

/** Every @type in a JSON-LD value, nested ones included. */
function typesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesIn);
  if (value === null || typeof value !== 'object') return [];
  const own = (value as Record<string, unknown>)['@type'];
  const ownTypes = own === undefined ? [] : Array.isArray(own) ? own.map(String) : [String(own)];
  return [...ownTypes, ...Object.values(value).flatMap(typesIn)];
}

describe.each(prerenderTargets().filter(({ route }) => route.prerender === 'content'))('$url', ({ url, route }) => {
  const blocks = jsonLdBlocks(builtPage(url));

  it('has JSON-LD blocks that parse, name schema.org and use known types only', () => {
    for (const block of blocks) {
      expect(block).toMatchObject({ '@context': expect.stringMatching(/^https:\/\/schema\.org\/?$/) });
    }
    const unknown = typesIn(blocks).filter((type) => !KNOWN_TYPES.has(type));
    expect(unknown).toEqual([]);
  });

  it('has the types its page must describe', () => {
    const required = REQUIRED_TYPES[route.id] ?? [];
    const topLevel = blocks.flatMap((block) => typesIn([block]).slice(0, 1));
    for (const type of required) expect(topLevel, `${url} lacks ${type}`).toContain(type);
  });
});
