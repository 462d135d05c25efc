// The article collection: one entry per article, served by the one route /{lang}/articles/:slug.
// Language-neutral facts only; each article's words live in src/pages/article/entries/<slug>.<lang>.ts
// and its card (title, excerpt, author) in src/features/articles/copy.<lang>.ts.
// The order is the index's order: the first article is the featured one.

export const ARTICLE_CATEGORIES = ['relocation', 'investment', 'property-management', 'lifestyle', 'culture'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Who wrote an article: one of the company's teams (named in each language's copy). */
export type ArticleAuthor = 'investment-team' | 'management-team' | 'relocation-team';

export interface ArticleEntry {
  slug: string;
  category: ArticleCategory;
  author: ArticleAuthor;
  /** ISO date of publication. */
  published: string;
  /** ISO date on which the article's facts were last checked against their sources. */
  lastReviewed: string;
  readMinutes: number;
}

export const ARTICLES = [
  {
    slug: 'portugal-tax-reforms-2025',
    category: 'investment',
    author: 'investment-team',
    published: '2025-02-10',
    lastReviewed: '2026-11-16',
    readMinutes: 8,
  },
  {
    slug: 'relocating-to-portugal',
    category: 'relocation',
    author: 'relocation-team',
    published: '2025-01-27',
    lastReviewed: '2026-11-16',
    readMinutes: 6,
  },
  {
    slug: 'settling-in-portugal',
    category: 'lifestyle',
    author: 'relocation-team',
    published: '2025-01-13',
    lastReviewed: '2026-11-09',
    readMinutes: 5,
  },
  {
    slug: 'real-estate-investment',
    category: 'investment',
    author: 'investment-team',
    published: '2024-12-09',
    lastReviewed: '2026-11-09',
    readMinutes: 7,
  },
  {
    slug: 'property-management-lisbon',
    category: 'property-management',
    author: 'management-team',
    published: '2024-11-18',
    lastReviewed: '2026-11-02',
    readMinutes: 6,
  },
] as const satisfies readonly ArticleEntry[];

export type ArticleSlug = (typeof ARTICLES)[number]['slug'];

export const ARTICLE_SLUGS: readonly ArticleSlug[] = ARTICLES.map((article) => article.slug);

export function articleBySlug(slug: string | undefined): ArticleEntry | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
