// Sending the weekly issue (docs/newsletter.md). Starting a send snapshots the list into
// newsletter_deliveries (admin_newsletter_send); each run of the newsletter-send function (pg_cron
// every minute in production; a timer and each staff request in the local backend) sends staff's
// tests, then works through the pending deliveries in batches. A delivery is claimed before it is
// sent and marked after, so a run that stops part way is resumed by the next without mailing anyone
// twice: a sent row is never claimed again, and a row left claimed by a run that died is retried
// with the same idempotency key, which the mail provider (Resend) delivers once.
import type { FunctionConfig } from './config.ts';
import type { Database } from './database.ts';
import { LANGUAGES } from './domain/languages.ts';
import { issueEmail, listUnsubscribeHeaders, type NewsletterLanguage } from './domain/newsletter/emails.ts';
import { unsubscribeToken } from './domain/newsletter/tokens.ts';
import { sendMail, type MailDeps } from './mail.ts';

/** Deliveries claimed and sent per batch. */
export const NEWSLETTER_BATCH_SIZE = 50;
/** A delivery is tried this many times before it is left 'failed'. */
export const NEWSLETTER_MAX_ATTEMPTS = 3;
/** A claim older than this was left by a run that died; the delivery is tried again. */
const CLAIM_LEASE_SECONDS = 600;

export interface NewsletterRunOptions {
  batchSize?: number;
  /** Batches per run, so one run ends well within the function's time limit. */
  maxBatches?: number;
  /** Wait before a failed delivery is tried again. */
  retryAfterSeconds?: number;
}

export interface NewsletterRunSummary {
  tests: number;
  sent: number;
  failed: number;
  retrying: number;
  skipped: number;
  issuesCompleted: number;
}

type Config = Pick<FunctionConfig, 'newsletter' | 'notification'>;

/** An issue's title and body in each language (title_en, body_en, title_he, …). */
type IssueRow = Record<`${'title' | 'body'}_${NewsletterLanguage}`, string>;

/** The issue's columns, as the queries below read them. */
const ISSUE_COLUMNS = LANGUAGES.map((language) => `i.title_${language}, i.body_${language}`).join(', ');

/**
 * The issue in the reader's language, never another's: the database sends an issue only with a
 * title and a body in every language it is sent in (docs/newsletter.md, "Sending").
 */
const content = (issue: IssueRow, language: NewsletterLanguage) => ({
  title: issue[`title_${language}`],
  body: issue[`body_${language}`],
});

/** The address in List-Unsubscribe's mailto: the one staff read (the notification inbox). */
function mailtoAddress(config: Config): string {
  return config.notification.to;
}

export async function sendNewsletter(
  db: Database,
  config: Config,
  deps: MailDeps,
  options: NewsletterRunOptions = {},
): Promise<NewsletterRunSummary> {
  const batchSize = options.batchSize ?? NEWSLETTER_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? 10;
  const retryAfter = options.retryAfterSeconds ?? 60;
  const summary: NewsletterRunSummary = { tests: 0, sent: 0, failed: 0, retrying: 0, skipped: 0, issuesCompleted: 0 };

  // Tests to a staff member's own address: marked, without a personal link or List-Unsubscribe.
  const tests = await db.query<IssueRow & { id: string; to_email: string; language: NewsletterLanguage }>(
    `with claimed as (
       update public.newsletter_test_sends set status = 'sending'
       where status = 'pending' and id in (
         select id from public.newsletter_test_sends where status = 'pending' order by id limit 20
         for update skip locked)
       returning id, issue_id, to_email, language)
     select c.id::text as id, c.to_email, c.language, ${ISSUE_COLUMNS}
     from claimed c join public.newsletter_issues i on i.id = c.issue_id
     order by c.id`,
  );
  for (const test of tests) {
    const outcome = await sendMail(
      {
        to: test.to_email,
        tag: 'newsletter-test',
        ...issueEmail(config.newsletter, test.language, content(test, test.language), null),
      },
      config.notification,
      deps,
    );
    await db.query(
      `update public.newsletter_test_sends set status = $2, sent_at = case when $2 = 'sent' then now() end, last_error = $3
       where id = $1`,
      [test.id, outcome.status === 'failed' ? 'failed' : 'sent', outcome.status === 'failed' ? outcome.error : null],
    );
    summary.tests += 1;
  }

  // A delivery that failed in this run waits for a later one.
  const [{ started }] = (await db.query<{ started: string }>(`select clock_timestamp()::text as started`)) as [
    { started: string },
  ];
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await db.query<{ id: string }>(
      `update public.newsletter_deliveries set status = 'sending', attempts = attempts + 1, claimed_at = clock_timestamp()
       where id in (
         select id from public.newsletter_deliveries
         where (status = 'pending' and (attempts = 0
                  or claimed_at < least($4::timestamptz, now() - make_interval(secs => $2))))
            or (status = 'sending' and claimed_at < now() - make_interval(secs => $3))
         order by id limit $1 for update skip locked)
       returning id::text as id`,
      [batchSize, retryAfter, CLAIM_LEASE_SECONDS, started],
    );
    if (claimed.length === 0) break;
    const ids = claimed.map((row) => row.id);
    // Read after the claim: a subscriber who left (or was erased) since the snapshot is not here.
    const rows = await db.query<
      IssueRow & { id: string; language: NewsletterLanguage; attempts: number; subscriber_id: string; email: string }
    >(
      `select d.id::text as id, d.language, d.attempts, s.id as subscriber_id, s.email,
              ${ISSUE_COLUMNS}
       from public.newsletter_deliveries d
       join public.newsletter_subscribers s on s.id = d.subscriber_id
       join public.newsletter_issues i on i.id = d.issue_id
       where d.id = any($1::bigint[]) and s.confirmed_at is not null and s.unsubscribed_at is null
       order by d.id`,
      [ids],
    );
    const active = new Set(rows.map((row) => row.id));
    const gone = ids.filter((id) => !active.has(id));
    if (gone.length > 0) {
      await db.query(`update public.newsletter_deliveries set status = 'skipped' where id = any($1::bigint[])`, [gone]);
      summary.skipped += gone.length;
    }
    for (const row of rows) {
      const token = await unsubscribeToken(row.subscriber_id, config.newsletter.secret);
      const outcome = await sendMail(
        {
          to: row.email,
          tag: 'newsletter-issue',
          ...issueEmail(config.newsletter, row.language, content(row, row.language), token),
          headers: listUnsubscribeHeaders(config.newsletter.functionsUrl, token, mailtoAddress(config)),
          idempotencyKey: `newsletter-delivery-${row.id}`,
        },
        config.notification,
        deps,
      );
      const failed = outcome.status === 'failed';
      const status = !failed ? 'sent' : row.attempts >= NEWSLETTER_MAX_ATTEMPTS ? 'failed' : 'pending';
      await db.query(
        `update public.newsletter_deliveries set status = $2, sent_at = case when $2 = 'sent' then now() end,
           last_error = $3
         where id = $1`,
        [row.id, status, failed ? outcome.error.slice(0, 2000) : null],
      );
      if (status === 'sent') summary.sent += 1;
      else if (status === 'failed') summary.failed += 1;
      else summary.retrying += 1;
      if (failed) deps.log(`[newsletter-send] delivery ${row.id} failed (attempt ${row.attempts}): ${outcome.error}`);
    }
  }

  const completed = await db.query(
    `update public.newsletter_issues i set status = 'sent', sent_at = now(), updated_at = now()
     where i.status = 'sending' and not exists (
       select 1 from public.newsletter_deliveries d where d.issue_id = i.id and d.status in ('pending', 'sending'))
     returning i.id`,
  );
  summary.issuesCompleted = completed.length;
  return summary;
}
