// The articles index's filter (docs/product-rules.md, "Pages"): a live, case-insensitive search over
// each article's title and excerpt, combined with a category. Pure: no React, no copy of its own.
import type { ArticleCategory } from '@/lib/content/articles';

/** The category chips: every category, plus 'all'. */
export type CategoryFilter = ArticleCategory | 'all';

export interface FilterableArticle {
  category: ArticleCategory;
  title: string;
  excerpt: string;
}

export interface ArticleFilter {
  query: string;
  category: CategoryFilter;
}

export interface FilteredArticles<Article> {
  /**
   * The first article of the full list, shown as the featured article while it matches the filter
   * (it always does with no filter); null while it does not. No other article takes its place.
   */
  featured: Article | null;
  /** The other matching articles, in list order. */
  grid: Article[];
  /** How many articles match: the featured one (when shown) and the grid. */
  count: number;
}

/** Lower case, without accents, spaces collapsed: "Impôsto  IMT" matches "imposto imt". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

/** Whether one article matches the search (in its title or excerpt) and the category. */
export function matchesArticleFilter(article: FilterableArticle, { query, category }: ArticleFilter): boolean {
  if (category !== 'all' && article.category !== category) return false;
  const needle = normalizeSearchText(query);
  if (!needle) return true;
  return [article.title, article.excerpt].some((text) => normalizeSearchText(text).includes(needle));
}

/** Splits the full list into the featured article and the grid of the other matches. */
export function filterArticles<Article extends FilterableArticle>(
  articles: readonly Article[],
  filter: ArticleFilter,
): FilteredArticles<Article> {
  const [first, ...rest] = articles;
  const featured = first && matchesArticleFilter(first, filter) ? first : null;
  const grid = rest.filter((article) => matchesArticleFilter(article, filter));
  return { featured, grid, count: grid.length + (featured ? 1 : 0) };
}

/** Whether the visitor has narrowed the list (search text or a category other than 'all'). */
export function isFiltering({ query, category }: ArticleFilter): boolean {
  return category !== 'all' || normalizeSearchText(query) !== '';
}
