import { routeById, type RouteId } from '@/app/route-table';
import { PageHero } from '@/components/layout/page-hero';
import { useI18n } from '@/lib/i18n/i18n-context';
import { Seo } from '@/lib/seo/seo';

/**
 * A route's head tags and hero from the dictionary. Pages whose full content a later change builds
 * render this until then; full pages use Seo and PageHero themselves.
 */
export default function RouteHeroPage({ id }: { id: RouteId }) {
  const { dict } = useI18n();
  const route = routeById(id);
  const text = dict.pages[id];
  return (
    <>
      <Seo title={text.metaTitle} description={text.metaDescription} path={route.path} noindex={!route.indexable} />
      <PageHero title={text.title} subtitle={text.subtitle} />
    </>
  );
}
