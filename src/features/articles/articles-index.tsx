import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ARTICLE_CATEGORIES, ARTICLES } from '@/lib/content/articles';
import { fill } from '@/lib/i18n/dictionary';
import { ArticleCard, type ArticleCardData } from './article-card';
import { filterArticles, type CategoryFilter } from './article-filter';
import type { ArticlesFeatureCopy } from './copy.en';

const CHIPS: readonly CategoryFilter[] = ['all', ...ARTICLE_CATEGORIES];

export interface ArticlesIndexLabels {
  searchLabel: string;
  searchPlaceholder: string;
  categoriesLabel: string;
  featuredLabel: string;
  resultsTitle: string;
  moreTitle: string;
  count: { one: string; other: string };
  emptyTitle: string;
  emptyText: string;
  clearFilters: string;
}

/**
 * The articles index (docs/product-rules.md, "Pages"): a labelled search box and category chips that filter
 * live, the featured article (always the first of the full list, shown while it matches) and the grid
 * of the other matches with their count, or an empty state.
 */
export function ArticlesIndex({ labels, copy }: { labels: ArticlesIndexLabels; copy: ArticlesFeatureCopy }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const cards = useMemo<ArticleCardData[]>(
    () => ARTICLES.map((article) => ({ ...article, ...copy.cards[article.slug] })),
    [copy],
  );
  const { featured, grid, count } = filterArticles(cards, { query, category });
  const countText = count === 1 ? labels.count.one : fill(labels.count.other, { n: count });
  const searchId = `${id}-search`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <div role="search" className="flex flex-col gap-5">
        <div className="max-w-xl">
          <label htmlFor={searchId} className="mb-2 block font-semibold text-slate-900">
            {labels.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={labels.searchPlaceholder}
              autoComplete="off"
              className="h-12 w-full rounded-lg border border-slate-400 bg-white ps-11 pe-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
            />
          </div>
        </div>
        <div role="group" aria-label={labels.categoriesLabel} className="flex flex-wrap gap-2">
          {CHIPS.map((chip) => {
            const pressed = chip === category;
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={pressed}
                onClick={() => setCategory(chip)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800',
                )}
              >
                {copy.categories[chip]}
              </button>
            );
          })}
        </div>
        <p role="status" data-testid="article-count" className="font-medium text-slate-700">
          {countText}
        </p>
      </div>

      {featured && (
        <section aria-labelledby={`${id}-featured`} className="mt-10">
          <h2 id={`${id}-featured`} className="mb-4 text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {labels.featuredLabel}
          </h2>
          <ArticleCard card={featured} copy={copy} featured />
        </section>
      )}

      {count === 0 && (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{labels.emptyTitle}</h2>
          <p className="mt-2 text-slate-700">{labels.emptyText}</p>
          <Button
            variant="primary"
            className="mt-5"
            onClick={() => {
              setQuery('');
              setCategory('all');
            }}
          >
            {labels.clearFilters}
          </Button>
        </div>
      )}

      {grid.length > 0 && (
        <section aria-labelledby={`${id}-results`} className="mt-12">
          <h2 id={`${id}-results`} className="text-2xl font-bold text-slate-900">
            {featured ? labels.moreTitle : labels.resultsTitle}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {grid.map((card) => (
              <li key={card.slug}>
                <ArticleCard card={card} copy={copy} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
