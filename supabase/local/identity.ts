import type { Database, SqlExecutor } from '../functions/_shared/database.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Who a request runs as: the Postgres role PostgREST would switch to and the JWT claims. */
export interface RequestIdentity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export const ANON_IDENTITY: RequestIdentity = { role: 'anon', claims: { role: 'anon' } };

/**
 * Runs `fn` in a transaction as the identity's role with its claims in request.jwt.claims, as
 * PostgREST does, so the row-level security of the migrations decides what the caller may do.
 */
export function runAs<T>(db: Database, identity: RequestIdentity, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The role is one of three fixed names (typed), never caller text, so it is safe to inline.
    await tx.query(`set local role ${identity.role}`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(identity.claims)]);
    return fn(tx);
  });
}
