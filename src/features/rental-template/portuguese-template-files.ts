// The Portuguese editions of the rental agreement template, generated at build time with the English and Hebrew one
// (template-file.ts). A module of their own: the Portuguese page's choice (edition-choice.pt.tsx) is the only site code
// that names them, so the English and Hebrew pages' code does not carry them.

/** The Portuguese document (the text that governs) with the English version beside it: the Portuguese page's default. */
export const RENTAL_TEMPLATE_PT_EN_FILE = 'contrato-arrendamento-habitacao-pt-en.docx';

/** The Portuguese document with the Hebrew version beside it. */
export const RENTAL_TEMPLATE_PT_HE_FILE = 'contrato-arrendamento-habitacao-pt-he.docx';
