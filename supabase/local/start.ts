// Starts the local Supabase stand-in on 127.0.0.1 (default port 54321): `npm run backend`, and
// part of `npm run dev`. Settings come from the environment and .env; every one has a default.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Database } from '../functions/_shared/database.ts';
import { configFromEnv, DEFAULT_ALLOWED_ORIGINS, PRODUCTION_SECRETS } from '../functions/_shared/config.ts';
import { sendAlerts } from '../functions/_shared/alert-delivery.ts';
import { createAuthAdmin } from '../functions/_shared/auth-admin.ts';
import { sendNewsletter } from '../functions/_shared/newsletter-delivery.ts';
import { sendOwnerStatements } from '../functions/_shared/owner-statement-delivery.ts';
import { storageRemover, sweepOrphanPhotos } from '../functions/_shared/listing-photo-sweep.ts';
import { retryNotifications } from '../functions/_shared/notification-delivery.ts';
import { keySubjectHashes } from '../functions/_shared/subject-hash.ts';
import { openLocalDatabase } from './local-database.ts';
import { localJobs } from './local-jobs.ts';
import { createOutbox } from './outbox.ts';
import { createStandIn } from './stand-in.ts';
import { diskObjectStore, memoryObjectStore } from './storage-api.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Defaults of the local backend, documented in the README and .env.example. */
export const LOCAL_DEFAULTS = {
  port: 54321,
  anonKey: 'local-dev-anon-key',
  serviceRoleKey: 'local-dev-service-role-key',
  jwtSecret: 'local-dev-jwt-secret-with-at-least-32-characters',
  adminEmail: 'admin@lusaproperty.local',
  adminPassword: 'local-admin-password',
  // A signed-in account without the admin role (tests of the refusals: the admin pages and the
  // listings table's row-level security turn it away).
  staffEmail: 'staff@lusaproperty.local',
  staffPassword: 'local-staff-password',
  // Two seeded owners (supabase/seed.sql gives them owners rows with these user ids and 14 months of
  // entries), each seeing only their own: they have no password and sign in by an e-mailed link
  // (ask on /en/owner; the link arrives in the outbox).
  ownerEmail: 'owner@lusaproperty.local',
  ownerId: '00000000-0000-4000-8000-0000000000e1',
  owner2Email: 'owner2@lusaproperty.local',
  owner2Id: '00000000-0000-4000-8000-0000000000e2',
  dataDir: path.join(repoRoot, '.local-data/pglite'),
  // Storage's files (listing photos); beside a custom LOCAL_DATA_DIR as "<dir>-storage".
  storageDir: path.join(repoRoot, '.local-data/storage'),
} as const;

const DAY_MS = 24 * 3600_000;

export interface RunningStandIn {
  url: string;
  /** Its database (tests read what the backend recorded). */
  db: Database;
  close(): Promise<void>;
}

export async function startStandIn(env: NodeJS.ProcessEnv = process.env): Promise<RunningStandIn> {
  const dataDir = env.LOCAL_DATA_DIR || LOCAL_DEFAULTS.dataDir;
  const local = await openLocalDatabase({
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
  });
  const port = Number(env.STAND_IN_PORT || LOCAL_DEFAULTS.port);
  const url = `http://127.0.0.1:${port}`;
  const functionConfig = configFromEnv((name) => env[name]);
  // Links in subscribers' e-mails lead to the dev server's site, and one-click unsubscribes here.
  functionConfig.newsletter.siteUrl = (env.SITE_URL || 'http://127.0.0.1:5173').replace(/\/+$/, '');
  if (!env.SUPABASE_URL) functionConfig.newsletter.functionsUrl = `${url}/functions/v1`;
  // Without a mail key every e-mail is caught in the outbox instead of the log.
  const outbox = functionConfig.notification.resendApiKey ? undefined : createOutbox();
  if (!env.ALLOWED_ORIGINS) {
    functionConfig.allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS, 'http://localhost:*', 'http://127.0.0.1:*'];
  }
  // Production refuses to start without these; locally the defaults serve, and the log says so.
  for (const name of PRODUCTION_SECRETS.filter((secret) => !env[secret])) {
    console.info(
      {
        IP_HASH_SALT: '[backend] IP_HASH_SALT not set: client addresses are hashed with the local development salt',
        RESEND_API_KEY: `[backend] RESEND_API_KEY not set: e-mails go to the local outbox, ${url}/_local/outbox/view?apikey=${env.LOCAL_SERVICE_ROLE_KEY || LOCAL_DEFAULTS.serviceRoleKey}`,
        NEWSLETTER_SECRET:
          '[backend] NEWSLETTER_SECRET not set: unsubscribe links are signed with a development secret',
      }[name],
    );
  }
  // EdgeRuntime.waitUntil's contract: work after the answer, awaited before the process closes.
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const serviceRoleKey = env.LOCAL_SERVICE_ROLE_KEY || LOCAL_DEFAULTS.serviceRoleKey;
  const mailDeps = { fetch, log: (line: string) => console.log(line), mail: outbox?.send };
  // The jobs pg_cron runs in production (public.scheduled_jobs), here on timers, each run recorded
  // in public.job_runs as there, so the inbox shows a failed or late job locally too.
  const jobs = localJobs(local.db, [
    {
      job: 'delete-expired-leads',
      everyMs: DAY_MS,
      recordsItself: true,
      run: () =>
        local.db
          .query(`select private.run_job('delete-expired-leads', 'select public.delete_expired_leads()')`)
          .then(() => null),
    },
    {
      job: 'delete-expired-newsletter-signups',
      everyMs: DAY_MS,
      recordsItself: true,
      run: () =>
        local.db
          .query(
            `select private.run_job('delete-expired-newsletter-signups', 'select public.delete_expired_newsletter_signups()')`,
          )
          .then(() => null),
    },
    // Re-sends pending, failed and batched notifications.
    {
      job: 'retry-lead-notifications',
      everyMs: Number(env.NOTIFY_RETRY_INTERVAL_SECONDS || 60) * 1000,
      run: async () => {
        const summary = await retryNotifications(local.db, functionConfig, mailDeps);
        if (summary.retried + summary.digests > 0)
          console.info(`[backend] notification retry: ${JSON.stringify(summary)}`);
        return summary.retried + summary.digests;
      },
    },
    // The newsletter sender: on a timer, and at once after staff ask for a send or a test, so
    // nobody waits a minute.
    {
      job: 'newsletter-send',
      everyMs: Number(env.NEWSLETTER_SEND_INTERVAL_SECONDS || 60) * 1000,
      run: async () => {
        const summary = await sendNewsletter(local.db, functionConfig, mailDeps);
        const handled = summary.tests + summary.sent + summary.failed + summary.skipped + summary.retrying;
        if (handled > 0) console.info(`[backend] newsletter: ${JSON.stringify(summary)}`);
        return handled;
      },
    },
    // The orphan photo sweep, through this backend's own Storage API.
    {
      job: 'listing-photo-sweep',
      everyMs: Number(env.LISTING_PHOTO_SWEEP_INTERVAL_SECONDS || 3600) * 1000,
      run: async () =>
        (
          await sweepOrphanPhotos(local.db, storageRemover(url, serviceRoleKey), {
            log: (line) => console.info(`[backend] ${line}`),
          })
        ).deleted,
    },
    // The ad alert sender (pg_cron in production: instant alerts every 5 minutes, the digests
    // hourly, each deciding in Lisbon time whether it is due, and the housekeeping daily), here every
    // 30 seconds unless ALERT_SEND_INTERVAL_SECONDS says otherwise, the housekeeping hourly; the four
    // one run at a time between them.
    // The statement e-mails (pg_cron every 5 minutes in production): on a timer, and at once after
    // staff close a month. Sign-in links come from this backend's own Auth, over HTTP as there.
    {
      job: 'owner-statement-mail',
      everyMs: Number(env.OWNER_STATEMENT_MAIL_INTERVAL_SECONDS || 60) * 1000,
      run: async () => {
        const summary = await sendOwnerStatements(local.db, functionConfig, {
          ...mailDeps,
          authAdmin: createAuthAdmin({ url, serviceRoleKey }),
        });
        const handled = summary.sent + summary.retrying + summary.failed + summary.skipped;
        if (handled > 0) console.info(`[backend] owner statements: ${JSON.stringify(summary)}`);
        return handled;
      },
    },
    ...(['instant', 'daily', 'weekly', 'housekeeping'] as const).map((frequency) => ({
      job: `ad-alerts-${frequency}`,
      group: 'ad-alerts',
      everyMs: frequency === 'housekeeping' ? 3600_000 : Number(env.ALERT_SEND_INTERVAL_SECONDS || 30) * 1000,
      run: async () => {
        const summary = await sendAlerts(local.db, functionConfig, mailDeps, [frequency]);
        if (summary.sent + summary.failed + summary.skipped > 0)
          console.info(`[backend] ad alerts (${frequency}): ${JSON.stringify(summary)}`);
        return summary.sent + summary.failed + summary.skipped + summary.retrying;
      },
    })),
  ]);
  const runNewsletter = () => waitUntil(jobs.runNow('newsletter-send'));
  const runOwnerStatements = () => waitUntil(jobs.runNow('owner-statement-mail'));
  const app = createStandIn({
    waitUntil,
    db: local.db,
    anonKey: env.VITE_SUPABASE_ANON_KEY || LOCAL_DEFAULTS.anonKey,
    serviceRoleKey,
    jwtSecret: env.LOCAL_JWT_SECRET || LOCAL_DEFAULTS.jwtSecret,
    users: [
      {
        id: '00000000-0000-4000-8000-00000000a11e',
        email: env.LOCAL_ADMIN_EMAIL || LOCAL_DEFAULTS.adminEmail,
        password: env.LOCAL_ADMIN_PASSWORD || LOCAL_DEFAULTS.adminPassword,
        role: 'admin',
      },
      {
        id: '00000000-0000-4000-8000-00000000057a',
        email: env.LOCAL_STAFF_EMAIL || LOCAL_DEFAULTS.staffEmail,
        password: env.LOCAL_STAFF_PASSWORD || LOCAL_DEFAULTS.staffPassword,
      },
      { id: LOCAL_DEFAULTS.ownerId, email: env.LOCAL_OWNER_EMAIL || LOCAL_DEFAULTS.ownerEmail, role: 'owner' },
      { id: LOCAL_DEFAULTS.owner2Id, email: env.LOCAL_OWNER2_EMAIL || LOCAL_DEFAULTS.owner2Email, role: 'owner' },
    ],
    functionConfig,
    outbox,
    objectStore: dataDir.startsWith('memory://')
      ? memoryObjectStore()
      : diskObjectStore(
          env.LOCAL_DATA_DIR ? `${env.LOCAL_DATA_DIR.replace(/\/+$/, '')}-storage` : LOCAL_DEFAULTS.storageDir,
        ),
    afterRpc: async (name) => {
      if (name === 'admin_newsletter_send' || name === 'admin_newsletter_test') runNewsletter();
      if (name === 'admin_month_close') runOwnerStatements();
      // Production keys a new data-subject record within 5 minutes (subject-hash.ts), so its hash
      // changes once while staff may be looking; locally it is keyed before the answer, so every
      // record a developer or a test sees already has its final hash.
      if (name === 'admin_subject_access' || name === 'admin_subject_erase') {
        await keySubjectHashes(local.db, functionConfig.ipHashSalt);
      }
    },
  });
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(started));
    started.once('error', reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    jobs.stop();
    await local.close();
    throw error.code === 'EADDRINUSE'
      ? new Error(`Port ${port} is in use: is the local backend already running? (set STAND_IN_PORT to move it)`)
      : error;
  });
  waitUntil(
    jobs.start().catch((error: unknown) => console.error(`[backend] scheduled jobs did not start: ${String(error)}`)),
  );
  console.info(
    `[backend] Supabase stand-in on ${url} (database: ${local.location}` +
      `${local.applied.length ? `; applied ${local.applied.join(', ')}` : ''}${local.seeded ? '; seeded' : ''})`,
  );
  return {
    url,
    db: local.db,
    close: async () => {
      jobs.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      while (pending.size > 0) await Promise.all([...pending]);
      await local.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (existsSync(path.join(repoRoot, '.env'))) process.loadEnvFile(path.join(repoRoot, '.env'));
  const running = await startStandIn().catch((error: Error) => {
    console.error(`[backend] ${error.message}`);
    process.exit(1);
  });
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
