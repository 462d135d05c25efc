// The downloadable rental agreement template: a Word document generated at build time
// (scripts/rental-template/generate.ts) into public/, so the site serves it from its root.

/** The file's name, as the visitor's browser saves it. */
export const RENTAL_TEMPLATE_FILE = 'rental-agreement-template-portugal.docx';

/** Where the site serves it. */
export const RENTAL_TEMPLATE_PATH = `/${RENTAL_TEMPLATE_FILE}`;
