// The owner page's words after its hero are loaded apart from the page's copy module, so the page
// registry's checks do not see them: the same checks here. The Hebrew style checks (tests/copy/)
// read every *.he.ts module, this one included.
import { leaves, leafText, shapeDifferences } from '../../../tests/copy-shape';
import en from './portal-copy.en';
import he from './portal-copy.he';

/** Texts the same in both languages on purpose. */
const SAME_IN_BOTH = /^(?:\{\w+\}[\s:]*)+$/;

describe('the owner page’s words', () => {
  it('have the same shape in English and Hebrew', () => {
    expect(shapeDifferences(en, he)).toEqual([]);
  });

  it('are written in Hebrew, with the same placeholders as in English', () => {
    const english = new Map(leaves(en).map(([path, value]) => [path, leafText(value)]));
    for (const [path, value] of leaves(he)) {
      const text = leafText(value);
      if (text === null) continue;
      const source = english.get(path) ?? '';
      const placeholders = (value: string) => [...value.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
      expect(placeholders(text), path).toEqual(placeholders(source));
      if (SAME_IN_BOTH.test(text)) continue;
      expect(text, `${path} has no Hebrew`).toMatch(/[\u0590-\u05ff]/);
    }
  });

  it('keep the sentences the specification quotes, word for word', () => {
    expect(en.signIn.submit).toBe('Send me a sign-in link');
    expect(en.signIn.sentText).toBe(
      'If this address belongs to an owner we manage for, we have sent a sign-in link. It works once, for one hour.',
    );
    expect(en.statements.empty).toBe('No statement yet: your first one arrives after the first month we manage');
    expect(en.statement.adjustment).toBe('Adjustment to {month}: {note}');
  });
});
