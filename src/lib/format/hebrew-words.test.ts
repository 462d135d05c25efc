// The Hebrew words of the formats live in their own module (English pages download no Hebrew); this
// checks that Hebrew formats are right with and without it, and that Hebrew copy brings it along.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';

const MARCH_5 = new Date('2025-03-05T12:00:00Z');
const intlLongDate = (date: Date) =>
  new Intl.DateTimeFormat('he-IL', { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(date);

describe('Hebrew words of the formats', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('before they are registered, Hebrew dates come from Intl and English needs nothing', async () => {
    const { longDateText, timeAgoText } = (await import('./locale-text')).englishAndHebrew;
    const { formatDate } = await import('./intl');
    expect(longDateText(MARCH_5, 'he')).toBeUndefined();
    expect(timeAgoText(5, 'minute', 'he')).toBeUndefined();
    expect(formatDate(MARCH_5, 'he')).toBe(intlLongDate(MARCH_5));
    expect(formatDate(MARCH_5, 'en')).toBe('5 March 2025');
  });

  it('the Hebrew entry point of the formatters registers them', async () => {
    const { formatDate, formatTimeAgo } = await import('./intl.he');
    expect(formatDate(MARCH_5, 'he')).toBe('5 במרץ 2025');
    expect(formatDate(MARCH_5, 'he')).toBe(intlLongDate(MARCH_5));
    expect(formatTimeAgo(new Date('2025-03-05T10:00:00Z'), 'he', MARCH_5)).toBe('לפני שעתיים');
  });

  it('the Hebrew dictionary registers them for what components format', async () => {
    await import('@/lib/i18n/he');
    const { formatDate } = await import('./intl');
    const { longDateText } = (await import('./locale-text')).englishAndHebrew;
    expect(longDateText(MARCH_5, 'he')).toBe('5 במרץ 2025');
    expect(formatDate(MARCH_5, 'he')).toBe('5 במרץ 2025');
  });
});

/** Every Hebrew copy module under src/. */
function hebrewModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return hebrewModules(path);
    return name.endsWith('.he.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

it('Hebrew copy modules format through intl.he, which brings the Hebrew words', () => {
  const modules = hebrewModules('src');
  expect(modules.length).toBeGreaterThan(20);
  const plainIntl = modules.filter((path) => /from '@\/lib\/format\/intl'/.test(readFileSync(path, 'utf8')));
  expect(plainIntl).toEqual([]);
  expect(
    modules.filter((path) => readFileSync(path, 'utf8').includes("'@/lib/format/intl.he'")).length,
  ).toBeGreaterThan(5);
});
