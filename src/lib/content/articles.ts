// The article collection: one entry per article, served by the one route /{lang}/articles/:slug.
// Language-neutral facts only; each article's words live in src/pages/article/entries/<slug>.<lang>.ts.

export type ArticleCategory = 'relocation' | 'investment' | 'property-management' | 'lifestyle' | 'culture';

export interface ArticleEntry {
  slug: string;
  category: ArticleCategory;
  /** ISO date of publication. */
  published: string;
  readMinutes: number;
}

export const ARTICLES = [
  { slug: 'real-estate-investment', category: 'investment', published: '2025-03-10', readMinutes: 7 },
  { slug: 'property-management-lisbon', category: 'property-management', published: '2025-02-03', readMinutes: 6 },
  { slug: 'portugal-tax-reforms-2025', category: 'investment', published: '2025-01-20', readMinutes: 8 },
] as const satisfies readonly ArticleEntry[];

export type ArticleSlug = (typeof ARTICLES)[number]['slug'];

export const ARTICLE_SLUGS: readonly ArticleSlug[] = ARTICLES.map((article) => article.slug);
