import { createContext, useContext, useLayoutEffect } from 'react';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { applyHeadTags, type HeadTag } from './head-tags';
import { absoluteUrl, hreflangLinks } from './seo-urls';

export interface SeoProps {
  title: string;
  description: string;
  /** Path after the language prefix ('' for home); omitted for pages that have no canonical URL (404). */
  path?: string;
  noindex?: boolean;
}

/** Where the prerender collects the page's head tags (src/entry-server.tsx); absent in the browser. */
export const HeadTagsCollector = createContext<((tags: HeadTag[]) => void) | null>(null);

/**
 * The head tags of a page: title, description, canonical, hreflang alternates, Open Graph, robots.
 * Written by the prerender into the HTML's head and kept up to date in the browser (head-tags.ts).
 */
export function Seo({ title, description, path, noindex }: SeoProps) {
  const { ui, lang } = useI18n();
  const collect = useContext(HeadTagsCollector);
  const fullTitle = fill(ui.meta.titleTemplate, { title });
  const url = path === undefined ? undefined : absoluteUrl(`/${lang}${path}`);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    { tag: 'title', attributes: {}, text: fullTitle },
    meta('name', 'description', description),
    ...(noindex ? [meta('name', 'robots', 'noindex, nofollow')] : []),
    ...(url && !noindex ? [{ tag: 'link', attributes: { rel: 'canonical', href: url } } as HeadTag] : []),
    ...(path !== undefined && !noindex
      ? hreflangLinks(path).map((link): HeadTag => ({
          tag: 'link',
          attributes: { rel: 'alternate', hreflang: link.hrefLang, href: link.href },
        }))
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', ui.meta.siteName),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', ui.meta.locale),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', absoluteUrl('/og-image.png')),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
  if (collect) collect(tags);
  const key = JSON.stringify(tags);
  useLayoutEffect(() => applyHeadTags(JSON.parse(key) as HeadTag[]), [key]);
  return null;
}
