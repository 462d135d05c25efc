// Every Portuguese text the site and its .docx template show, read from the exported copy objects,
// so that what is checked is what the reader gets (figures filled in by the formatters).
import { PORTUGUESE_EDITIONS, RENTAL_TEMPLATE } from '../../scripts/rental-template/content';
import { textsOf, type HebrewText } from './hebrew-copy';

const PORTUGUESE_MODULES = import.meta.glob<Record<string, unknown>>(
  ['/src/**/*.pt.ts', '/src/lib/i18n/pt.ts', '/supabase/functions/_shared/**/*.pt.ts', '!/src/lib/format/**'],
  { eager: true },
);

export const PORTUGUESE_MODULE_PATHS = Object.keys(PORTUGUESE_MODULES);

export type PortugueseText = HebrewText;

/** Keys that hold an identifier (an anchor, a slug) shared by every language, not a text. */
const IDENTIFIERS = /\.(id|slug|anchor|key)$/;

/** The Portuguese half of the template's multilingual records ({ en, he, pt }). */
function portugueseHalves(node: unknown, where: string): PortugueseText[] {
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if (typeof record.pt === 'string' && typeof record.en === 'string') return [{ where, text: record.pt }];
  return Object.entries(record).flatMap(([key, value]) => portugueseHalves(value, `${where}.${key}`));
}

export function portugueseCopyTexts(): PortugueseText[] {
  const modules = Object.entries(PORTUGUESE_MODULES).flatMap(([path, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => textsOf(value, `${path.slice(1)} › ${name}`)),
  );
  const template = 'scripts/rental-template/content.ts';
  return [
    ...modules,
    ...portugueseHalves(RENTAL_TEMPLATE, `${template} › RENTAL_TEMPLATE`),
    ...portugueseHalves(PORTUGUESE_EDITIONS, `${template} › PORTUGUESE_EDITIONS`),
  ].filter(({ where }) => !IDENTIFIERS.test(where));
}
