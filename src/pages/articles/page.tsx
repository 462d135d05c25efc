import { RouteHero } from '@/components/layout/route-hero';
import { ArticlesIndex } from '@/features/articles/articles-index';
import type { PageProps } from '@/lib/routing/page-copy';
import type { ArticlesPageCopy } from './copy.en';

/** The articles index (/{lang}/articles): hero, search and category chips, featured article and grid. */
export default function ArticlesPage({ copy }: PageProps<ArticlesPageCopy>) {
  return (
    <>
      <RouteHero />
      <ArticlesIndex labels={copy.index} copy={copy.articles} />
    </>
  );
}
