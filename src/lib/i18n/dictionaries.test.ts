import { leaves, shapeDifferences } from '../../../tests/copy-shape';
import { fill } from './dictionary';
import { en } from './en';
import { he } from './he';
import { pt } from './pt';
import { loadDictionary } from './load-dictionary';

// Texts that are the same in every language on purpose: the brand, templates around it, the example
// e-mail address and the status code.
const SAME_IN_ALL = new Set([
  'meta.siteName',
  'meta.titleTemplate',
  'footer.newsletter.emailPlaceholder',
  'errors.notFoundCode',
]);

const enLeaves = leaves(en);

describe.each([
  ['Hebrew', he],
  ['Portuguese', pt],
] as const)('the %s dictionary', (language, dictionary) => {
  const otherLeaves = leaves(dictionary);

  it('has the same key paths as the English one', () => {
    expect(otherLeaves.map(([path]) => path).sort()).toEqual(enLeaves.map(([path]) => path).sort());
    expect(shapeDifferences(en, dictionary)).toEqual([]);
    expect(enLeaves.length).toBeGreaterThan(100);
  });

  it('holds only non-empty strings', () => {
    for (const [path, text] of [...enLeaves, ...otherLeaves]) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('translates every English text except the allow-listed ones', () => {
    const enText = new Map(enLeaves);
    const untranslated = otherLeaves.filter(([path, text]) => text === enText.get(path)).map(([path]) => path);
    // Portuguese may share a word with English ("Blog", "Newsletter"), but not a whole sentence.
    const sentences =
      language === 'Hebrew' ? untranslated : untranslated.filter((path) => String(enText.get(path)).includes(' '));
    expect(sentences.filter((path) => !SAME_IN_ALL.has(path)).sort()).toEqual([]);
  });

  it('keeps the same {placeholders}', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    const enText = new Map(enLeaves);
    for (const [path, text] of otherLeaves) {
      expect(placeholders(text), path).toEqual(placeholders(enText.get(path)));
    }
  });
});

describe('dictionaries', () => {
  it('uses Hebrew script in the Hebrew dictionary', () => {
    expect(he.nav.home).toMatch(/[\u0590-\u05ff]/);
    expect(he.footer.newsletter.successTitle).toMatch(/[\u0590-\u05ff]/);
  });

  it('loads each language dictionary on its own', async () => {
    expect(await loadDictionary('en')).toBe(en);
    expect(await loadDictionary('he')).toBe(he);
    expect(await loadDictionary('pt')).toBe(pt);
  });
});

describe('fill', () => {
  it('replaces {name} placeholders', () => {
    expect(fill('{title} | Lusa Property', { title: 'About' })).toBe('About | Lusa Property');
    expect(fill('© {year} Lusa Property.', { year: 2025 })).toBe('© 2025 Lusa Property.');
  });

  it('replaces every occurrence and several names', () => {
    expect(fill('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(fill('Hello {name} and {other}', { name: 'Dana' })).toBe('Hello Dana and {other}');
  });

  it('returns the text unchanged without matching params', () => {
    expect(fill('Show the {label} submenu', {})).toBe('Show the {label} submenu');
  });

  it('inserts a zero and an empty string', () => {
    expect(fill('{n} items{s}', { n: 0, s: '' })).toBe('0 items');
  });
});
