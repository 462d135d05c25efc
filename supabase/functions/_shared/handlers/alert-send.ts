import { ALERT_FREQUENCIES, type AlertFrequency } from '../domain/alerts/alert-input.ts';
import { sendAlerts } from '../alert-delivery.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { jsonResponse } from '../http.ts';
import { sameKey } from './notification-retry.ts';

/**
 * The ad alert sender's entry (pg_cron, docs/ad-alerts.md): POST { frequency } with the
 * service-role key as a Bearer token. `instant`, `daily` or `weekly` gathers what is due for that
 * frequency and sends every pending digest; `housekeeping` asks the 6-month question, ends the
 * alerts left unkept and deletes expired pending ones, then sends.
 */
export function alertSendHandler(deps: HandlerDeps, key: string) {
  const log = deps.log ?? ((message: string) => console.log(message));
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    // No body, or one that is not a JSON object (null, an array), runs the instant alerts.
    const body: unknown = await request.json().catch(() => null);
    const frequency =
      body && typeof body === 'object' && !Array.isArray(body)
        ? ((body as { frequency?: unknown }).frequency ?? 'instant')
        : 'instant';
    if (frequency !== 'housekeeping' && !(ALERT_FREQUENCIES as readonly unknown[]).includes(frequency)) {
      return jsonResponse(400, { error: 'Unknown frequency' });
    }
    const summary = await sendAlerts(deps.db, deps.config, { fetch: deps.fetch ?? fetch, log, mail: deps.mail }, [
      frequency as AlertFrequency | 'housekeeping',
    ]);
    return jsonResponse(200, summary);
  };
}
