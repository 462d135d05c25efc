// Builds the downloadable rental agreement template (a Word document) from its typed content with
// the docx library, and, run as a script (`npm run build` does), writes it to public/ so Vite copies
// it to the site's root. English paragraphs run left to right; Hebrew ones are right-to-left
// paragraphs (w:bidi) of right-to-left runs (w:rtl) with the Hebrew language on their complex script.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { RENTAL_TEMPLATE_FILE } from '../../src/features/rental-template/template-file';
import { RENTAL_TEMPLATE, type Bilingual, type RentalTemplateContent } from './content';

type TemplateLang = keyof Bilingual;
type Kind = 'title' | 'subtitle' | 'heading' | 'clause' | 'note';

const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: 'Arial' };
/** Half-points per kind of paragraph. */
const SIZE: Record<Kind, number> = { title: 36, subtitle: 22, heading: 28, clause: 22, note: 21 };
const BRAND_COLOUR = '1E3A5F';

function paragraph(
  text: string,
  lang: TemplateLang,
  kind: Kind,
  { pageBreakBefore = false, last = false }: { pageBreakBefore?: boolean; last?: boolean } = {},
): Paragraph {
  const rtl = lang === 'he';
  const bold = kind === 'title' || kind === 'heading';
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
        language: rtl ? { value: 'he-IL', bidirectional: 'he-IL' } : { value: 'en-GB' },
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

const pick = (texts: readonly Bilingual[], lang: TemplateLang) => texts.map((text) => text[lang]);

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

/** The template's bytes (a .docx file). */
export function renderRentalTemplate(content: RentalTemplateContent = RENTAL_TEMPLATE): Promise<Buffer> {
  return Packer.toBuffer(buildRentalTemplateDocument(content));
}

/** Writes the template into `dir` (public/ by default) and returns the file's path. */
export async function writeRentalTemplate(
  dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public'),
): Promise<string> {
  const path = join(dir, RENTAL_TEMPLATE_FILE);
  await mkdir(dir, { recursive: true });
  await writeFile(path, await renderRentalTemplate());
  return path;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const path = await writeRentalTemplate();
  console.log(`Rental agreement template written to ${path}`);
}
