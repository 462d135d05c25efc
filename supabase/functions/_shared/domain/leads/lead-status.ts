/**
 * Where staff are with a lead (the inbox sets it; the database's check constraints and functions
 * hold the same list, supabase/migrations/20261125010000_lead_inbox.sql).
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** A note staff add to a lead: at most this many characters (the database refuses longer). */
export const LEAD_NOTE_MAX_LENGTH = 2000;
