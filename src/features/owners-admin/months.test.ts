import {
  addMonths,
  dateFitsMonth,
  defaultEntryDate,
  firstOpenMonth,
  isIsoDate,
  isMonthKey,
  lisbonMonth,
  monthEnded,
} from './months';

describe('months', () => {
  it('moves across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });

  it('knows a month key', () => {
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
  });

  it('tells the month in Lisbon, not in UTC', () => {
    // Summer: Lisbon is UTC+1, so 23:30 UTC on 30 June is already July.
    expect(lisbonMonth(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07');
    // Winter: Lisbon is on UTC.
    expect(lisbonMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
  });

  it('lets a month close only once it has ended in Lisbon', () => {
    const now = new Date('2026-12-01T00:30:00Z');
    expect(monthEnded('2026-11', now)).toBe(true);
    expect(monthEnded('2026-12', now)).toBe(false);
    expect(monthEnded('2027-01', now)).toBe(false);
  });

  it('opens the month after the last statement, or the current one', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    expect(firstOpenMonth([], now)).toBe('2026-12');
    expect(firstOpenMonth(['2026-09', '2026-10'], now)).toBe('2026-11');
  });

  it('checks real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-4-1')).toBe(false);
  });

  it('accepts an entry dated from a year before its month to the end of the next month', () => {
    expect(dateFitsMonth('2025-11-01', '2026-11')).toBe(true);
    expect(dateFitsMonth('2025-10-31', '2026-11')).toBe(false);
    expect(dateFitsMonth('2026-12-31', '2026-11')).toBe(true);
    expect(dateFitsMonth('2027-01-01', '2026-11')).toBe(false);
  });

  it('starts a form on today in the current month, else on the month’s first day', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(defaultEntryDate('2026-11', now)).toBe('2026-11-20');
    expect(defaultEntryDate('2026-10', now)).toBe('2026-10-01');
  });
});
