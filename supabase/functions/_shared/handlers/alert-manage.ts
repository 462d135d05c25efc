import { manageLinkAddress } from '../alert-delivery.ts';
import { ALERT_FREQUENCIES } from '../domain/alerts/alert-input.ts';
import { NEWSLETTER_LINK_ERRORS, RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

const ACTIONS = ['list', 'frequency', 'pause', 'resume', 'keep', 'delete'] as const;
type Action = (typeof ACTIONS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ManagedAlert {
  id: string;
  status: 'pending' | 'confirmed' | 'paused';
  frequency: string;
  language: string;
  type: string | null;
  min_price: number | null;
  max_price: number | null;
  location: string;
  bedrooms: number | null;
  created_at: string;
  keep_asked: boolean;
}

/**
 * "Manage my alerts" (docs/ad-alerts.md), from the link in every alert e-mail: POST
 * { token, action, id?, frequency? }. The token is random and stored only as its SHA-256 with the
 * address it manages (ad_alert_manage_links, security review N6): good for 90 days, taken back by
 * erasure; an unknown one (an old signed link included) is answered 400 token_invalid, an expired
 * one 400 token_expired. `list` answers the address's alerts that have not ended;
 * `frequency` changes how often one is sent, `pause` and `resume` stop and restart it, `keep`
 * answers the 6-month question, `delete` removes it with its queued e-mails. Each change answers
 * the list as it is after it. An id not of that address changes nothing. Resuming a paused alert
 * counts as keeping it (it was asked nothing while paused, security review I2).
 */
export function alertManageHandler(deps: HandlerDeps) {
  return createPublicEndpoint('alert-manage', deps, async ({ body }, answer) => {
    const token = typeof body.token === 'string' ? body.token : '';
    const link = await manageLinkAddress(deps.db, token);
    if ('error' in link) {
      return answer(400, { error: 'This link does not work', code: NEWSLETTER_LINK_ERRORS[link.error] });
    }
    const { email } = link;
    const action = (ACTIONS as readonly unknown[]).includes(body.action) ? (body.action as Action) : null;
    const id = typeof body.id === 'string' && UUID.test(body.id) ? body.id : null;
    const frequency = (ALERT_FREQUENCIES as readonly unknown[]).includes(body.frequency) ? body.frequency : null;
    const invalid = () => answer(400, { error: 'Invalid input', code: RESPONSE_ERRORS.invalidInput });
    if (!action || (action !== 'list' && !id) || (action === 'frequency' && !frequency)) return invalid();
    const mine = `id = $1 and email = $2 and status <> 'ended'`;
    if (action === 'frequency')
      await deps.db.query(`update public.ad_alerts set frequency = $3 where ${mine}`, [id, email, frequency]);
    else if (action === 'pause')
      await deps.db.query(`update public.ad_alerts set status = 'paused' where ${mine} and status = 'confirmed'`, [
        id,
        email,
      ]);
    else if (action === 'resume')
      await deps.db.query(
        `update public.ad_alerts set status = 'confirmed', kept_at = now(), keep_asked_at = null
         where ${mine} and status = 'paused'`,
        [id, email],
      );
    else if (action === 'keep')
      await deps.db.query(`update public.ad_alerts set kept_at = now(), keep_asked_at = null where ${mine}`, [
        id,
        email,
      ]);
    else if (action === 'delete') await deps.db.query(`delete from public.ad_alerts where ${mine}`, [id, email]);
    const alerts = await deps.db.query<ManagedAlert>(
      `select id, status, frequency, language, type, min_price, max_price, location, bedrooms, created_at,
         keep_asked_at is not null as keep_asked
       from public.ad_alerts where email = $1 and status <> 'ended' order by created_at`,
      [email],
    );
    return answer(200, { ok: true, alerts });
  });
}
