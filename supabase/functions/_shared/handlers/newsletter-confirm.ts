import { languageOr } from '../domain/languages.ts';
import { CONSENT_VERSION } from '../domain/validation/consent.ts';
import { NEWSLETTER_LINK_ERRORS } from '../domain/validation/error-codes.ts';
import { CONFIRMATION_TOKEN_PATTERN, hashToken } from '../domain/newsletter/tokens.ts';
import { LEAD_REGISTRY } from '../domain/leads/lead-registry.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { deliverNewLeadNotification, STALE_PENDING_SECONDS } from '../notification-delivery.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Confirms a newsletter sign-up from the link e-mailed to the address (POST { token } from the
 * site's /{lang}/newsletter/confirm page, after a press of its button, so that a mail scanner
 * opening the link confirms nothing). A token works once, for 7 days; a used, expired, altered or
 * foreign one is answered 400 with its reason and changes nothing. The confirmation records its
 * time and the consent text version current on the server, and tells staff of the subscriber
 * (also when a former subscriber rejoins).
 */
export function newsletterConfirmHandler(deps: HandlerDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  const waitUntil = deps.waitUntil ?? ((promise: Promise<unknown>) => void promise);
  return createPublicEndpoint('newsletter-confirm', deps, async ({ body }, answer) => {
    const token = typeof body.token === 'string' ? body.token : '';
    const refuse = (code: string) => answer(400, { error: 'This confirmation link does not work', code });
    if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    const hash = await hashToken(token);
    // A link is unused while no confirmation came after it was sent. Confirming it also ends an
    // earlier leaving (the history keeps both, newsletter_consent_events).
    // Staff are told now, through the lead notification and its retries: the row is 'pending', and
    // the retry job takes it up five minutes on if this first attempt never runs.
    const [confirmed] = await deps.db.query<{
      id: string;
      language: string;
      email: string;
      source_page: string | null;
    }>(
      `update public.newsletter_subscribers
       set confirmed_at = now(), confirmed_consent_version = $2, unsubscribed_at = null, unsubscribe_source = null,
           notification_status = 'pending', notification_attempts = 0, notification_error = null,
           notification_next_attempt_at = now() + make_interval(secs => $3)
       where confirmation_token_hash = $1 and confirmation_expires_at > now()
         and (confirmed_at is null or confirmed_at < confirmation_sent_at)
       returning id, language, email, source_page`,
      [hash, CONSENT_VERSION, STALE_PENDING_SECONDS],
    );
    if (confirmed) {
      const { table, notification } = LEAD_REGISTRY.newsletter;
      waitUntil(
        deliverNewLeadNotification(
          deps.db,
          {
            table,
            id: confirmed.id,
            notification: notification({
              email: confirmed.email,
              language: languageOr(confirmed.language),
              consent_version: CONSENT_VERSION,
              source_page: confirmed.source_page,
            }),
          },
          deps.config,
          { fetch: deps.fetch ?? fetch, log, mail: deps.mail },
        ),
      );
      return answer(200, { ok: true, language: confirmed.language });
    }
    const [known] = await deps.db.query<{ confirmed: boolean; expired: boolean }>(
      `select confirmed_at >= confirmation_sent_at as confirmed, confirmation_expires_at <= now() as expired
       from public.newsletter_subscribers where confirmation_token_hash = $1`,
      [hash],
    );
    if (!known) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    return refuse(known.confirmed ? NEWSLETTER_LINK_ERRORS.used : NEWSLETTER_LINK_ERRORS.expired);
  });
}
