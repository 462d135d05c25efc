import type { Lang } from '../src/lib/i18n/lang';
import type { PageCopy } from '../src/lib/routing/page-copy';
import { pageFolder, type PrerenderTarget } from '../src/lib/routing/routes';

/** A page's copy module (what the page registry loads), found by the same convention. */
export async function pageCopy({ route, slug }: Pick<PrerenderTarget, 'route' | 'slug'>, lang: Lang) {
  const folder = `../src/pages/${pageFolder(route.id)}`;
  const file = slug === undefined ? `${folder}/copy.${lang}.ts` : `${folder}/entries/${slug}.${lang}.ts`;
  return ((await import(file)) as { default: PageCopy }).default;
}
