// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { RENTAL_TEMPLATE_FILE } from '../../src/features/rental-template/template-file';
import {
  RENTAL_TEMPLATE_PT_EN_FILE,
  RENTAL_TEMPLATE_PT_HE_FILE,
} from '../../src/features/rental-template/template-file.pt';
import { RENTAL_RULES } from '@/lib/content/rental-rules';
import { formatPercent } from '@/lib/format/intl.pt';
import { PORTUGUESE_PREVAILS, RENTAL_TEMPLATE, TEMPLATE_SECTION_IDS, portugueseEdition } from './content';
import { renderPortugueseTemplate, renderRentalTemplate, writeRentalTemplate, writeRentalTemplates } from './generate';

const HEBREW = /[\u0590-\u05ff]/;

interface DocParagraph {
  xml: string;
  text: string;
}

/** The paragraphs of a .docx file's word/document.xml, with their XML and their text. */
function paragraphsOf(docx: Uint8Array): DocParagraph[] {
  const files = unzipSync(docx);
  const document = files['word/document.xml'];
  if (!document) throw new Error('word/document.xml is missing');
  const xml = strFromU8(document);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => ({
    xml: paragraph,
    text: [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((match) => match[1]!)
      .join('')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  }));
}

const isRtl = ({ xml }: DocParagraph) => /<w:bidi\/>/.test(xml) && /<w:rtl\/>/.test(xml);
const hasAnyRtlProperty = ({ xml }: DocParagraph) => /<w:bidi\b/.test(xml) || /<w:rtl\b/.test(xml);

let paragraphs: DocParagraph[];
let bytes: Uint8Array;

beforeAll(async () => {
  bytes = await renderRentalTemplate();
  paragraphs = paragraphsOf(bytes);
});

describe('rental agreement template (.docx)', () => {
  it('is a Word document: a zip holding word/document.xml and its content types', () => {
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    expect(strFromU8(files['[Content_Types].xml']!)).toContain('wordprocessingml.document.main+xml');
  });

  it('has the ten sections in order, each titled in English and in Hebrew', () => {
    expect(RENTAL_TEMPLATE.sections.map((section) => section.id)).toEqual(TEMPLATE_SECTION_IDS);
    const texts = paragraphs.map((paragraph) => paragraph.text);
    let previous = -1;
    for (const section of RENTAL_TEMPLATE.sections) {
      const en = texts.indexOf(section.title.en);
      const he = texts.indexOf(section.title.he);
      expect(en, section.title.en).toBeGreaterThan(previous);
      expect(he, section.title.he).toBeGreaterThan(en);
      previous = he;
    }
    expect(RENTAL_TEMPLATE.sections.map((section) => section.title.en)).toEqual([
      '1. Parties',
      '2. The property',
      '3. Period and renewal',
      '4. Rent and payment',
      '5. Deposit and costs',
      '6. Maintenance and repairs',
      '7. Permitted uses',
      '8. Termination',
      '9. Insurance',
      '10. Governing law and jurisdiction',
    ]);
  });

  it('holds every clause in both languages', () => {
    const texts = new Set(paragraphs.map((paragraph) => paragraph.text));
    for (const section of RENTAL_TEMPLATE.sections) {
      expect(section.clauses.length, section.id).toBeGreaterThanOrEqual(3);
      for (const clause of section.clauses) {
        expect(texts.has(clause.en), clause.en).toBe(true);
        expect(texts.has(clause.he), clause.he).toBe(true);
      }
    }
  });

  it('writes Hebrew right to left (w:bidi paragraphs of w:rtl runs) and English left to right', () => {
    const hebrew = paragraphs.filter((paragraph) => HEBREW.test(paragraph.text));
    const english = paragraphs.filter((paragraph) => paragraph.text !== '' && !HEBREW.test(paragraph.text));
    expect(hebrew.length).toBeGreaterThan(40);
    expect(english.length).toBe(hebrew.length);
    for (const paragraph of hebrew) {
      expect(isRtl(paragraph), paragraph.text).toBe(true);
      expect(paragraph.xml, paragraph.text).toContain('w:bidi="he-IL"');
    }
    for (const paragraph of english) expect(hasAnyRtlProperty(paragraph), paragraph.text).toBe(false);
  });

  it('opens with the cover note: not legal advice, the Portuguese text registered by Finanças, how to register', () => {
    const note = RENTAL_TEMPLATE.note.items.map((item) => item.en).join(' ');
    expect(note).toContain('not legal advice');
    expect(note).toMatch(/Finanças\) registers the lease from its Portuguese text/);
    expect(note).toContain('Modelo 2');
    expect(note).toContain('Portal das Finanças');
    expect(note).toContain('10% of one month\u2019s rent');
    const texts = paragraphs.map((paragraph) => paragraph.text);
    const firstSection = texts.indexOf(RENTAL_TEMPLATE.sections[0]!.title.en);
    for (const item of RENTAL_TEMPLATE.note.items) {
      expect(texts.indexOf(item.en)).toBeLessThan(firstSection);
      expect(texts.indexOf(item.he)).toBeLessThan(firstSection);
    }
  });

  it('leaves blanks to fill in every section', () => {
    for (const section of RENTAL_TEMPLATE.sections) {
      const blanks = section.clauses.filter((clause) => clause.en.includes('____') && clause.he.includes('____'));
      expect(blanks.length, section.id).toBeGreaterThan(0);
    }
  });

  it('writes the file under the name the site serves', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rental-template-'));
    try {
      const path = await writeRentalTemplate(dir);
      expect(path).toBe(join(dir, RENTAL_TEMPLATE_FILE));
      expect(paragraphsOf(await readFile(path)).length).toBe(paragraphs.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

interface DocRow {
  /** The text of each cell: the Portuguese column, then the companion language's. */
  cells: DocParagraph[];
}

/** The table rows of a .docx file: each cell as one paragraph (the Portuguese documents have one per cell). */
function rowsOf(docx: Uint8Array): DocRow[] {
  const xml = strFromU8(unzipSync(docx)['word/document.xml']!);
  return [...xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map(([row]) => ({
    cells: [...row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map(([cell]) => {
      const inCell = paragraphsOf(zipOf(cell));
      expect(inCell, cell).toHaveLength(1);
      return inCell[0]!;
    }),
  }));
}

/** Wraps a piece of WordprocessingML as a document.xml, so paragraphsOf can read it. */
function zipOf(xml: string): Uint8Array {
  return zipSync({ 'word/document.xml': strToU8(xml) });
}

/** The language tags (w:lang w:val) of a paragraph's runs. */
const runLanguages = ({ xml }: DocParagraph) => [...xml.matchAll(/<w:lang w:val="([^"]+)"/g)].map((match) => match[1]);

const COMPANIONS = ['en', 'he'] as const;

describe.each(COMPANIONS)('Portuguese rental agreement template with %s beside it (.docx)', (companion) => {
  let rows: DocRow[];
  let docParagraphs: DocParagraph[];
  const edition = portugueseEdition(companion);
  const pairs = () => rows.map((row) => row.cells.map((cell) => cell.text));

  beforeAll(async () => {
    const docx = await renderPortugueseTemplate(companion);
    rows = rowsOf(docx);
    docParagraphs = paragraphsOf(docx);
  });

  it('sets every text in two columns: Portuguese on the left, the same text in the other language on the right', () => {
    const expected = [
      RENTAL_TEMPLATE.title,
      RENTAL_TEMPLATE.subtitle,
      edition.prevailing,
      edition.note.title,
      ...edition.note.items,
      ...edition.sections.flatMap((section) => [section.title, ...section.clauses]),
      RENTAL_TEMPLATE.signatures.title,
      ...RENTAL_TEMPLATE.signatures.lines,
    ].map((text) => [text.pt, text[companion]]);
    expect(pairs()).toEqual(expected);
  });

  it('opens by saying that the Portuguese version prevails, and says it again in clause 10.3', () => {
    expect(PORTUGUESE_PREVAILS).toBe(
      'Em caso de divergência entre as versões, prevalece a versão em língua portuguesa.',
    );
    const texts = pairs().map(([pt]) => pt!);
    const prevailing = texts.findIndex((text) => text.includes(PORTUGUESE_PREVAILS));
    expect(prevailing).toBe(2);
    expect(prevailing).toBeLessThan(texts.indexOf(edition.note.title.pt));
    const name = companion === 'en' ? 'língua inglesa' : 'língua hebraica';
    expect(texts[prevailing]).toContain(`com a versão em ${name} ao lado`);
    const versions = texts.find((text) => text.startsWith('10.3 '))!;
    expect(versions).toContain('prevalece a versão em língua portuguesa');
    expect(versions).toContain(name);
    // The English and Hebrew document's clause (three versions) is not this document's.
    expect(versions).not.toContain('inglesa e hebraica');
  });

  it('has the ten sections in Portuguese, in order, each with its clauses and blanks to fill', () => {
    const texts = pairs().map(([pt]) => pt!);
    expect(edition.sections.map((section) => section.title.pt)).toEqual([
      '1. Partes',
      '2. Objeto do arrendamento',
      '3. Prazo e renovação',
      '4. Renda e pagamento',
      '5. Caução e encargos',
      '6. Conservação e obras',
      '7. Fim a que se destina o imóvel',
      '8. Cessação do contrato',
      '9. Seguros',
      '10. Lei aplicável e foro',
    ]);
    let previous = -1;
    for (const section of edition.sections) {
      const at = texts.indexOf(section.title.pt);
      expect(at, section.title.pt).toBeGreaterThan(previous);
      previous = at;
      expect(section.clauses.some((clause) => clause.pt.includes('____'))).toBe(true);
    }
  });

  it('writes the lease as Portuguese law and the tax office name things, with the rates from the facts module', () => {
    const all = pairs()
      .map(([pt]) => pt)
      .join(' ');
    for (const term of [
      'Contrato de Arrendamento para Habitação',
      'Senhorio',
      'Arrendatário',
      'renda',
      'caução',
      'Fiador',
      'fração autónoma',
      'Licença de utilização',
      'Certificado energético',
      'recibo de renda eletrónico',
      'Modelo 2',
      'Imposto do Selo',
      'artigos 1022.º e seguintes',
      'Lei n.º 6/2006',
    ]) {
      expect(all, term).toContain(term);
    }
    expect(all).toContain(`igual a ${formatPercent(RENTAL_RULES.lateRentPercent, 'pt', 2)} do que for devido`);
    expect(all).toContain(
      `Imposto do Selo, de ${formatPercent(RENTAL_RULES.leaseStampDutyPercent, 'pt', 2)} de uma renda`,
    );
    // Brazilian or wrong words for a Portuguese lease (docs/copy-style.md, "Portuguese (pt-PT)").
    expect(all).not.toMatch(/\b(aluguel|aluguer|locação|locador|locatário|você|registro|contato)\b/i);
  });

  it('tags Portuguese runs pt-PT, left to right, and the other column in its own language and direction', () => {
    for (const { cells } of rows) {
      const [pt, other] = cells;
      expect(runLanguages(pt!), pt!.text).toEqual(['pt-PT']);
      expect(hasAnyRtlProperty(pt!), pt!.text).toBe(false);
      if (companion === 'he') {
        expect(isRtl(other!), other!.text).toBe(true);
        expect(other!.xml, other!.text).toContain('w:bidi="he-IL"');
      } else {
        expect(runLanguages(other!), other!.text).toEqual(['en-GB']);
        expect(hasAnyRtlProperty(other!), other!.text).toBe(false);
      }
    }
  });

  it('holds no text outside its two columns but the empty paragraphs between the tables', () => {
    const cellTexts = new Set(rows.flatMap((row) => row.cells.map((cell) => cell.text)));
    expect(
      docParagraphs.filter((paragraph) => paragraph.text !== '' && !cellTexts.has(paragraph.text)).map((p) => p.text),
    ).toEqual([]);
    if (companion === 'en') expect(docParagraphs.some((paragraph) => HEBREW.test(paragraph.text))).toBe(false);
  });
});

describe('the template files', () => {
  it('keep the English and Hebrew document free of the Portuguese text', () => {
    const texts = new Set(paragraphs.map((paragraph) => paragraph.text));
    for (const section of RENTAL_TEMPLATE.sections) {
      expect(texts.has(section.title.pt), section.title.pt).toBe(false);
      for (const clause of section.clauses) expect(texts.has(clause.pt), clause.pt).toBe(false);
    }
  });

  it('writes the three documents under the names the site serves', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rental-templates-'));
    try {
      const paths = await writeRentalTemplates(dir);
      expect(paths).toEqual(
        [RENTAL_TEMPLATE_FILE, RENTAL_TEMPLATE_PT_EN_FILE, RENTAL_TEMPLATE_PT_HE_FILE].map((file) => join(dir, file)),
      );
      const hebrewBeside = rowsOf(await readFile(join(dir, RENTAL_TEMPLATE_PT_HE_FILE)));
      expect(HEBREW.test(hebrewBeside[0]!.cells[1]!.text)).toBe(true);
      const englishBeside = rowsOf(await readFile(join(dir, RENTAL_TEMPLATE_PT_EN_FILE)));
      expect(englishBeside[0]!.cells.map((cell) => cell.text)).toEqual([
        RENTAL_TEMPLATE.title.pt,
        RENTAL_TEMPLATE.title.en,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
