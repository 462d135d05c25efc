// @vitest-environment node
// The local backend's timer jobs are recorded as runs, as pg_cron's are in production
// (supabase/local/local-jobs.ts, docs/lead-inbox.md "Scheduled jobs"): a failed run shows in the
// staff inbox's job problems with its reason, a good run clears it, a job that stops running is
// late, and the stand-in records a first run of every scheduled job when it starts.
import { createServer } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../supabase/functions/_shared/database';
import { localJobs } from '../../supabase/local/local-jobs';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { startStandIn } from '../../supabase/local/start';
import { claims, openMigratedDb, queryAs } from '../db/migrated-db';
import { server as mockNetwork } from '../msw-server';

let pglite: PGlite;
let db: Database;
beforeAll(async () => {
  pglite = await openMigratedDb();
  db = pgliteDatabase(pglite);
}, 60_000);
afterAll(async () => {
  await pglite.close();
});

/** What the staff inbox shows (public.admin_job_problems, as an admin). */
const problems = async () =>
  (
    await queryAs<{ job: string; problem: string; error: string | null }>(
      pglite,
      'authenticated',
      claims.admin,
      `select job, problem, error from public.admin_job_problems()`,
    )
  ).rows;

describe('local timer jobs', () => {
  it('records each run: a failure with its reason shows in the inbox, the next good run clears it', async () => {
    let fail = true;
    const logged: string[] = [];
    const jobs = localJobs(
      db,
      [
        {
          job: 'newsletter-send',
          everyMs: 3600_000,
          run: async () => {
            if (fail) throw new Error('mail provider unreachable');
            return 4;
          },
        },
      ],
      { log: (line) => logged.push(line) },
    );
    await jobs.start();
    jobs.stop();
    expect(await problems()).toEqual([
      { job: 'newsletter-send', problem: 'failed', error: 'mail provider unreachable' },
    ]);
    expect(logged).toEqual(['[backend] newsletter-send run failed: mail provider unreachable']);

    fail = false;
    await jobs.runNow('newsletter-send');
    expect(await problems()).toEqual([]);
    const { rows } = await pglite.query(
      `select status, rows_affected, error, finished_at >= started_at as finished from public.job_runs
       where job = 'newsletter-send' order by id`,
    );
    expect(rows).toEqual([
      { status: 'failed', rows_affected: null, error: 'mail provider unreachable', finished: true },
      { status: 'ok', rows_affected: 4, error: null, finished: true },
    ]);
  });

  it('marks its jobs scheduled, so one that stops running is late after its gap', async () => {
    const jobs = localJobs(db, [{ job: 'retry-lead-notifications', everyMs: 3600_000, run: async () => 0 }]);
    await jobs.start();
    jobs.stop();
    expect(await problems()).toEqual([]);
    // Its last run 20 minutes ago: more than the 15 minutes a five-minute job may go without one.
    await pglite.exec(`update public.job_runs set started_at = now() - interval '20 minutes', finished_at = null
      where job = 'retry-lead-notifications'`);
    expect(await problems()).toEqual([{ job: 'retry-lead-notifications', problem: 'late', error: null }]);
  });

  it('runs the jobs of one group one at a time between them', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return 0;
    };
    const jobs = localJobs(db, [
      { job: 'ad-alerts-instant', group: 'ad-alerts', everyMs: 3600_000, run: work },
      { job: 'ad-alerts-daily', group: 'ad-alerts', everyMs: 3600_000, run: work },
    ]);
    await Promise.all([jobs.runNow('ad-alerts-instant'), jobs.runNow('ad-alerts-daily')]);
    expect(most).toBe(1);
  });

  it('runs one run of a job at a time', async () => {
    let running = 0;
    let most = 0;
    const jobs = localJobs(db, [
      {
        job: 'listing-photo-sweep',
        everyMs: 3600_000,
        run: async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
          return 0;
        },
      },
    ]);
    await Promise.all([jobs.runNow('listing-photo-sweep'), jobs.runNow('listing-photo-sweep')]);
    expect(most).toBe(1);
  });
});

describe('the local backend', () => {
  it('records a first run of every scheduled job when it starts', async () => {
    // Real requests to the stand-in on 127.0.0.1, not mocked ones.
    mockNetwork.close();
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const backend = await startStandIn({ LOCAL_DATA_DIR: 'memory://', STAND_IN_PORT: String(port) });
    try {
      const scheduled = await backend.db.query<{ job: string }>(
        `select job from public.scheduled_jobs where scheduled_at is not null order by job`,
      );
      let runs: { job: string; status: string }[] = [];
      for (let attempt = 0; attempt < 100; attempt += 1) {
        runs = await backend.db.query(`select job, status from public.job_runs where status <> 'running' order by job`);
        if (runs.length >= scheduled.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(scheduled.map((job) => job.job)).toEqual([
        'ad-alerts-daily',
        'ad-alerts-housekeeping',
        'ad-alerts-instant',
        'ad-alerts-weekly',
        'delete-expired-leads',
        'delete-expired-newsletter-signups',
        'listing-photo-sweep',
        'newsletter-send',
        'owner-statement-mail',
        'retry-lead-notifications',
      ]);
      expect(runs).toEqual(scheduled.map((job) => ({ job: job.job, status: 'ok' })));
    } finally {
      await backend.close();
    }
  }, 120_000);
});
