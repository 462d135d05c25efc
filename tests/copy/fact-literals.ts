// Finds facts typed by hand in copy (docs/facts.md): every figure of the facts register
// (src/lib/content/facts.ts), written the ways copy would write it, searched in a copy module's
// source. Copy formats figures from the facts module (`${euro(TAXES.youngBuyersCeiling.euros)}`), so
// its source never contains them; a literal "€330,539" or "25%" means a figure that will not change
// when the fact does.
//
// What is searched, by the fact's key:
// - percentages (a key or its parent key says "percent"): "25%", "25 %", "%25", "7,5%";
// - amounts (a key says "euros", or any other number of 100 or more): the digits with or without
//   thousands separators: 330539, 330,539, 330.539, 330 539;
// - other decimals (a coefficient): 1.0224, 1,0224;
// - dates (ISO strings): "7 October 2023", "October 7, 2023", "7 Oct 2023", "October 2023",
//   "7 באוקטובר 2023", "באוקטובר 2023", and the ISO string itself;
// - times ("09:00").
// Not searched: calendar years (a key that says "year", or a whole number from 1990 to 2099), since
// copy names years for many reasons, and small counts (days, months, years of residence) below 100,
// which are too common in prose to tell apart; copy reads those from the facts module by review.

export interface FactSource {
  id: string;
  value: object;
}

export interface FactNeedle {
  factId: string;
  /** The key path inside the fact, e.g. "youngBuyersCeiling.euros". */
  path: string;
  /** How the figure is written in the fact (for messages). */
  literal: string;
  pattern: RegExp;
}

export interface FactLiteralHit {
  factId: string;
  path: string;
  /** The text found in the copy. */
  text: string;
  line: number;
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HE_MONTHS = [
  'ינואר',
  'פברואר',
  'מרץ',
  'אפריל',
  'מאי',
  'יוני',
  'יולי',
  'אוגוסט',
  'ספטמבר',
  'אוקטובר',
  'נובמבר',
  'דצמבר',
];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{2}:\d{2}$/;
// Separators copy and Intl put between thousands or before a unit: space, no-break, narrow no-break.
const SPACE = '[ \\u00a0\\u202f]';
// A figure must stand alone: no digit or decimal part right before or after it.
const BEFORE = '(?<![\\d.,])';
const AFTER = '(?![\\d]|[.,]\\d)';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function groups(value: number): string[] {
  const digits = String(value);
  const parts: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) parts.unshift(digits.slice(Math.max(0, end - 3), end));
  return parts;
}

/** 330539 written every way copy could: 330539, 330,539, 330.539, 330 539. */
function amountPattern(value: number): string {
  const parts = groups(value);
  if (parts.length === 1) return parts[0] ?? '';
  return `(?:${[parts.join(''), parts.join(','), parts.join('\\.'), parts.join(SPACE)].join('|')})`;
}

/** 7.5 as 7.5 or 7,5; 25 as 25 (also 25.0). */
function decimalPattern(value: number): string {
  const [whole, fraction] = String(value).split('.');
  return fraction ? `${whole}[.,]${fraction}` : `${whole}(?:[.,]0+)?`;
}

function datePatterns(iso: string): string[] {
  const match = ISO_DATE.exec(iso);
  if (!match) return [];
  const [year, month, day] = [match[1], Number(match[2]), Number(match[3])];
  const en = EN_MONTHS[month - 1] ?? '';
  const he = HE_MONTHS[month - 1] ?? '';
  const enMonth = `(?:${en}|${en.slice(0, 3)}\\.?)`;
  return [
    escape(iso),
    `(?<!\\d)${day}(?:st|nd|rd|th)?${SPACE}(?:of${SPACE})?${enMonth},?${SPACE}${year}`,
    `${enMonth}${SPACE}${day}(?:st|nd|rd|th)?,?${SPACE}${year}`,
    `${enMonth}${SPACE}${year}`,
    `(?<!\\d)${day}${SPACE}ב?${he},?${SPACE}${year}`,
    `ב?${he}${SPACE}${year}`,
  ];
}

const isYear = (key: string, value: number) =>
  /year|since/i.test(key) || (Number.isInteger(value) && value >= 1990 && value <= 2099);

/** The figures of these facts as search patterns (see the kinds above). */
export function factNeedles(facts: readonly FactSource[]): FactNeedle[] {
  const needles: FactNeedle[] = [];
  const add = (factId: string, path: string, literal: string, source: string) =>
    needles.push({ factId, path, literal, pattern: new RegExp(source, 'gu') });

  const walk = (factId: string, value: unknown, path: string[]) => {
    const key = path.at(-1) ?? '';
    const parent = path.at(-2) ?? '';
    const at = path.join('.');
    if (key === 'check') return;
    if (typeof value === 'string') {
      if (ISO_DATE.test(value)) for (const date of datePatterns(value)) add(factId, at, value, date);
      else if (TIME.test(value)) add(factId, at, value, `(?<![\\d:])${escape(value)}(?![\\d:])`);
      return;
    }
    if (typeof value === 'number') {
      if (/percent/i.test(key) || /percent/i.test(parent)) {
        const number = decimalPattern(value);
        add(factId, at, `${value}%`, `${BEFORE}(?:${number}${SPACE}?%|%${SPACE}?${number}${AFTER})`);
      } else if (isYear(key, value)) {
        return;
      } else if (!Number.isInteger(value)) {
        add(factId, at, String(value), `${BEFORE}${decimalPattern(value)}${AFTER}`);
      } else if (/euros?$/i.test(key) || /euros/i.test(parent) || value >= 100) {
        add(factId, at, String(value), `${BEFORE}${amountPattern(value)}${AFTER}`);
      }
      return;
    }
    if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(factId, child, [...path, childKey]);
    }
  };
  for (const fact of facts) walk(fact.id, fact.value, []);
  return needles;
}

/** The source without comments, with line breaks kept so line numbers still match. */
export function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[ \t])\/\/.*$/gm, '$1');
}

/** Every hand-typed figure of these facts in a copy module's source. */
export function findFactLiterals(source: string, needles: readonly FactNeedle[]): FactLiteralHit[] {
  const text = stripComments(source);
  const hits: FactLiteralHit[] = [];
  for (const needle of needles) {
    for (const match of text.matchAll(needle.pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      hits.push({ factId: needle.factId, path: needle.path, text: match[0], line });
    }
  }
  // One date can match several of its forms ("7 October 2023" and "October 2023"): keep the longest.
  const longest = new Map<string, FactLiteralHit>();
  for (const hit of hits) {
    const key = `${hit.line}|${hit.factId}|${hit.path}`;
    const kept = longest.get(key);
    if (!kept || hit.text.length > kept.text.length) longest.set(key, hit);
  }
  return [...longest.values()].sort((a, b) => a.line - b.line);
}
