// locale-text.ts writes the site's formats without Intl; here Intl (Node's ICU) is the reference it
// must match, value for value, in every language (Portuguese with `useGrouping: 'always'`, as intl.ts asks).
import { LANGS, type Lang } from '@/lib/i18n/lang';
import './hebrew-words';
import './portuguese-words';
import { INTL_LOCALE, localeText } from './intl';
import type { TimeUnit } from './locale-text';
import type { LocaleText } from './locale-words';

// The site's own formats as intl.ts picks them: locale-text.ts's in English and Hebrew,
// portuguese-words.ts's in Portuguese.
const own = (lang: Lang): LocaleText => localeText(lang)!;
const numberText: LocaleText['numberText'] = (value, lang, options) => own(lang).numberText(value, lang, options);
const euroText: LocaleText['euroText'] = (amount, lang) => own(lang).euroText(amount, lang);
const minorUnitsText: LocaleText['minorUnitsText'] = (minor, currency, lang) =>
  own(lang).minorUnitsText(minor, currency, lang);
const longDateText: LocaleText['longDateText'] = (date, lang) => own(lang).longDateText(date, lang);
const monthYearText: LocaleText['monthYearText'] = (date, lang) => own(lang).monthYearText(date, lang);
const timeAgoText: LocaleText['timeAgoText'] = (count, unit, lang) => own(lang).timeAgoText(count, unit, lang);
const pluralText: LocaleText['pluralText'] = (count, lang) => own(lang).pluralText(count, lang);

const intlNumber = (lang: Lang, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALE[lang], {
    ...(lang === 'pt' ? { useGrouping: 'always' as const } : {}),
    ...options,
  });

/** Whole numbers, decimals of every size, exact halves (rounding) and the edges. */
function sampleNumbers(): number[] {
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1.005, 2.675, 999.9995, 1e-7, 123456789.98765433];
  for (const magnitude of [1, 10, 100, 1e3, 1e4, 1e6, 1e9, 1e15]) values.push(magnitude - 1, magnitude, -magnitude);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = 0; i < 1500; i++) {
    const value = (random() - 0.3) * 10 ** Math.floor(random() * 12 - 4);
    values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 8) / 8);
  }
  return values;
}

const NUMBER_OPTIONS: (Intl.NumberFormatOptions & { style?: 'decimal' | 'percent' })[] = [
  {},
  { style: 'decimal' },
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 5 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'percent', maximumFractionDigits: 2 },
  { style: 'percent', minimumFractionDigits: 1 },
  { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

describe.each(LANGS)('locale text (%s) matches Intl', (lang) => {
  it.each(NUMBER_OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
    'numbers with %s',
    (_, options) => {
      const format = intlNumber(lang, options);
      const values = sampleNumbers();
      const differences = values.filter((value) => numberText(value, lang, options) !== format.format(value));
      expect(differences.map((value) => [value, numberText(value, lang, options), format.format(value)])).toEqual([]);
      expect(values.length).toBeGreaterThan(4000);
    },
  );

  it('whole euros', () => {
    const format = intlNumber(lang, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const differences = sampleNumbers().filter((value) => euroText(value, lang) !== format.format(value));
    expect(differences.map((value) => [value, euroText(value, lang), format.format(value)])).toEqual([]);
  });

  it.each(['EUR', 'ILS'] as const)('%s from whole minor units (cents, agorot), with two decimals', (currency) => {
    const format = intlNumber(lang, { style: 'currency', currency });
    const values = [0, 1, -1, 5, -5, 10, 99, 100, 101, -100, 999, 1000, 123456, -123456, 100000000, 99999999999];
    for (const value of sampleNumbers())
      if (Number.isSafeInteger(Math.round(value * 100))) values.push(Math.round(value * 100));
    // Intl is given the amount in units (value / 100), which prints exactly for these magnitudes.
    const differences = values
      .filter((value) => Math.abs(value) < 1e13)
      .filter((value) => minorUnitsText(value, currency, lang) !== format.format(value / 100));
    expect(
      differences.map((value) => [value, minorUnitsText(value, currency, lang), format.format(value / 100)]),
    ).toEqual([]);
    expect(values.length).toBeGreaterThan(4000);
  });

  it('long dates and month-year in Lisbon, every day of 1997–2037 around midnight and the clock changes', () => {
    const long = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
    const monthYear = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    });
    const differences: string[] = [];
    let checked = 0;
    for (let day = Date.UTC(1997, 0, 1); day < Date.UTC(2038, 0, 1); day += 86_400_000) {
      // Lisbon's date changes at 23:00 UTC in summer and at midnight in winter; its clocks at 01:00 UTC.
      for (const offset of [0, 3_599_000, 3_600_000, 82_799_000, 82_800_000, 86_399_999]) {
        const date = new Date(day + offset);
        checked++;
        if (longDateText(date, lang) !== long.format(date)) differences.push(`${date.toISOString()} long`);
        if (monthYearText(date, lang) !== monthYear.format(date)) differences.push(`${date.toISOString()} month`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(80_000);
  });

  it('"time ago" for 1 to 400 of each unit', () => {
    const relative = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'always' });
    const differences: string[] = [];
    for (const unit of ['minute', 'hour', 'day', 'month', 'year'] as TimeUnit[]) {
      for (let count = 1; count <= 400; count++) {
        const expected = relative.format(-count, unit).replace(/\s*\(\d+\)$/, '');
        if (timeAgoText(count, unit, lang) !== expected)
          differences.push(`${count} ${unit}: ${timeAgoText(count, unit, lang)} vs ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('locale text leaves the rest to Intl', () => {
  it('has no answer for what it does not write out', () => {
    expect(numberText(Number.NaN, 'en')).toBeUndefined();
    expect(numberText(Number.POSITIVE_INFINITY, 'he')).toBeUndefined();
    expect(numberText(1e21, 'en')).toBeUndefined();
    expect(numberText(1, 'en', { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeUndefined();
    expect(numberText(1, 'en', { maximumFractionDigits: 1.5 })).toBeUndefined();
    expect(euroText(Number.NaN, 'en')).toBeUndefined();
    expect(minorUnitsText(12.5, 'EUR', 'en')).toBeUndefined();
    expect(minorUnitsText(2 ** 53, 'ILS', 'he')).toBeUndefined();
    expect(longDateText(new Date('nonsense'), 'en')).toBeUndefined();
    expect(longDateText(new Date('1990-06-01T12:00:00Z'), 'en')).toBeUndefined();
    expect(monthYearText(new Date('2040-06-01T12:00:00Z'), 'he')).toBeUndefined();
    expect(timeAgoText(0, 'day', 'en')).toBeUndefined();
    expect(timeAgoText(1.5, 'day', 'he')).toBeUndefined();
    expect(numberText(Number.NaN, 'pt')).toBeUndefined();
    expect(euroText(1e21, 'pt')).toBeUndefined();
    expect(minorUnitsText(12.5, 'EUR', 'pt')).toBeUndefined();
    expect(longDateText(new Date('1990-06-01T12:00:00Z'), 'pt')).toBeUndefined();
    expect(monthYearText(new Date('nonsense'), 'pt')).toBeUndefined();
    expect(timeAgoText(0, 'day', 'pt')).toBeUndefined();
    expect(pluralText(1.5, 'pt')).toBeUndefined();
  });
});

describe('pluralText', () => {
  it.each(LANGS)('gives the category Intl.PluralRules gives every whole count (%s)', (lang) => {
    const rules = new Intl.PluralRules(INTL_LOCALE[lang]);
    const counts = [...Array.from({ length: 2001 }, (_, i) => i), -1, -2, 10_000, 20, 100, 1_000_000];
    for (const count of counts) expect(pluralText(count, lang), String(count)).toBe(rules.select(count));
  });

  it('leaves a fraction to Intl', () => {
    expect(pluralText(1.5, 'en')).toBeUndefined();
  });
});
