// Compares the shape of two languages' copy: the same keys, the same list lengths, the same kind of
// value at every leaf (text, rich text, number, ...). Returns the differences as readable lines.
import { isRichText, plainText } from '@/lib/i18n/rich-text';

export type Leaf = [path: string, value: unknown];

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (isRichText(value)) return 'rich text';
  if (value === null) return 'null';
  return typeof value;
}

/** Every leaf as [dot.path, value]; rich text counts as one leaf, list items as path.N. */
export function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node === null || typeof node !== 'object' || isRichText(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

export function shapeDifferences(en: unknown, he: unknown, path = ''): string[] {
  const here = path || '(root)';
  if (kindOf(en) !== kindOf(he)) return [`${here}: ${kindOf(en)} in English, ${kindOf(he)} in Hebrew`];
  if (Array.isArray(en) && Array.isArray(he)) {
    if (en.length !== he.length) return [`${here}: ${en.length} items in English, ${he.length} in Hebrew`];
    return en.flatMap((item, index) => shapeDifferences(item, he[index], `${path}.${index}`));
  }
  if (isRichText(en) && isRichText(he)) {
    const links = (value: typeof en) => value.nodes.filter((node) => typeof node !== 'string').length;
    return links(en) === links(he)
      ? []
      : [`${here}: ${links(en)} inline links or emphasis in English, ${links(he)} in Hebrew`];
  }
  if (en && he && typeof en === 'object' && typeof he === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys(he)]);
    return [...keys].flatMap((key) => {
      const child = path ? `${path}.${key}` : key;
      if (!(key in en)) return [`${child}: only in Hebrew`];
      if (!(key in he)) return [`${child}: only in English`];
      return shapeDifferences((en as Record<string, unknown>)[key], (he as Record<string, unknown>)[key], child);
    });
  }
  return [];
}

/** A leaf's text for comparisons (rich text as its plain text). */
export function leafText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRichText(value)) return plainText(value);
  return null;
}
