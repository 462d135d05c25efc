import { issueManageLink } from '../alert-delivery.ts';
import { TOO_MANY_ALERTS } from '../domain/alerts/alert-input.ts';
import { CONSENT_VERSION } from '../domain/validation/consent.ts';
import { NEWSLETTER_LINK_ERRORS } from '../domain/validation/error-codes.ts';
import { CONFIRMATION_TOKEN_PATTERN, hashToken } from '../domain/newsletter/tokens.ts';
import { sqlStateOf } from '../database.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Confirms an ad alert from the link e-mailed to its address (POST { token } from
 * /{lang}/alerts/confirm after a press, so a mail scanner opening the link confirms nothing). A
 * token works once, for 7 days; a used, expired, altered or foreign one is answered 400 with its
 * reason and changes nothing. The answer carries a new manage link's token for that address.
 * Confirming an alert for an address that already has 10 confirmed or paused alerts is answered 409
 * too_many_alerts (to the address's owner: the link came to their inbox) and leaves it pending.
 */
export function alertConfirmHandler(deps: HandlerDeps) {
  return createPublicEndpoint('alert-confirm', deps, async ({ body }, answer) => {
    const token = typeof body.token === 'string' ? body.token : '';
    const refuse = (code: string) => answer(400, { error: 'This confirmation link does not work', code });
    if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    const hash = await hashToken(token);
    let confirmed: { email: string; language: string; manage: string } | undefined;
    try {
      confirmed = await deps.db.transaction(async (tx) => {
        const [row] = await tx.query<{ email: string; language: string }>(
          `update public.ad_alerts
           set status = 'confirmed', confirmed_at = now(), confirmed_consent_version = $2
           where confirmation_token_hash = $1 and status = 'pending' and confirmation_expires_at > now()
           returning email, language`,
          [hash, CONSENT_VERSION],
        );
        return row && { ...row, manage: await issueManageLink(tx, row.email, 'confirm') };
      });
    } catch (error) {
      if (sqlStateOf(error) === '23514' && String((error as Error).message).includes(TOO_MANY_ALERTS)) {
        return answer(409, { error: 'This address has the most alerts it may keep', code: TOO_MANY_ALERTS });
      }
      throw error;
    }
    if (confirmed) return answer(200, { ok: true, language: confirmed.language, manage: confirmed.manage });
    const [known] = await deps.db.query<{ pending: boolean; expired: boolean }>(
      `select status = 'pending' as pending, confirmation_expires_at <= now() as expired
       from public.ad_alerts where confirmation_token_hash = $1`,
      [hash],
    );
    if (!known) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    return refuse(known.pending && known.expired ? NEWSLETTER_LINK_ERRORS.expired : NEWSLETTER_LINK_ERRORS.used);
  });
}
