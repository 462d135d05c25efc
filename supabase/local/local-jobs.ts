// The scheduled jobs of production (pg_cron, public.scheduled_jobs) run here on timers, and each run
// is recorded in public.job_runs as pg_cron's are, so the staff inbox shows a job that failed or is
// late locally too (docs/lead-inbox.md, "Scheduled jobs").
import type { Database } from '../functions/_shared/database.ts';

export interface LocalJob {
  /** Its name in public.scheduled_jobs. */
  job: string;
  everyMs: number;
  /** The work: resolves to the rows it handled (null if it has no count); a throw is a failed run. */
  run(): Promise<number | null>;
  /** A database job that records its own run through private.run_job, as pg_cron calls it. */
  recordsItself?: boolean;
  /** Jobs of one group run one at a time between them (default: each job alone). */
  group?: string;
}

export interface LocalJobs {
  /**
   * Marks the jobs scheduled (so a job that stops running shows as late after its max_gap, as
   * under pg_cron), runs each once, then starts their timers. Resolves when the first runs end.
   */
  start(): Promise<void>;
  /** Runs a job now, after its group's run in progress if there is one (one run at a time). */
  runNow(job: string): Promise<void>;
  stop(): void;
}

/** Runs `work` as one run of `job`, recorded in public.job_runs: ok with its rows, or failed with its error. */
export async function recordJobRun(db: Database, job: string, work: () => Promise<number | null>): Promise<void> {
  const [run] = await db.query<{ id: string }>(
    `insert into public.job_runs (job) values ($1) returning id::text as id`,
    [job],
  );
  try {
    const rows = await work();
    await db.query(
      `update public.job_runs set status = 'ok', finished_at = clock_timestamp(), rows_affected = $2 where id = $1`,
      [run!.id, rows],
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.query(
      `update public.job_runs set status = 'failed', finished_at = clock_timestamp(), error = left($2, 2000)
       where id = $1`,
      [run!.id, message || 'failed'],
    );
    throw error;
  } finally {
    await db.query(`delete from public.job_runs where started_at < now() - interval '30 days'`);
  }
}

/** The jobs on timers; a failed run is logged as well as recorded. */
export function localJobs(
  db: Database,
  jobs: readonly LocalJob[],
  { log = (line: string) => console.error(line) }: { log?: (line: string) => void } = {},
): LocalJobs {
  const chains = new Map<string, Promise<void>>();
  const byName = new Map(jobs.map((job) => [job.job, job]));
  const timers: ReturnType<typeof setInterval>[] = [];
  const runNow = (name: string): Promise<void> => {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`no local job ${name}`));
    const once = () => (job.recordsItself ? job.run().then(() => undefined) : recordJobRun(db, name, () => job.run()));
    const chain = job.group ?? name;
    const next = (chains.get(chain) ?? Promise.resolve()).then(() =>
      once().catch((error: unknown) =>
        log(`[backend] ${name} run failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
    );
    chains.set(chain, next);
    return next;
  };
  return {
    runNow,
    async start() {
      await db.query(`update public.scheduled_jobs set scheduled_at = now() where job = any($1::text[])`, [
        jobs.map((job) => job.job),
      ]);
      for (const job of jobs) {
        const timer = setInterval(() => void runNow(job.job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
      await Promise.all(jobs.map((job) => runNow(job.job)));
    },
    stop: () => timers.splice(0).forEach((timer) => clearInterval(timer)),
  };
}
