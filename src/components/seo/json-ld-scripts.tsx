import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/**
 * JSON-LD blocks as inline data scripts in the page body: the prerender writes them into the static
 * HTML as they are, and hydration finds the same text (no clock, no randomness in the data).
 */
export function JsonLdScripts({ blocks }: { blocks: readonly JsonLd[] }) {
  return blocks.map((block) => (
    <script
      key={String(block['@type'])}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }}
    />
  ));
}
