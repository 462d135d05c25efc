// The downloadable rental agreement templates: Word documents generated at build time
// (scripts/rental-template/generate.ts) into public/, so the site serves them from its root.
import type { PortugueseTemplateFile } from './template-file.pt';

/**
 * The English and Hebrew document's name, as the visitor's browser saves it: what the English and
 * Hebrew pages offer. The Portuguese page offers the files of template-file.pt.ts, through its copy.
 */
export const RENTAL_TEMPLATE_FILE = 'rental-agreement-template-portugal.docx';

/** Where the site serves it. */
export const RENTAL_TEMPLATE_PATH = `/${RENTAL_TEMPLATE_FILE}`;

/** Every template the build writes and the site serves. */
export type RentalTemplateFile = typeof RENTAL_TEMPLATE_FILE | PortugueseTemplateFile;
