// Structured data (schema.org JSON-LD) shared by every page: the serializer for inline scripts and
// the builders of the generic blocks (FAQPage, BreadcrumbList). Pure: no React, no clock.
import { LANG_TAG, type Lang } from '../i18n/lang';

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
    inLanguage: LANG_TAG[lang],
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

export interface ArticleJsonLdInput {
  /** Absolute URL of the article page. */
  url: string;
  lang: Lang;
  headline: string;
  description: string;
  /** ISO dates: first published, last reviewed (dateModified). */
  datePublished: string;
  dateModified: string;
  /** The author: a team of the publisher, named in the page's language. */
  authorName: string;
  publisher: { name: string; url: string; logo?: string };
  image: string;
  /** The category, as the page names it. */
  section?: string;
  wordCount?: number;
}

/** A schema.org Article for an article page; the author is an organisation (a team of the publisher). */
export function buildArticle(input: ArticleJsonLdInput): JsonLd {
  const publisher: JsonLd = { '@type': 'Organization', name: input.publisher.name, url: input.publisher.url };
  if (input.publisher.logo) publisher.logo = { '@type': 'ImageObject', url: input.publisher.logo };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    inLanguage: LANG_TAG[input.lang],
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { '@type': 'Organization', name: input.authorName, url: input.publisher.url },
    publisher,
    image: input.image,
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
  };
}
