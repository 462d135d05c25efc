import type { Database } from './database.ts';

/**
 * Counts this request against the function's limit for the hashed client address and says whether
 * it may go on. Every request that reaches this point counts, valid or not, so a client cannot
 * probe the validation without limit.
 *
 * Count and insert run in one transaction under an advisory lock on (function, client): without
 * it, parallel requests of one client all read a count under the limit and all pass. Other
 * clients are not blocked. The lock is transaction-scoped, so it also holds behind Supabase's
 * transaction pooler.
 */
export async function takeRateLimitSlot(
  db: Database,
  {
    functionName,
    ipHash,
    max,
    windowSeconds,
  }: { functionName: string; ipHash: string; max: number; windowSeconds: number },
): Promise<boolean> {
  const allowed = await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`rate-limit:${functionName}:${ipHash}`]);
    // clock_timestamp(), not now(): now() is when the transaction began, before the lock wait.
    await tx.query(
      `delete from public.function_rate_limits
       where function_name = $1 and ip_hash = $2 and created_at < clock_timestamp() - make_interval(secs => $3)`,
      [functionName, ipHash, windowSeconds],
    );
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from public.function_rate_limits where function_name = $1 and ip_hash = $2`,
      [functionName, ipHash],
    );
    if ((row?.n ?? 0) >= max) return false;
    await tx.query(
      `insert into public.function_rate_limits (function_name, ip_hash, created_at) values ($1, $2, clock_timestamp())`,
      [functionName, ipHash],
    );
    return true;
  });
  // Rows of other clients that fell out of the window; rows another request is deleting are
  // skipped rather than waited for, so concurrent prunes neither block nor deadlock each other.
  await db.query(
    `delete from public.function_rate_limits where id in (
       select id from public.function_rate_limits where created_at < now() - make_interval(secs => $1)
       limit 500 for update skip locked)`,
    [windowSeconds],
  );
  return allowed;
}
