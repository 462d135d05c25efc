// Helpers for database tests: one migrated PGlite per test run (built in global-setup.ts),
// a fresh copy of it per test file, and a way to run SQL as a Supabase API role.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsDir = path.join(repoRoot, 'supabase/migrations');
export const bootstrapFile = path.join(repoRoot, 'supabase/local/bootstrap.sql');

/** Extensions the migrations need; every PGlite opened on the migrated data dir must load them. */
export const pgliteExtensions = { pg_trgm };

/** Migration files in the order the Supabase CLI applies them (by name). */
export async function migrationFiles(): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  return names.map((name) => path.join(migrationsDir, name));
}

/** A new in-memory PGlite with the local bootstrap and every migration applied, in name order. */
export async function createMigratedDb(): Promise<PGlite> {
  const db = await PGlite.create({ extensions: pgliteExtensions });
  await db.exec(await readFile(bootstrapFile, 'utf8'));
  for (const file of await migrationFiles()) {
    await db.exec(await readFile(file, 'utf8'));
  }
  return db;
}

/**
 * A private copy of the database migrated once by global-setup.ts. Falls back to migrating from
 * scratch when the global setup did not run (for example a file run outside this config).
 */
export async function openMigratedDb(): Promise<PGlite> {
  const dumpPath = inject('migratedDbDump');
  if (!dumpPath) return createMigratedDb();
  const blob = new Blob([await readFile(dumpPath)]);
  return PGlite.create({ extensions: pgliteExtensions, loadDataDir: blob });
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as Supabase issues them for each kind of caller. */
export const claims = {
  anon: { role: 'anon' },
  user: {
    role: 'authenticated',
    sub: '00000000-0000-4000-8000-000000000001',
    app_metadata: { provider: 'email' },
  },
  admin: {
    role: 'authenticated',
    sub: '00000000-0000-4000-8000-000000000002',
    app_metadata: { provider: 'email', role: 'admin' },
  },
  service: { role: 'service_role' },
} as const;

/**
 * Runs `fn` inside a transaction as `role` with the given JWT claims, the way PostgREST does
 * (`set local role` plus `request.jwt.claims`). Rolled back afterwards unless `commit` is set,
 * so tests leave the database as they found it.
 */
export async function withRole<T>(
  db: PGlite,
  role: ApiRole,
  jwtClaims: object,
  fn: (tx: Transaction) => Promise<T>,
  { commit = false }: { commit?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(jwtClaims)]);
    const result = await fn(tx);
    if (!commit) await tx.rollback();
    return result;
  });
}

/** Runs one statement as `role` with `jwtClaims` (rolled back). */
export function queryAs<R = Record<string, unknown>>(
  db: PGlite,
  role: ApiRole,
  jwtClaims: object,
  sql: string,
  params: unknown[] = [],
): Promise<Results<R>> {
  return withRole(db, role, jwtClaims, (tx) => tx.query<R>(sql, params));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a gzipped PGlite data dir with bootstrap and migrations applied ('' if absent). */
    migratedDbDump: string;
  }
}
