import articlesEn from '@/features/articles/copy.en';
import type { PageCopy } from '@/lib/routing/page-copy';

const copy = {
  meta: {
    title: 'Articles on moving to, living in and investing in Portugal',
    description:
      "Guides on relocating to Portugal, settling in, real-estate investment, property management in Lisbon and Portugal's 2025 tax reforms, each reviewed against its sources.",
  },
  hero: {
    title: 'Articles and guides',
    subtitle:
      'Practical reading on relocation, investment, property management and everyday life in Portugal, written by our team and reviewed when the rules change.',
  },
  index: {
    searchLabel: 'Search the articles',
    searchPlaceholder: 'For example: tax, visa, Lisbon',
    categoriesLabel: 'Filter by category',
    featuredLabel: 'Featured article',
    resultsTitle: 'Matching articles',
    moreTitle: 'More articles',
    count: { one: '1 article', other: '{n} articles' },
    emptyTitle: 'No articles match your search',
    emptyText: 'Try another word, or choose a different category.',
    clearFilters: 'Show all articles',
  },
  articles: articlesEn,
};

export default copy satisfies PageCopy;
export type ArticlesPageCopy = typeof copy;
