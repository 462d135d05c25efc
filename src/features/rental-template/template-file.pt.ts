// The Portuguese page's templates: the Portuguese text (which governs) with a version beside it.
// Apart from template-file.ts so that only the Portuguese page's copy carries their names.

/** The Portuguese document with the English version beside it (the default choice). */
export const RENTAL_TEMPLATE_PT_EN_FILE = 'contrato-arrendamento-habitacao-pt-en.docx';

/** The Portuguese document with the Hebrew version beside it. */
export const RENTAL_TEMPLATE_PT_HE_FILE = 'contrato-arrendamento-habitacao-pt-he.docx';

export type PortugueseTemplateFile = typeof RENTAL_TEMPLATE_PT_EN_FILE | typeof RENTAL_TEMPLATE_PT_HE_FILE;
