// Mailing published statements (docs/owner-accounts.md, "The statement e-mail"). Closing a month
// (admin_month_close) leaves each co-owner's part in owner_statement_shares with email_status
// 'pending'. A run e-mails every owner with parts due, in the owner's language, one e-mail per owner
// with each due part's totals and one sign-in link (Auth keeps one live link per user, so two
// e-mails would void the first one's link), and marks the parts:
// - 'sent' (emailed_at = when), or 'failed' with the error; a failed part is tried again by the next
//   run until it has had OWNER_STATEMENT_MAX_ATTEMPTS attempts;
// - 'skipped' when the owner was erased (anonymised) or never invited (no sign-in to link to): the
//   statement is still on their page once they are invited.
// A part is claimed before its e-mail goes (attempts + 1, emailed_at = the claim's time while it
// stays 'pending'), so two runs at once do not both send it; a claim older than the lease was left
// by a run that died, and the part is taken again. No idempotency key: each attempt carries a new
// sign-in link, so the provider would refuse a second payload under the same key.
import type { AuthAdmin } from './auth-admin.ts';
import type { FunctionConfig } from './config.ts';
import type { Database } from './database.ts';
import { ownerStatementEmail, type StatementPart } from './domain/owners/emails.ts';
import type { OwnerLanguage } from './domain/owners/ledger.ts';
import { sendMail, type MailDeps } from './mail.ts';

/** Attempts (the first included) before a part's e-mail is left failed for staff to see. */
export const OWNER_STATEMENT_MAX_ATTEMPTS = 5;
/** A claim older than this was left by a run that died; the part is tried again. */
const CLAIM_LEASE_SECONDS = 600;

export interface OwnerStatementDeps extends MailDeps {
  authAdmin: AuthAdmin;
}

export interface OwnerStatementRunOptions {
  /** Owners per batch. */
  batchSize?: number;
  maxBatches?: number;
  maxAttempts?: number;
}

export interface OwnerStatementRunSummary {
  /** E-mails sent (one per owner). */
  emails: number;
  /** Parts marked sent. */
  sent: number;
  /** Parts that failed and will be tried again. */
  retrying: number;
  /** Parts that failed their last attempt. */
  failed: number;
  /** Parts of erased or uninvited owners. */
  skipped: number;
}

type Config = Pick<FunctionConfig, 'newsletter' | 'notification'>;

interface PartRow {
  statement_id: string;
  owner_id: string;
  email_attempts: number;
  share_bp: number;
  opening_cents: string;
  income_cents: string;
  withheld_cents: string;
  expenses_cents: string;
  fee_cents: string;
  vat_cents: string;
  payouts_cents: string;
  adjustments_cents: string;
  closing_cents: string;
  month: string;
  address: string;
  email: string;
  full_name: string;
  language: OwnerLanguage;
  user_id: string | null;
}

/** Cents read as text (bigint) into a safe integer. */
function cents(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`not a whole number of cents: ${value}`);
  return number;
}

const DUE = `((email_status = 'pending' and (emailed_at is null or emailed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})))
   or email_status = 'failed') and email_attempts < $1`;

export async function sendOwnerStatements(
  db: Database,
  config: Config,
  deps: OwnerStatementDeps,
  options: OwnerStatementRunOptions = {},
): Promise<OwnerStatementRunSummary> {
  const batchSize = options.batchSize ?? 50;
  const maxBatches = options.maxBatches ?? 40;
  const maxAttempts = options.maxAttempts ?? OWNER_STATEMENT_MAX_ATTEMPTS;
  const summary: OwnerStatementRunSummary = { emails: 0, sent: 0, retrying: 0, failed: 0, skipped: 0 };

  // A claim left by a run that died after its last attempt: failed, for staff to see.
  await db.query(
    `update public.owner_statement_shares set email_status = 'failed',
       email_error = coalesce(email_error, 'the run sending it stopped before it was marked')
     where email_status = 'pending' and email_attempts >= $1
       and emailed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`,
    [maxAttempts],
  );
  // Nobody to sign in: an erased owner, or one not invited yet.
  const skipped = await db.query(
    `update public.owner_statement_shares ss
     set email_status = 'skipped', emailed_at = null,
         email_error = case when o.anonymised_at is not null then 'owner erased' else 'owner not invited' end
     from public.owners o
     where o.id = ss.owner_id and (o.anonymised_at is not null or o.user_id is null) and ${DUE}
     returning ss.owner_id`,
    [maxAttempts],
  );
  summary.skipped += skipped.length;

  const tried: string[] = [];
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const owners = await db.query<{ owner_id: string }>(
      `select distinct owner_id::text as owner_id from public.owner_statement_shares
       where ${DUE} and owner_id <> all($2::uuid[])
       order by 1 limit $3`,
      [maxAttempts, tried, batchSize],
    );
    if (owners.length === 0) break;
    const ids = owners.map((row) => row.owner_id);
    tried.push(...ids);
    // The claim: parts another run holds are skipped, not waited for.
    const claimed = await db.query<{ key: string }>(
      `update public.owner_statement_shares
       set email_status = 'pending', email_attempts = email_attempts + 1, emailed_at = clock_timestamp()
       where (statement_id, owner_id) in (
         select statement_id, owner_id from public.owner_statement_shares
         where owner_id = any($2::uuid[]) and ${DUE}
         for update skip locked)
       returning statement_id::text || '/' || owner_id::text as key`,
      [maxAttempts, ids],
    );
    if (claimed.length === 0) continue;
    // Read after the claim: only the parts this run holds.
    const parts = await db.query<PartRow>(
      `select ss.statement_id::text as statement_id, ss.owner_id::text as owner_id, ss.email_attempts, ss.share_bp,
              ss.opening_cents::text as opening_cents, ss.income_cents::text as income_cents,
              ss.withheld_cents::text as withheld_cents, ss.expenses_cents::text as expenses_cents,
              ss.fee_cents::text as fee_cents, ss.vat_cents::text as vat_cents, ss.payouts_cents::text as payouts_cents,
              ss.adjustments_cents::text as adjustments_cents, ss.closing_cents::text as closing_cents,
              to_char(s.month, 'YYYY-MM') as month, p.address, o.email, o.full_name, o.language,
              o.user_id::text as user_id
       from public.owner_statement_shares ss
       join public.owner_statements s on s.id = ss.statement_id
       join public.owner_properties p on p.id = s.property_id
       join public.owners o on o.id = ss.owner_id
       where ss.statement_id::text || '/' || ss.owner_id::text = any($1::text[])
       order by ss.owner_id, s.month desc, p.address, ss.statement_id`,
      [claimed.map((row) => row.key)],
    );
    const byOwner = new Map<string, PartRow[]>();
    for (const part of parts) byOwner.set(part.owner_id, [...(byOwner.get(part.owner_id) ?? []), part]);

    for (const [ownerId, rows] of byOwner) {
      const owner = rows[0]!;
      let error: string | null = null;
      try {
        // The link is for the owner's Auth user, whatever address it has; the e-mail goes to the
        // address staff keep for the owner.
        const user = owner.user_id ? await deps.authAdmin.userById(owner.user_id) : null;
        if (!user) throw new Error('the owner has no sign-in user');
        const { hashedToken } = await deps.authAdmin.magicLink(user.email);
        const statements: StatementPart[] = rows.map((row) => ({
          statementId: row.statement_id,
          address: row.address,
          month: row.month,
          share_bp: row.share_bp,
          opening_cents: cents(row.opening_cents),
          income_cents: cents(row.income_cents),
          withheld_cents: cents(row.withheld_cents),
          expenses_cents: cents(row.expenses_cents),
          fee_cents: cents(row.fee_cents),
          vat_cents: cents(row.vat_cents),
          payouts_cents: cents(row.payouts_cents),
          adjustments_cents: cents(row.adjustments_cents),
          closing_cents: cents(row.closing_cents),
        }));
        const outcome = await sendMail(
          {
            to: owner.email,
            tag: 'owner-statement',
            ...ownerStatementEmail(config.newsletter, owner.language, owner.full_name, statements, hashedToken),
          },
          config.notification,
          deps,
        );
        if (outcome.status === 'failed') error = outcome.error;
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const keys = rows.map((row) => row.statement_id);
      if (error === null) {
        await db.query(
          `update public.owner_statement_shares set email_status = 'sent', emailed_at = now(), email_error = null
           where owner_id = $1 and statement_id = any($2::uuid[])`,
          [ownerId, keys],
        );
        summary.emails += 1;
        summary.sent += rows.length;
      } else {
        await db.query(
          `update public.owner_statement_shares set email_status = 'failed', emailed_at = null, email_error = left($3, 2000)
           where owner_id = $1 and statement_id = any($2::uuid[])`,
          [ownerId, keys, error],
        );
        for (const row of rows) {
          if (row.email_attempts >= maxAttempts) summary.failed += 1;
          else summary.retrying += 1;
        }
        deps.log(`[owner-statement-mail] owner ${ownerId}: e-mail failed (attempt ${owner.email_attempts}): ${error}`);
      }
    }
  }
  return summary;
}
