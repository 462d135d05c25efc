// Inline links and emphasis inside copy, written in the copy itself so each language keeps its own
// word order: rich`Write to us at ${link('mailto:info@example.com', 'info@example.com')}.`
// Rendered by <RichText> (src/components/ui/rich-text.tsx), which puts the page's language on
// internal links.
import type { RouteId } from '@/lib/routing/routes';

/** An internal route (optionally a collection entry), an e-mail or phone link, or an external page. */
export type LinkTarget =
  { route: RouteId; slug?: string; hash?: string } | `mailto:${string}` | `tel:${string}` | `https://${string}`;

export type RichNode =
  | string
  | { kind: 'link'; to: LinkTarget; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string };

export interface RichText {
  readonly kind: 'rich';
  readonly nodes: readonly RichNode[];
}

/**
 * Tagged template: the literal parts become text, the ${...} parts links or emphasis. Text next to
 * text (a figure written in with ${...}) is one string: React would mark each boundary in the HTML.
 */
export function rich(strings: TemplateStringsArray, ...parts: RichNode[]): RichText {
  const nodes: RichNode[] = [];
  const add = (node: RichNode) => {
    const last = nodes.length - 1;
    if (typeof node === 'string' && typeof nodes[last] === 'string') nodes[last] += node;
    else nodes.push(node);
  };
  strings.forEach((text, index) => {
    if (text) add(text);
    const part = parts[index];
    if (part !== undefined && part !== '') add(part);
  });
  return { kind: 'rich', nodes };
}

export const link = (to: LinkTarget | RouteId, text: string): RichNode => ({
  kind: 'link',
  to: typeof to === 'string' && !/^(mailto:|tel:|https:)/.test(to) ? { route: to as RouteId } : (to as LinkTarget),
  text,
});

export const strong = (text: string): RichNode => ({ kind: 'strong', text });
export const em = (text: string): RichNode => ({ kind: 'em', text });

export function isRichText(value: unknown): value is RichText {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'rich';
}

/** The plain text of rich text (for meta tags, JSON-LD and tests). */
export function plainText(value: RichText | string): string {
  if (typeof value === 'string') return value;
  return value.nodes.map((node) => (typeof node === 'string' ? node : node.text)).join('');
}
