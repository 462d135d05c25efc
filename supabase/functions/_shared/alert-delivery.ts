// Sending ad alerts (docs/ad-alerts.md). Publishing a listing queues it, in the database, for every
// confirmed alert it matches (ad_alert_matches, unique per alert and listing). A run of the sender
// first gathers the matches of the alerts now due into digests (public.ad_alerts_plan: instant
// alerts at every run, daily ones from 08:00 Lisbon time, weekly ones on Monday), then sends the
// pending digests in batches through the one mailer. A digest is claimed before it is sent and
// marked after, so a run that stops part way is resumed by the next without a double: a sent
// digest is never claimed again, and one left claimed by a run that died is sent again under the
// same idempotency key (`ad-alert-digest-<id>`), which the provider delivers once. What is read
// after the claim decides what goes: an alert no longer confirmed (ended, paused, erased) gets
// nothing, and a listing withdrawn since the match is not in the e-mail.
import type { FunctionConfig } from './config.ts';
import type { Database, SqlExecutor } from './database.ts';
import type { AlertFrequency, AlertLanguage } from './domain/alerts/alert-input.ts';
import { filtersOfRow } from './domain/alerts/describe.ts';
import {
  alertKeepEmail,
  alertLeaveUrl,
  alertListUnsubscribeHeaders,
  alertManageUrl,
  alertMatchesEmail,
  type AlertListing,
} from './domain/alerts/emails.ts';
import {
  alertManageTokenHash,
  alertUnsubscribeToken,
  derivedAlertManageToken,
  MANAGE_LINK_TTL_DAYS,
  newAlertManageToken,
  type ManageLinkPurpose,
} from './domain/alerts/tokens.ts';
import { storedImageUrl } from './domain/listings/stored-image.ts';
import { sendMail, type MailDeps } from './mail.ts';
import { keySubjectHashes } from './subject-hash.ts';

export const ALERT_BATCH_SIZE = 50;
export const ALERT_MAX_ATTEMPTS = 3;
/** A claim older than this was left by a run that died; the digest is tried again. */
const CLAIM_LEASE_SECONDS = 600;
/** At most this many ads in one e-mail (the newest); the rest are marked sent with it. */
const MAX_ADS_PER_EMAIL = 20;

type Config = Pick<FunctionConfig, 'newsletter' | 'notification' | 'ipHashSalt'>;

export interface AlertRunOptions {
  batchSize?: number;
  maxBatches?: number;
  retryAfterSeconds?: number;
  /** For tests: the time the plan runs at (Lisbon's 08:00 and Monday are read from it). */
  now?: Date;
}

export interface AlertRunSummary {
  planned: number;
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
}

interface DigestRow {
  id: string;
  kind: 'matches' | 'keep';
  attempts: number;
  alert_id: string;
  email: string;
  language: AlertLanguage;
  type: string | null;
  min_price: number | null;
  max_price: number | null;
  location: string;
  bedrooms: number | null;
}

interface ListingRow {
  id: string;
  type: 'rent' | 'sale';
  title: string;
  price: string | number | null;
  location: string;
  bedrooms: number | null;
  size_m2: string | number | null;
  thumbnail_url: string | null;
  cover_path: string | null;
}

/**
 * The cover an e-mail shows: the smallest stored size of the first photo, or a thumbnail that is a
 * file of the project's own Storage. Never an outside address (security review N8): a picture on
 * another host tells it who opened the e-mail and when. Without a stored picture, no image.
 */
function coverUrl(config: Config, row: ListingRow): string | null {
  const base = config.newsletter.functionsUrl.replace(/\/functions\/v1$/, '');
  if (row.cover_path) {
    return `${base}/storage/v1/object/public/listing-photos/${row.cover_path.split('/').map(encodeURIComponent).join('/')}`;
  }
  const thumbnail = storedImageUrl(row.thumbnail_url, base);
  // A path on the site is no picture in an e-mail; only an absolute Storage address is.
  return thumbnail && !thumbnail.startsWith('/') ? thumbnail : null;
}

/**
 * A new "Manage my alerts" link for `email` (security review N6): its random token is returned and
 * only its SHA-256 stored, with the address and an expiry of 90 days.
 */
export async function issueManageLink(
  db: SqlExecutor,
  email: string,
  purpose: ManageLinkPurpose,
  /** For an e-mail that may be sent again under one idempotency key: the same link each time. */
  derived?: { secret: string; emailKey: string },
): Promise<string> {
  const { token, hash } = derived
    ? await derivedAlertManageToken(derived.secret, derived.emailKey)
    : await newAlertManageToken();
  await db.query(
    `insert into public.ad_alert_manage_links (token_hash, email, purpose, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))
     on conflict (token_hash) do nothing`,
    [hash, email, purpose, MANAGE_LINK_TTL_DAYS],
  );
  return token;
}

/** The address a manage link manages, or why it does not work (unknown, old form, erased; or expired). */
export async function manageLinkAddress(
  db: SqlExecutor,
  token: string,
): Promise<{ email: string } | { error: 'invalid' | 'expired' }> {
  const hash = await alertManageTokenHash(token);
  if (!hash) return { error: 'invalid' };
  const [row] = await db.query<{ email: string; live: boolean }>(
    `select email, expires_at > now() as live from public.ad_alert_manage_links where token_hash = $1`,
    [hash],
  );
  if (!row) return { error: 'invalid' };
  return row.live ? { email: row.email } : { error: 'expired' };
}

/** Gathers what is due ('housekeeping' asks the 6-month question and ends unkept alerts instead). */
export async function planAlerts(db: Database, frequency: AlertFrequency | 'housekeeping', now?: Date) {
  if (frequency === 'housekeeping') {
    await db.query(`select public.ad_alerts_housekeeping(coalesce($1::timestamptz, now()))`, [
      now?.toISOString() ?? null,
    ]);
    return 0;
  }
  const [row] = await db.query<{ n: number }>(
    `select public.ad_alerts_plan($1, coalesce($2::timestamptz, now())) as n`,
    [frequency, now?.toISOString() ?? null],
  );
  return Number(row?.n ?? 0);
}

export async function sendAlerts(
  db: Database,
  config: Config,
  deps: MailDeps,
  frequencies: readonly (AlertFrequency | 'housekeeping')[],
  options: AlertRunOptions = {},
): Promise<AlertRunSummary> {
  const batchSize = options.batchSize ?? ALERT_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? 40;
  const retryAfter = options.retryAfterSeconds ?? 60;
  const summary: AlertRunSummary = { planned: 0, sent: 0, skipped: 0, failed: 0, retrying: 0 };
  // The run (every 5 minutes) also keys the new data-subject records (subject-hash.ts, security
  // review L13); a failure there is logged and leaves the alerts alone.
  await keySubjectHashes(db, config.ipHashSalt).catch((error: unknown) =>
    deps.log(`[alert-send] keying the data-subject records failed: ${String(error)}`),
  );
  for (const frequency of frequencies) summary.planned += await planAlerts(db, frequency, options.now);

  const [{ started }] = (await db.query<{ started: string }>(`select clock_timestamp()::text as started`)) as [
    { started: string },
  ];
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await db.query<{ id: string }>(
      `update public.ad_alert_digests set status = 'sending', attempts = attempts + 1, claimed_at = clock_timestamp()
       where id in (
         select id from public.ad_alert_digests
         where (status = 'pending' and (attempts = 0
                  or claimed_at < least($4::timestamptz, now() - make_interval(secs => $2))))
            or (status = 'sending' and claimed_at < now() - make_interval(secs => $3))
         order by id limit $1 for update skip locked)
       returning id::text as id`,
      [batchSize, retryAfter, CLAIM_LEASE_SECONDS, started],
    );
    if (claimed.length === 0) break;
    const ids = claimed.map((row) => row.id);
    // Read after the claim: an alert ended, paused or erased since is not here.
    const digests = await db.query<DigestRow>(
      `select d.id::text as id, d.kind, d.attempts, a.id as alert_id, a.email, a.language, a.type, a.min_price,
              a.max_price, a.location, a.bedrooms
       from public.ad_alert_digests d join public.ad_alerts a on a.id = d.alert_id
       where d.id = any($1::bigint[]) and a.status = 'confirmed'
       order by d.id`,
      [ids],
    );
    const live = new Set(digests.map((row) => row.id));
    const gone = ids.filter((id) => !live.has(id));
    if (gone.length > 0) await skip(db, gone, summary);
    for (const digest of digests) {
      const secret = config.newsletter.secret;
      // A manage link of its own in every e-mail, so none has to live longer than 90 days; the same
      // one when this e-mail is tried again under its idempotency key.
      const idempotencyKey = `ad-alert-digest-${digest.id}`;
      const manageToken = await issueManageLink(db, digest.email, digest.kind, { secret, emailKey: idempotencyKey });
      const leaveToken = await alertUnsubscribeToken(digest.alert_id, secret);
      const personal = {
        manage: alertManageUrl(config.newsletter, digest.language, manageToken),
        leave: alertLeaveUrl(config.newsletter, digest.language, manageToken, leaveToken),
      };
      const filters = filtersOfRow(digest);
      let content;
      if (digest.kind === 'keep') {
        content = alertKeepEmail(digest.language, filters, personal);
      } else {
        // Listings still published (a withdrawn one took its match with it), newest first.
        const listings = await db.query<ListingRow>(
          `select l.id, l.type, l.title, l.price, l.location, l.bedrooms, l.size_m2, l.thumbnail_url,
                  l.photos -> 0 -> 'sizes' -> 0 ->> 'path' as cover_path
           from public.ad_alert_matches m join public.fb_listings l on l.id = m.listing_id
           where m.digest_id = $1
           order by l.uploaded_at desc, l.id`,
          [digest.id],
        );
        if (listings.length === 0) {
          await skip(db, [digest.id], summary);
          continue;
        }
        const ads: AlertListing[] = listings.slice(0, MAX_ADS_PER_EMAIL).map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          price: row.price === null ? null : Number(row.price),
          location: row.location,
          bedrooms: row.bedrooms,
          size_m2: row.size_m2 === null ? null : Number(row.size_m2),
          cover: coverUrl(config, row),
        }));
        content = alertMatchesEmail(config.newsletter, digest.language, filters, ads, personal);
      }
      const outcome = await sendMail(
        {
          to: digest.email,
          tag: digest.kind === 'keep' ? 'alert-keep' : 'alert-matches',
          ...content,
          headers: alertListUnsubscribeHeaders(config.newsletter.functionsUrl, leaveToken, config.notification.to),
          idempotencyKey,
        },
        config.notification,
        deps,
      );
      const failed = outcome.status === 'failed';
      const status = !failed ? 'sent' : digest.attempts >= ALERT_MAX_ATTEMPTS ? 'failed' : 'pending';
      await db.transaction(async (tx) => {
        await tx.query(
          `update public.ad_alert_digests set status = $2, sent_at = case when $2 = 'sent' then now() end,
             last_error = $3 where id = $1`,
          [digest.id, status, failed ? outcome.error.slice(0, 2000) : null],
        );
        if (status === 'sent' && digest.kind === 'matches') {
          await tx.query(`update public.ad_alert_matches set status = 'sent', sent_at = now() where digest_id = $1`, [
            digest.id,
          ]);
          await tx.query(`update public.ad_alerts set last_sent_at = now() where id = $1`, [digest.alert_id]);
        }
      });
      if (status === 'sent') summary.sent += 1;
      else if (status === 'failed') summary.failed += 1;
      else summary.retrying += 1;
      if (failed) deps.log(`[alert-send] digest ${digest.id} failed (attempt ${digest.attempts}): ${outcome.error}`);
    }
  }
  return summary;
}

async function skip(db: Database, ids: string[], summary: AlertRunSummary) {
  await db.query(`update public.ad_alert_digests set status = 'skipped' where id = any($1::bigint[])`, [ids]);
  await db.query(`update public.ad_alert_matches set status = 'skipped' where digest_id = any($1::bigint[])`, [ids]);
  summary.skipped += ids.length;
}
