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
  /** Waits for the work the handlers left running after their answers (the notifications). */
  settle(): Promise<void>;
}

export async function createHarness(overrides: Partial<FunctionConfig> = {}): Promise<Harness> {
  const pglite = await openMigratedDb();
  const logs: string[] = [];
  const config = { ...configFromEnv(() => undefined), ...overrides };
  const pending = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  const deps: HandlerDeps = { db: pgliteDatabase(pglite), config, log: (line) => logs.push(line), waitUntil };
  return {
    pglite,
    deps,
    logs,
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
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
  return `2001:db8:${(address % 65536).toString(16)}::1`;
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
    // cf-connecting-ip: the trusted header by default (see client-address.ts).
    headers: { 'Content-Type': 'application/json', Origin: origin, 'cf-connecting-ip': clientAddress },
    body: raw ?? JSON.stringify(body),
  });
}

/** A valid investment-submit body without its consent proof, which each test adds. */
export const INVESTMENT_LEAD = {
  name: 'Avi Cohen',
  email: 'avi@example.com',
  phone: '+972 50 123 4567',
  equity: 300_000,
  leverage: 50,
  mortgage_years: 25,
  property_type: 'apartment',
  agrees_to_terms: true,
  agrees_to_marketing: true,
} as const;
