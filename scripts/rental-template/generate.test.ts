// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { RENTAL_TEMPLATE_FILE } from '../../src/features/rental-template/template-file';
import { RENTAL_TEMPLATE, TEMPLATE_SECTION_IDS } from './content';
import { renderRentalTemplate, writeRentalTemplate } from './generate';

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
