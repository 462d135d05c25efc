import { ALL_FACTS as FACTS } from '@/lib/content/fact-register';
import type { FactCheck } from '@shared/facts/fact-check';
import { checkProblems, factDueState, factsDue, isoDay } from '@shared/facts/fact-due';

const check = (due: string, checked = '2026-01-10'): FactCheck => ({ checked, due, source: 'A law' });

describe('factDueState', () => {
  it('is ok well before the due date, due soon within 30 days, past due the day after', () => {
    expect(factDueState(check('2027-01-31'), '2026-11-25')).toBe('ok');
    expect(factDueState(check('2027-01-31'), '2027-01-01')).toBe('due-soon');
    expect(factDueState(check('2027-01-31'), '2027-01-31')).toBe('due-soon');
    expect(factDueState(check('2027-01-31'), '2027-02-01')).toBe('past-due');
  });

  it('takes the warning window as an option', () => {
    expect(factDueState(check('2027-01-31'), '2027-01-01', 10)).toBe('ok');
    expect(factDueState(check('2027-01-31'), '2027-01-21', 10)).toBe('due-soon');
  });

  it('counts calendar days across a leap day', () => {
    expect(factsDue([{ check: check('2028-03-01') }], '2028-02-28')[0]?.daysLeft).toBe(2);
  });
});

describe('factsDue', () => {
  it('lists the most urgent first, with days left (negative when overdue)', () => {
    const entries = [
      { id: 'later', check: check('2027-06-30') },
      { id: 'overdue', check: check('2026-11-01') },
      { id: 'soon', check: check('2026-12-01') },
    ];
    expect(factsDue(entries, '2026-11-25').map(({ entry, state, daysLeft }) => [entry.id, state, daysLeft])).toEqual([
      ['overdue', 'past-due', -24],
      ['soon', 'due-soon', 6],
      ['later', 'ok', 217],
    ]);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => factsDue([{ check: check('2027-02-30') }], '2026-11-25')).toThrow(/calendar date/);
    expect(() => isoDay('31/01/2027')).toThrow(/ISO date/);
  });
});

describe('checkProblems', () => {
  it('finds a due date before the check, a malformed date and a missing source', () => {
    expect(checkProblems(check('2027-01-31'))).toEqual([]);
    expect(checkProblems(check('2025-12-31'))).toEqual(['due is not after checked']);
    expect(checkProblems({ checked: '2026-13-01', due: '2027-01-31', source: ' ' })).toEqual([
      'checked: Not a calendar date: 2026-13-01',
      'no source',
    ]);
  });
});

describe('the facts register (src/lib/content/facts.ts)', () => {
  it('gives every fact a unique id and a check with valid dates and a source', () => {
    expect(new Set(FACTS.map((fact) => fact.id)).size).toBe(FACTS.length);
    for (const fact of FACTS)
      expect({ id: fact.id, problems: checkProblems(fact.check) }).toEqual({ id: fact.id, problems: [] });
  });

  it('asks for every check within about a year and a half', () => {
    for (const fact of FACTS) {
      expect({ id: fact.id, days: isoDay(fact.check.due) - isoDay(fact.check.checked) <= 550 }).toEqual({
        id: fact.id,
        days: true,
      });
    }
  });
});
