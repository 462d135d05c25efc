import type { Lang } from '../src/lib/i18n/lang';
import type { PageCopy } from '../src/lib/routing/page-copy';
import { copyModuleFile, type PrerenderTarget } from '../src/lib/routing/routes';

/** A page's copy module, found by the same convention as the page registry. */
export async function pageCopy({ route, slug }: Pick<PrerenderTarget, 'route' | 'slug'>, lang: Lang) {
  return ((await import(`../${copyModuleFile(route.id, lang, slug)}`)) as { default: PageCopy }).default;
}
