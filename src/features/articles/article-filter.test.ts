import { filterArticles, isFiltering, matchesArticleFilter, normalizeSearchText } from './article-filter';
import type { FilterableArticle } from './article-filter';

type Card = FilterableArticle & { slug: string };

const CARDS: Card[] = [
  { slug: 'tax', category: 'investment', title: 'Tax reforms of 2025', excerpt: 'IRS Jovem, IFICI and IMT' },
  { slug: 'move', category: 'relocation', title: 'Relocating to Portugal', excerpt: 'Visas and the NIF' },
  { slug: 'settle', category: 'lifestyle', title: 'Settling in', excerpt: 'Schools, health care and taxes' },
  { slug: 'invest', category: 'investment', title: 'Real-estate investment', excerpt: 'Search and due diligence' },
  { slug: 'manage', category: 'property-management', title: 'Managing in Lisbon', excerpt: 'Tenants and repairs' },
];

const slugs = (cards: readonly Card[]) => cards.map((card) => card.slug);

describe('filterArticles', () => {
  it('features the first article and lists the other four without a filter', () => {
    const result = filterArticles(CARDS, { query: '', category: 'all' });
    expect(result.featured?.slug).toBe('tax');
    expect(slugs(result.grid)).toEqual(['move', 'settle', 'invest', 'manage']);
    expect(result.count).toBe(5);
  });

  it('searches the title case-insensitively', () => {
    const result = filterArticles(CARDS, { query: 'LISBON', category: 'all' });
    expect(result.featured).toBeNull();
    expect(slugs(result.grid)).toEqual(['manage']);
    expect(result.count).toBe(1);
  });

  it('searches the excerpt too', () => {
    const result = filterArticles(CARDS, { query: 'due diligence', category: 'all' });
    expect(slugs(result.grid)).toEqual(['invest']);
    expect(result.count).toBe(1);
  });

  it('finds a word in the title of one article and the excerpt of another', () => {
    const result = filterArticles(CARDS, { query: 'tax', category: 'all' });
    expect(result.featured?.slug).toBe('tax');
    expect(slugs(result.grid)).toEqual(['settle']);
    expect(result.count).toBe(2);
  });

  it('does not match across the border between title and excerpt', () => {
    expect(filterArticles(CARDS, { query: 'in schools', category: 'all' }).count).toBe(0);
  });

  it('combines the search with the category', () => {
    const investment = filterArticles(CARDS, { query: '', category: 'investment' });
    expect(investment.featured?.slug).toBe('tax');
    expect(slugs(investment.grid)).toEqual(['invest']);
    expect(investment.count).toBe(2);

    const both = filterArticles(CARDS, { query: 'tax', category: 'lifestyle' });
    expect(both.featured).toBeNull();
    expect(slugs(both.grid)).toEqual(['settle']);
    expect(both.count).toBe(1);
  });

  it('never promotes another article to featured: the featured one is always the first of the full list', () => {
    const relocation = filterArticles(CARDS, { query: '', category: 'relocation' });
    expect(relocation.featured).toBeNull();
    expect(slugs(relocation.grid)).toEqual(['move']);
    // With the filter cleared again, the first article is back in its place.
    expect(filterArticles(CARDS, { query: ' ', category: 'all' }).featured?.slug).toBe('tax');
  });

  it('finds nothing for a category without articles or an unknown word', () => {
    expect(filterArticles(CARDS, { query: '', category: 'culture' })).toEqual({ featured: null, grid: [], count: 0 });
    expect(filterArticles(CARDS, { query: 'zzz', category: 'all' }).count).toBe(0);
  });

  it('handles an empty list', () => {
    expect(filterArticles([], { query: 'x', category: 'all' })).toEqual({ featured: null, grid: [], count: 0 });
  });
});

describe('search text', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Finanças   PORTUGAL ')).toBe('financas portugal');
    expect(matchesArticleFilter(CARDS[1]!, { query: 'portugal', category: 'all' })).toBe(true);
    expect(matchesArticleFilter(CARDS[1]!, { query: 'relocating  to', category: 'all' })).toBe(true);
  });

  it('matches Hebrew text', () => {
    const card: FilterableArticle = { category: 'culture', title: 'מיסים בפורטוגל', excerpt: 'מה השתנה' };
    expect(matchesArticleFilter(card, { query: 'פורטוגל', category: 'all' })).toBe(true);
    expect(matchesArticleFilter(card, { query: 'ליסבון', category: 'all' })).toBe(false);
  });

  it('tells whether the visitor is filtering', () => {
    expect(isFiltering({ query: '  ', category: 'all' })).toBe(false);
    expect(isFiltering({ query: 'tax', category: 'all' })).toBe(true);
    expect(isFiltering({ query: '', category: 'culture' })).toBe(true);
  });
});
