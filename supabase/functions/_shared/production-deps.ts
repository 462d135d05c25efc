import { assertProductionSecrets, configFromEnv } from './config.ts';
import type { HandlerDeps } from './lead-handler.ts';
import { createPostgresDatabase } from './postgres-database.ts';

/** Supabase's edge runtime keeps an isolate alive for promises handed to EdgeRuntime.waitUntil. */
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

function waitUntil(promise: Promise<unknown>): void {
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(promise);
}

/** The database role the functions connect as (migration 20261202110000_edge_functions_role.sql). */
export const FUNCTIONS_DB_ROLE = 'edge_functions';

/**
 * The functions' connection string (security review L9): FUNCTIONS_DB_URL, for the edge_functions
 * role, which may do only what the functions' SQL does. Never SUPABASE_DB_URL, which Supabase sets
 * for the database's owner: a function refuses to start without FUNCTIONS_DB_URL, or with one for
 * another user (on Supabase's pooler the user reads `edge_functions.<project ref>`). README,
 * "Deploying", says how to set it.
 */
export function functionsDatabaseUrl(env: (name: string) => string | undefined): string {
  const url = env('FUNCTIONS_DB_URL')?.trim();
  if (!url) {
    throw new Error(
      `FUNCTIONS_DB_URL is not set: the functions connect as the ${FUNCTIONS_DB_ROLE} role, never as the database owner (README, "Deploying")`,
    );
  }
  let user = '';
  try {
    user = decodeURIComponent(new URL(url).username);
  } catch {
    throw new Error('FUNCTIONS_DB_URL is not a connection string (postgresql://user:password@host:port/database)');
  }
  if (user !== FUNCTIONS_DB_ROLE && !user.startsWith(`${FUNCTIONS_DB_ROLE}.`)) {
    throw new Error(`FUNCTIONS_DB_URL must connect as ${FUNCTIONS_DB_ROLE}, not as "${user}"`);
  }
  return url;
}

/**
 * Dependencies of a deployed function: Postgres as the edge_functions role (FUNCTIONS_DB_URL) and
 * settings from the function's secrets. `env` is Deno.env.get in index.ts. A missing secret is a
 * start-up error that names it, never a silent default.
 */
export function productionDeps(env: (name: string) => string | undefined): HandlerDeps {
  const url = functionsDatabaseUrl(env);
  assertProductionSecrets(env);
  return { db: createPostgresDatabase(url), config: configFromEnv(env), waitUntil };
}
