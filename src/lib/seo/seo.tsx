import { Helmet } from 'react-helmet-async';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { absoluteUrl, hreflangLinks } from './seo-urls';

export interface SeoProps {
  title: string;
  description: string;
  /** Path after the language prefix ('' for home); omitted for pages that have no canonical URL (404). */
  path?: string;
  noindex?: boolean;
}

/**
 * Every head tag a page's `Seo` owns. A page rendered from scratch (a staff shell, a redirected
 * address) drops the prerendered copies first: React adds its own, and the browser reads the first
 * <title> in the document (src/app/start.tsx).
 */
export const MANAGED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"]';

/**
 * The head tags of a page: title, description, canonical, hreflang alternates, Open Graph, robots.
 * Through react-helmet-async, which on React 19 renders them as elements that React hoists into
 * <head>: the prerender finds them at the start of the page's HTML (src/entry-server.tsx), and in
 * the browser React keeps the head in step with the page.
 */
export function Seo({ title, description, path, noindex }: SeoProps) {
  const { ui, lang } = useI18n();
  const fullTitle = fill(ui.meta.titleTemplate, { title });
  const url = path === undefined ? undefined : absoluteUrl(`/${lang}${path}`);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {url && !noindex && <link rel="canonical" href={url} />}
      {path !== undefined &&
        !noindex &&
        hreflangLinks(path).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={ui.meta.siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={ui.meta.locale} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={absoluteUrl('/og-image.png')} />
      <meta name="twitter:card" content="summary_large_image" />
    </Helmet>
  );
}
