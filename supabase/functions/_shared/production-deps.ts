import { assertProductionSecrets, configFromEnv } from './config.ts';
import type { HandlerDeps } from './lead-handler.ts';
import { createPostgresDatabase } from './postgres-database.ts';

/** Supabase's edge runtime keeps an isolate alive for promises handed to EdgeRuntime.waitUntil. */
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

function waitUntil(promise: Promise<unknown>): void {
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(promise);
}

/**
 * Dependencies of a deployed function: Postgres through SUPABASE_DB_URL (which Supabase sets for
 * every function) and settings from the function's secrets. `env` is Deno.env.get in index.ts.
 * A missing secret is a start-up error that names it, never a silent default.
 */
export function productionDeps(env: (name: string) => string | undefined): HandlerDeps {
  const url = env('SUPABASE_DB_URL');
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  assertProductionSecrets(env);
  return { db: createPostgresDatabase(url), config: configFromEnv(env), waitUntil };
}
