// Vitest global setup: migrate one PGlite database per test run, dump it to a temp file and hand
// the path to the test files (which each load a private copy; see migrated-db.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedDb } from './migrated-db';

export default async function setup(project: TestProject) {
  const started = performance.now();
  const db = await createMigratedDb();
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'pglite-migrated-'));
  const file = path.join(dir, 'migrated.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDbDump', file);
  console.info(`[db] migrated PGlite built in ${Math.round(performance.now() - started)} ms`);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
