// The rows the inbox's database functions answer (supabase/migrations/20261125010000_lead_inbox.sql).
import type { Lang } from '@/lib/i18n/lang';
import type { LeadKind, LEAD_KINDS } from '@shared/leads/lead-kinds';

/** Every column a kind of lead shows staff: the copy must label each (a new kind's fields included). */
export type StaffField = (typeof LEAD_KINDS)[LeadKind]['staffFields'][number];

export type { NotificationStatus } from '@shared/leads/vocabulary';

export interface LeadListRow {
  kind: string;
  id: string;
  created_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  status: string;
  notification_status: string | null;
  notification_attempts: number | null;
  unseen: boolean;
  source_page: string | null;
  /** A newsletter subscriber's state ('pending', 'confirmed', 'left'); null for other kinds. */
  subscription: string | null;
  total_count: number;
}

export interface LeadCounts {
  new_count: number;
  unseen_count: number;
}

export interface LeadEvent {
  id: string;
  event: 'status' | 'note';
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  staff_email: string | null;
  created_at: string;
}

export interface LeadDetail {
  kind: string;
  lead: Record<string, unknown>;
  events: LeadEvent[];
}

export interface LeadExportRow {
  kind: string;
  id: string;
  created_at: string;
  name: string | null;
  email: string;
  phone: string | null;
  status: string | null;
  notification_status: string | null;
  source_page: string | null;
  details: Record<string, unknown> | null;
}

export interface SubjectLookup {
  email: string;
  tables: Record<string, Record<string, unknown>[]>;
  request_id?: string;
}

export interface SubjectErasure {
  request_id: string;
  deleted: Record<string, number>;
  total: number;
}

export interface SubjectRequest {
  id: string;
  kind: 'access' | 'erasure' | string;
  created_at: string;
  staff_email: string | null;
  rows_per_table: Record<string, number>;
  total: number;
  email_hash: string;
}

/** What the CSV needs from the page: its column names, its language and the staff member's time zone. */
export interface LeadCsvLabels {
  columns: {
    createdAt: string;
    kind: string;
    name: string;
    email: string;
    phone: string;
    status: string;
    notification: string;
    language: string;
    sourcePage: string;
    leadId: string;
  };
  lang: Lang;
  timeZone: string;
}
