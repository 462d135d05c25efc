import { DICTIONARIES } from './dictionaries';
import { interpolate, lookup, type Dictionary, type TextKey } from './dictionary';
import { en } from './en';
import { he } from './he';

/** Every leaf of a dictionary as [dot.path, text]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (node === null || typeof node !== 'object') return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

// Texts that are the same in both languages on purpose: the brand, templates around it, the example
// e-mail address and the status code.
const SAME_IN_BOTH = new Set([
  'meta.siteName',
  'meta.titleTemplate',
  'footer.newsletter.emailPlaceholder',
  'errors.notFoundCode',
]);

describe('dictionaries', () => {
  const enLeaves = leaves(en);
  const heLeaves = leaves(he);

  it('has the same key paths in English and Hebrew', () => {
    expect(heLeaves.map(([path]) => path).sort()).toEqual(enLeaves.map(([path]) => path).sort());
    expect(enLeaves.length).toBeGreaterThan(100);
  });

  it('holds only non-empty strings', () => {
    for (const [path, text] of [...enLeaves, ...heLeaves]) {
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).not.toBe('');
    }
  });

  it('translates every English text except the allow-listed ones', () => {
    const enText = new Map(enLeaves);
    const untranslated = heLeaves.filter(([path, text]) => text === enText.get(path)).map(([path]) => path);
    expect(untranslated.sort()).toEqual([...SAME_IN_BOTH].sort());
  });

  it('keeps the same {placeholders} in both languages', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\w+\}/g)
        ?.sort() ?? [];
    const enText = new Map(enLeaves);
    for (const [path, text] of heLeaves) {
      expect(placeholders(text), path).toEqual(placeholders(enText.get(path)));
    }
  });

  it('uses Hebrew script in the Hebrew dictionary', () => {
    expect(he.nav.home).toMatch(/[\u0590-\u05ff]/);
    expect(he.footer.newsletter.successTitle).toMatch(/[\u0590-\u05ff]/);
  });

  it('maps each language to its dictionary', () => {
    expect(DICTIONARIES.en).toBe(en);
    expect(DICTIONARIES.he).toBe(he);
  });
});

describe('lookup', () => {
  it('finds a nested text by its dotted key', () => {
    expect(lookup(en, 'footer.newsletter.submit')).toBe('Subscribe');
    expect(lookup(he, 'nav.home')).toBe('דף הבית');
  });

  it('throws for a missing key', () => {
    expect(() => lookup(en, 'nav.nope' as TextKey)).toThrow('Missing text: nav.nope');
    expect(() => lookup(en, 'nope.deeper.still' as TextKey)).toThrow('Missing text: nope.deeper.still');
  });

  it('throws for a key that names a group rather than a text', () => {
    expect(() => lookup(en, 'nav' as TextKey)).toThrow('Missing text: nav');
  });

  it('throws when the dictionary lacks a text', () => {
    const partial = { nav: {} } as unknown as Dictionary;
    expect(() => lookup(partial, 'nav.home')).toThrow('Missing text: nav.home');
  });
});

describe('interpolate', () => {
  it('replaces {name} placeholders', () => {
    expect(interpolate('{title} | Lusa Property', { title: 'About' })).toBe('About | Lusa Property');
    expect(interpolate('© {year} Lusa Property.', { year: 2025 })).toBe('© 2025 Lusa Property.');
  });

  it('replaces every occurrence and several names', () => {
    expect(interpolate('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1');
  });

  it('leaves unknown placeholders as they are', () => {
    expect(interpolate('Hello {name} and {other}', { name: 'Dana' })).toBe('Hello Dana and {other}');
  });

  it('returns the text unchanged without params', () => {
    expect(interpolate('Show the {label} submenu')).toBe('Show the {label} submenu');
  });

  it('inserts a zero and an empty string', () => {
    expect(interpolate('{n} items{s}', { n: 0, s: '' })).toBe('0 items');
  });
});
