// The one small database interface the edge-function handlers use. Production passes
// createPostgresDatabase(SUPABASE_DB_URL); the local stand-in passes its in-process PGlite.

/** Runs parameterised SQL ($1, $2, ...) and returns the rows. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends SqlExecutor {
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A Postgres error as drivers report it: `code` is the SQLSTATE (23505 = unique violation). */
export function sqlStateOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
