import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { ARTICLES } from '@/lib/content/articles';
import { ArticleCard } from './article-card';
import type { ArticlesFeatureCopy } from './copy.en';

/** The other articles of the collection, as cards linking to them in the page's language. */
export function RelatedArticles({ currentSlug, copy }: { currentSlug: string; copy: ArticlesFeatureCopy }) {
  const others = ARTICLES.filter((article) => article.slug !== currentSlug);
  return (
    <section aria-labelledby="related-articles-title" className="border-t border-slate-100 bg-slate-50 py-14">
      <div className={PAGE_CONTAINER}>
        <h2 id="related-articles-title" className="text-2xl font-bold text-slate-900">
          {copy.labels.moreArticles}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {others.map((article) => (
            <li key={article.slug}>
              <ArticleCard card={{ ...article, ...copy.cards[article.slug] }} copy={copy} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
