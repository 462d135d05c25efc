// Everything the staff tool asks the backend (docs/owner-accounts.md), in one module so the
// components' tests can replace it whole. Reads go through supabase-js with the signed-in admin's
// session (row-level security lets an admin read every row); writes only through the database's
// admin_* functions, which check every rule again and refuse with a LEDGER_ERROR_CODES code; the
// invitation through the owner-invite edge function; documents into the private bucket.
import type {
  LeaseRow,
  LedgerEntryRow,
  OwnerRow,
  PropertyOwnerRow,
  PropertyRow,
  StatementRow,
  StatementShareRow,
} from '@shared/owners/ledger';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '@/lib/supabase/config';
import { getSupabase } from '@/lib/supabase/get-supabase';
import { databaseProblem, inviteProblem, OwnersAdminError } from './admin-errors';
import type { AuditRow } from './audit-diff';
import type { EntryPayload } from './entry-form-schemas';
import type { LeasePayload } from './lease-form-schema';
import { monthFirstDay } from './months';
import type { OwnerPayload } from './owner-form-schema';
import type { PropertyPayload } from './property-form-schema';

export const DOCUMENTS_BUCKET = 'owner-documents';
/** How long a document link made for staff works: it is opened at once. */
const DOCUMENT_LINK_SECONDS = 60;
/** The change history shows this many of the latest changes. */
export const AUDIT_LIMIT = 200;

const OWNER_COLUMNS =
  'id, user_id, full_name, email, language, tax_country, nif, package, invited_at, anonymised_at, created_at';
const PROPERTY_COLUMNS = 'id, address, city, property_type, package, created_at';
const LEASE_COLUMNS =
  'id, property_id, tenant_name, tenant_email, monthly_rent_cents, starts_on, ends_on, deposit_cents, document_path';
const ENTRY_COLUMNS =
  'id, property_id, month, kind, amount_cents, entry_date, category, supplier, reference, withheld_cents, owner_id, direction, adjusts_month, note, receipt_path, created_at';
const STATEMENT_COLUMNS =
  'id, property_id, month, opening_cents, income_cents, withheld_cents, expenses_by_category, expenses_cents, fee_percent, fee_minimum_cents, vat_percent, fee_cents, vat_cents, payouts_cents, adjustments_cents, closing_cents, published_at';
const SHARE_COLUMNS =
  'statement_id, owner_id, share_bp, opening_cents, income_cents, withheld_cents, expenses_cents, fee_cents, vat_cents, payouts_cents, adjustments_cents, closing_cents, email_status';
const AUDIT_COLUMNS = 'id, at, actor_id, actor_email, table_name, row_id, action, old_row, new_row';

/** A co-owner's part of a statement, with where its e-mail stands. */
export interface StatementShare extends StatementShareRow {
  email_status: 'pending' | 'sent' | 'failed' | 'skipped';
}

interface Answer<T> {
  data: T | null;
  error: { message: string; code?: string } | null;
  status: number;
}

/** The rows of a read, or the read's failure as an OwnersAdminError. */
async function rows<T>(query: PromiseLike<Answer<unknown>>): Promise<T[]> {
  const { data, error, status } = await query;
  if (error) throw new OwnersAdminError(databaseProblem(error, status));
  return (data ?? []) as T[];
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc(name, args);
  if (error) throw new OwnersAdminError(databaseProblem(error, status));
  return data as T;
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export async function listOwners(): Promise<OwnerRow[]> {
  const supabase = await getSupabase();
  return rows<OwnerRow>(supabase.from('owners').select(OWNER_COLUMNS).order('full_name'));
}

export interface PropertiesData {
  properties: PropertyRow[];
  shares: PropertyOwnerRow[];
}

/** Every property with every co-owner's share. */
export async function listProperties(): Promise<PropertiesData> {
  const supabase = await getSupabase();
  const [properties, shares] = await Promise.all([
    rows<PropertyRow>(supabase.from('owner_properties').select(PROPERTY_COLUMNS).order('address')),
    rows<PropertyOwnerRow>(supabase.from('property_owners').select('property_id, owner_id, share_bp')),
  ]);
  return { properties, shares };
}

/** A property's leases, the latest start first. */
export async function listLeases(propertyId: string): Promise<LeaseRow[]> {
  const supabase = await getSupabase();
  return rows<LeaseRow>(
    supabase
      .from('property_leases')
      .select(LEASE_COLUMNS)
      .eq('property_id', propertyId)
      .order('starts_on', { ascending: false }),
  );
}

/** A property's entries of one statement month ('YYYY-MM'), by date. */
export async function listEntries(propertyId: string, month: string): Promise<LedgerEntryRow[]> {
  const supabase = await getSupabase();
  return rows<LedgerEntryRow>(
    supabase
      .from('ledger_entries')
      .select(ENTRY_COLUMNS)
      .eq('property_id', propertyId)
      .eq('month', monthFirstDay(month))
      .order('entry_date'),
  );
}

/** A property's published statements, oldest first. */
export async function listStatements(propertyId: string): Promise<StatementRow[]> {
  const supabase = await getSupabase();
  return rows<StatementRow>(
    supabase.from('owner_statements').select(STATEMENT_COLUMNS).eq('property_id', propertyId).order('month'),
  );
}

export async function listStatementShares(statementId: string): Promise<StatementShare[]> {
  const supabase = await getSupabase();
  return rows<StatementShare>(
    supabase.from('owner_statement_shares').select(SHARE_COLUMNS).eq('statement_id', statementId),
  );
}

/** The latest changes, newest first. */
export async function listAudit(): Promise<AuditRow[]> {
  const supabase = await getSupabase();
  return rows<AuditRow>(
    supabase.from('owner_audit_log').select(AUDIT_COLUMNS).order('at', { ascending: false }).limit(AUDIT_LIMIT),
  );
}

// ---------------------------------------------------------------------------------------------
// Writes (the database's staff functions)
// ---------------------------------------------------------------------------------------------

/** Creates an owner, or updates the one with `id`; resolves with the owner's id. */
export function saveOwner(owner: OwnerPayload, id?: string): Promise<string> {
  return rpc<string>('admin_owner_save', { p: id ? { id, ...owner } : owner });
}

/** Creates a property with its co-owners, or updates the one with `id`; resolves with its id. */
export function saveProperty(property: PropertyPayload, id?: string): Promise<string> {
  return rpc<string>('admin_property_save', { p: id ? { id, ...property } : property });
}

/**
 * Creates a lease of the property, or updates the one with `id`. A lease saved without a new
 * document keeps the one it had.
 */
export function saveLease(
  propertyId: string,
  lease: LeasePayload,
  { id, documentPath }: { id?: string; documentPath?: string } = {},
): Promise<string> {
  return rpc<string>('admin_lease_save', {
    p: {
      ...(id ? { id } : {}),
      property_id: propertyId,
      ...lease,
      ...(documentPath ? { document_path: documentPath } : {}),
    },
  });
}

/** Adds an entry to the property's statement month ('YYYY-MM'), with its stored receipt if any. */
export function addEntry(
  propertyId: string,
  month: string,
  entry: EntryPayload,
  receiptPath?: string,
): Promise<string> {
  return rpc<string>('admin_ledger_add', {
    p: { property_id: propertyId, month, ...entry, ...(receiptPath ? { receipt_path: receiptPath } : {}) },
  });
}

/** Removes an entry of an open month. */
export async function deleteEntry(id: string): Promise<void> {
  await rpc<null>('admin_ledger_delete', { p_id: id });
}

/** Closes the month and publishes its statement; the backend e-mails the co-owners. */
export function closeMonth(propertyId: string, month: string): Promise<string> {
  return rpc<string>('admin_month_close', { p_property: propertyId, p_month: month });
}

/**
 * Invites the owner, or sends them a new sign-in link: the owner-invite function, called as the
 * signed-in admin (their access token as the bearer, the anonymous key as apikey), which checks
 * the admin role itself. Resolves with the time it recorded.
 */
export async function inviteOwner(ownerId: string): Promise<{ invited_at: string }> {
  const supabase = await getSupabase();
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) throw new OwnersAdminError({ kind: 'invite', code: 'unauthorized' });
  let response: Response;
  try {
    response = await fetch(`${SUPABASE_URL.replace(/\/+$/, '')}/functions/v1/owner-invite`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, apikey: SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ owner_id: ownerId }),
    });
  } catch {
    throw new OwnersAdminError({ kind: 'network' });
  }
  const body = (await response.json().catch(() => null)) as { invited_at?: string; code?: unknown } | null;
  if (!response.ok) throw new OwnersAdminError(inviteProblem(response.status, body?.code));
  return { invited_at: body?.invited_at ?? new Date().toISOString() };
}

// ---------------------------------------------------------------------------------------------
// Documents (the private bucket owner-documents)
// ---------------------------------------------------------------------------------------------

/** Uploads a checked document to `path` (never overwriting a file). */
export async function uploadDocument(path: string, file: File, contentType: string): Promise<void> {
  const supabase = await getSupabase();
  let error: { message: string; name?: string } | null;
  try {
    ({ error } = await supabase.storage.from(DOCUMENTS_BUCKET).upload(path, file, { contentType, upsert: false }));
  } catch {
    throw new OwnersAdminError({ kind: 'network' });
  }
  if (!error) return;
  if (/row-level security|unauthori[sz]ed|not allowed/i.test(error.message)) {
    throw new OwnersAdminError({ kind: 'notAllowed' });
  }
  if (/mime|content type|not supported/i.test(error.message)) {
    throw new OwnersAdminError({ kind: 'document', problem: 'type' });
  }
  if (/size|too large|exceeded/i.test(error.message)) {
    throw new OwnersAdminError({ kind: 'document', problem: 'size' });
  }
  throw new OwnersAdminError(
    error.name === 'StorageUnknownError' ? { kind: 'network' } : { kind: 'other', message: error.message },
  );
}

/** Removes documents a failed save left without a row pointing at them. */
export async function removeDocuments(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  await supabase.storage.from(DOCUMENTS_BUCKET).remove(paths);
}

/** A short-lived link to a stored document, for staff to open it. */
export async function documentLink(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).createSignedUrl(path, DOCUMENT_LINK_SECONDS);
  if (error || !data?.signedUrl) throw new OwnersAdminError({ kind: 'other', message: error?.message ?? 'No link' });
  return data.signedUrl;
}
