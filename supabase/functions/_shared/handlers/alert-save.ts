import { issueManageLink } from '../alert-delivery.ts';
import {
  checkAlertInput,
  MAX_ALERTS_PER_ADDRESS,
  MAX_PENDING_ALERTS_PER_ADDRESS,
  type AlertLanguage,
} from '../domain/alerts/alert-input.ts';
import { alertCapEmail, alertConfirmationEmail, alertManageUrl } from '../domain/alerts/emails.ts';
import {
  CONFIRMATION_RESEND_MINUTES,
  CONFIRMATION_TTL_DAYS,
  newConfirmationToken,
} from '../domain/newsletter/tokens.ts';
import { SOURCE_PAGE_PATTERN } from '../domain/validation/field-rules.ts';
import { RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { sendMail, type MailMessage } from '../mail.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/** What a valid save leads to; the visitor's answer is the same 200 for each. */
type Outcome =
  | { kind: 'confirm'; email: string }
  | { kind: 'cap'; email: string; language: AlertLanguage; manageToken: string }
  | { kind: 'nothing' };

/**
 * Saves an ad alert (docs/ad-alerts.md): POST { email, language, frequency, type, minPrice,
 * maxPrice, location, bedrooms, agrees_to_marketing, consent_version, source_page }. A valid alert
 * is stored pending and its owner is e-mailed a single-use link to confirm it. Bad input is answered
 * 400 with a code per field and stores nothing, whether this code or the database refuses it (N3).
 *
 * Every valid save is answered the same 200 {ok:true}, whatever the address's state, so the answer
 * tells a stranger nothing (security review N5):
 * - new: stored pending, a confirmation link mailed;
 * - an alert the address already has (same filters and frequency): nothing stored; a pending one
 *   gets a new link at most hourly;
 * - the address has 10 confirmed or paused alerts: nothing stored; its owner is told by e-mail (at
 *   most once an hour) that the cap is reached, with a manage link to make room;
 * - the address has 3 alerts waiting for confirmation: nothing stored, nothing mailed.
 * The address is counted and compared in its one normalised form (N4), under a lock on it, so
 * racing saves cannot pass the cap together.
 */
export function alertSaveHandler(deps: HandlerDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  const waitUntil = deps.waitUntil ?? ((promise: Promise<unknown>) => void promise);
  const mailAfterAnswer = (message: MailMessage) =>
    waitUntil(
      sendMail(message, deps.config.notification, { fetch: deps.fetch ?? fetch, log, mail: deps.mail }).then(
        (outcome) => {
          if (outcome.status === 'failed') log(`[alert-save] ${message.tag} e-mail failed: ${outcome.error}`);
        },
      ),
    );

  return createPublicEndpoint('alert-save', deps, async ({ body, ipHash }, answer) => {
    const checked = checkAlertInput(body);
    if (!checked.ok) {
      return answer(400, { error: 'Invalid input', code: RESPONSE_ERRORS.invalidInput, fields: checked.fields });
    }
    const alert = checked.value;
    const consentVersion = (body.consent_version as string).trim();
    const sourcePage = typeof body.source_page === 'string' ? body.source_page.trim() : '';
    const { token, hash } = await newConfirmationToken();
    const filters = [alert.frequency, alert.type, alert.minPrice, alert.maxPrice, alert.location, alert.bedrooms];
    // A value the database refuses (it checks the same rules) is answered 400 by the pipeline (N3).
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const [{ email } = { email: '' }] = await tx.query<{ email: string }>(
        `select public.normalize_email($1) as email`,
        [alert.email],
      );
      // The trigger on ad_alerts takes the same lock; taking it first orders the checks below too.
      await tx.query(`select pg_advisory_xact_lock(hashtextextended('ad_alerts:' || $1, 0))`, [email]);
      // The same alert again: a pending one gets a new link at most hourly; nothing is stored twice.
      const [same] = await tx.query<{ id: string; status: string; due: boolean }>(
        `select id, status, confirmation_expires_at - make_interval(days => $8) < now() - make_interval(mins => $9) as due
           from public.ad_alerts
           where email = $1 and frequency = $2 and type = $3
             and min_price is not distinct from $4::int and max_price is not distinct from $5::int
             and location = $6 and bedrooms is not distinct from $7::int and status <> 'ended'
           order by created_at desc limit 1`,
        [email, ...filters, CONFIRMATION_TTL_DAYS, CONFIRMATION_RESEND_MINUTES],
      );
      if (same) {
        if (same.status !== 'pending' || !same.due) return { kind: 'nothing' };
        await tx.query(
          `update public.ad_alerts set confirmation_token_hash = $2, language = $3,
               confirmation_expires_at = now() + make_interval(days => $4)
             where id = $1`,
          [same.id, hash, alert.language, CONFIRMATION_TTL_DAYS],
        );
        return { kind: 'confirm', email };
      }
      const [counts] = await tx.query<{ active: number; pending: number; language: AlertLanguage | null }>(
        `select count(*) filter (where status in ('confirmed', 'paused'))::int as active,
                  count(*) filter (where status = 'pending')::int as pending,
                  (array_agg(language order by created_at desc) filter (where status in ('confirmed', 'paused')))[1]
                    as language
           from public.ad_alerts where email = $1`,
        [email],
      );
      if ((counts?.active ?? 0) >= MAX_ALERTS_PER_ADDRESS) {
        // The owner hears of it, at most once an hour, with a link to make room.
        const [recent] = await tx.query(
          `select 1 from public.ad_alert_manage_links
             where email = $1 and purpose = 'cap' and created_at > now() - make_interval(mins => $2)`,
          [email, CONFIRMATION_RESEND_MINUTES],
        );
        if (recent) return { kind: 'nothing' };
        const manageToken = await issueManageLink(tx, email, 'cap');
        return { kind: 'cap', email, language: counts?.language ?? alert.language, manageToken };
      }
      if ((counts?.pending ?? 0) >= MAX_PENDING_ALERTS_PER_ADDRESS) return { kind: 'nothing' };
      const [stored] = await tx.query<{ email: string }>(
        `insert into public.ad_alerts (email, language, frequency, type, min_price, max_price, location, bedrooms,
             consent_version, consent_marketing, source_page, ip_hash, confirmation_token_hash, confirmation_expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $11, $12, now() + make_interval(days => $13))
           returning email`,
        [
          email,
          alert.language,
          ...filters,
          consentVersion,
          sourcePage && SOURCE_PAGE_PATTERN.test(sourcePage) ? sourcePage.slice(0, 500) : null,
          ipHash,
          hash,
          CONFIRMATION_TTL_DAYS,
        ],
      );
      return { kind: 'confirm', email: stored?.email ?? email };
    });
    if (outcome.kind === 'confirm') {
      mailAfterAnswer({
        to: outcome.email,
        tag: 'alert-confirm',
        ...alertConfirmationEmail(deps.config.newsletter, alert.language, alert, token),
      });
    } else if (outcome.kind === 'cap') {
      mailAfterAnswer({
        to: outcome.email,
        tag: 'alert-cap',
        ...alertCapEmail(
          outcome.language,
          alertManageUrl(deps.config.newsletter, outcome.language, outcome.manageToken),
        ),
      });
    }
    return answer(200, { ok: true });
  });
}
