// The stand-in's database: an in-process PGlite in a data directory under the repo (or a real
// Postgres when DATABASE_URL is set), prepared like a Supabase project: roles and auth functions
// first (bootstrap.sql), then every migration not applied yet, in name order, then the seed on
// first creation.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import type { Database } from '../functions/_shared/database.ts';
import { createPostgresDatabase } from '../functions/_shared/postgres-database.ts';
import { pgliteDatabase } from './pglite-database.ts';

const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bootstrapFile = path.join(supabaseDir, 'local/bootstrap.sql');
const migrationsDir = path.join(supabaseDir, 'migrations');
const seedFile = path.join(supabaseDir, 'seed.sql');

export interface LocalDatabase {
  db: Database;
  /** Where the data lives, for the start-up message. */
  location: string;
  /** Migrations applied during this start, and whether the seed was loaded. */
  applied: string[];
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * PGlite does not lock its data directory, and two processes writing it would corrupt it. The lock
 * file holds the owner's pid; a lock left by a process that is gone is taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'stand-in.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The local database in ${dataDir} is in use by process ${owner} (another "npm run dev"?). ` +
            'Stop it first, or set LOCAL_DATA_DIR to another directory.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function migrationNames(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * Applies what is missing. Applied migrations are recorded in supabase_migrations.schema_migrations
 * (the table the Supabase CLI keeps), so a later start applies only new ones.
 */
async function prepare(
  exec: (sql: string) => Promise<unknown>,
  db: Database,
  { seed }: { seed: boolean },
): Promise<{ applied: string[]; seeded: boolean }> {
  await exec(await readFile(bootstrapFile, 'utf8'));
  await exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text,
      applied_at timestamptz not null default now())`);
  const done = new Set(
    (await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`)).map(
      (row) => row.version,
    ),
  );
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const name of await migrationNames()) {
    const version = name.split('_')[0]!;
    if (done.has(version)) continue;
    await exec(await readFile(path.join(migrationsDir, name), 'utf8'));
    await db.query(`insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)`, [
      version,
      name,
    ]);
    applied.push(name);
  }
  const seeded = seed && fresh && existsSync(seedFile);
  if (seeded) await exec(await readFile(seedFile, 'utf8'));
  return { applied, seeded };
}

export async function openLocalDatabase({
  dataDir,
  databaseUrl,
  seed = true,
}: {
  /** PGlite data directory; 'memory://' for a throw-away database (tests). */
  dataDir: string;
  /** A real Postgres server to use instead of PGlite. */
  databaseUrl?: string;
  seed?: boolean;
}): Promise<LocalDatabase> {
  if (databaseUrl) {
    const db = createPostgresDatabase(databaseUrl, { max: 10 });
    // Multi-statement scripts need the simple query protocol, on a connection of their own.
    const scripts = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const result = await prepare((sql) => scripts.unsafe(sql).simple(), db, { seed });
      return { db, location: databaseUrl.replace(/\/\/[^@]*@/, '//***@'), ...result, close: () => db.close() };
    } finally {
      await scripts.end();
    }
  }

  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const release = inMemory ? () => {} : acquireLock(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm } });
    const db = pgliteDatabase(pglite);
    const result = await prepare((sql) => pglite.exec(sql), db, { seed });
    return {
      db,
      location: inMemory ? 'in memory' : dataDir,
      ...result,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
