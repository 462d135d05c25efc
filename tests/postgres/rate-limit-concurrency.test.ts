// @vitest-environment node
// The rate limit under parallel requests, on a real PostgreSQL server: the local backend (the
// production handlers over HTTP) on a throw-away cluster, 50 requests at once from one client.
// Before the advisory lock, 40 parallel requests with a limit of 5 stored 18 leads here.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { startStandIn, type RunningStandIn } from '../../supabase/local/start';
import { server as mockNetwork } from '../msw-server';
import { clusterUnavailableReason, startCluster, type Cluster } from './throwaway-cluster';

const PARALLEL = 50;
const LIMIT = 5;
const unavailable = clusterUnavailableReason();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const lead = (index: number) => ({
  name: 'Parallel Visitor',
  email: `parallel-${index}@example.com`,
  message: 'Hello',
  agrees_to_terms: true,
  consent_version: '2026-11-23',
  source_page: '/en/contact',
});

describe.skipIf(unavailable)(
  `rate limit under ${PARALLEL} parallel requests on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: Cluster;
    let backend: RunningStandIn;
    let sql: postgres.Sql;

    beforeAll(async () => {
      // Real requests to the local backend on 127.0.0.1, not mocked ones.
      mockNetwork.close();
      cluster = await startCluster();
      backend = await startStandIn({
        DATABASE_URL: cluster.url,
        STAND_IN_PORT: String(await freePort()),
        RATE_LIMIT_MAX: String(LIMIT),
        NOTIFY_RETRY_INTERVAL_SECONDS: '3600',
        // Through the stand-in as through a proxy that appends the caller to X-Forwarded-For.
        CLIENT_IP_HEADER: 'x-forwarded-for',
      });
      sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    }, 120_000);

    afterAll(async () => {
      await sql?.end();
      await backend?.close();
      await cluster?.stop();
    }, 60_000);

    async function fire(table: string, fn: string, headers: (index: number) => Record<string, string>) {
      await sql.unsafe(`delete from public.function_rate_limits; delete from public.${table}`);
      const statuses = await Promise.all(
        Array.from({ length: PARALLEL }, async (_, index) => {
          const response = await fetch(`${backend.url}/functions/v1/${fn}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...headers(index) },
            body: JSON.stringify(lead(index)),
          });
          await response.body?.cancel();
          return response.status;
        }),
      );
      const rows = await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from public.${table}`);
      const n = rows[0]?.n ?? -1;
      return { ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length, n };
    }

    it(`stores exactly ${LIMIT} leads of ${PARALLEL} parallel posts from one address`, async () => {
      const result = await fire('contact_submissions', 'contact-submit', () => ({}));
      console.info(
        `[concurrency] ${cluster.version}: ${PARALLEL} parallel posts, limit ${LIMIT}: ` +
          `${result.ok} answered 200, ${result.limited} answered 429, ${result.n} rows stored`,
      );
      expect(result).toEqual({ ok: LIMIT, limited: PARALLEL - LIMIT, n: LIMIT });
    }, 60_000);

    it('does not let a forged X-Forwarded-For entry per request lift the limit', async () => {
      const result = await fire('contact_submissions', 'contact-submit', (index) => ({
        'X-Forwarded-For': `198.51.100.${index}`,
        'cf-connecting-ip': `203.0.113.${index}`,
      }));
      expect(result).toEqual({ ok: LIMIT, limited: PARALLEL - LIMIT, n: LIMIT });
    }, 60_000);
  },
);
