import { verifyAlertUnsubscribeToken } from '../domain/alerts/tokens.ts';
import { NEWSLETTER_LINK_ERRORS } from '../domain/validation/error-codes.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Ends one ad alert (docs/ad-alerts.md), without a sign-in:
 * - one click from a mail program: POST ?token=… with the form body `List-Unsubscribe=One-Click`
 *   (RFC 8058, urlencoded or multipart) or no body at all, the URL of every alert e-mail's
 *   List-Unsubscribe header;
 * - the "Stop this alert" link of every e-mail, through the manage page: POST { token }.
 * Idempotent and recorded (time and way); an alert ended or deleted since gets the same answer.
 * Its queued matches are never sent (the sender mails confirmed alerts only).
 *
 * Leaving is never limited per client address: mailbox providers post one-click requests from a
 * few servers for all their users (security review N1). The signed token is the key: its own
 * limit counts per alert, taken only once the signature holds, as newsletter-unsubscribe does.
 */
export function alertUnsubscribeHandler(deps: HandlerDeps) {
  return createPublicEndpoint(
    'alert-unsubscribe',
    deps,
    async ({ body, form, url, limit, tooMany }, answer) => {
      // RFC 8058's body, urlencoded or multipart; a mail program that posts none is taken alike (N7).
      const oneClick =
        form &&
        url.searchParams.has('token') &&
        (body['List-Unsubscribe'] === 'One-Click' || Object.keys(body).length === 0);
      const token = oneClick ? (url.searchParams.get('token') ?? '') : typeof body.token === 'string' ? body.token : '';
      const id = await verifyAlertUnsubscribeToken(token, deps.config.newsletter.secret);
      if (!id) return answer(400, { error: 'This link does not work', code: NEWSLETTER_LINK_ERRORS.invalid });
      if (!(await limit(`alert:${id}`))) return tooMany();
      const [row] = await deps.db.query<{ language: string }>(
        `update public.ad_alerts set status = 'ended', ended_at = coalesce(ended_at, now()),
           end_reason = coalesce(end_reason, $2)
         where id = $1
         returning language`,
        [id, oneClick ? 'one-click' : 'link'],
      );
      return answer(200, { ok: true, language: row?.language ?? null });
    },
    { acceptForm: true, limit: 'handler' },
  );
}
