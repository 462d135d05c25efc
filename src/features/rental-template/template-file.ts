// The downloadable rental agreement templates: Word documents generated at build time
// (scripts/rental-template/generate.ts) into public/, so the site serves them from its root. The Portuguese
// editions, which only the Portuguese page offers, are named in portuguese-template-files.ts.

/** The English and Hebrew document's name, as the visitor's browser saves it: the English and Hebrew pages' one. */
export const RENTAL_TEMPLATE_FILE = 'rental-agreement-template-portugal.docx';

/** Where the site serves it. */
export const RENTAL_TEMPLATE_PATH = `/${RENTAL_TEMPLATE_FILE}`;
