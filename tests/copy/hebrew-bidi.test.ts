// Latin and digit runs inside Hebrew text that a right-to-left line would reorder must be isolated
// (LRI … PDI, U+2066 … U+2069) or rewritten (docs/copy-style.md, "Right to left"). Each rule below
// comes from a defect seen on a rendered Hebrew page.
import {
  bidiDefects,
  breakableDigitGroups,
  startsInLatin,
  trailingPlus,
  unbreakableRuns,
  unisolatedDigitGroups,
  unisolatedQuotedExamples,
  unisolatedSlashPairs,
} from './hebrew-copy';
import { hebrewCopyTexts } from './hebrew-copy-texts';

describe('Hebrew right-to-left text', () => {
  it('isolates or rewrites every run that would display reversed', () => {
    const defects = hebrewCopyTexts().flatMap(({ where, text }) =>
      bidiDefects(text).map((defect) => `${where}: ${defect}`),
    );
    expect(defects).toEqual([]);
  });

  it('finds a phone number that is not isolated, and accepts one that is', () => {
    expect(unisolatedDigitGroups('קו הבריאות, SNS 24, בטלפון 808 24 24 24, עונה באנגלית')).toEqual(['808 24 24 24']);
    expect(unisolatedDigitGroups('התקשרו ל-+351 21 000 0000')).toEqual(['+351 21 000 0000']);
    expect(unisolatedDigitGroups('בטלפון \u2066808 24 24 24\u2069, עונה באנגלית')).toEqual([]);
    expect(unisolatedDigitGroups('בין 2023 ל-2025, SNS 24 ו-90 יום בכל 180')).toEqual([]);
  });

  it('finds an isolated phone number that can still wrap between its groups', () => {
    expect(breakableDigitGroups('בטלפון \u2066808 24 24 24\u2069, עונה')).toEqual(['808 24 24 24']);
    expect(breakableDigitGroups('בטלפון \u2066808\u00a024\u00a024\u00a024\u2069, עונה')).toEqual([]);
  });

  it('finds a Hebrew text that starts in Latin', () => {
    expect(startsInLatin('AIMA, סוכנות ההגירה')).toBe(true);
    expect(startsInLatin('"Lusa Property" היא חברה')).toBe(true);
    expect(startsInLatin('סוכנות ההגירה (AIMA)')).toBe(false);
    expect(startsInLatin('\u2066Lusa Property\u2069 היא חברה')).toBe(false);
    expect(startsInLatin('Portal das Finanças')).toBe(false);
  });

  it('finds a run joined by no-break spaces that is too long to wrap', () => {
    expect(unbreakableRuns('בלשכה (Ordem\u00a0dos\u00a0Contabilistas\u00a0Certificados), להכנסות')).toEqual([
      '(Ordem\u00a0dos\u00a0Contabilistas\u00a0Certificados),',
    ]);
    expect(unbreakableRuns('בלשכה (Ordem dos Contabilistas Certificados), להכנסות')).toEqual([]);
    expect(unbreakableRuns('מרכז הבריאות (Centro\u00a0de\u00a0Saúde)')).toEqual([]);
    expect(unbreakableRuns('בטלפון \u2066808\u00a024\u00a024\u00a024\u2069, עונה')).toEqual([]);
  });

  it('finds a trailing plus sign', () => {
    expect(trailingPlus('יותר מ-300+ נכסים')).toEqual(['300+']);
    expect(trailingPlus('חבילת Plus+ כוללת')).toEqual(['Plus+']);
    expect(trailingPlus('יותר מ-300 נכסים ו-+351')).toEqual([]);
  });

  it('finds a quoted example of marks or digits that is not isolated (review H22)', () => {
    expect(unisolatedQuotedExamples('שורות שמתחילות ב-"- " או ב-"1. " לרשימות')).toEqual(['"- "', '"1. "']);
    expect(unisolatedQuotedExamples('שורות שמתחילות ב-\u2066"- "\u2069 או ב-\u2066"1. "\u2069')).toEqual([]);
    expect(unisolatedQuotedExamples('"{title}" יישלח למנויים')).toEqual([]);
    expect(unisolatedQuotedExamples('בשכר דירה "מתון"')).toEqual([]);
  });

  it('finds a slash pair of Latin or digits that is not isolated (review H21)', () => {
    expect(unisolatedSlashPairs('נמענים (EN / HE)')).toEqual(['EN / HE']);
    expect(unisolatedSlashPairs('נשלחו {en} / {he}')).toEqual(['0 / 0']);
    expect(unisolatedSlashPairs('נמענים (אנגלית / עברית)')).toEqual([]);
    expect(unisolatedSlashPairs('נמענים \u2066EN / HE\u2069')).toEqual([]);
  });
});
