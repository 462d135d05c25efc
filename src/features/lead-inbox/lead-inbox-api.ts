// Data access of the lead inbox: the database functions of docs/lead-inbox.md, called through
// supabase-js with the signed-in staff member's session. The functions check the admin role
// themselves; these wrappers only report what they answered.
import { getSupabase } from '@/lib/supabase/get-supabase';
import type { LeadKind } from '@shared/leads/lead-kinds';
import type { LeadStatus } from '@shared/leads/lead-status';
import { filterArgs, listArgs, type InboxFilters } from './inbox-filters';
import type {
  LeadCounts,
  LeadDetail,
  LeadEvent,
  LeadExportRow,
  LeadListRow,
  SubjectErasure,
  SubjectLookup,
  SubjectRequest,
} from './lead-inbox-types';

/** The refusals the functions name (their messages); the copy translates each. */
export const INBOX_ERROR_CODES = [
  'not_allowed',
  'invalid_filter',
  'invalid_status',
  'note_too_long',
  'note_empty',
  'invalid_email',
  'lead_not_found',
] as const;
export type InboxErrorCode = (typeof INBOX_ERROR_CODES)[number];

/** A failed call: `code` is one of the named refusals, or 'other' with the server's message. */
export class InboxError extends Error {
  readonly code: InboxErrorCode | 'other';
  constructor(message: string) {
    super(message);
    this.name = 'InboxError';
    this.code = (INBOX_ERROR_CODES as readonly string[]).includes(message) ? (message as InboxErrorCode) : 'other';
  }
}

async function rpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new InboxError(error.message);
  return data as T;
}

/** More than this many matches is shown as "10,000+" (the database stops counting there). */
export const COUNT_CAP = 10_000;

export async function listLeads(filters: InboxFilters): Promise<{ rows: LeadListRow[]; total: number }> {
  const rows = (await rpc<LeadListRow[] | null>('admin_list_leads', listArgs(filters))) ?? [];
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

export async function leadCounts(): Promise<LeadCounts> {
  const rows = (await rpc<LeadCounts[] | LeadCounts | null>('admin_lead_counts')) ?? [];
  const row = Array.isArray(rows) ? rows[0] : rows;
  return { new_count: Number(row?.new_count ?? 0), unseen_count: Number(row?.unseen_count ?? 0) };
}

export function getLead(kind: string, id: string): Promise<LeadDetail> {
  return rpc<LeadDetail>('admin_get_lead', { p_kind: kind, p_id: id });
}

export function setLeadStatus(kind: string, id: string, status: LeadStatus): Promise<LeadEvent> {
  return rpc<LeadEvent>('admin_set_lead_status', { p_kind: kind, p_id: id, p_status: status });
}

export function addLeadNote(kind: string, id: string, note: string): Promise<LeadEvent> {
  return rpc<LeadEvent>('admin_add_lead_note', { p_kind: kind, p_id: id, p_note: note });
}

/**
 * Rows per export call: hosted PostgREST answers at most `max_rows` = 1000 rows
 * (supabase/config.toml), so the export reads pages of that size until one comes back short.
 */
export const EXPORT_PAGE_SIZE = 1000;

/** Every lead matching the filters, newest first, read page by page (docs/lead-inbox.md). */
export async function exportLeads(filters: InboxFilters): Promise<LeadExportRow[]> {
  const rows: LeadExportRow[] = [];
  for (;;) {
    const last = rows.at(-1);
    const page =
      (await rpc<LeadExportRow[] | null>('admin_export_leads', {
        ...filterArgs(filters),
        p_limit: EXPORT_PAGE_SIZE,
        p_after_created_at: last?.created_at ?? null,
        p_after_id: last?.id ?? null,
      })) ?? [];
    rows.push(...page);
    if (page.length < EXPORT_PAGE_SIZE) return rows;
  }
}

export function subjectLookup(email: string): Promise<SubjectLookup> {
  return rpc<SubjectLookup>('admin_subject_lookup', { p_email: email });
}

export function subjectAccess(email: string): Promise<SubjectLookup> {
  return rpc<SubjectLookup>('admin_subject_access', { p_email: email });
}

export function subjectErase(email: string): Promise<SubjectErasure> {
  return rpc<SubjectErasure>('admin_subject_erase', { p_email: email });
}

export async function subjectRequests(): Promise<SubjectRequest[]> {
  return (await rpc<SubjectRequest[] | null>('admin_subject_requests', { p_limit: 50 })) ?? [];
}

/** A scheduled job whose last run failed, or that has not run on schedule (docs/lead-inbox.md). */
export interface JobProblem {
  job: string;
  problem: 'failed' | 'late';
  last_started_at: string | null;
  error: string | null;
  http_status: number | null;
}

export async function jobProblems(): Promise<JobProblem[]> {
  return (await rpc<JobProblem[] | null>('admin_job_problems')) ?? [];
}

export type { LeadKind };
