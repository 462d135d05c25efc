import { Helmet } from 'react-helmet-async';
import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/**
 * JSON-LD blocks as data scripts, through react-helmet-async like the other head data. On React 19
 * Helmet renders them where they stand (React hoists only title, meta and link into <head>), so they
 * sit in the page's body, where search engines read them too. The prerender writes them into the
 * static HTML and hydration finds the same text (no clock, no randomness in the data).
 */
export function JsonLdScripts({ blocks }: { blocks: readonly JsonLd[] }) {
  return (
    <Helmet script={blocks.map((block) => ({ type: 'application/ld+json', innerHTML: serializeJsonLd(block) }))} />
  );
}
