// A page's head tags as data. Preact, which renders the site, writes <title> and <meta> where the
// component stands, not in <head> as React 19 does; so the prerender writes them into the HTML's
// head itself (serializeHeadTags) and the browser updates the head when the page changes (applyHeadTags).

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attributes: Record<string, string>;
  /** The text of a <title>. */
  text?: string;
}

/** Every tag a page's `Seo` owns: removed and written again when the page changes. */
export const MANAGED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"]';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The tags as HTML, for the prerendered page's head. */
export function serializeHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return tag === 'title' ? `<title${attrs}>${escapeText(text ?? '')}</title>` : `<${tag}${attrs}>`;
    })
    .join('');
}

/** Puts the tags in the document's head in place of the previous page's (unchanged tags are kept). */
export function applyHeadTags(tags: readonly HeadTag[]): void {
  const wanted = serializeHeadTags(tags);
  const current = [...document.head.querySelectorAll(MANAGED_HEAD_TAGS)];
  // A hydrated page already has its tags from the prerender: leave them be.
  if (current.map((element) => element.outerHTML).join('') === wanted) return;
  current.forEach((element) => element.remove());
  for (const { tag, attributes, text } of tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
  }
}
