// Runs the edge-function handlers of supabase/functions/_shared against a private migrated PGlite,
// the way the local stand-in and production run them, and posts requests to them.
import type { PGlite } from '@electric-sql/pglite';
import { configFromEnv, type FunctionConfig } from '../../supabase/functions/_shared/config';
import type { HandlerDeps } from '../../supabase/functions/_shared/lead-handler';
import { pgliteDatabase } from '../../supabase/local/pglite-database';
import { openMigratedDb } from '../db/migrated-db';

export const SITE_ORIGIN = 'https://www.lusaproperty.com';

export interface Harness {
  pglite: PGlite;
  deps: HandlerDeps;
  logs: string[];
  count(table: string): Promise<number>;
}

export async function createHarness(overrides: Partial<FunctionConfig> = {}): Promise<Harness> {
  const pglite = await openMigratedDb();
  const logs: string[] = [];
  const config = { ...configFromEnv(() => undefined), ...overrides };
  const deps: HandlerDeps = { db: pgliteDatabase(pglite), config, log: (line) => logs.push(line) };
  return {
    pglite,
    deps,
    logs,
    async count(table) {
      const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
      return rows[0]!.n;
    },
  };
}

let address = 0;
/** A client address of its own per call, so the rate limit of one test does not touch another. */
export function freshClientAddress(): string {
  address += 1;
  return `203.0.113.${address % 250}, 10.0.0.${Math.floor(address / 250)}`;
}

export function post(
  body: unknown,
  {
    clientAddress = freshClientAddress(),
    origin = SITE_ORIGIN,
    raw,
  }: { clientAddress?: string; origin?: string; raw?: string } = {},
): Request {
  return new Request('http://functions.test/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': clientAddress },
    body: raw ?? JSON.stringify(body),
  });
}
