import postgres from 'postgres';
import type { Database, SqlExecutor } from './database.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

function executor(sql: Sql): SqlExecutor {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as Row[];
    },
  };
}

/**
 * Database on a Postgres connection string (SUPABASE_DB_URL in an edge function, DATABASE_URL for
 * the local stand-in). `prepare: false` keeps it usable behind Supabase's transaction pooler.
 */
export function createPostgresDatabase(url: string, { max = 3 }: { max?: number } = {}): Database {
  const sql = postgres(url, { max, prepare: false, onnotice: () => {} });
  return {
    ...executor(sql),
    transaction: <T>(fn: (tx: SqlExecutor) => Promise<T>) => sql.begin((tx) => fn(executor(tx))) as Promise<T>,
    close: () => sql.end({ timeout: 5 }),
  };
}
