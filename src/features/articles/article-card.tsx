import { ArrowRight, CalendarDays, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { ArticleEntry } from '@/lib/content/articles';
import { formatDate } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import type { ArticlesFeatureCopy } from './copy.en';

/** An article's publication date and reading time, as a card or an article header shows them. */
export function ArticleDateAndReadTime({
  article,
  copy,
  className,
}: {
  article: ArticleEntry;
  copy: ArticlesFeatureCopy;
  className?: string;
}) {
  const { lang } = useI18n();
  return (
    <p className={className ?? 'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600'}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4 shrink-0" />
        <span className="sr-only">{copy.labels.published} </span>
        <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden className="size-4 shrink-0" />
        {fill(copy.labels.readTime, { n: article.readMinutes })}
      </span>
    </p>
  );
}

export type ArticleCardData = ArticleEntry & { title: string; excerpt: string };

function CategoryBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-800 ring-1 ring-accent-200">
      {children}
    </span>
  );
}

/** An article's card: category, title (the link), excerpt, date and reading time. */
export function ArticleCard({
  card,
  copy,
  featured,
}: {
  card: ArticleCardData;
  copy: ArticlesFeatureCopy;
  featured?: boolean;
}) {
  const { lang } = useI18n();
  const href = localizedPath(lang, 'article', card.slug);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col gap-3 rounded-2xl border p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        featured ? 'border-brand-200 bg-brand-50/40 sm:p-8' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge>{copy.categories[card.category]}</CategoryBadge>
      </div>
      <h3 className={cn('font-bold text-slate-900', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
        <Link
          to={href}
          className="rounded underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
        >
          {card.title}
        </Link>
      </h3>
      <p className={cn('text-slate-700', featured ? 'text-lg' : 'leading-relaxed')}>{card.excerpt}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <ArticleDateAndReadTime article={card} copy={copy} />
        <span aria-hidden className="inline-flex items-center gap-1 font-semibold text-brand-700">
          {copy.labels.readArticle}
          <ArrowRight className="size-4 rtl:rotate-180" />
        </span>
      </div>
    </article>
  );
}
