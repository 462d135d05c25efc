import { LEDGER_ERROR_CODES } from '@shared/owners/ledger';
import en from './copy.en';
import he from './copy.he';
import {
  databaseProblem,
  INVITE_ERROR_CODES,
  inviteProblem,
  isRetryable,
  OwnersAdminError,
  problemOf,
  problemText,
} from './admin-errors';

describe('the refusals’ messages', () => {
  it.each([
    ['en', en],
    ['he', he],
  ] as const)('words every database refusal code in %s, none left as its code', (_lang, copy) => {
    for (const code of LEDGER_ERROR_CODES) {
      const text = problemText(copy.problems, { kind: 'refusal', code });
      expect(text, code).toBeTruthy();
      expect(text).not.toContain(code);
    }
    expect(Object.keys(copy.problems.errors).sort()).toEqual([...LEDGER_ERROR_CODES].sort());
  });

  it.each([
    ['en', en],
    ['he', he],
  ] as const)('words every owner-invite refusal in %s', (_lang, copy) => {
    for (const code of INVITE_ERROR_CODES) {
      const text = problemText(copy.problems, { kind: 'invite', code });
      expect(text, code).toBeTruthy();
      expect(text).not.toContain(code);
    }
  });

  it('says the NIF check digit is wrong', () => {
    expect(problemText(en.problems, { kind: 'refusal', code: 'invalid_nif' })).toMatch(/check digit/);
    expect(problemText(he.problems, { kind: 'refusal', code: 'invalid_nif' })).toContain('ספרת הביקורת');
  });
});

describe('databaseProblem', () => {
  it('reads a refusal code from the error’s message', () => {
    expect(databaseProblem({ message: 'shares_not_100', code: '23514' }, 400)).toEqual({
      kind: 'refusal',
      code: 'shares_not_100',
    });
  });

  it('tells an account without the admin role apart', () => {
    expect(databaseProblem({ message: 'not_allowed', code: '42501' }, 403)).toEqual({ kind: 'notAllowed' });
    expect(databaseProblem({ message: 'permission denied for table owners', code: '42501' }, 403)).toEqual({
      kind: 'notAllowed',
    });
  });

  it('treats no answer and server failures as a lost connection, worth a retry', () => {
    const offline = databaseProblem({ message: 'TypeError: Failed to fetch', code: '' }, 0);
    expect(offline).toEqual({ kind: 'network' });
    expect(isRetryable(offline)).toBe(true);
    expect(databaseProblem({ message: 'Bad gateway' }, 502)).toEqual({ kind: 'network' });
    expect(isRetryable(databaseProblem({ message: 'shares_not_100' }, 400))).toBe(false);
  });

  it('keeps any other message', () => {
    const problem = databaseProblem({ message: 'something odd' }, 400);
    expect(problem).toEqual({ kind: 'other', message: 'something odd' });
    expect(problemText(en.problems, problem)).toBe('Something went wrong: something odd');
  });
});

describe('inviteProblem and problemOf', () => {
  it('reads owner-invite’s code, else the status', () => {
    expect(inviteProblem(409, 'email_in_use')).toEqual({ kind: 'invite', code: 'email_in_use' });
    expect(inviteProblem(503, undefined)).toEqual({ kind: 'network' });
    expect(inviteProblem(418, 'teapot')).toEqual({ kind: 'other', message: 'HTTP 418' });
  });

  it('takes the problem of a thrown error', () => {
    expect(problemOf(new OwnersAdminError({ kind: 'refusal', code: 'month_closed' }))).toEqual({
      kind: 'refusal',
      code: 'month_closed',
    });
    expect(problemOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(problemOf(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
