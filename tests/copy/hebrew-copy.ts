// Checks over the site's Hebrew copy (docs/copy-style.md): one word per concept, figures from the
// formatters rather than typed by hand, and Latin or digit runs isolated where a right-to-left line
// would reorder them. The checkers are pure functions over one text, so each can be tested on a
// planted defect; the tests in this folder run them over every exported Hebrew copy object.
import { isRichText, type RichText } from '@/lib/i18n/rich-text';

export interface HebrewText {
  /** Module and key path, e.g. "src/pages/about/copy.he.ts › hero.title". */
  where: string;
  text: string;
}

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Rich text as the page shows it: an e-mail or phone link is rendered with dir="ltr", which
 * isolates it (the HTML default style for [dir]), so it stands here between LRI and PDI.
 */
function renderedText(value: RichText): string {
  return value.nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      const isolated = node.kind === 'link' && typeof node.to === 'string' && /^(mailto|tel):/.test(node.to);
      // FSI rather than LRI marks a link here, so that the wrapping rule below, which is about text
      // typed into copy, leaves the link (one tappable unit) alone.
      return isolated ? `${FSI}${node.text}${PDI}` : node.text;
    })
    .join('');
}

/** Every text in a copy object, rich text as rendered; functions (templates) are skipped. */
export function textsOf(node: unknown, where: string): HebrewText[] {
  if (typeof node === 'string') return [{ where, text: node }];
  if (isRichText(node)) return [{ where, text: renderedText(node) }];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => textsOf(value, `${where}.${key}`));
}

/** The Hebrew half of bilingual records ({ en, he }), as the .docx template keeps its text. */
export function hebrewHalves(node: unknown, where: string): HebrewText[] {
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if (typeof record.he === 'string' && typeof record.en === 'string') return [{ where, text: record.he }];
  return Object.entries(record).flatMap(([key, value]) => hebrewHalves(value, `${where}.${key}`));
}

const HEBREW = /\p{Script=Hebrew}/u;
export const hasHebrew = (text: string) => HEBREW.test(text);

// ---------------------------------------------------------------------------------------------
// Terms: one Hebrew word for one thing.

export interface TermRule {
  /** What the copy must not say (a word boundary in Hebrew is "no Hebrew letter next to it"). */
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

/** Not preceded by a Hebrew letter or geresh/gershayim (\p{L} does not cover Hebrew punctuation). */
const START = '(?<![\\p{Script=Hebrew}"\'׳״])';
/** Not followed by a Hebrew letter. */
const END = '(?![\\p{Script=Hebrew}])';
/** The one-letter prefixes Hebrew glues to a word: ו, ה, ב, ל, כ, מ, ש, in any usual combination. */
const PREFIX = '(?:[ומשהבלכ]{0,3})';
const term = (body: string) => new RegExp(`${START}${PREFIX}(?:${body})${END}`, 'u');

export const TERM_RULES: readonly TermRule[] = [
  // A prefixed ויזה doubles its vav: הוויזה, בוויזת, לוויזה (ו + ויזת, "and a visa", is וויזת).
  {
    pattern: new RegExp(`${START}ו?[הבלכמש]ויז\\p{Script=Hebrew}*`, 'u'),
    use: 'הוויזה / בוויזת / לוויזה (a prefixed ויזה doubles its vav)',
  },
  { pattern: term('מיסים'), use: 'מסים' },
  { pattern: term('ארנונה'), use: 'מס רכוש שנתי (IMI): ארנונה is the Israeli occupier’s rate' },
  { pattern: term('עולים חדשים|עולה חדש|עולות חדשות'), use: 'מי שעובר לגור בפורטוגל' },
  { pattern: term('שטר (?:ה)?קנייה|שטר (?:ה)?קניה'), use: 'שטר המכר / שטר מכר' },
  {
    pattern: new RegExp(
      `${START}(?:ו?[בל]פורטוגלית|דובר(?:ות|י|ת)? פורטוגלית|השפה הפורטוגלית|(?:לדבר|מדברים) פורטוגלית)${END}`,
      'u',
    ),
    use: 'פורטוגזית for the language (פורטוגלית is the adjective: גרסה פורטוגלית)',
  },
  { pattern: term('ביקורת תקופתית|ביקורות תקופתיות'), use: 'ביקור תקופתי בנכס' },
  { pattern: term('תווים (?:לא|בלתי) חוקיים'), use: 'תווים לא תקינים' },
  { pattern: term('משכנתה|משכנתות'), use: 'משכנתא' },
  { pattern: term('דוא"ל|דוא״ל'), use: 'אימייל (in the .docx contract: דואר אלקטרוני)' },
  { pattern: term('מייצג לענייני מס|דרך מייצג'), use: 'נציג (לענייני מס)' },
  { pattern: term('מחיר לפי בקשה'), use: 'לפי פנייה (a price on request)' },
  { pattern: term('גולדן ויזה|ויזה הזהב|ויזת הזהב|ויזת גולד'), use: 'ויזת זהב' },
  { pattern: term('יום-יום'), use: 'יומיום (ביומיום, באופן שוטף)' },
  { pattern: term('קונסולטציה|קונסולטציית'), use: 'פגישת ייעוץ / שיחת ייעוץ' },
  { pattern: term('ניוז לטר|ניוז-לטר|עלון החדשות'), use: 'ניוזלטר' },
  // Voice: the reader in the plural, "we" as אנחנו.
  { pattern: term('אנו'), use: 'אנחנו' },
  {
    pattern: term('שלך|אתה|תוכל|צור קשר|השאר פרטים|לחץ כאן'),
    use: 'the plural: שלכם, אתם, תוכלו, צרו קשר, השאירו פרטים, לחצו',
  },
];

export interface TermHit {
  found: string;
  use: string;
}

export function termDefects(text: string, rules: readonly TermRule[] = TERM_RULES): TermHit[] {
  return rules.flatMap(({ pattern, use }) => {
    const match = pattern.exec(text);
    return match ? [{ found: match[0], use }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Typography.

/** What the tests' stand-in formatters return, so any "%" or "€" left in a text was typed by hand. */
export const FORMATTED_PERCENT = '⟦percent⟧';
export const FORMATTED_EURO = '⟦euro⟧';

/** A "%" or "€" typed into a Hebrew text instead of coming from the formatters. */
export function handTypedSymbols(text: string): string[] {
  return [...text.matchAll(/.{0,12}[%€].{0,12}/gu)].map((match) => match[0]);
}

const COUNT_WORDS =
  'אחד|אחת|שניים|שתיים|שני|שתי|שלושה|שלוש|ארבעה|ארבע|חמישה|חמש|שישה|שש|שבעה|שבע|שמונה|תשעה|תשע|עשרה|עשר|' +
  'יומיים|שבועיים|חודשיים|שנתיים|שעתיים|פעמיים';
const NUMBER = `(?:\\d+(?:[.,]\\d+)?%?|${FORMATTED_PERCENT}|${FORMATTED_EURO})`;
const HYPHEN_RANGE = new RegExp(
  `(?<![\\d.,\\p{L}-])${NUMBER}\\s?-\\s?${NUMBER}(?![\\d-])|${START}(?:${COUNT_WORDS})-(?:${COUNT_WORDS})${END}`,
  'u',
);

/** A range written with a hyphen ("8-12", "חודשיים-שלושה") rather than an en dash. */
export function hyphenRanges(text: string): string[] {
  const match = HYPHEN_RANGE.exec(text);
  return match ? [match[0]] : [];
}

// ---------------------------------------------------------------------------------------------
// Right to left. Text between LRI/RLI/FSI (U+2066–U+2068) and PDI (U+2069) is isolated: the browser
// lays it out on its own and places it as one neutral block, so the rules below do not look inside.

const ISOLATED = /[\u2066\u2067\u2068][^\u2069]*\u2069/gu;
/** The text with each isolate replaced by a neutral placeholder. */
export const withoutIsolates = (text: string) => text.replace(ISOLATED, '\u2022');

const LATIN = /\p{Script=Latin}/u;

/** A template's placeholder ("{count} מאמרים") stands for a figure: a digit, which has no direction. */
export const fillPlaceholders = (text: string) => text.replace(/\{\w+\}/gu, '0');

/**
 * Three or more digit groups separated by spaces ("808 24 24 24", "+351 21 000 0000"): in a
 * right-to-left line the spaces take the Hebrew direction and the groups come out in reverse order.
 */
export function unisolatedDigitGroups(text: string): string[] {
  return [...withoutIsolates(text).matchAll(/\+?\d+(?:[ \u00a0\u202f]\d+){2,}/gu)].map((match) => match[0]);
}

/**
 * A phone number typed into copy and isolated, but with ordinary spaces: it still wraps between its
 * groups at phone width, and the two halves read as two numbers. Join the groups with no-break
 * spaces: `\u2066808\u00a024\u00a024\u00a024\u2069`.
 */
export function breakableDigitGroups(text: string): string[] {
  return [...text.matchAll(new RegExp(`${LRI}[^${PDI}]*${PDI}`, 'gu'))]
    .flatMap((isolate) => [...isolate[0].matchAll(/\+?\d+(?:[ \u00a0\u202f]\d+){2,}/gu)])
    .map((match) => match[0])
    .filter((run) => run.includes(' '));
}

/**
 * A Hebrew text whose first letter is Latin: a link preview, a notification or any dir="auto"
 * surface then lays the whole line out left to right ("Lusa Property היא…" shows with the Hebrew
 * on the right). Write "חברת Lusa Property…", or isolate the name.
 */
export function startsInLatin(text: string): boolean {
  if (!hasHebrew(text)) return false;
  const first = /[\p{Script=Hebrew}\p{Script=Latin}\u200f]/u.exec(fillPlaceholders(withoutIsolates(text)));
  return first !== null && LATIN.test(first[0]);
}

/** The longest run the text may hold without a place to break the line. */
export const MAX_UNBREAKABLE = 24;

/**
 * A run longer than MAX_UNBREAKABLE characters with no place to break the line: words joined by
 * no-break spaces (U+00A0) or word joiners (U+2060). The no-break space keeps a short Latin name or a
 * phone number on one line ("Centro\u00a0de\u00a0Saúde", "808\u00a024\u00a024\u00a024"); a long
 * one overflows its box at phone width (seen on the about page at 412 px with "(Ordem dos
 * Contabilistas Certificados)" joined). A long Latin name wraps correctly in a right-to-left line,
 * brackets included (measured in Chromium), so leave its ordinary spaces.
 */
export function unbreakableRuns(text: string): string[] {
  return [...text.matchAll(/[^ \t\n\u2066-\u2069]*[\u00a0\u2060][^ \t\n\u2066-\u2069]*/gu)]
    .map((match) => match[0])
    .filter((run) => run.length > MAX_UNBREAKABLE);
}

/** "300+" or "Plus+" in Hebrew: the plus sign moves to the other side ("+300"). Write "יותר מ-300". */
export function trailingPlus(text: string): string[] {
  return [...fillPlaceholders(withoutIsolates(text)).matchAll(/[\p{Script=Latin}\d]+\+(?![\p{Script=Latin}\d])/gu)].map(
    (match) => match[0],
  );
}

/**
 * A quoted example with no Hebrew letter in it and a digit or a mark ("1. ", "- ", "**"): the marks
 * take the Hebrew direction and move to the other side ("1. " displays as ".1", the quotes shift;
 * copy review H22). Isolate the example with LRI … PDI. A quoted placeholder ("{title}") is a
 * value the page fills in, not an example.
 */
export function unisolatedQuotedExamples(text: string): string[] {
  return (
    [...withoutIsolates(text).matchAll(/["״]([^"״\p{Script=Hebrew}]{1,40})["״]/gu)]
      // An isolate inside the quotes (here its placeholder, •) is already laid out on its own.
      .filter((match) => !/^\{\w+\}$/u.test(match[1]!) && /[\d\p{P}\p{S}]/u.test(match[1]!.replace(/\u2022/gu, '')))
      .map((match) => match[0])
  );
}

/**
 * Two Latin or digit runs either side of a slash ("EN / HE", "12 / 3") inside Hebrew text: the
 * slash and spaces take the Hebrew direction, so the pair displays in reverse and the first value
 * stands under the second header (copy review H21). Name them in Hebrew ("אנגלית / עברית"),
 * give each its own column, or isolate the pair. URLs and dates ("https://…", "2026/27") are left to
 * their own rules: only a pair with spaces around the slash is counted.
 */
export function unisolatedSlashPairs(text: string): string[] {
  if (!hasHebrew(text)) return [];
  return [...fillPlaceholders(withoutIsolates(text)).matchAll(/[\p{Script=Latin}\d]+ \/ [\p{Script=Latin}\d]+/gu)].map(
    (match) => match[0],
  );
}

/** Every right-to-left and line-breaking defect in one text, as readable lines. */
export function bidiDefects(text: string): string[] {
  return [
    ...unisolatedDigitGroups(text).map((run) => `digit groups not isolated: "${run}"`),
    ...breakableDigitGroups(text).map((run) => `digit groups can wrap (join with no-break spaces): "${run}"`),
    ...(startsInLatin(text) ? ['starts with Latin text'] : []),
    ...unbreakableRuns(text).map((run) => `run too long to wrap at phone width: "${run}"`),
    ...trailingPlus(text).map((run) => `trailing plus sign: "${run}"`),
    ...unisolatedQuotedExamples(text).map((run) => `quoted example not isolated: ${run}`),
    ...unisolatedSlashPairs(text).map((run) => `slash pair not isolated: "${run}"`),
  ];
}
