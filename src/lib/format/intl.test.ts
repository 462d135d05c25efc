import { afterEach, vi } from 'vitest';
import {
  formatDate,
  formatEuro,
  formatEuroCents,
  formatNumber,
  formatPercent,
  formatShekelAgorot,
  formatTimeAgo,
  INTL_LOCALE,
} from './intl';

/** ICU output uses no-break spaces and direction marks; make it comparable. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u00a0\u202f\u200e\u200f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('INTL_LOCALE', () => {
  it('formats English as British English, Hebrew as Israeli Hebrew and Portuguese as Portugal writes it', () => {
    expect(INTL_LOCALE).toEqual({ en: 'en-GB', he: 'he-IL', pt: 'pt-PT' });
  });
});

describe('Portuguese figures', () => {
  it('groups thousands with a space from 1 000 on and puts the euro after the amount', () => {
    expect(plain(formatEuro(1234, 'pt'))).toBe('1 234 €');
    expect(plain(formatEuroCents(123456, 'pt'))).toBe('1 234,56 €');
    expect(plain(formatEuroCents(-5, 'pt'))).toBe('-0,05 €');
    expect(formatPercent(6.55, 'pt', 2)).toBe('6,55%');
    expect(plain(formatNumber(1234567.5, 'pt'))).toBe('1 234 567,5');
  });

  it('writes dates as Portugal does, months in lowercase', () => {
    expect(formatDate('2026-11-28T12:00:00Z', 'pt')).toBe('28 de novembro de 2026');
    expect(
      formatDate('2026-03-01T12:00:00Z', 'pt', { month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' }),
    ).toBe('março de 2026');
    expect(formatTimeAgo('2026-11-28T11:55:00Z', 'pt', new Date('2026-11-28T12:00:00Z'))).toBe('há 5 minutos');
  });
});

describe('formatEuro', () => {
  it('formats a euro amount without decimals in English', () => {
    expect(formatEuro(1_250_000, 'en')).toBe('€1,250,000');
    expect(formatEuro(950, 'en')).toBe('€950');
  });

  it('rounds away the cents', () => {
    expect(formatEuro(1249.6, 'en')).toBe('€1,250');
    expect(formatEuro(1249.4, 'en')).toBe('€1,249');
  });

  it('formats a euro amount without decimals in Hebrew', () => {
    const text = plain(formatEuro(1_250_000, 'he'));
    expect(text).toContain('€');
    expect(text).toContain('1,250,000');
    expect(text).not.toMatch(/\.\d/);
  });
});

describe('formatEuroCents and formatShekelAgorot', () => {
  it('show the cents or agorot of an integer amount exactly', () => {
    expect(formatEuroCents(123450, 'en')).toBe('€1,234.50');
    expect(formatEuroCents(5, 'en')).toBe('€0.05');
    expect(formatEuroCents(-120000, 'en')).toBe('-€1,200.00');
    expect(formatShekelAgorot(493_812, 'en')).toBe('₪4,938.12');
    // 2^53 - 1 cents: beyond a double's exact cents, still exact as text.
    expect(formatEuroCents(Number.MAX_SAFE_INTEGER, 'en')).toBe('€90,071,992,547,409.91');
  });

  it('write Hebrew with the sign after the figure and the right-to-left marks', () => {
    expect(formatEuroCents(123450, 'he')).toBe('\u200f1,234.50\u00a0\u200f€');
    expect(formatShekelAgorot(-250, 'he')).toBe('\u200f\u200e-2.50\u00a0\u200f₪');
  });

  it('never write a negative zero', () => {
    expect(formatEuroCents(-0, 'en')).toBe('€0.00');
    expect(formatShekelAgorot(-0, 'he')).toBe('\u200f0.00\u00a0\u200f₪');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatNumber(1234567, 'he'))).toBe('1,234,567');
  });

  it('passes options through', () => {
    expect(formatNumber(3.14159, 'en', { maximumFractionDigits: 2 })).toBe('3.14');
    expect(formatNumber(2, 'en', { minimumFractionDigits: 1 })).toBe('2.0');
  });
});

describe('formatPercent', () => {
  it('treats its input as a percent value', () => {
    expect(formatPercent(6.6, 'en')).toBe('6.6%');
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(plain(formatPercent(6.6, 'he'))).toContain('6.6');
    expect(plain(formatPercent(6.6, 'he'))).toContain('%');
  });

  it('limits the fraction digits', () => {
    expect(formatPercent(6.666, 'en')).toBe('6.7%');
    expect(formatPercent(6.666, 'en', 2)).toBe('6.67%');
    expect(formatPercent(6.666, 'en', 0)).toBe('7%');
  });
});

describe('formatDate', () => {
  it('writes a long day-month-year date in English', () => {
    expect(formatDate(new Date('2025-03-05T12:00:00Z'), 'en')).toBe('5 March 2025');
  });

  it('accepts an ISO string', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'en')).toBe('5 March 2025');
  });

  it('uses the Lisbon time zone by default', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in Lisbon (summer time, UTC+1).
    expect(formatDate('2025-07-01T23:30:00Z', 'en')).toBe('2 July 2025');
  });

  it('writes the date in Hebrew', () => {
    const text = plain(formatDate('2025-03-05T12:00:00Z', 'he'));
    expect(text).toContain('5');
    expect(text).toContain('2025');
    expect(text).toContain('מרץ');
  });

  it('uses the options it is given', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'en', { year: 'numeric', timeZone: 'UTC' })).toBe('2025');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it('says minutes ago, at least one minute', () => {
    expect(formatTimeAgo(ago(5 * MINUTE), 'en', now)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(10_000), 'en', now)).toBe('1 minute ago');
    expect(formatTimeAgo(now, 'en', now)).toBe('1 minute ago');
  });

  it('says hours ago under a day', () => {
    expect(formatTimeAgo(ago(3 * HOUR + 20 * MINUTE), 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(HOUR), 'en', now)).toBe('1 hour ago');
  });

  it('says days ago under 30 days', () => {
    expect(formatTimeAgo(ago(12 * DAY), 'en', now)).toBe('12 days ago');
    expect(formatTimeAgo(ago(29 * DAY), 'en', now)).toBe('29 days ago');
  });

  it('says months ago from 30 days', () => {
    expect(formatTimeAgo(ago(30 * DAY), 'en', now)).toBe('1 month ago');
    expect(formatTimeAgo(ago(65 * DAY), 'en', now)).toBe('2 months ago');
  });

  it('says years ago from twelve months', () => {
    expect(formatTimeAgo(ago(400 * DAY), 'en', now)).toBe('1 year ago');
  });

  it('goes on in months past a year when months are the largest unit', () => {
    expect(formatTimeAgo(ago(400 * DAY), 'en', now, { largestUnit: 'month' })).toBe('13 months ago');
    expect(formatTimeAgo(ago(12 * DAY), 'en', now, { largestUnit: 'month' })).toBe('12 days ago');
  });

  it('accepts an ISO string', () => {
    expect(formatTimeAgo('2025-06-15T09:00:00Z', 'en', now)).toBe('3 hours ago');
  });

  it('writes Hebrew', () => {
    const minutes = plain(formatTimeAgo(ago(5 * MINUTE), 'he', now));
    expect(minutes).toContain('לפני');
    expect(minutes).toContain('5');
    expect(minutes).toContain('דקות');

    const hours = plain(formatTimeAgo(ago(3 * HOUR), 'he', now));
    expect(hours).toContain('לפני');
    expect(hours).toContain('3');
    expect(hours).toContain('שעות');

    const days = plain(formatTimeAgo(ago(12 * DAY), 'he', now));
    expect(days).toContain('לפני');
    expect(days).toContain('12');
    expect(days).toContain('ימים');

    const months = plain(formatTimeAgo(ago(65 * DAY), 'he', now));
    expect(months).toContain('לפני');
    expect(months).toContain('חודש');
  });

  it('writes Hebrew duals and singulars without the figure ICU adds in brackets', () => {
    expect(plain(formatTimeAgo(ago(2 * HOUR), 'he', now))).toBe('לפני שעתיים');
    expect(plain(formatTimeAgo(ago(HOUR), 'he', now))).toBe('לפני שעה');
    expect(plain(formatTimeAgo(ago(2 * DAY), 'he', now))).toBe('לפני יומיים');
    expect(plain(formatTimeAgo(ago(30 * DAY), 'he', now))).toBe('לפני חודש');
    expect(formatTimeAgo(ago(2 * HOUR), 'en', now)).toBe('2 hours ago');
  });

  it('returns null for a missing, invalid or future date', () => {
    expect(formatTimeAgo(null, 'en', now)).toBeNull();
    expect(formatTimeAgo(undefined, 'en', now)).toBeNull();
    expect(formatTimeAgo('not a date', 'en', now)).toBeNull();
    expect(formatTimeAgo(new Date(Number.NaN), 'he', now)).toBeNull();
    expect(formatTimeAgo(new Date(now.getTime() + MINUTE), 'en', now)).toBeNull();
    expect(formatTimeAgo(new Date(now.getTime() + DAY), 'he', now)).toBeNull();
  });

  it('measures from the current time by default', () => {
    expect(formatTimeAgo(new Date(Date.now() - 2 * HOUR), 'en')).toBe('2 hours ago');
  });
});

describe('formatters made once', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the same text for the same options however often it is asked, in either language', () => {
    expect(formatPercent(12.5, 'en')).toBe(formatPercent(12.5, 'en'));
    expect(formatPercent(12.5, 'en', 0)).toBe('13%');
    expect(formatPercent(12.5, 'en', 1)).toBe('12.5%');
    expect(formatEuro(1250, 'en')).toBe('€1,250');
    expect(formatEuro(1250, 'he')).not.toBe(formatEuro(1250, 'en'));
  });
});
