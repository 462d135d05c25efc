// Data access of the staff newsletter page: the admin-only database functions of
// supabase/migrations/20261125030000_newsletter_issues.sql, called with the signed-in staff
// member's session (each refuses anyone but an admin).
import { getSupabase } from '@/lib/supabase/get-supabase';

export interface IssueFields {
  title_en: string;
  body_en: string;
  title_he: string;
  body_he: string;
}

export interface NewsletterIssue extends IssueFields {
  id: string;
  status: 'draft' | 'sending' | 'sent';
  created_at: string;
  updated_at: string;
  send_started_at: string | null;
  sent_at: string | null;
  recipients_en: number;
  recipients_he: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

export interface LanguageCounts {
  en: number;
  he: number;
}

/** A refusal the database explains: `reason` is its message ('issue_not_draft', …), for the page to word. */
export class NewsletterAdminError extends Error {
  constructor(
    readonly reason: string,
    details: string | null,
  ) {
    super(details ? `${reason} (${details})` : reason);
  }
}

async function rpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new NewsletterAdminError(error.message, error.details || null);
  return data as T;
}

export const fetchIssues = () => rpc<NewsletterIssue[]>('admin_newsletter_issues');

export const fetchAudience = () => rpc<LanguageCounts>('admin_newsletter_audience');

/** Creates a draft (id null) or updates one; resolves with the stored issue. */
export const saveIssue = (id: string | null, fields: IssueFields) =>
  rpc<{ id: string }>('admin_newsletter_save', {
    p_id: id,
    p_title_en: fields.title_en,
    p_body_en: fields.body_en,
    p_title_he: fields.title_he,
    p_body_he: fields.body_he,
  });

/** Deletes a draft; the database refuses an issue that is sending or sent (issue_not_draft). */
export const deleteIssue = (id: string) => rpc<null>('admin_newsletter_delete', { p_id: id });

/** A test in both languages to the signed-in staff member; resolves with the address. */
export const requestTest = (id: string) => rpc<string>('admin_newsletter_test', { p_id: id });

/** Starts sending to the confirmed subscribers; resolves with the counts per language. */
export const startSend = (id: string) => rpc<LanguageCounts>('admin_newsletter_send', { p_id: id });
