import type { HandlerDeps } from '../lead-handler.ts';
import { jsonResponse } from '../http.ts';
import { retryNotifications } from '../notification-delivery.ts';

/** Compares without an early exit, so timing does not tell how much of the key was right. */
export function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

/**
 * The retry job's entry: one run of retryNotifications per POST that carries `key` (the project's
 * service-role key, which pg_cron reads from Vault) as a Bearer token.
 */
export function notificationRetryHandler(deps: HandlerDeps, key: string) {
  const log = deps.log ?? ((message: string) => console.log(message));
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    await request.body?.cancel();
    const summary = await retryNotifications(deps.db, deps.config, { fetch: deps.fetch ?? fetch, log });
    return jsonResponse(200, summary);
  };
}
