// The downloadable rental agreement templates: Word documents generated at build time
// (scripts/rental-template/generate.ts) into public/, so the site serves them from its root.
import type { Lang } from '@/lib/i18n/lang';

/** The English and Hebrew document's name, as the visitor's browser saves it. */
export const RENTAL_TEMPLATE_FILE = 'rental-agreement-template-portugal.docx';

/** Where the site serves it. */
export const RENTAL_TEMPLATE_PATH = `/${RENTAL_TEMPLATE_FILE}`;

/** The Portuguese document (the text that governs) with the English version beside it. */
export const RENTAL_TEMPLATE_PT_EN_FILE = 'contrato-arrendamento-habitacao-pt-en.docx';

/** The Portuguese document with the Hebrew version beside it. */
export const RENTAL_TEMPLATE_PT_HE_FILE = 'contrato-arrendamento-habitacao-pt-he.docx';

/** Every template the build writes and the site serves. */
export const RENTAL_TEMPLATE_FILES = [
  RENTAL_TEMPLATE_FILE,
  RENTAL_TEMPLATE_PT_EN_FILE,
  RENTAL_TEMPLATE_PT_HE_FILE,
] as const;

export type RentalTemplateFile = (typeof RENTAL_TEMPLATE_FILES)[number];

/**
 * The template a page offers in each language. The English and Hebrew pages keep the English and
 * Hebrew document; the Portuguese page offers the Portuguese text with English beside it, and with
 * Hebrew beside it where the visitor chooses Hebrew (a Hebrew-speaking owner and a Portuguese tenant).
 */
export function rentalTemplateFileFor(lang: Lang, companion: 'en' | 'he' = 'en'): RentalTemplateFile {
  if (lang !== 'pt') return RENTAL_TEMPLATE_FILE;
  return companion === 'he' ? RENTAL_TEMPLATE_PT_HE_FILE : RENTAL_TEMPLATE_PT_EN_FILE;
}
