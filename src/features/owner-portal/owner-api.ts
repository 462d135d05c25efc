// Everything the owner's page asks the backend (docs/owner-accounts.md): the sign-in link (an edge
// function, called with one fetch), the session and the reads (supabase-js under row-level security:
// the owner's token lets them read only their own rows), and short-lived links to documents. One
// module, so the components' tests mock it whole. supabase-js loads on the first call (getSupabase),
// never with the page: the page's prerendered first view needs none of this.
import type {
  LeaseRow,
  LedgerEntryRow,
  OwnerRow,
  PropertyOwnerRow,
  PropertyRow,
  StatementRow,
  StatementShareRow,
} from '@shared/owners/ledger';
import type { ExchangeRateRow } from '@shared/owners/tax-summary';
import { RATE_LOOKBACK_DAYS } from '@shared/owners/tax-summary';
// The owner's page is the one public route with a signed-in visitor: it needs supabase-js's session
// and row-level-security reads. getSupabase() loads it on the first call, after hydration, so the
// page's JavaScript before ready and every other public page stay without it (docs/page-load-rules.md).
// eslint-disable-next-line no-restricted-imports -- signed-in owners only, loaded after hydration (above)
import { getSupabase } from '@/lib/supabase/get-supabase';
import { FunctionCallError, invokeFunction } from '@/lib/supabase/invoke-function';
import type { Lang } from '@/lib/i18n/lang';
import type { SessionLike } from './owner-session';

/** How long a document's signed link works: it is made when the owner presses, and opened at once. */
export const DOCUMENT_LINK_SECONDS = 60;
const DOCUMENTS_BUCKET = 'owner-documents';

export type SignInLinkResult = 'sent' | 'invalid' | 'tooMany' | 'failed';

/**
 * Asks for a sign-in link. The function answers the same for every valid address (it never says
 * whether the address is an owner's); 400 is a malformed address and 429 too many requests.
 */
export async function requestSignInLink(email: string, lang: Lang): Promise<SignInLinkResult> {
  try {
    await invokeFunction('owner-sign-in-link', { email, lang });
    return 'sent';
  } catch (error) {
    if (error instanceof FunctionCallError && error.status === 400) return 'invalid';
    if (error instanceof FunctionCallError && error.status === 429) return 'tooMany';
    return 'failed';
  }
}

export type VerifyOutcome = 'signedIn' | 'expired' | 'failed';

/**
 * Turns the e-mailed link's token into a session (supabase-js stores it and tells the session
 * listeners). A refusal from Auth (4xx: used, expired or altered) is 'expired'; anything else (no
 * answer, a server error) is 'failed', which the page lets the owner try again.
 */
export async function verifySignInLink(tokenHash: string): Promise<VerifyOutcome> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    if (!error) return 'signedIn';
    return typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? 'expired' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Follows the session: `onChange` gets the current one (or null) first, then every change (sign-in,
 * sign-out, refresh, another tab). Returns the unsubscribe function. If supabase-js cannot load,
 * the page is signed out.
 */
export function watchSession(onChange: (session: SessionLike | null) => void): () => void {
  let active = true;
  let unsubscribe = () => {};
  getSupabase()
    .then((supabase) => {
      if (!active) return;
      // Only state is set from here: supabase-js must not be called back inside its own listener.
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        if (active) onChange(session);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    })
    .catch(() => {
      if (active) onChange(null);
    });
  return () => {
    active = false;
    unsubscribe();
  };
}

/** Ends the session, on the server too; resolves with the error's text, or null. */
export async function signOut(): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    return error ? error.message : null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What the owner's page lists: every row here is the signed-in owner's, by row-level security. */
export interface OwnerAccount {
  /** Their own row; null when the signed-in account has none (not invited, or erased). */
  owner: OwnerRow | null;
  properties: PropertyRow[];
  /** The shares of their properties (their own, and their co-owners' on the same properties). */
  holdings: PropertyOwnerRow[];
  leases: LeaseRow[];
  /** Published statements of their properties, latest month first. */
  statements: StatementRow[];
  /** Their own part of each statement. */
  shares: StatementShareRow[];
}

/** A supabase-js answer's rows, or its error thrown (the query's error state shows it). */
function rows<T>(answer: { data: unknown; error: { message: string } | null }): T[] {
  if (answer.error) throw new Error(answer.error.message);
  return (answer.data ?? []) as T[];
}

export async function loadAccount(): Promise<OwnerAccount> {
  const supabase = await getSupabase();
  const [owners, properties, holdings, leases, statements, shares] = await Promise.all([
    supabase.from('owners').select('*'),
    supabase.from('owner_properties').select('*').order('address'),
    supabase.from('property_owners').select('*'),
    supabase.from('property_leases').select('*').order('starts_on', { ascending: false }),
    supabase.from('owner_statements').select('*').order('month', { ascending: false }),
    supabase.from('owner_statement_shares').select('*'),
  ]);
  return {
    owner: rows<OwnerRow>(owners)[0] ?? null,
    properties: rows<PropertyRow>(properties),
    holdings: rows<PropertyOwnerRow>(holdings),
    leases: rows<LeaseRow>(leases),
    statements: rows<StatementRow>(statements),
    shares: rows<StatementShareRow>(shares),
  };
}

/** One statement's ledger entries (owners see a month's entries once it is published). */
export async function loadStatementEntries(propertyId: string, month: string): Promise<LedgerEntryRow[]> {
  const supabase = await getSupabase();
  return rows<LedgerEntryRow>(
    await supabase
      .from('ledger_entries')
      .select('*')
      .eq('property_id', propertyId)
      .eq('month', month)
      .order('entry_date')
      .order('created_at'),
  );
}

export interface YearData {
  entries: LedgerEntryRow[];
  rates: ExchangeRateRow[];
}

/**
 * What a tax year's summary needs: the entries whose money can have moved in `year` (an entry is
 * dated at most a year before its month and less than two months after it, so months from November
 * of the year before to December of the year after), and the shekel rates of the year with the
 * days before it that a payment of 1 January may fall back on.
 */
export async function loadYearData(propertyIds: readonly string[], year: number): Promise<YearData> {
  if (propertyIds.length === 0) return { entries: [], rates: [] };
  const supabase = await getSupabase();
  const ratesFrom = new Date(Date.UTC(year, 0, 1 - RATE_LOOKBACK_DAYS)).toISOString().slice(0, 10);
  const [entries, rates] = await Promise.all([
    supabase
      .from('ledger_entries')
      .select('*')
      .in('property_id', [...propertyIds])
      .gte('month', `${year - 1}-11-01`)
      .lt('month', `${year + 2}-01-01`)
      .order('entry_date'),
    supabase
      .from('exchange_rates')
      .select('*')
      .eq('currency', 'ILS')
      .gte('rate_date', ratesFrom)
      .lte('rate_date', `${year}-12-31`)
      .order('rate_date'),
  ]);
  return { entries: rows<LedgerEntryRow>(entries), rates: rows<ExchangeRateRow>(rates) };
}

/** A link to one document of the private bucket, signed for a minute: made when the owner presses. */
export async function signedDocumentUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(DOCUMENTS_BUCKET).createSignedUrl(path, DOCUMENT_LINK_SECONDS);
  if (error || !data?.signedUrl) throw new Error(error?.message ?? 'No signed link');
  return data.signedUrl;
}
