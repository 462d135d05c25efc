import { ALERT_INPUT_ERRORS, checkAlertInput, TOO_MANY_ALERTS } from '../domain/alerts/alert-input.ts';
import { alertConfirmationEmail } from '../domain/alerts/emails.ts';
import {
  CONFIRMATION_RESEND_MINUTES,
  CONFIRMATION_TTL_DAYS,
  newConfirmationToken,
} from '../domain/newsletter/tokens.ts';
import { CONSENT_VERSION_PATTERN, SOURCE_PAGE_PATTERN } from '../domain/validation/field-rules.ts';
import { RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import { sqlStateOf } from '../database.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { sendMail } from '../mail.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Saves an ad alert (docs/ad-alerts.md): POST { email, language, frequency, type, minPrice,
 * maxPrice, location, bedrooms, agrees_to_marketing, consent_version, source_page }. A valid alert
 * is stored pending and its owner is e-mailed a single-use link to confirm it. The answer is the
 * same 200 whatever the address's state (new, with pending or confirmed alerts); an alert equal to
 * one the address already has is not stored twice (its pending link is sent again at most hourly).
 * Bad input is answered 400 with a code per field and stores nothing; an address with 10 alerts
 * that have not ended is answered 409 too_many_alerts.
 */
export function alertSaveHandler(deps: HandlerDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  return createPublicEndpoint('alert-save', deps, async ({ body, ipHash }, answer) => {
    const checked = checkAlertInput(body);
    const consentVersion = typeof body.consent_version === 'string' ? body.consent_version.trim() : '';
    const sourcePage = typeof body.source_page === 'string' ? body.source_page.trim() : '';
    if (!checked.ok) {
      return answer(400, { error: 'Invalid input', code: RESPONSE_ERRORS.invalidInput, fields: checked.fields });
    }
    if (!consentVersion || consentVersion.length > 50 || !CONSENT_VERSION_PATTERN.test(consentVersion)) {
      return answer(400, {
        error: 'Invalid input',
        code: RESPONSE_ERRORS.invalidInput,
        fields: { agrees_to_marketing: ALERT_INPUT_ERRORS.consent },
      });
    }
    const alert = checked.value;
    const { token, hash } = await newConfirmationToken();
    const params = [
      alert.email,
      alert.language,
      alert.frequency,
      alert.type,
      alert.minPrice,
      alert.maxPrice,
      alert.location,
      alert.bedrooms,
    ];
    let send: boolean;
    try {
      send = await deps.db.transaction(async (tx) => {
        // The same alert again: a pending one gets a new link at most hourly; nothing is stored twice.
        const [same] = await tx.query<{ id: string; status: string; due: boolean }>(
          `select id, status, confirmation_expires_at - make_interval(days => $8) < now() - make_interval(mins => $9) as due
           from public.ad_alerts
           where email = $1 and frequency = $2 and type = $3
             and min_price is not distinct from $4::int and max_price is not distinct from $5::int
             and location = $6 and bedrooms is not distinct from $7::int and status <> 'ended'
           order by created_at desc limit 1 for update`,
          [...params.filter((_, i) => i !== 1), CONFIRMATION_TTL_DAYS, CONFIRMATION_RESEND_MINUTES],
        );
        if (same) {
          if (same.status !== 'pending' || !same.due) return false;
          await tx.query(
            `update public.ad_alerts set confirmation_token_hash = $2, language = $3,
               confirmation_expires_at = now() + make_interval(days => $4)
             where id = $1`,
            [same.id, hash, alert.language, CONFIRMATION_TTL_DAYS],
          );
          return true;
        }
        await tx.query(
          `insert into public.ad_alerts (email, language, frequency, type, min_price, max_price, location, bedrooms,
             consent_version, consent_marketing, source_page, ip_hash, confirmation_token_hash, confirmation_expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12, now() + make_interval(days => $13))`,
          [
            ...params,
            consentVersion,
            sourcePage && SOURCE_PAGE_PATTERN.test(sourcePage) ? sourcePage.slice(0, 500) : null,
            ipHash,
            hash,
            CONFIRMATION_TTL_DAYS,
          ],
        );
        return true;
      });
    } catch (error) {
      if (sqlStateOf(error) === '23514' && String((error as Error).message).includes('too_many_alerts')) {
        return answer(409, { error: 'This address has the most alerts it may keep', code: TOO_MANY_ALERTS });
      }
      throw error;
    }
    if (send) {
      const mail = sendMail(
        {
          to: alert.email,
          tag: 'alert-confirm',
          ...alertConfirmationEmail(deps.config.newsletter, alert.language, alert, token),
        },
        deps.config.notification,
        { fetch: deps.fetch ?? fetch, log, mail: deps.mail },
      ).then((outcome) => {
        if (outcome.status === 'failed') log(`[alert-save] confirmation e-mail failed: ${outcome.error}`);
      });
      (deps.waitUntil ?? ((promise: Promise<unknown>) => void promise))(mail);
    }
    return answer(200, { ok: true });
  });
}
