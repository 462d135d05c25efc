import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { RouteHero } from '@/components/layout/route-hero';
import { JsonLdScripts } from '@/components/seo/json-ld-scripts';
import { COMPANY, SITE_URL } from '@/config/company';
import { ARTICLES } from '@/lib/content/articles';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { localizedPath } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/seo-urls';

/**
 * An entry of the article collection (/{lang}/articles/:slug): breadcrumb, hero, and the Article
 * structured data from the collection's metadata and the entry's copy.
 */
export default function ArticlePage() {
  const { lang } = useI18n();
  const { slug, copy } = useCurrentRoute();
  const article = ARTICLES.find((entry) => entry.slug === slug);
  const url = absoluteUrl(localizedPath(lang, 'article', slug));
  return (
    <>
      <Breadcrumbs />
      <RouteHero />
      <JsonLdScripts
        blocks={[
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: copy.hero.title,
            description: copy.meta.description,
            inLanguage: lang,
            url,
            mainEntityOfPage: url,
            datePublished: article?.published,
            author: { '@type': 'Organization', name: COMPANY.brandName, url: SITE_URL },
            publisher: { '@type': 'Organization', name: COMPANY.brandName, url: SITE_URL },
            image: absoluteUrl('/og-image.png'),
          },
        ]}
      />
    </>
  );
}
