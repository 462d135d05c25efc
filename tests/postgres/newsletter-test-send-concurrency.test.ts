// @vitest-environment node
// Staff test sends under two overlapping runs of newsletter-send, on a real PostgreSQL server
// (docs/security-review.md, X2): PGlite runs one statement at a time, so it cannot show the race.
// Each run has its own connection, as two invocations of the function would. A trigger added here
// holds the first run's claim open for two seconds before it commits, so the second run claims while
// the first one's rows are locked, every time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { configFromEnv } from '../../supabase/functions/_shared/config';
import type { Database } from '../../supabase/functions/_shared/database';
import type { MailMessage, MailOutcome } from '../../supabase/functions/_shared/mail';
import { sendNewsletter } from '../../supabase/functions/_shared/newsletter-delivery';
import { createPostgresDatabase } from '../../supabase/functions/_shared/postgres-database';
import { openLocalDatabase, type LocalDatabase } from '../../supabase/local/local-database';
import { clusterUnavailableReason, startCluster, type Cluster } from './throwaway-cluster';

const unavailable = clusterUnavailableReason();
const ISSUE = '00000000-0000-4000-c000-000000000001';
/** More than one run's claim (20), so a second run has tests of its own to take. */
const TESTS = 30;

describe.skipIf(unavailable)(
  `staff test sends under two overlapping runs on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: Cluster;
    let local: LocalDatabase;
    let sql: postgres.Sql;
    const runs: Database[] = [];

    beforeAll(async () => {
      cluster = await startCluster();
      local = await openLocalDatabase({ dataDir: 'memory://', databaseUrl: cluster.url, seed: false });
      sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
      // A slow claim: the statement that marks the first test 'sending' keeps its row locks two
      // seconds longer.
      await sql.unsafe(`
        create function public.slow_claim() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from claimed where status = 'sending' and to_email = 'staff1@lusaproperty.local') then
            perform pg_sleep(2);
          end if;
          return null;
        end $$;
        create trigger slow_claim after update on public.newsletter_test_sends
          referencing new table as claimed for each statement execute function public.slow_claim();`);
      runs.push(createPostgresDatabase(cluster.url, { max: 1 }), createPostgresDatabase(cluster.url, { max: 1 }));
    }, 120_000);

    afterAll(async () => {
      for (const db of runs) await db.close();
      await sql?.end();
      await local?.close();
      await cluster?.stop();
    }, 60_000);

    it(`sends each of ${TESTS} pending tests once, the second run taking the ones the first did not claim`, async () => {
      await sql.unsafe(`
        insert into public.newsletter_issues (id, title_en, body_en, title_he, body_he)
        values ('${ISSUE}', 'Lisbon this week', 'Prices rose.', 'ליסבון השבוע', 'המחירים עלו.');
        insert into public.newsletter_test_sends (issue_id, to_email, language)
        select '${ISSUE}', 'staff' || n || '@lusaproperty.local', case when n % 2 = 0 then 'he' else 'en' end
        from generate_series(1, ${TESTS}) n;`);
      const outbox: MailMessage[] = [];
      const mail = async (message: MailMessage): Promise<MailOutcome> => {
        outbox.push(message);
        return { status: 'sent' };
      };
      const config = configFromEnv(() => undefined);
      const run = (db: Database) => sendNewsletter(db, config, { fetch, log: () => {}, mail });

      const first = run(runs[0]!);
      // The second run starts while the first one's claim still holds its rows.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = performance.now();
      const second = await run(runs[1]!);
      const secondTook = performance.now() - started;
      const firstSummary = await first;

      const perAddress = outbox.reduce<Record<string, number>>(
        (all, message) => ({ ...all, [message.to]: (all[message.to] ?? 0) + 1 }),
        {},
      );
      expect(
        Object.values(perAddress).filter((n) => n > 1),
        'tests mailed twice',
      ).toEqual([]);
      expect(Object.keys(perAddress)).toHaveLength(TESTS);
      expect({ first: firstSummary.tests, second: second.tests }).toEqual({ first: 20, second: TESTS - 20 });
      const statuses = await sql<{ status: string; n: number }[]>`
        select status, count(*)::int as n from public.newsletter_test_sends group by status`;
      expect(statuses).toEqual([{ status: 'sent', n: TESTS }]);
      // It did not wait for the first run's claim to commit (1.7 s after it started): it took the
      // other rows at once.
      expect(secondTook).toBeLessThan(1_000);
    }, 60_000);
  },
);
