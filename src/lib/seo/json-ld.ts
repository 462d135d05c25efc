// Structured data (schema.org JSON-LD) shared by every page: the serializer for inline scripts and
// the builders of the generic blocks (FAQPage, BreadcrumbList). Pure: no React, no clock.
import type { Lang } from '../i18n/lang';

export type JsonLd = Record<string, unknown>;

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * JSON for an inline <script type="application/ld+json">: '<' is escaped so no text can close the
 * script element early; the escaped form parses back to the same string.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function buildFaqPage(url: string, lang: Lang, items: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A trail of named absolute URLs, home first. */
export function buildBreadcrumbList(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
