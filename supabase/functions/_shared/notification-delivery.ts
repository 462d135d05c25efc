// Staff notifications of stored leads: the first attempt right after the visitor's answer, and the
// retry job (pg_cron calling the notification-retry function in production, a timer in the local
// backend) that re-sends what is left 'pending', 'failed' or 'batched'. Nothing here throws: a lead
// is stored before any of it runs and must never be lost because of it.
import type { FunctionConfig } from './config.ts';
import type { SqlExecutor } from './database.ts';
import { isLeadTable, LEAD_KIND_NAMES, LEAD_KINDS, LEAD_TABLES } from './domain/leads/lead-kinds.ts';
import { countOf } from './domain/leads/staff-text.ts';
import { fieldLabel, LEAD_KIND_LABELS, pagePath, tableLabel, valueLabel } from './domain/leads/vocabulary.ts';
import { notifyStaff, type LeadNotification, type NotificationOutcome, type NotifyDeps } from './notify.ts';

/** A 'pending' row older than this was left by an isolate that died before notifying. */
export const STALE_PENDING_SECONDS = 300;
/** How long a claimed row is hidden from other runs of the job while it is being sent. */
const CLAIM_LEASE_SECONDS = 600;
const RETRY_BATCH = 50;
const DIGEST_MAX_ROWS = 200;

type Config = Pick<FunctionConfig, 'notification' | 'notifyCeiling'>;

/** Table names are put into SQL text: only the registry's are accepted. */
function checkedTable(table: string): string {
  if (!isLeadTable(table)) throw new Error(`Not a lead table: ${table}`);
  return table;
}

/** Records an attempt's outcome; a failure schedules the next try with exponential backoff. */
async function recordOutcome(
  db: SqlExecutor,
  table: string,
  ids: string[],
  outcome: NotificationOutcome,
  config: Config,
  failedStatus = 'failed',
): Promise<void> {
  await db.query(
    `update public.${checkedTable(table)} set
       notification_attempts = notification_attempts + 1,
       notification_status = case when $2 = 'failed' and notification_attempts + 1 < $5 then $6 else $2 end,
       notification_error = $3,
       notification_next_attempt_at = case when $2 = 'failed'
         then now() + make_interval(secs => $4 * power(2, notification_attempts)) end
     where id = any($1::uuid[])`,
    [
      ids,
      outcome.status,
      outcome.status === 'failed' ? outcome.error : null,
      config.notification.retryBaseSeconds,
      config.notification.maxAttempts,
      failedStatus,
    ],
  );
}

/**
 * The first notification of a just-stored lead. Over the function's ceiling (a surge of leads from
 * many addresses) the row is marked 'batched' instead, for the retry job's digest.
 */
export async function deliverNewLeadNotification(
  db: SqlExecutor,
  lead: { table: string; id: string; notification: LeadNotification },
  config: Config,
  deps: NotifyDeps,
): Promise<void> {
  try {
    const table = checkedTable(lead.table);
    const [recent] = await db.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where created_at > now() - make_interval(secs => $1)`,
      [config.notifyCeiling.windowSeconds],
    );
    if ((recent?.n ?? 0) > config.notifyCeiling.max) {
      await db.query(`update public.${table} set notification_status = 'batched' where id = $1`, [lead.id]);
      deps.log(`[${table}] over ${config.notifyCeiling.max} leads in the window: ${lead.id} waits for the digest`);
      return;
    }
    const outcome = await notifyStaff(lead.notification, config.notification, deps);
    await recordOutcome(db, table, [lead.id], outcome, config);
    if (outcome.status === 'failed') deps.log(`[${table}] notification failed for ${lead.id}: ${outcome.error}`);
  } catch (error) {
    deps.log(`[${lead.table}] could not notify or record the notification of ${lead.id}: ${String(error)}`);
  }
}

type LeadRow = Record<string, unknown> & { id: string };

const INTERNAL_COLUMNS = new Set([
  'ip_hash',
  'notification_status',
  'notification_error',
  'notification_attempts',
  'notification_next_attempt_at',
  'unseen_reported_at',
  'search_text',
  'status',
  'status_changed_at',
]);

/** A lead's kind in the singular, as staff read it ("Contact or consultation request"). */
function kindOf(table: string): string {
  const kind = LEAD_KIND_NAMES.find((name) => LEAD_KINDS[name].table === table);
  return kind ? LEAD_KIND_LABELS[kind].en : table;
}

/** "2026-11-28 02:51 UTC": a stored time as staff read it. */
function timeText(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A stored row as labelled lines: the staff vocabulary's names and words, never column names. */
function rowLines(row: LeadRow): string[] {
  return Object.entries(row)
    .filter(([key, value]) => !INTERNAL_COLUMNS.has(key) && key !== 'id' && value !== null && value !== undefined)
    .filter(([key]) => !['confirmation_token_hash', 'search_text', 'ip_hash'].includes(key))
    .map(([key, value]) => {
      const text =
        valueLabel(key, value, 'en') ??
        (value instanceof Date || /_at$/.test(key)
          ? timeText(value)
          : key === 'source_page'
            ? pagePath(String(value))
            : String(value));
      return `${fieldLabel(key, 'en')}: ${text}`;
    });
}

/** Claims due rows (hidden from a parallel run for the lease) and returns them. */
function claim(db: SqlExecutor, table: string, condition: string, params: unknown[], limit: number) {
  return db.query<LeadRow>(
    `update public.${table} set notification_next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
     where id in (select id from public.${table} where ${condition}
                  order by created_at limit ${limit} for update skip locked)
     returning *`,
    params,
  );
}

export interface RetrySummary {
  retried: number;
  sent: number;
  failed: number;
  digests: number;
  /** Leads never notified that the daily digest reported in this run. */
  unnotifiedReported: number;
}

/**
 * One run of the retry job: re-sends 'failed' rows whose backoff has passed and 'pending' rows
 * left stale, one e-mail each; sends 'batched' rows as one digest per table. A row that failed
 * `maxAttempts` times stays 'failed' and is no longer retried (staff find it by its status).
 */
export async function retryNotifications(db: SqlExecutor, config: Config, deps: NotifyDeps): Promise<RetrySummary> {
  const summary: RetrySummary = { retried: 0, sent: 0, failed: 0, digests: 0, unnotifiedReported: 0 };
  for (const table of LEAD_TABLES) {
    try {
      const due = `coalesce(notification_next_attempt_at, created_at) <= now()`;
      const rows = await claim(
        db,
        table,
        `notification_attempts < $1 and ((notification_status = 'failed' and ${due})
           or (notification_status = 'pending' and created_at < now() - make_interval(secs => $2) and ${due}))`,
        [config.notification.maxAttempts, STALE_PENDING_SECONDS],
        RETRY_BATCH,
      );
      for (const row of rows) {
        const outcome = await notifyStaff(
          {
            subject: `New ${kindOf(table).toLowerCase()} (notification retried: the first attempt failed)`,
            lines: rowLines(row),
          },
          config.notification,
          deps,
        );
        await recordOutcome(db, table, [row.id], outcome, config);
        summary.retried += 1;
        if (outcome.status === 'failed') {
          summary.failed += 1;
          logFailure(deps, table, row.id, Number(row.notification_attempts) + 1, config, outcome.error);
        } else summary.sent += 1;
      }

      const batched = await claim(
        db,
        table,
        `notification_status = 'batched' and notification_attempts < $1 and ${due}`,
        [config.notification.maxAttempts],
        DIGEST_MAX_ROWS,
      );
      if (batched.length > 0) {
        const lines = batched.flatMap((row, index) => [`#${index + 1}`, ...rowLines(row), '']);
        const outcome = await notifyStaff(
          {
            subject: `${countOf(batched.length, 'new lead', 'new leads')} (${tableLabel(table, 'en')}) received during a surge`,
            lines,
          },
          config.notification,
          deps,
        );
        await recordOutcome(
          db,
          table,
          batched.map((row) => row.id),
          outcome,
          config,
          'batched',
        );
        summary.digests += 1;
        if (outcome.status === 'failed') {
          for (const row of batched)
            logFailure(deps, table, row.id, Number(row.notification_attempts) + 1, config, outcome.error);
        }
      }
    } catch (error) {
      deps.log(`[notification-retry] ${table}: ${String(error)}`);
    }
  }
  summary.unnotifiedReported = await reportUnnotifiedLeads(db, config, deps);
  return summary;
}

/** One line per failed attempt: the lead's table and id, never what the visitor wrote. */
function logFailure(deps: NotifyDeps, table: string, id: string, attempt: number, config: Config, error: string) {
  const last = attempt >= config.notification.maxAttempts;
  deps.log(
    `[notification-retry] ${table} ${id}: attempt ${attempt} of ${config.notification.maxAttempts} failed` +
      `${last ? ' (the last: reported in the daily digest of unnotified leads)' : ''}: ${error.slice(0, 300)}`,
  );
}

/** The digest of leads never notified goes out at most once in this many hours. */
export const UNNOTIFIED_DIGEST_HOURS = 24;
const UNNOTIFIED_DIGEST_MAX_ROWS = 500;

/**
 * Leads whose notification failed for good (every attempt used), and scheduled jobs whose last run
 * failed or that are late (public.job_problems(), docs/lead-inbox.md), are told to staff in one
 * e-mail a day, which keeps being tried at every run until mail works again; each lead is reported
 * once, each job problem once a day while it lasts. The staff inbox shows both too. Returns how
 * many leads the digest reported.
 */
export async function reportUnnotifiedLeads(db: SqlExecutor, config: Config, deps: NotifyDeps): Promise<number> {
  try {
    const [last] = await db.query<{ recent: boolean }>(
      `select coalesce(bool_or(reported > now() - make_interval(hours => $1)), false) as recent from (${LEAD_TABLES.map(
        (table) => `select max(unseen_reported_at) as reported from public.${checkedTable(table)}`,
      ).join(' union all ')}) reports`,
      [UNNOTIFIED_DIGEST_HOURS],
    );
    const due: { table: string; id: string; created_at: unknown }[] = [];
    for (const table of last?.recent ? [] : LEAD_TABLES) {
      const rows = await db.query<{ id: string; created_at: unknown }>(
        `select id, created_at from public.${checkedTable(table)}
         where notification_status = 'failed' and notification_attempts >= $1 and unseen_reported_at is null
         order by created_at limit ${UNNOTIFIED_DIGEST_MAX_ROWS}`,
        [config.notification.maxAttempts],
      );
      due.push(...rows.map((row) => ({ table, ...row })));
    }
    const jobs = await db.query<{ job: string; problem: string; last_started_at: unknown; error: string | null }>(
      `select p.job, p.problem, p.last_started_at, p.error from public.job_problems() p
       join public.scheduled_jobs j using (job)
       where j.problem_reported_at is null or j.problem_reported_at < now() - make_interval(hours => $1)`,
      [UNNOTIFIED_DIGEST_HOURS],
    );
    if (due.length === 0 && jobs.length === 0) return 0;
    const when = (value: unknown) => (value === null || value === undefined ? 'never' : timeText(value));
    const lines = [
      ...(jobs.length
        ? [
            `${countOf(jobs.length, 'scheduled job', 'scheduled jobs')} failed or did not run on schedule:`,
            ...jobs.map(
              ({ job, problem, last_started_at, error }) =>
                `${job}: ${problem === 'failed' ? 'failed' : 'late'}, last run ${when(last_started_at)}${error ? `: ${error.slice(0, 300)}` : ''}`,
            ),
            'The staff inbox shows them too: /en/admin/leads',
            '',
          ]
        : []),
      ...(due.length
        ? [
            `${countOf(due.length, 'lead was', 'leads were')} stored but could not be notified after every attempt.`,
            'Open the staff inbox, filter "not notified": /en/admin/leads?unseen=1',
            '',
            ...due.map(({ table, id, created_at }) => `${kindOf(table)} ${id} (received ${when(created_at)})`),
          ]
        : []),
    ];
    const subject = [
      ...(due.length ? [`${countOf(due.length, 'lead was', 'leads were')} never notified`] : []),
      ...(jobs.length ? [`${countOf(jobs.length, 'scheduled job needs', 'scheduled jobs need')} attention`] : []),
    ].join('; ');
    const outcome = await notifyStaff({ subject, lines }, config.notification, deps);
    if (outcome.status === 'failed') {
      deps.log(
        `[notification-retry] the digest of ${due.length} unnotified leads and ${jobs.length} job problems failed: ${outcome.error.slice(0, 300)}`,
      );
      return 0;
    }
    if (jobs.length) {
      await db.query(`update public.scheduled_jobs set problem_reported_at = now() where job = any($1::text[])`, [
        jobs.map((job) => job.job),
      ]);
    }
    for (const table of LEAD_TABLES) {
      const ids = due.filter((lead) => lead.table === table).map((lead) => lead.id);
      if (ids.length > 0) {
        await db.query(
          `update public.${checkedTable(table)} set unseen_reported_at = now() where id = any($1::uuid[])`,
          [ids],
        );
      }
    }
    return due.length;
  } catch (error) {
    deps.log(`[notification-retry] unnotified digest: ${String(error)}`);
    return 0;
  }
}
