// @vitest-environment node
// Scheduled jobs that fail are seen (supabase/migrations/20261128103000_scheduled_job_runs.sql,
// docs/lead-inbox.md): every run is recorded with its rows or error and, for a call to a function,
// the HTTP answer pg_net received; the staff inbox is told of a job that failed or is late.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import jobsEn from '../../src/features/lead-inbox/job-problems.en';
import jobsHe from '../../src/features/lead-inbox/job-problems.he';
import { claims, openMigratedDb, withRole } from './migrated-db';

let db: PGlite;

beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec(`delete from public.job_runs; update public.scheduled_jobs set scheduled_at = null;`);
});

const problems = () =>
  withRole(
    db,
    'authenticated',
    claims.admin,
    async (tx) =>
      (
        await tx.query<Record<string, unknown>>(
          `select job, problem, error, http_status from public.admin_job_problems()`,
        )
      ).rows,
    { commit: true },
  );

describe('job runs', () => {
  it('records a database job that worked, with its rows, and one that failed, with its reason', async () => {
    await db.query(`select private.run_job('delete-expired-leads', 'select 3')`);
    expect(await problems()).toEqual([]);
    await db.query(`select private.run_job('delete-expired-newsletter-signups', 'select 1/0')`);
    const { rows } = await db.query<Record<string, unknown>>(
      `select job, status, rows_affected, error, finished_at is not null as finished from public.job_runs order by id`,
    );
    expect(rows).toEqual([
      { job: 'delete-expired-leads', status: 'ok', rows_affected: 3, error: null, finished: true },
      {
        job: 'delete-expired-newsletter-signups',
        status: 'failed',
        rows_affected: null,
        error: 'division by zero',
        finished: true,
      },
    ]);
    expect(await problems()).toEqual([
      { job: 'delete-expired-newsletter-signups', problem: 'failed', error: 'division by zero', http_status: null },
    ]);
    // The next good run clears it.
    await db.query(`select private.run_job('delete-expired-newsletter-signups', 'select 0')`);
    expect(await problems()).toEqual([]);
  });

  it('reads the HTTP answer of a function call and reports a failed one', async () => {
    // pg_net's answer table, as hosted Supabase has it.
    await db.exec(`
      create schema if not exists net;
      create table if not exists net._http_response (id bigint primary key, status_code integer, content text,
        error_msg text, timed_out boolean, created timestamptz not null default now());
      insert into public.job_runs (job, http_request_id) values ('newsletter-send', 41), ('listing-photo-sweep', 42);
      insert into net._http_response (id, status_code, content) values
        (41, 200, '{"sent":3}'), (42, 500, '{"error":"storage unreachable"}');`);
    expect(await problems()).toEqual([
      {
        job: 'listing-photo-sweep',
        problem: 'failed',
        error: 'HTTP 500: {"error":"storage unreachable"}',
        http_status: 500,
      },
    ]);
    const { rows } = await db.query(`select job, status, http_status from public.job_runs order by job`);
    expect(rows).toEqual([
      { job: 'listing-photo-sweep', status: 'failed', http_status: 500 },
      { job: 'newsletter-send', status: 'ok', http_status: 200 },
    ]);
    await db.exec(`drop table net._http_response; drop schema net;`);
  });

  it('records a call that could not even be made, and one never answered', async () => {
    // No pg_net here: the call itself fails, and says why.
    await db.query(`select private.call_function_job('retry-lead-notifications', 'notification-retry')`);
    await db.exec(`insert into public.job_runs (job, http_request_id, started_at)
      values ('newsletter-send', 7, now() - interval '11 minutes')`);
    const found = await problems();
    expect(found.map((row) => [row.job, row.problem])).toEqual([
      ['newsletter-send', 'failed'],
      ['retry-lead-notifications', 'failed'],
    ]);
    expect(found[0]?.error).toMatch(/no answer/);
    expect(found[1]?.error).toMatch(/vault|net/);
  });

  it('reports a scheduled job that has not run within its schedule, and only a scheduled one', async () => {
    await db.exec(`update public.scheduled_jobs set scheduled_at = now() - interval '2 hours' where job = 'newsletter-send';
      update public.scheduled_jobs set scheduled_at = now() where job = 'delete-expired-leads';`);
    expect(await problems()).toEqual([{ job: 'newsletter-send', problem: 'late', error: null, http_status: null }]);
    await db.exec(`insert into public.job_runs (job, status, started_at, finished_at)
      values ('newsletter-send', 'ok', now() - interval '30 minutes', now() - interval '30 minutes')`);
    expect(await problems()).toEqual([{ job: 'newsletter-send', problem: 'late', error: null, http_status: null }]);
    await db.exec(`insert into public.job_runs (job, status, finished_at) values ('newsletter-send', 'ok', now())`);
    expect(await problems()).toEqual([]);
  });

  it('tells only staff', async () => {
    for (const [role, jwt] of [
      ['anon', claims.anon],
      ['authenticated', claims.user],
    ] as const) {
      await expect(
        withRole(db, role, jwt, (tx) => tx.query(`select * from public.admin_job_problems()`)),
      ).rejects.toThrow(/not_allowed|permission denied/);
      await expect(withRole(db, role, jwt, (tx) => tx.query(`select * from public.job_runs`))).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it('names every scheduled job in both languages, the ad alert jobs included', async () => {
    const { rows } = await db.query<{ job: string }>(`select job from public.scheduled_jobs order by job`);
    expect(rows.map((row) => row.job)).toEqual(expect.arrayContaining(['ad-alerts-daily', 'ad-alerts-instant']));
    for (const copy of [jobsEn, jobsHe]) {
      expect(rows.filter((row) => !copy.jobs[row.job]).map((row) => row.job)).toEqual([]);
    }
  });

  it('calls a function with its JSON body and records the run, as the ad alert jobs do', async () => {
    await db.transaction(async (tx) => {
      // pg_net and the Vault as hosted Supabase has them, reduced to what the call reads.
      await tx.exec(`
        create schema if not exists vault;
        create table vault.decrypted_secrets (name text, decrypted_secret text);
        insert into vault.decrypted_secrets values ('project_url', 'https://project.supabase.co'),
          ('notification_retry_key', 'service-key');
        create schema if not exists net;
        create table net.calls (url text, headers jsonb, body jsonb);
        create function net.http_post(url text, headers jsonb, body jsonb, timeout_milliseconds integer)
          returns bigint language sql as $f$ insert into net.calls values (url, headers, body) returning 77::bigint $f$;`);
      await tx.query(
        `select private.call_function_job('ad-alerts-daily', 'alert-send', 55000, '{"frequency":"daily"}')`,
      );
      const calls = await tx.query(`select url, headers ->> 'Authorization' as auth, body from net.calls`);
      expect(calls.rows).toEqual([
        {
          url: 'https://project.supabase.co/functions/v1/alert-send',
          auth: 'Bearer service-key',
          body: { frequency: 'daily' },
        },
      ]);
      const runs = await tx.query(`select job, status, http_request_id from public.job_runs`);
      expect(runs.rows).toEqual([{ job: 'ad-alerts-daily', status: 'running', http_request_id: 77 }]);
      await tx.rollback();
    });
  });

  it('schedules nothing where there is no pg_cron, and refuses a job it does not know', async () => {
    await db.query(`select private.schedule_job('newsletter-send', 'select 1', true)`);
    expect(
      (await db.query(`select scheduled_at from public.scheduled_jobs where job = 'newsletter-send'`)).rows,
    ).toEqual([{ scheduled_at: null }]);
    await expect(db.query(`select private.schedule_job('nightly-mystery', 'select 1', false)`)).rejects.toThrow(
      /not in public.scheduled_jobs/,
    );
  });
});
