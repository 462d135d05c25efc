import type { HandlerDeps } from '../lead-handler.ts';
import { jsonResponse } from '../http.ts';
import { sendNewsletter } from '../newsletter-delivery.ts';
import { sameKey } from './notification-retry.ts';

/**
 * The newsletter sender's entry: one run of sendNewsletter (tests, then pending deliveries in
 * batches) per POST that carries `key` (the service-role key, which pg_cron reads from Vault) as a
 * Bearer token.
 */
export function newsletterSendHandler(deps: HandlerDeps, key: string) {
  const log = deps.log ?? ((message: string) => console.log(message));
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    await request.body?.cancel();
    const summary = await sendNewsletter(deps.db, deps.config, { fetch: deps.fetch ?? fetch, log, mail: deps.mail });
    return jsonResponse(200, summary);
  };
}
