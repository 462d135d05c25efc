import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database, SqlExecutor } from '../functions/_shared/database.ts';

function executor(db: PGlite | Transaction): SqlExecutor {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(text, [...params]);
      return result.rows;
    },
  };
}

/**
 * The Database interface on an in-process PGlite. PGlite is one session: its transaction() holds
 * an exclusive lock, so concurrent requests queue instead of interleaving inside a transaction.
 */
export function pgliteDatabase(db: PGlite): Database {
  return {
    ...executor(db),
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    close: () => db.close(),
  };
}
