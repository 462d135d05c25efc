// Data access of the staff newsletter page: the admin-only database functions of
// supabase/migrations/20261125030000_newsletter_issues.sql, called with the signed-in staff
// member's session (each refuses anyone but an admin); Portuguese since
// supabase/migrations/20261203100000_portuguese.sql.
import type { Lang } from '@/lib/i18n/lang';
import { getSupabase } from '@/lib/supabase/get-supabase';

/** An issue's title and body in each of the site's languages (title_en, body_en, title_he, …). */
export type IssueFields = Record<`${'title' | 'body'}_${Lang}`, string>;

export interface NewsletterIssue extends IssueFields {
  id: string;
  status: 'draft' | 'sending' | 'sent';
  created_at: string;
  updated_at: string;
  send_started_at: string | null;
  sent_at: string | null;
  recipients_en: number;
  recipients_he: number;
  recipients_pt: number;
  sent: number;
  failed: number;
  pending: number;
  skipped: number;
}

/** Subscribers per language. */
export type LanguageCounts = Record<Lang, number>;

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
    p_title_pt: fields.title_pt,
    p_body_pt: fields.body_pt,
  });

/** Deletes a draft; the database refuses an issue that is sending or sent (issue_not_draft). */
export const deleteIssue = (id: string) => rpc<null>('admin_newsletter_delete', { p_id: id });

/**
 * A test to the signed-in staff member, in English, Hebrew and (once written) Portuguese; resolves
 * with the address.
 */
export const requestTest = (id: string) => rpc<string>('admin_newsletter_test', { p_id: id });

/**
 * Starts sending to the confirmed subscribers; resolves with the counts per language. The database
 * refuses an issue without a title and a body in English and in each language a subscriber reads
 * (issue_incomplete).
 */
export const startSend = (id: string) => rpc<LanguageCounts>('admin_newsletter_send', { p_id: id });
