import type { SqlExecutor } from './database.ts';

/**
 * Counts this request against the function's limit for the hashed client address and says whether
 * it may go on. Every request that reaches this point counts, valid or not, so a client cannot
 * probe the validation without limit. Rows older than the window are pruned on the way.
 */
export async function takeRateLimitSlot(
  db: SqlExecutor,
  {
    functionName,
    ipHash,
    max,
    windowSeconds,
  }: { functionName: string; ipHash: string; max: number; windowSeconds: number },
): Promise<boolean> {
  await db.query(`delete from public.function_rate_limits where created_at < now() - make_interval(secs => $1)`, [
    windowSeconds,
  ]);
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.function_rate_limits
     where function_name = $1 and ip_hash = $2 and created_at >= now() - make_interval(secs => $3)`,
    [functionName, ipHash, windowSeconds],
  );
  if ((row?.n ?? 0) >= max) return false;
  await db.query(`insert into public.function_rate_limits (function_name, ip_hash) values ($1, $2)`, [
    functionName,
    ipHash,
  ]);
  return true;
}
