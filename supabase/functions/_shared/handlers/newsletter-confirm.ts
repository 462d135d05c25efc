import { CONSENT_VERSION } from '../domain/validation/consent.ts';
import { NEWSLETTER_LINK_ERRORS } from '../domain/validation/error-codes.ts';
import { CONFIRMATION_TOKEN_PATTERN, hashToken } from '../domain/newsletter/tokens.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Confirms a newsletter sign-up from the link e-mailed to the address (POST { token } from the
 * site's /{lang}/newsletter/confirm page, after a press of its button, so that a mail scanner
 * opening the link confirms nothing). A token works once, for 7 days; a used, expired, altered or
 * foreign one is answered 400 with its reason and changes nothing. The confirmation records its
 * time and the consent text version current on the server.
 */
export function newsletterConfirmHandler(deps: HandlerDeps) {
  return createPublicEndpoint('newsletter-confirm', deps, async ({ body }, answer) => {
    const token = typeof body.token === 'string' ? body.token : '';
    const refuse = (code: string) => answer(400, { error: 'This confirmation link does not work', code });
    if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    const hash = await hashToken(token);
    // A link is unused while no confirmation came after it was sent. Confirming it also ends an
    // earlier leaving (the history keeps both, newsletter_consent_events).
    const [confirmed] = await deps.db.query<{ language: string }>(
      `update public.newsletter_subscribers
       set confirmed_at = now(), confirmed_consent_version = $2, unsubscribed_at = null, unsubscribe_source = null
       where confirmation_token_hash = $1 and confirmation_expires_at > now()
         and (confirmed_at is null or confirmed_at < confirmation_sent_at)
       returning language`,
      [hash, CONSENT_VERSION],
    );
    if (confirmed) return answer(200, { ok: true, language: confirmed.language });
    const [known] = await deps.db.query<{ confirmed: boolean; expired: boolean }>(
      `select confirmed_at >= confirmation_sent_at as confirmed, confirmation_expires_at <= now() as expired
       from public.newsletter_subscribers where confirmation_token_hash = $1`,
      [hash],
    );
    if (!known) return refuse(NEWSLETTER_LINK_ERRORS.invalid);
    return refuse(known.confirmed ? NEWSLETTER_LINK_ERRORS.used : NEWSLETTER_LINK_ERRORS.expired);
  });
}
