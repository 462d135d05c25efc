/**
 * Which facts are due for a check on a given day (docs/facts.md). Pure: the caller passes today's
 * date, so `npm run facts --today YYYY-MM-DD` and the tests can ask about any day.
 */
import type { FactCheck } from './fact-check.ts';

/** past-due: the due date has passed; due-soon: it falls within the warning window; ok: later. */
export type FactDueState = 'past-due' | 'due-soon' | 'ok';

export interface FactDueResult<T> {
  entry: T;
  state: FactDueState;
  /** Days from today to the due date; negative once it has passed, 0 on the due date itself. */
  daysLeft: number;
}

/** Days before the due date from which a fact counts as due soon. */
export const DUE_SOON_DAYS = 30;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date (YYYY-MM-DD) as a day number; throws on anything else, e.g. 2026-02-30. */
export function isoDay(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: ${date}`);
  }
  return time / DAY_MS;
}

/** Days from `today` to the check's due date (negative when past). */
export function daysUntilDue(check: FactCheck, today: string): number {
  return isoDay(check.due) - isoDay(today);
}

/** A fact is past due the day after its due date, and due soon within `soonDays` before it. */
export function factDueState(check: FactCheck, today: string, soonDays = DUE_SOON_DAYS): FactDueState {
  const daysLeft = daysUntilDue(check, today);
  if (daysLeft < 0) return 'past-due';
  return daysLeft <= soonDays ? 'due-soon' : 'ok';
}

/** Every entry with its state on `today`, the most urgent first (ties keep their order). */
export function factsDue<T extends { check: FactCheck }>(
  entries: readonly T[],
  today: string,
  soonDays = DUE_SOON_DAYS,
): FactDueResult<T>[] {
  return entries
    .map((entry) => ({
      entry,
      state: factDueState(entry.check, today, soonDays),
      daysLeft: daysUntilDue(entry.check, today),
    }))
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** Problems with a check's own data: dates that are not dates, a due date before the check, no source. */
export function checkProblems(check: FactCheck): string[] {
  const problems: string[] = [];
  let checked: number | undefined;
  let due: number | undefined;
  try {
    checked = isoDay(check.checked);
  } catch (error) {
    problems.push(`checked: ${(error as Error).message}`);
  }
  try {
    due = isoDay(check.due);
  } catch (error) {
    problems.push(`due: ${(error as Error).message}`);
  }
  if (checked !== undefined && due !== undefined && due <= checked) problems.push('due is not after checked');
  if (check.source.trim().length === 0) problems.push('no source');
  return problems;
}
