// Every Hebrew text the site and its .docx template show, read from the exported copy objects (not
// from the source), so that what is checked is what the reader gets: figures filled in by the
// formatters, rich text as its plain text. See docs/copy-style.md.
import { PORTUGUESE_EDITIONS, RENTAL_TEMPLATE } from '../../scripts/rental-template/content';
import { hebrewHalves, textsOf, type HebrewText } from './hebrew-copy';

const HEBREW_MODULES = import.meta.glob<Record<string, unknown>>(
  [
    '/src/**/*.he.ts',
    '/src/lib/i18n/he.ts',
    // Not copy: the Hebrew formatters.
    '!/src/lib/format/**',
  ],
  { eager: true },
);

export const HEBREW_MODULE_PATHS = Object.keys(HEBREW_MODULES);

export function hebrewCopyTexts(): HebrewText[] {
  const modules = Object.entries(HEBREW_MODULES).flatMap(([path, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => textsOf(value, `${path.slice(1)} › ${name}`)),
  );
  const template = 'scripts/rental-template/content.ts';
  return [
    ...modules,
    ...hebrewHalves(RENTAL_TEMPLATE, `${template} › RENTAL_TEMPLATE`),
    ...hebrewHalves(PORTUGUESE_EDITIONS.he, `${template} › PORTUGUESE_EDITIONS.he`),
  ];
}
