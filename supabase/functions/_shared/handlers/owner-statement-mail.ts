import { jsonResponse } from '../http.ts';
import { sendOwnerStatements } from '../owner-statement-delivery.ts';
import { sameKey } from './notification-retry.ts';
import type { OwnerAuthDeps } from './owner-sign-in-link.ts';

/**
 * The statement mail job's entry (pg_cron every 5 minutes, docs/owner-accounts.md "The statement
 * e-mail"): POST with the service-role key as a Bearer token; one run of sendOwnerStatements,
 * answered with its summary { emails, sent, retrying, failed, skipped }. Anything else: 401.
 */
export function ownerStatementMailHandler(deps: OwnerAuthDeps, key: string) {
  const log = deps.log ?? ((message: string) => console.log(message));
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    await request.body?.cancel();
    const summary = await sendOwnerStatements(deps.db, deps.config, {
      fetch: deps.fetch ?? fetch,
      log,
      mail: deps.mail,
      authAdmin: deps.authAdmin,
    });
    return jsonResponse(200, summary);
  };
}
