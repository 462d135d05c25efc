// What went wrong with a call of the staff tool, as a value the page words in its language: a
// refusal of the database's staff functions (a LEDGER_ERROR_CODES code, the error's message), a
// refusal of the owner-invite function (its `code`), an account without the admin role, a file the
// bucket would not take, a lost connection (which a retry may cure), or anything else.
import { ledgerErrorCode, type LedgerErrorCode } from '@shared/owners/ledger';
import { fill } from '@/lib/i18n/dictionary';
import type { DocumentProblem } from './document-rules';

/** owner-invite's refusals (OWNER_INVITE_ERRORS in supabase/functions/_shared/handlers/owner-invite.ts). */
export const INVITE_ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'invalid_input',
  'not_found',
  'owner_anonymised',
  'email_in_use',
  'auth_failed',
  'mail_failed',
] as const;
export type InviteErrorCode = (typeof INVITE_ERROR_CODES)[number];

export type AdminProblem =
  | { kind: 'refusal'; code: LedgerErrorCode }
  | { kind: 'invite'; code: InviteErrorCode }
  | { kind: 'document'; problem: DocumentProblem }
  | { kind: 'notAllowed' }
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/** A failed call of the staff tool, with what went wrong. */
export class OwnersAdminError extends Error {
  constructor(readonly problem: AdminProblem) {
    super(problem.kind === 'other' ? problem.message : 'code' in problem ? problem.code : problem.kind);
    this.name = 'OwnersAdminError';
  }
}

/**
 * A supabase-js answer's error as a problem. `status` 0 is supabase-js's answer when the request
 * never got one (offline, refused connection); 5xx and 429 are worth another try too. 42501 is the
 * database's refusal of an account without the admin role (private.require_admin, row-level security).
 */
export function databaseProblem(
  error: { message?: string | null; code?: string | null },
  status?: number | null,
): AdminProblem {
  const code = ledgerErrorCode(error.message);
  if (code) return { kind: 'refusal', code };
  if (error.code === '42501' || error.message === 'not_allowed') return { kind: 'notAllowed' };
  if (status === 0 || status === 429 || (typeof status === 'number' && status >= 500)) return { kind: 'network' };
  return { kind: 'other', message: error.message || 'Unknown error' };
}

/** owner-invite's answer as a problem: its refusal code, else by status. */
export function inviteProblem(status: number, code: unknown): AdminProblem {
  const known = INVITE_ERROR_CODES.find((name) => name === code);
  if (known) return { kind: 'invite', code: known };
  if (status === 429 || status >= 500) return { kind: 'network' };
  return { kind: 'other', message: `HTTP ${status}` };
}

/** Any thrown value as a problem (a fetch that threw is a lost connection). */
export function problemOf(error: unknown): AdminProblem {
  if (error instanceof OwnersAdminError) return error.problem;
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/** Whether trying the same call again may work: only when no answer came. */
export function isRetryable(problem: AdminProblem): boolean {
  return problem.kind === 'network';
}

export interface ProblemCopy {
  errors: Record<LedgerErrorCode, string>;
  invite: Record<InviteErrorCode, string>;
  documents: Record<DocumentProblem, string>;
  notAllowed: string;
  network: string;
  /** Has `{message}`. */
  other: string;
}

/** The problem in the page's language. */
export function problemText(copy: ProblemCopy, problem: AdminProblem): string {
  switch (problem.kind) {
    case 'refusal':
      return copy.errors[problem.code];
    case 'invite':
      return copy.invite[problem.code];
    case 'document':
      return copy.documents[problem.problem];
    case 'notAllowed':
      return copy.notAllowed;
    case 'network':
      return copy.network;
    case 'other':
      return fill(copy.other, { message: problem.message });
  }
}
