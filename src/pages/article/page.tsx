import {
  ArrowLeft,
  CheckCircle2,
  FileSearch,
  Hammer,
  Handshake,
  KeyRound,
  Landmark,
  Scale,
  Search,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { RouteHero } from '@/components/layout/route-hero';
import { IconBadge } from '@/components/sections/icon-badge';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { Button } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { COMPANY, SITE_URL } from '@/config/company';
import { RelatedArticles } from '@/features/articles/related-articles';
import { articleBySlug } from '@/lib/content/articles';
import { formatDate } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { plainText } from '@/lib/i18n/rich-text';
import type { PageProps } from '@/lib/routing/page-copy';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { localizedPath } from '@/lib/routing/routes';
import { buildArticle } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/seo-urls';
import type { ArticleCopy, ArticleSectionCopy, ArticleText } from '@/features/articles/article-copy';

const CARD_ICONS: Record<string, LucideIcon> = {
  search: Search,
  'due-diligence': FileSearch,
  negotiation: Handshake,
  mortgage: Landmark,
  legal: Scale,
  renovation: Hammer,
  management: KeyRound,
};

/** Every text of the article, for its word count. */
function articleTexts(copy: ArticleCopy): ArticleText[] {
  return [
    ...copy.intro,
    ...copy.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.cards ?? []).flatMap((card) => [card.title, card.text]),
      ...(section.listTitle ? [section.listTitle] : []),
      ...(section.list ?? []),
      ...(section.closing ?? []),
      ...(section.note ? [section.note.title, section.note.text] : []),
    ]),
  ];
}

function Paragraphs({ texts }: { texts: readonly ArticleText[] }) {
  return texts.map((text, index) => (
    <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700">
      <RichText value={text} />
    </p>
  ));
}

function ArticleSection({ section }: { section: ArticleSectionCopy }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 scroll-mt-24">
      <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {section.title}
      </h2>
      <Paragraphs texts={section.paragraphs} />
      {section.cards && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {section.cards.map((card) => (
            <li key={card.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <IconBadge icon={CARD_ICONS[card.id] ?? CheckCircle2} className="bg-brand-50 text-brand-700" />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">
                  <RichText value={card.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {section.listTitle && <h3 className="mt-6 text-xl font-semibold text-slate-900">{section.listTitle}</h3>}
      {section.list && (
        <ul className="mt-4 flex flex-col gap-3">
          {section.list.map((item, index) => (
            <li key={index} className="flex gap-3 text-lg leading-relaxed text-slate-700">
              <CheckCircle2 aria-hidden className="mt-1.5 size-5 shrink-0 text-brand-700" />
              <span>
                <RichText value={item} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {section.closing && <Paragraphs texts={section.closing} />}
      {section.note && (
        <aside
          aria-labelledby={`${section.id}-note`}
          className="mt-6 rounded-2xl border-s-4 border-accent-600 bg-accent-50 p-5"
        >
          <h3 id={`${section.id}-note`} className="font-semibold text-slate-900">
            {section.note.title}
          </h3>
          <p className="mt-2 leading-relaxed text-slate-800">
            <RichText value={section.note.text} />
          </p>
        </aside>
      )}
    </section>
  );
}

/**
 * An entry of the article collection (/{lang}/articles/:slug): breadcrumb, hero, back link, author,
 * dates and reading time, the article's sections, a call to action, the other articles, and the
 * Article structured data (the breadcrumb adds BreadcrumbList).
 */
export default function ArticlePage({ copy }: PageProps<ArticleCopy>) {
  const { lang } = useI18n();
  const { slug } = useCurrentRoute();
  const article = articleBySlug(slug);
  if (!article) throw new Error(`Unknown article: ${String(slug)}`);
  const labels = copy.articles.labels;
  const url = absoluteUrl(localizedPath(lang, 'article', article.slug));
  const author = copy.articles.authors[article.author];
  const category = copy.articles.categories[article.category];
  const wordCount = articleTexts(copy)
    .map((text) => plainText(text).trim().split(/\s+/).length)
    .reduce((sum, words) => sum + words, 0);

  return (
    <>
      <Breadcrumbs />
      <RouteHero />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <Link
          to={localizedPath(lang, 'articles')}
          className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {labels.backToArticles}
        </Link>

        <dl
          data-testid="article-meta"
          className="mt-6 grid gap-x-8 gap-y-3 rounded-2xl bg-slate-50 p-5 text-sm sm:grid-cols-2"
        >
          <div>
            <dt className="font-medium text-slate-600">{labels.author}</dt>
            <dd className="font-semibold text-slate-900">{author}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{labels.category}</dt>
            <dd className="font-semibold text-slate-900">{category}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{labels.published}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{labels.lastReviewed}</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={article.lastReviewed}>{formatDate(article.lastReviewed, lang)}</time>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-medium text-slate-600">{labels.readingTime}</dt>
            <dd className="font-semibold text-slate-900">{fill(labels.readTime, { n: article.readMinutes })}</dd>
          </div>
        </dl>

        <article className="mt-8">
          <Paragraphs texts={copy.intro} />

          <nav aria-labelledby="article-contents-title" className="mt-8 rounded-2xl border border-slate-200 p-5">
            <h2 id="article-contents-title" className="font-semibold text-slate-900">
              {labels.contents}
            </h2>
            <ol className="mt-3 flex list-decimal flex-col gap-2 ps-6 text-brand-700">
              {copy.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          {copy.sections.map((section) => (
            <ArticleSection key={section.id} section={section} />
          ))}

          <p className="mt-12 border-t border-slate-200 pt-6 text-sm leading-relaxed text-slate-600">
            <RichText value={copy.disclaimer} />
          </p>
        </article>
      </div>

      <section aria-labelledby="article-cta-title" className="bg-brand-900 py-14 text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="article-cta-title" className="text-2xl font-bold sm:text-3xl">
            {copy.cta.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-50">
            <RichText value={copy.cta.text} linkClassName="text-white hover:text-accent-200" />
          </p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <Link to={localizedPath(lang, 'contact')}>{copy.cta.button}</Link>
          </Button>
        </div>
      </section>

      <RelatedArticles currentSlug={article.slug} copy={copy.articles} />

      <JsonLdScripts
        blocks={[
          buildArticle({
            url,
            lang,
            headline: copy.hero.title,
            description: copy.meta.description,
            datePublished: article.published,
            dateModified: article.lastReviewed,
            authorName: author,
            publisher: { name: COMPANY.brandName, url: SITE_URL, logo: absoluteUrl('/og-image.png') },
            image: absoluteUrl('/og-image.png'),
            section: category,
            wordCount,
          }),
        ]}
      />
    </>
  );
}
