// Reads a rent or sale post copied from a social-media group (Hebrew, English or Portuguese) and
// returns what it states plainly: type, price in euros, bedrooms, size, furnished, pets, its phone
// numbers, the place and the post's link. Pure (no React), so it is tested on its own. Every field
// is optional and the rule throughout is that a guess is worse than a gap: text that can be read
// two ways leaves the field empty for staff to fill. The rules, with examples: docs/listing-intake.md.
import type { ListingType } from '@/lib/listings/listing';
import { KNOWN_PLACES, type KnownPlace } from './known-places';

export type OtherCurrency = 'ILS' | 'USD' | 'GBP' | 'BRL';

/** What a post states; the names are the listing's columns. */
export interface PostFacts {
  type?: ListingType;
  /** Euros (per month for a rental). */
  price?: number;
  /** A price found only in another currency: reported, never converted into the euro price. */
  otherCurrencyPrice?: { currency: OtherCurrency; amount: number; text: string };
  bedrooms?: number;
  size_m2?: number;
  furnished?: boolean;
  pets?: boolean;
  /** International format, e.g. "+351 912 345 678": the first number the post gives. */
  phone?: string;
  /** The post's other numbers, in the order it gives them, each once (not the first). */
  other_phones?: string[];
  /** As the listings write it: "Lisbon", or "Lisbon, Alfama" for a neighbourhood. */
  location?: string;
  source_url?: string;
  group_url?: string;
}

/** What is left of a line once its phone number or link is gone: "WhatsApp:", "לפרטים:", "📞". */
const LEFT_LABEL =
  /^[\s\p{P}\p{S}]*(?:tel(?:efone|emóvel|emovel)?|phone|mobile|whats ?app|contact(?:o|s)?|link|call|ligue|טלפון|נייד|לפרטים|ליצירת קשר|קישור|וואטסאפ|ווטסאפ)?[\s\p{P}\p{S}]*$/iu;

/**
 * A label, or the word joining two numbers, left at the end of a line whose phone numbers or link
 * were taken out: "… WhatsApp:", "… WhatsApp or call", "לפרטים: או". Taken off one word at a time.
 */
const TRAILING_LABEL =
  /(?:^|\s)(?:tel(?:efone|emóvel|emovel)?|phone|mobile|whats ?app|contact(?:o|s)?|link|call|ligue|or|ou|and|e|טלפון|נייד|לפרטים|ליצירת קשר|קישור|וואטסאפ|ווטסאפ|או|התקשרו|[/|·,])\s*[:\-–,/]?[\s\p{S}]*$/iu;

/** Spaces evened out, labels left alone dropped, at most one empty line in a row. */
function tidyDescription(text: string): string | undefined {
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    // An empty line of the post stays (one at most, below); a line emptied by taking things out goes.
    if (line.trim() === '') {
      kept.push('');
      continue;
    }
    let even = line.replace(/[ \t]{2,}/g, ' ').trim();
    // A label at the line's end only where something was taken out (its blanked span left spaces).
    if (/\s{2,}$/.test(line)) {
      for (let left = 5; left > 0 && TRAILING_LABEL.test(even); left -= 1)
        even = even.replace(TRAILING_LABEL, '').trim();
    }
    if (!LEFT_LABEL.test(even)) kept.push(even);
  }
  const tidy = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/[ \t]+([.,;!?])/g, '$1')
    .trim();
  return tidy === '' ? undefined : tidy;
}

// ---------------------------------------------------------------------------------------------
// Text preparation
// ---------------------------------------------------------------------------------------------

const HEB = '\\u05D0-\\u05EA';
const NOT_HEB_BEFORE = `(?<![${HEB}])`;
const NOT_HEB_AFTER = `(?![${HEB}])`;

/**
 * The post with invisible and presentation characters evened out (Hebrew points and bidi marks
 * removed, gershayim as ", typographic quotes and spaces plain), one line ending.
 */
function clean(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0591-\u05BD\u05BF-\u05C7\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[\u05F4\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/[\u05F3\u2018\u2019\u00B4`]/g, "'")
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
    .replace(/[\u2010-\u2015\u05BE]/g, '-');
}

/** Lower case without accents, one code unit for one, so a match's index is valid in both. */
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const bare = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out += bare.length === ch.length ? bare : ch;
  }
  return out;
}

/** Replaces a found span by spaces, so later rules do not read it again (a phone as a price). */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** The text of the clause before `index`: back to the previous sentence or list break. */
function clauseBefore(text: string, index: number, max = 30): string {
  const window = text.slice(Math.max(0, index - max), index);
  const breaks = [...window.matchAll(/[.;!?,:]\s|\n|•|\|/g)];
  const last = breaks.at(-1);
  return last ? window.slice(last.index + last[0].length) : window;
}

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let match: RegExpExecArray | null;
  while ((match = regex.exec(text)) !== null) {
    yield match;
    if (match[0] === '') regex.lastIndex += 1;
  }
}

/** The one value all candidates agree on; none or a disagreement leaves the field empty. */
function agreed<T>(values: readonly T[]): T | undefined {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

const URL_PATTERN = /https?:\/\/[^\s<>"']+/gi;
const SOCIAL_HOST = /(^|\.)(facebook\.com|fb\.com|fb\.me|fb\.watch|instagram\.com|threads\.net|t\.me)$/i;
const FACEBOOK_GROUP = /^https?:\/\/(?:[a-z]+\.)?facebook\.com\/groups\/([^/?#]+)\/?(.*)$/i;

function trimUrl(url: string): string {
  return url.replace(/[.,;:!?)\]}>*]+$/, '');
}

function readLinks(urls: readonly string[]): Pick<PostFacts, 'source_url' | 'group_url'> {
  const facts: Pick<PostFacts, 'source_url' | 'group_url'> = {};
  const host = (url: string) => {
    try {
      return new URL(url).hostname;
    } catch {
      return '';
    }
  };
  const usable = urls.filter((url) => host(url) !== '' && !/(^|\.)(wa\.me|whatsapp\.com)$/i.test(host(url)));
  // A link to the group itself (no post in it) is the group, not the post.
  const groupOnly = (url: string) => {
    const group = FACEBOOK_GROUP.exec(url);
    return group !== null && group[2]!.replace(/[?#].*$/, '').replace(/\/$/, '') === '';
  };
  const posts = usable.filter((url) => !groupOnly(url));
  facts.source_url = posts.find((url) => SOCIAL_HOST.test(host(url))) ?? posts[0];
  const groupOf = (url: string | undefined) => {
    const group = url ? FACEBOOK_GROUP.exec(url) : null;
    return group ? `https://www.facebook.com/groups/${group[1]}` : undefined;
  };
  facts.group_url = groupOf(facts.source_url) ?? groupOf(usable.find(groupOnly));
  if (!facts.source_url) delete facts.source_url;
  if (!facts.group_url) delete facts.group_url;
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers
// ---------------------------------------------------------------------------------------------

const SEP = '[\\s.\\-/]?';
const digitsOf = (text: string) => text.replace(/\D/g, '');

function formatPortuguese(nine: string): string {
  return `+351 ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}`;
}
function formatIsraeli(national: string): string {
  // Mobiles (9 digits, 5x) as +972 52 123 4567; landlines (8 digits) as +972 3 123 4567.
  return national.length === 9
    ? `+972 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`
    : `+972 ${national.slice(0, 1)} ${national.slice(1, 4)} ${national.slice(4)}`;
}

const PHONE_RULES: readonly { pattern: RegExp; format: (digits: string) => string | null }[] = [
  {
    // +351 / 00351 and 9 digits: mobiles start with 9, landlines with 2.
    pattern: new RegExp(`(?:\\+|\\b00)\\s?351${SEP}\\(?[29]\\d{0,2}\\)?(?:${SEP}\\d){6,8}(?!\\d)`, 'g'),
    format: (digits) => {
      const national = digits.replace(/^(00)?351/, '');
      return /^[29]\d{8}$/.test(national) ? formatPortuguese(national) : null;
    },
  },
  {
    // +972 / 00972, the trunk 0 sometimes kept as (0): mobiles 5x and 7 digits, landlines 8 digits.
    pattern: new RegExp(`(?:\\+|\\b00)\\s?972${SEP}(?:\\(0\\)\\s?)?0?\\d(?:${SEP}\\d){6,8}(?!\\d)`, 'g'),
    format: (digits) => {
      const national = digits.replace(/^(00)?972/, '').replace(/^0/, '');
      return /^5\d{8}$/.test(national) || /^[2-489]\d{7}$/.test(national) ? formatIsraeli(national) : null;
    },
  },
  {
    // An Israeli mobile written the local way: 05x and 7 digits.
    pattern: new RegExp(`(?<![\\d+])05\\d(?:${SEP}\\d){7}(?!\\d)`, 'g'),
    format: (digits) => (/^05\d{8}$/.test(digits) ? formatIsraeli(digits.slice(1)) : null),
  },
  {
    // A Portuguese mobile without the country code: 9 digits starting 91, 92, 93 or 96.
    pattern: new RegExp(`(?<![\\d+.,])9[1236]\\d(?:${SEP}\\d){6}(?![\\d.,]\\d|\\d)`, 'g'),
    format: (digits) => (/^9[1236]\d{7}$/.test(digits) ? formatPortuguese(digits) : null),
  },
  {
    // A Portuguese landline without the country code: 9 digits starting 2, not followed by a currency.
    pattern: new RegExp(`(?<![\\d+.,€$£])2\\d{2}(?:${SEP}\\d){6}(?![\\d.,]\\d|\\d)(?!\\s?(?:€|eur))`, 'g'),
    format: (digits) => (/^2\d{8}$/.test(digits) ? formatPortuguese(digits) : null),
  },
];

const OTHER_INTERNATIONAL = /\+[1-9][\d\s().-]{7,18}\d/g;

function readPhone(text: string): { phones: string[]; spans: [number, number][] } {
  const found: { index: number; phone: string }[] = [];
  const spans: [number, number][] = [];
  let work = text;
  for (const rule of PHONE_RULES) {
    for (const match of matches(rule.pattern, work)) {
      const phone = rule.format(digitsOf(match[0]));
      if (phone) {
        found.push({ index: match.index, phone });
        spans.push([match.index, match.index + match[0].length]);
      }
    }
    for (const [start, end] of spans) work = blank(work, start, end);
  }
  for (const match of matches(OTHER_INTERNATIONAL, work)) {
    const digits = digitsOf(match[0]);
    if (digits.length >= 8 && digits.length <= 15) {
      found.push({ index: match.index, phone: match[0].replace(/\s+/g, ' ').trim() });
      spans.push([match.index, match.index + match[0].length]);
    }
  }
  found.sort((a, b) => a.index - b.index);
  // The same number written twice ("054-7654321 ... +972 54 765 4321") is one number.
  const phones: string[] = [];
  const seen = new Set<string>();
  for (const { phone } of found) {
    const key = digitsOf(phone);
    if (seen.has(key)) continue;
    seen.add(key);
    phones.push(phone);
  }
  return { phones, spans };
}

/** WhatsApp links (wa.me/351912345678, api.whatsapp.com/send?phone=...) as phone numbers. */
function phonesFromWhatsApp(urls: readonly string[]): string[] {
  const phones: string[] = [];
  for (const url of urls) {
    const match = /(?:wa\.me\/|whatsapp\.com\/send\/?\?phone=)\+?(\d{8,15})/i.exec(url);
    if (!match) continue;
    phones.push(...readPhone(`+${match[1]}`).phones);
  }
  return phones;
}

/** The numbers written in the text, then those only in WhatsApp links; each number once. */
function allPhones(written: readonly string[], urls: readonly string[]): string[] {
  const phones = [...written];
  const seen = new Set(written.map(digitsOf));
  for (const phone of phonesFromWhatsApp(urls)) {
    if (seen.has(digitsOf(phone))) continue;
    seen.add(digitsOf(phone));
    phones.push(phone);
  }
  return phones;
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/** 1.200 / 1,200 / 1 200 (three digits after a separator group thousands) / 1.200,50 / 1200 / 1,5. */
const NUM = "\\d{1,3}(?:[.,' ]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
const MULT = `(?:\\s?(?<mult>k|mil|thousand|million|milhoes|milhao|mln|m|מיליון|מליון|אלף)(?![a-z0-9²${HEB}]))?`;
const CURRENCIES: readonly [string, string][] = [
  ['EUR', `€|euros?(?![a-z])|eur(?![a-z])|אירו|יורו`],
  ['BRL', `r\\$|reais(?![a-z])|brl(?![a-z])`],
  ['ILS', `₪|ש"ח|${NOT_HEB_BEFORE}שח${NOT_HEB_AFTER}|שקלים|שקל${NOT_HEB_AFTER}|nis(?![a-z])|ils(?![a-z])`],
  ['USD', `(?<!r)\\$|usd(?![a-z])|dollars?(?![a-z])|דולר`],
  ['GBP', `£|gbp(?![a-z])`],
];
const CUR = CURRENCIES.map(([code, pattern]) => `(?<${code}>${pattern})`).join('|');
const MONEY_BEFORE = new RegExp(`(?:${CUR})\\s?(?<num>${NUM})${MULT}`, 'g');
const MONEY_AFTER = new RegExp(`(?<![\\w.,])(?<num>${NUM})${MULT}\\s?(?:de\\s)?(?:${CUR})`, 'g');
const PRICE_WORD = `(?:price|asking|rent|preco|valor|renda|mensalidade|מחיר|שכר דירה|שכ"ד|שכירות)`;
const KEYWORD_PRICE = new RegExp(
  `${PRICE_WORD}\\s*(?:is|de|:|=|-)?\\s*(?<![\\w.,])(?<num>${NUM})${MULT}(?![\\d\\w%])(?!\\s?(?:m2|m²|sqm|מ"ר))`,
  'g',
);
const PER_MONTH =
  /^\s*(?:\/\s?(?:month|mes|mo|m)(?![a-z0-9²])|per month|a month|p\/m(?![a-z])|pm(?![a-z])|por mes|mensais|mensal|monthly|לחודש|בחודש|ל-?חודש)/;
const OTHER_PERIOD =
  /^\s*(?:\/\s?|per |a |por |ל-?|ב)\s?(?:night|noite|week|semana|day|dia|year|ano|לילה|שבוע|יום|שנה|m2|m²|sqm|square|metro|מ"ר|מטר)/;
const NOT_THE_PRICE =
  /(?<![a-z])(deposit|caucao|fianca|condominio|condo|despesas|imi|fees?|comissao|commission|bills|utilities|expenses|reduced from|was|antes|era|budget|orcamento|ate)(?![a-z])|תקציב|(?<![\u05D0-\u05EA])עד(?![\u05D0-\u05EA])|פיקדון|פקדון|ערבות|ועד|ארנונה|עמלה|חשבונות|במקום/;
const NOT_THE_PRICE_AFTER = /^\s*(?:de\s+|of\s+|ל?)?(?:deposit|caucao|fianca|condominio|פיקדון|פקדון|ערבות)/;

function parseNumber(num: string, mult: string | undefined): number {
  const grouped = /^(\d{1,3}(?:[.,' ]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(num);
  const value = grouped
    ? Number(grouped[1]!.replace(/\D/g, '') + (grouped[2] ? `.${grouped[2]}` : ''))
    : Number(num.replace(',', '.'));
  const factor = !mult ? 1 : /^(k|mil|thousand|אלף)$/.test(mult) ? 1_000 : 1_000_000;
  return Math.round(value * factor * 100) / 100;
}

interface Money {
  start: number;
  end: number;
  amount: number;
  currency: 'EUR' | OtherCurrency;
  monthly: boolean;
  keyword: boolean;
}

function readPrice(
  text: string,
  original: string,
  type: ListingType | undefined,
): Pick<PostFacts, 'price' | 'otherCurrencyPrice'> {
  const found: Money[] = [];
  const add = (match: RegExpExecArray, currency: Money['currency']) => {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((other) => start < other.end && other.start < end)) return;
    const groups = match.groups!;
    const after = text.slice(end, end + 20);
    if (OTHER_PERIOD.test(after) || NOT_THE_PRICE_AFTER.test(after)) return;
    if (NOT_THE_PRICE.test(clauseBefore(text, start))) return;
    const amount = parseNumber(groups.num!, groups.mult);
    // Nothing is let for less than this a month: a smaller figure is a floor, a fee or a count.
    if (amount < 50) return;
    found.push({
      start,
      end,
      amount,
      currency,
      monthly: PER_MONTH.test(after),
      keyword: new RegExp(`${PRICE_WORD}[^\\d]{0,12}$`).test(clauseBefore(text, start)),
    });
  };
  const currencyOf = (match: RegExpExecArray) =>
    (CURRENCIES.find(([code]) => match.groups![code] !== undefined)?.[0] ?? 'EUR') as Money['currency'];
  for (const match of matches(MONEY_AFTER, text)) add(match, currencyOf(match));
  for (const match of matches(MONEY_BEFORE, text)) add(match, currencyOf(match));
  const anyCurrency = new RegExp(CUR).test(text);
  if (found.length === 0 && !anyCurrency) {
    // No currency anywhere: a number right after "price", "renda", "מחיר"... is taken as euros.
    for (const match of matches(KEYWORD_PRICE, text)) add(match, 'EUR');
  }

  const euros = found.filter((money) => money.currency === 'EUR');
  let price = agreed(euros.map((money) => money.amount));
  if (price === undefined && euros.length > 1 && type !== undefined) {
    // Several amounts: a rent is the one "per month"; otherwise the one after "price", "renda"...
    const monthly = type === 'rent' ? euros.filter((money) => money.monthly) : [];
    price =
      agreed(monthly.map((money) => money.amount)) ??
      agreed(euros.filter((money) => money.keyword).map((money) => money.amount));
  }
  if (price !== undefined) return { price };
  const other = found.find((money) => money.currency !== 'EUR');
  if (other && euros.length === 0) {
    return {
      otherCurrencyPrice: {
        currency: other.currency as OtherCurrency,
        amount: other.amount,
        text: original.slice(other.start, other.end).trim(),
      },
    };
  }
  return {};
}

// ---------------------------------------------------------------------------------------------
// Rent or sale
// ---------------------------------------------------------------------------------------------

const RENT_STRONG =
  /(?<![a-z])(for rent|to rent|for let|to let|for long[- ]term rent|arrenda-se|arrendase|aluga-se|alugase|para arrendar|para alugar|arrendamento|aluguer|aluguel)(?![a-z])|להשכרה|משכיר|משכירה|משכירים|שכירות/;
const RENT_WEAK =
  /(?<![a-z])(rent|rental|renting|renda|arrendo|alugo|tenant|tenants|inquilino|inquilinos|contrato de arrendamento)(?![a-z])|\/\s?(month|mes|mo)(?![a-z])|per month|por mes|שכר דירה|שכ"ד|לחודש|שוכרים/;
const SALE_STRONG =
  /(?<![a-z])(for sale|vende-se|vendese|a venda|para venda|para vender|selling my|we are selling)(?![a-z])|למכירה|מוכרים|מוכר את|מוכרת את/;
const SALE_WEAK =
  /(?<![a-z])(sale|selling|sell|venda|vender|vendo|buyer|buyers|comprador|escritura|cpcv)(?![a-z])|מכירה|קונים/;

function readType(text: string): ListingType | undefined {
  const rent = RENT_STRONG.test(text);
  const sale = SALE_STRONG.test(text);
  if (rent !== sale) return rent ? 'rent' : 'sale';
  if (rent && sale) return undefined;
  const weakRent = RENT_WEAK.test(text);
  const weakSale = SALE_WEAK.test(text);
  if (weakRent !== weakSale) return weakRent ? 'rent' : 'sale';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Bedrooms
// ---------------------------------------------------------------------------------------------

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  אחד: 1,
  אחת: 1,
  שני: 2,
  שתי: 2,
  שניים: 2,
  שתיים: 2,
  שלושה: 3,
  שלוש: 3,
  ארבעה: 4,
  ארבע: 4,
  חמישה: 5,
  חמש: 5,
  שישה: 6,
  שש: 6,
};
const NUMBER_WORD = Object.keys(WORD_NUMBERS).join('|');
const toCount = (word: string) => WORD_NUMBERS[word] ?? Number(word.replace(',', '.'));

/** Bedrooms stated as such: T2 / V3 (Portuguese), 2 bedrooms, 2BR, 2 quartos, 2 חדרי שינה, studio. */
const BEDROOM_RULES: readonly RegExp[] = [
  /(?<![a-z0-9])[tv](\d{1,2})(?:\s?\+\s?\d)?(?![a-z0-9])/g,
  new RegExp(`(?<![a-z0-9])(\\d{1,2}|${NUMBER_WORD})[\\s-]?(?:bed(?:room)?s?|br|bdr|bdrm|bd)(?![a-z])`, 'g'),
  new RegExp(`(?<![a-z0-9])(\\d{1,2}|${NUMBER_WORD})\\s(?:quartos?|qtos?)(?![a-z])(?!\\s+de\\s+banho)`, 'g'),
  new RegExp(`${NOT_HEB_BEFORE}(\\d{1,2}|${NUMBER_WORD})\\s?(?:חדרי[ -]שינה|חד' שינה)`, 'g'),
  new RegExp(`חדר שינה (1|אחד)${NOT_HEB_AFTER}|(?<![\\d${HEB}])(1|אחד) חדר שינה`, 'g'),
];
const STUDIO = new RegExp(
  `(?<![a-z])(studio|estudio|kitnet)(?![a-z])|${NOT_HEB_BEFORE}[ו]?(?:ה)?סטודיו${NOT_HEB_AFTER}`,
  'g',
);

/**
 * Rooms counted the Israeli (and Portuguese "assoalhadas") way, living room included: "3 חדרים" is
 * two bedrooms and a living room, so bedrooms = rooms - 1, and a one-room flat is a studio (0). A
 * half room ("3.5 חדרים") may or may not be a bedroom, so it leaves the field empty.
 */
const ROOM_RULES: readonly RegExp[] = [
  new RegExp(`${NOT_HEB_BEFORE}(\\d{1,2}(?:[.,]5)?|${NUMBER_WORD})\\s?(?:חדרים|חד')${NOT_HEB_AFTER}`, 'g'),
  /(?<![a-z0-9])(\d{1,2})\s?assoalhadas(?![a-z])/g,
  new RegExp(`${NOT_HEB_BEFORE}דירת (חדר)(?: אחד)?${NOT_HEB_AFTER}`, 'g'),
];

/** A room in a shared flat: the flat's bedrooms are not the listing's. */
const SHARED_ROOM =
  /(?<![a-z])(room (?:for rent|to rent|available|in a shared)|shared (?:flat|apartment|house)|(?:aluga-se|arrenda-se) quarto|quarto (?:em|num|para alugar|para arrendar|disponivel)|partilhad[oa])(?![a-z])|חדר להשכרה|חדר בדירת|דירת שותפים|שותף|שותפה|שותפים/;

function readBedrooms(text: string): number | undefined {
  if (SHARED_ROOM.test(text)) return undefined;
  const stated: number[] = [];
  for (const rule of BEDROOM_RULES) {
    for (const match of matches(rule, text)) stated.push(toCount((match[1] ?? match[2])!));
  }
  for (const _ of matches(STUDIO, text)) stated.push(0);
  if (stated.length > 0) return agreed(stated);
  const rooms: number[] = [];
  for (const rule of ROOM_RULES) {
    for (const match of matches(rule, text)) {
      const count = match[1] === 'חדר' ? 1 : toCount(match[1]!);
      rooms.push(Number.isInteger(count) ? Math.max(0, count - 1) : NaN);
    }
  }
  const value = agreed(rooms);
  return value === undefined || Number.isNaN(value) ? undefined : value;
}

// ---------------------------------------------------------------------------------------------
// Size
// ---------------------------------------------------------------------------------------------

const SIZE = new RegExp(
  `(?<![\\w.,])(\\d{1,3}(?:[.,]\\d{3})+|\\d{1,5})(?:[.,](\\d{1,2}))?\\s?(?:m2|m²|m\\^2|mt2|mts2|sqm|sq\\.?\\s?m(?:eters|etres)?|square met(?:er|re)s?|metros? quadrados?|מ"ר|מ'ר|מטר(?:ים)? רבוע(?:ים)?|מטר(?:ים)?(?!\\s?[מל]))(?![a-z0-9${HEB}])`,
  'g',
);
const NOT_THE_FLAT =
  /(terrace|terraco|varanda|balcony|garden|jardim|terreno|plot|land|lote|quintal|patio|מרפסת|גינה|חצר|מגרש)/;
const NOT_THE_FLAT_AFTER =
  /^\s*(?:de\s+|of\s+)?(?:terrace|terraco|varanda|balcony|garden|jardim|terreno|plot|land|lote|quintal|patio|מרפסת|גינה|חצר|מגרש)/;

function readSize(text: string): number | undefined {
  const sizes: number[] = [];
  for (const match of matches(SIZE, text)) {
    const end = match.index + match[0].length;
    if (NOT_THE_FLAT.test(clauseBefore(text, match.index, 25))) continue;
    if (NOT_THE_FLAT_AFTER.test(text.slice(end, end + 20))) continue;
    const value = Number(match[1]!.replace(/\D/g, '') + (match[2] ? `.${match[2]}` : ''));
    if (value >= 5 && value <= 100_000) sizes.push(value);
  }
  // Two different sizes (two flats, gross and net area) cannot be told apart.
  return agreed(sizes);
}

// ---------------------------------------------------------------------------------------------
// Furnished and pets
// ---------------------------------------------------------------------------------------------

/** Reads a yes/no fact: the "no" phrases are read (and removed) first, both found means unclear. */
function yesOrNo(text: string, no: RegExp, yes: RegExp, unclear?: RegExp): boolean | undefined {
  let work = text;
  if (unclear && unclear.test(work)) return undefined;
  let saidNo = false;
  for (const match of matches(no, work)) {
    saidNo = true;
    work = blank(work, match.index, match.index + match[0].length);
  }
  const saidYes = yes.test(work);
  if (saidNo === saidYes) return undefined;
  return saidYes;
}

const FURNISHED_NO =
  /(?<![a-z])(unfurnished|not furnished|non[- ]furnished|without furniture|no furniture|sem mobilia|sem moveis|sem mobiliario|nao mobilad[oa]|nao mobiliad[oa])(?![a-z])|לא מרוהט|ללא ריהוט|בלי ריהוט|ללא רהיטים|בלי רהיטים/g;
const FURNISHED_YES =
  /(?<![a-z])(furnished|mobilad[oa]s?|mobiliad[oa]s?|com mobilia|com moveis)(?![a-z])|מרוהט|כולל ריהוט|עם ריהוט|ריהוט מלא|כולל רהיטים|עם רהיטים/;
const FURNISHED_PARTLY =
  /(semi[- ]?furnished|part(?:ly|ially)[- ]furnished|semi[- ]?mobilad|parcialmente mobilad|מרוהטת חלקית|מרוהט חלקית|ריהוט חלקי|(?:furnished|mobilado) (?:or|ou) (?:unfurnished|not|sem|nao))/;

const PET_WORD = `(?:בעלי חיים|בעלי-חיים|בע"ח|חיות מחמד|חיות|כלבים|כלב)`;
const PETS_NO = new RegExp(
  [
    `(?<![a-z])(no pets?|no animals|no dogs|pets? (?:are )?not (?:allowed|accepted|permitted)|animals (?:are )?not (?:allowed|accepted)|pets?: no|not suitable for pets|not pet[- ]friendly)(?![a-z])`,
    `(nao (?:se )?aceit(?:a|am|amos)(?:-se)? animais|animais (?:de estimacao )?nao (?:sao )?(?:permitidos|aceites|aceitos)|sem animais|nao sao (?:permitidos|aceites) animais|proibido animais|animais: nao)`,
    `(?:ללא|בלי|אין|אסור|לא מתאים ל|לא מתאימה ל|לא מקבלים|לא מאפשרים|לא ניתן)\\s?(?:עם\\s)?[לה]?${PET_WORD}`,
    `${PET_WORD}\\s?(?:[-:]\\s?)?(?:לא|אסור|אסורים|אסורות)${NOT_HEB_AFTER}`,
  ].join('|'),
  'g',
);
const PETS_YES = new RegExp(
  [
    `(?<![a-z])(pets? (?:are )?(?:allowed|welcome|accepted|ok|okay|permitted|considered)|pet[- ]friendly|animals (?:are )?(?:allowed|welcome|accepted)|pets?: yes|dogs? (?:and cats )?(?:are )?(?:allowed|welcome))(?![a-z])`,
    `(aceit(?:a|am|amos)(?:-se)? animais|animais (?:de estimacao )?(?:sao )?(?:permitidos|aceites|aceitos|bem-vindos|bem vindos)|animais: sim)`,
    `${PET_WORD}\\s?(?:[-:]\\s?)?(?:מתקבלים|מתקבלות|מותרים|מותרות|מותר|בברכה|אפשרי|כן|ברוכים)`,
    `(?:מותר|מותרים|אפשר|ניתן|מתאים|מתאימה)\\s?(?:עם\\s)?[לה]?${PET_WORD}`,
  ].join('|'),
);

// ---------------------------------------------------------------------------------------------
// Place
// ---------------------------------------------------------------------------------------------

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface PlaceRule {
  place: KnownPlace;
  pattern: RegExp;
  hebrew: boolean;
}
const PLACE_RULES: readonly PlaceRule[] = KNOWN_PLACES.flatMap((place) => [
  {
    place,
    hebrew: false,
    pattern: new RegExp(`(?<![a-z])(${place.latin.map((name) => escape(fold(name))).join('|')})(?![a-z])`, 'g'),
  },
  ...(place.hebrew.length
    ? [
        {
          place,
          hebrew: true,
          // Hebrew joins prepositions to the word: בליסבון, לפורטו, מקשקאיש, שבליסבון.
          pattern: new RegExp(
            `${NOT_HEB_BEFORE}([ושבלמה]{0,3})(${place.hebrew.map(escape).join('|')})${NOT_HEB_AFTER}`,
            'g',
          ),
        },
      ]
    : []),
]);

/** "25 min from Lisbon", "Lisbon 30 minutes away", "20 דקות מליסבון": a reference point, not the place. */
const DISTANCE_BEFORE =
  /(\d\s*(?:min\w*|km|kms|h|horas?|hours?|דקות|דק'|ק"מ|שעה|שעות)(?![a-z])[^\n.\d]{0,14}$)|(?<![a-z])(from|away from|close to|to)\s+$/;
const DISTANCE_AFTER =
  /^\s+(?:is\s+|fica\s+a\s+|a\s+)?\d+\s*(?:min\w*|km|hours?|horas?|דקות|ק"מ)\s*(?:away|de distancia|by|de carro|de comboio|ברכב|נסיעה)/;

function readPlace(folded: string, original: string): string | undefined {
  const mentions: { index: number; place: KnownPlace }[] = [];
  for (const rule of PLACE_RULES) {
    for (const match of matches(rule.pattern, folded)) {
      const prefix = rule.hebrew ? match[1]! : '';
      const start = match.index + prefix.length;
      if (!rule.hebrew && rule.place.capitalised && !/^\p{Lu}/u.test(original.slice(start))) continue;
      if (prefix.endsWith('מ')) continue;
      const end = match.index + match[0].length;
      if (DISTANCE_BEFORE.test(folded.slice(Math.max(0, start - 25), start))) continue;
      if (DISTANCE_AFTER.test(folded.slice(end, end + 20))) continue;
      mentions.push({ index: start, place: rule.place });
    }
  }
  mentions.sort((a, b) => a.index - b.index);
  // "Cascais or Oeiras", "בקשקאיש או באוייראש": either place, so neither.
  for (const [index, mention] of mentions.entries()) {
    const next = mentions[index + 1];
    const between = next ? folded.slice(mention.index, next.index) : '';
    if (next && next.place !== mention.place && /^\S+(?:\s\S+){0,3}?\s*(?:or|ou|או|\/)\s*[ובלה]{0,2}$/.test(between))
      return undefined;
  }
  const first = mentions[0]?.place;
  if (!first) return undefined;
  const city = first.city ?? first.name;
  const neighbourhood = first.city ? first : mentions.find((mention) => mention.place.city === first.name)?.place;
  return neighbourhood ? `${city}, ${neighbourhood.name}` : city;
}

// ---------------------------------------------------------------------------------------------
// The post
// ---------------------------------------------------------------------------------------------

/** Everything the post states plainly; a field it does not state, or states two ways, is absent. */
export function parsePost(text: string): PostFacts {
  const original = clean(text);
  let folded = fold(original);

  const urls: string[] = [];
  for (const match of matches(URL_PATTERN, original)) {
    const url = trimUrl(match[0]);
    urls.push(url);
    folded = blank(folded, match.index, match.index + match[0].length);
  }

  const phone = readPhone(folded);
  for (const [start, end] of phone.spans) folded = blank(folded, start, end);

  const type = readType(folded);
  const [firstPhone, ...otherPhones] = allPhones(phone.phones, urls);
  const facts: PostFacts = {
    type,
    ...readPrice(folded, original, type),
    bedrooms: readBedrooms(folded),
    size_m2: readSize(folded),
    furnished: yesOrNo(folded, FURNISHED_NO, FURNISHED_YES, FURNISHED_PARTLY),
    pets: yesOrNo(folded, PETS_NO, PETS_YES),
    phone: firstPhone,
    other_phones: otherPhones.length > 0 ? otherPhones : undefined,
    location: readPlace(folded, original),
    ...readLinks(urls),
  };
  for (const key of Object.keys(facts) as (keyof PostFacts)[]) {
    if (facts[key] === undefined) delete facts[key];
  }
  return facts;
}

/**
 * The post's text as a listing's description: without its links and phone numbers (they have fields
 * of their own, and a description is public), lines left holding only a label ("WhatsApp:") dropped.
 * Undefined when nothing else is left.
 */
export function postDescription(text: string): string | undefined {
  const original = clean(text);
  let rest = original;
  for (const match of matches(URL_PATTERN, original)) rest = blank(rest, match.index, match.index + match[0].length);
  // The phone rules read the folded text, whose positions are the original's.
  for (const [start, end] of readPhone(blankLinks(fold(original))).spans) rest = blank(rest, start, end);
  return tidyDescription(rest);
}

function blankLinks(text: string): string {
  let out = text;
  for (const match of matches(URL_PATTERN, text)) out = blank(out, match.index, match.index + match[0].length);
  return out;
}
