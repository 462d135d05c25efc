import { configFromEnv } from './config.ts';
import type { HandlerDeps } from './lead-handler.ts';
import { createPostgresDatabase } from './postgres-database.ts';

/**
 * Dependencies of a deployed function: Postgres through SUPABASE_DB_URL (which Supabase sets for
 * every function) and settings from the function's secrets. `env` is Deno.env.get in index.ts.
 */
export function productionDeps(env: (name: string) => string | undefined): HandlerDeps {
  const url = env('SUPABASE_DB_URL');
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  return { db: createPostgresDatabase(url), config: configFromEnv(env) };
}
