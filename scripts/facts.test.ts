import { describe, expect, it } from 'vitest';
import type { FactEntry } from '../src/lib/content/facts';
import { factsDue } from '../supabase/functions/_shared/domain/facts/fact-due';
import { formatFactsReport, parseFactsArgs } from './facts';

const entry = (id: string, due: string): FactEntry => ({
  id,
  what: `The ${id} fact`,
  value: {},
  check: { checked: '2026-01-10', due, source: `Source of ${id}` },
});
const entries = [entry('wage', '2027-01-31'), entry('prices', '2026-11-01')];

describe('parseFactsArgs', () => {
  it("defaults to today's date and the full list", () => {
    expect(parseFactsArgs([], new Date('2026-11-25T10:00:00Z'))).toEqual({
      today: '2026-11-25',
      dueOnly: false,
      warn: false,
      strict: false,
    });
  });

  it('reads --today in both spellings and the flags', () => {
    expect(parseFactsArgs(['--today', '2027-02-01', '--due-only', '--warn'])).toMatchObject({
      today: '2027-02-01',
      dueOnly: true,
      warn: true,
    });
    expect(parseFactsArgs(['--today=2027-02-01']).today).toBe('2027-02-01');
  });

  it('refuses a malformed date or an unknown option', () => {
    expect(() => parseFactsArgs(['--today', '2027-2-1'])).toThrow(/ISO date/);
    expect(() => parseFactsArgs(['--today'])).toThrow(/needs a date/);
    expect(() => parseFactsArgs(['--all'])).toThrow(/Unknown option/);
  });
});

describe('formatFactsReport', () => {
  it('lists every fact with its dates and source, and marks the past-due one', () => {
    const options = parseFactsArgs(['--today', '2026-11-25']);
    const text = formatFactsReport(factsDue(entries, options.today), options).join('\n');
    expect(text).toContain('Facts as of 2026-11-25: 2 in all, 1 past due, 0 due soon.');
    expect(text).toContain(
      '[PAST DUE] prices: The prices fact\n  checked 2026-01-10, due 2026-11-01 (24 days overdue)',
    );
    expect(text).toContain(
      '[ok] wage: The wage fact\n  checked 2026-01-10, due 2027-01-31 (in 67 days)\n  source: Source of wage',
    );
  });

  it('with --due-only leaves out the facts that are not due', () => {
    const options = parseFactsArgs(['--today', '2026-11-25', '--due-only']);
    const text = formatFactsReport(factsDue(entries, options.today), options).join('\n');
    expect(text).toContain('prices');
    expect(text).not.toContain('wage:');
  });

  it('with --warn gives one warning line per past-due fact, and none when nothing is due', () => {
    const options = parseFactsArgs(['--today', '2026-11-25', '--warn']);
    expect(formatFactsReport(factsDue(entries, options.today), options)).toEqual([
      expect.stringMatching(
        /^warning: fact "prices" \(The prices fact\) was due for a check on 2026-11-01, 24 days ago/,
      ),
    ]);
    expect(formatFactsReport(factsDue(entries, '2026-10-01'), { ...options, today: '2026-10-01' })).toEqual([]);
  });
});
