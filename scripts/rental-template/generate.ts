// Builds the downloadable rental agreement templates (Word documents) from their typed content with
// the docx library, and, run as a script (`npm run build` does), writes them to public/ so Vite
// copies them to the site's root: the English and Hebrew document, and the Portuguese text (which
// governs) with English, and with Hebrew, beside it in a second column. English and Portuguese
// paragraphs run left to right, each run tagged with its language (en-GB, pt-PT); Hebrew ones are
// right-to-left paragraphs (w:bidi) of right-to-left runs (w:rtl) with the Hebrew language on their
// complex script.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { RENTAL_TEMPLATE_FILE } from '../../src/features/rental-template/template-file';
import {
  RENTAL_TEMPLATE_PT_EN_FILE,
  RENTAL_TEMPLATE_PT_HE_FILE,
} from '../../src/features/rental-template/template-file.pt';
import {
  RENTAL_TEMPLATE,
  portugueseEdition,
  type Bilingual,
  type CompanionLang,
  type RentalTemplateContent,
  type TemplateLang,
  type TemplateText,
} from './content';
type Kind = 'title' | 'subtitle' | 'heading' | 'clause' | 'note' | 'prevailing';

const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: 'Arial' };
/** Half-points per kind of paragraph. */
const SIZE: Record<Kind, number> = { title: 36, subtitle: 22, heading: 28, clause: 22, note: 21, prevailing: 22 };
/** The language tag of each language's runs (w:lang); Hebrew's is on the complex script too. */
const LANGUAGE_TAG: Record<TemplateLang, { value: string; bidirectional?: string }> = {
  en: { value: 'en-GB' },
  he: { value: 'he-IL', bidirectional: 'he-IL' },
  pt: { value: 'pt-PT' },
};
const BRAND_COLOUR = '1E3A5F';

function paragraph(
  text: string,
  lang: TemplateLang,
  kind: Kind,
  { pageBreakBefore = false, last = false }: { pageBreakBefore?: boolean; last?: boolean } = {},
): Paragraph {
  const rtl = lang === 'he';
  const bold = kind === 'title' || kind === 'heading' || kind === 'prevailing';
  return new Paragraph({
    // Only Hebrew paragraphs carry the right-to-left properties; English ones carry none at all.
    ...(rtl ? { bidirectional: true } : {}),
    heading: kind === 'title' ? HeadingLevel.TITLE : kind === 'heading' ? HeadingLevel.HEADING_2 : undefined,
    ...(pageBreakBefore ? { pageBreakBefore: true } : {}),
    ...(kind === 'heading' || kind === 'title' ? { keepNext: true } : {}),
    spacing: { before: kind === 'heading' ? 240 : 0, after: last ? 240 : 120, line: 300 },
    border:
      last && kind === 'clause'
        ? { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1', space: 8 } }
        : undefined,
    children: [
      new TextRun({
        text,
        ...(rtl ? { rightToLeft: true } : {}),
        font: FONT,
        size: SIZE[kind],
        sizeComplexScript: SIZE[kind],
        ...(bold ? { bold: true, boldComplexScript: true } : {}),
        ...(kind === 'subtitle' ? { italics: true, italicsComplexScript: true } : {}),
        color: bold ? BRAND_COLOUR : undefined,
        language: LANGUAGE_TAG[lang],
      }),
    ],
  });
}

/** The paragraphs of a heading and its items in one language. */
function block(title: string, items: readonly string[], lang: TemplateLang, kind: Kind, pageBreakBefore = false) {
  return [
    paragraph(title, lang, 'heading', { pageBreakBefore }),
    ...items.map((item, index) => paragraph(item, lang, kind, { last: index === items.length - 1 })),
  ];
}

const pick = <L extends TemplateLang>(texts: readonly TemplateText<L>[], lang: L) => texts.map((text) => text[lang]);

/** The template as a docx Document: cover note, then each section in English and in Hebrew, signatures. */
export function buildRentalTemplateDocument(content: RentalTemplateContent = RENTAL_TEMPLATE): Document {
  const children: Paragraph[] = [
    paragraph(content.title.en, 'en', 'title'),
    paragraph(content.title.he, 'he', 'title'),
    paragraph(content.subtitle.en, 'en', 'subtitle'),
    paragraph(content.subtitle.he, 'he', 'subtitle', { last: true }),
    ...block(content.note.title.en, pick(content.note.items, 'en'), 'en', 'note'),
    ...block(content.note.title.he, pick(content.note.items, 'he'), 'he', 'note'),
  ];
  content.sections.forEach((section, index) => {
    children.push(
      ...block(section.title.en, pick(section.clauses, 'en'), 'en', 'clause', index === 0),
      ...block(section.title.he, pick(section.clauses, 'he'), 'he', 'clause'),
    );
  });
  children.push(
    ...block(content.signatures.title.en, pick(content.signatures.lines, 'en'), 'en', 'clause'),
    ...block(content.signatures.title.he, pick(content.signatures.lines, 'he'), 'he', 'clause'),
  );

  return new Document({
    creator: 'Lusa Property',
    title: `${content.title.en} / ${content.title.he}`,
    description: 'Bilingual (English and Hebrew) residential lease template under Portuguese law. Not legal advice.',
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [{ properties: {}, children }],
  });
}

/** The text area of an A4 page with docx's default margins (2.54 cm), in twentieths of a point. */
const TEXT_WIDTH = 11906 - 2 * 1440;
const COLUMN_WIDTH = TEXT_WIDTH / 2;
const RULE = { style: BorderStyle.SINGLE, size: 4, color: 'CBD5E1' };
const NO_RULE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/**
 * One row of a Portuguese document: the Portuguese text in the left column and the same text in
 * the companion language in the right one. A heading row repeats at the top of the next page when
 * its section runs over.
 */
function row(text: Bilingual, companion: CompanionLang, kind: Kind): TableRow {
  const heading = kind === 'heading';
  return new TableRow({
    ...(heading ? { tableHeader: true, cantSplit: true } : {}),
    children: (['pt', companion] as const).map(
      (lang) =>
        new TableCell({
          width: { size: COLUMN_WIDTH, type: WidthType.DXA },
          margins: { top: 60, bottom: 60, left: 120, right: 120 },
          shading: heading ? { type: ShadingType.CLEAR, color: 'auto', fill: 'EEF2F7' } : undefined,
          children: [paragraph(text[lang], lang, kind)],
        }),
    ),
  });
}

/** Two equal columns, Portuguese on the left whatever the companion language's direction. */
function columns(rows: TableRow[]): Table {
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [COLUMN_WIDTH, COLUMN_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: {
      top: RULE,
      bottom: RULE,
      insideHorizontal: RULE,
      insideVertical: RULE,
      left: NO_RULE,
      right: NO_RULE,
    },
    rows,
  });
}

/** The empty paragraph between two tables (Word would join adjacent tables into one). */
const gap = (pageBreakBefore = false) =>
  new Paragraph({ spacing: { before: 0, after: 240 }, ...(pageBreakBefore ? { pageBreakBefore: true } : {}) });

/**
 * A Portuguese template as a docx Document: the Portuguese text, which governs, with the English or
 * Hebrew version beside it. It opens with the title and the clause saying that the Portuguese
 * version prevails, then the cover note, the ten sections and the signatures, each a two-column
 * table of rows (heading, then one row per clause).
 */
export function buildPortugueseTemplateDocument(
  companion: CompanionLang,
  content: RentalTemplateContent = RENTAL_TEMPLATE,
): Document {
  const edition = portugueseEdition(companion, content);
  const block = (title: Bilingual, items: readonly Bilingual[], kind: Kind) =>
    columns([row(title, companion, 'heading'), ...items.map((item) => row(item, companion, kind))]);

  const children: (Paragraph | Table)[] = [
    columns([
      row(content.title, companion, 'title'),
      row(content.subtitle, companion, 'subtitle'),
      row(edition.prevailing, companion, 'prevailing'),
    ]),
    gap(),
    block(edition.note.title, edition.note.items, 'note'),
  ];
  edition.sections.forEach((section, index) => {
    children.push(gap(index === 0), block(section.title, section.clauses, 'clause'));
  });
  children.push(gap(), block(content.signatures.title, content.signatures.lines, 'clause'));

  return new Document({
    creator: 'Lusa Property',
    title: `${content.title.pt} / ${content.title[companion]}`,
    description: `Minuta de contrato de arrendamento para habitação, em português com a versão em ${companion === 'he' ? 'hebraico' : 'inglês'} ao lado; prevalece a versão portuguesa. Não constitui aconselhamento jurídico.`,
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [{ properties: {}, children }],
  });
}

/** The file each Portuguese document is served as. */
export const PORTUGUESE_TEMPLATE_FILES: Record<CompanionLang, string> = {
  en: RENTAL_TEMPLATE_PT_EN_FILE,
  he: RENTAL_TEMPLATE_PT_HE_FILE,
};

/** A Portuguese template's bytes (a .docx file). */
export function renderPortugueseTemplate(
  companion: CompanionLang,
  content: RentalTemplateContent = RENTAL_TEMPLATE,
): Promise<Buffer> {
  return Packer.toBuffer(buildPortugueseTemplateDocument(companion, content));
}

/** The template's bytes (a .docx file). */
export function renderRentalTemplate(content: RentalTemplateContent = RENTAL_TEMPLATE): Promise<Buffer> {
  return Packer.toBuffer(buildRentalTemplateDocument(content));
}

/** Where the build writes the templates: public/, which Vite copies to the site's root. */
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

/** Writes the template into `dir` (public/ by default) and returns the file's path. */
export async function writeRentalTemplate(dir = PUBLIC_DIR): Promise<string> {
  const path = join(dir, RENTAL_TEMPLATE_FILE);
  await mkdir(dir, { recursive: true });
  await writeFile(path, await renderRentalTemplate());
  return path;
}

/** Writes every template (English and Hebrew; Portuguese with English; Portuguese with Hebrew) into `dir`. */
export async function writeRentalTemplates(dir = PUBLIC_DIR): Promise<string[]> {
  const paths = [await writeRentalTemplate(dir)];
  for (const companion of ['en', 'he'] as const) {
    const path = join(dir, PORTUGUESE_TEMPLATE_FILES[companion]);
    await writeFile(path, await renderPortugueseTemplate(companion));
    paths.push(path);
  }
  return paths;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const paths = await writeRentalTemplates();
  console.log(`Rental agreement templates written to ${paths.join(', ')}`);
}
