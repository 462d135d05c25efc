import { languageOr } from '../domain/languages.ts';
import { unsubscribeLinkEmail } from '../domain/newsletter/emails.ts';
import { CONFIRMATION_RESEND_MINUTES, unsubscribeToken, verifyUnsubscribeToken } from '../domain/newsletter/tokens.ts';
import { NEWSLETTER_LINK_ERRORS, RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import { newsletterSchema } from '../domain/validation/newsletter.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { sendMail } from '../mail.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

/**
 * Leaving the newsletter (docs/newsletter.md), three ways, none needing a sign-in:
 * - one click from a mail program: POST ?token=… with the body `List-Unsubscribe=One-Click`
 *   (RFC 8058), the URL of every message's List-Unsubscribe header;
 * - the site's /{lang}/newsletter/unsubscribe?token=… page: POST { token };
 * - the same page without a token: POST { email, language } e-mails a link to the address (when
 *   it is on the list) instead of removing it at once, and answers the same either way.
 * Leaving is idempotent and recorded (time and way); the row stays as the proof.
 *
 * Leaving is never limited per client address: mailbox providers post one-click requests from a
 * few servers for all their users. The signed token is the key, and its own limit counts per
 * subscriber. The address form is limited per client, and mails an address at most once an hour.
 */
export function newsletterUnsubscribeHandler(deps: HandlerDeps) {
  const { config } = deps;
  const log = deps.log ?? ((message: string) => console.log(message));
  return createPublicEndpoint(
    'newsletter-unsubscribe',
    deps,
    async ({ body, form, url, limit, tooMany }, answer) => {
      // RFC 8058's body, urlencoded or multipart; a mail program that posts none is taken alike.
      const oneClick =
        form &&
        url.searchParams.has('token') &&
        (body['List-Unsubscribe'] === 'One-Click' || !Object.keys(body).length);
      const token = oneClick ? (url.searchParams.get('token') ?? '') : typeof body.token === 'string' ? body.token : '';

      if (token || oneClick) {
        const id = await verifyUnsubscribeToken(token, config.newsletter.secret);
        if (!id)
          return answer(400, { error: 'This unsubscribe link does not work', code: NEWSLETTER_LINK_ERRORS.invalid });
        if (!(await limit(`subscriber:${id}`))) return tooMany();
        const [row] = await deps.db.query<{ language: string }>(
          `update public.newsletter_subscribers
         set unsubscribed_at = coalesce(unsubscribed_at, now()),
             unsubscribe_source = coalesce(unsubscribe_source, $2)
         where id = $1
         returning language`,
          [id, oneClick ? 'one-click' : 'link'],
        );
        // A subscriber erased since the link was sent has left already: the same answer.
        return answer(200, { ok: true, language: row?.language ?? null });
      }

      if (!(await limit())) return tooMany();
      const parsed = newsletterSchema.safeParse({ email: body.email });
      const language = languageOr(body.language);
      if (!parsed.success) {
        return answer(400, {
          error: 'Invalid input: email',
          code: RESPONSE_ERRORS.invalidInput,
          fields: { email: 'email_invalid' },
        });
      }
      // At most one such e-mail an hour per address; the link is signed after the answer, so a
      // listed address answers as fast as an unknown one.
      const [subscriber] = await deps.db.query<{ id: string; email: string }>(
        `update public.newsletter_subscribers set leave_link_sent_at = now()
         where email = public.normalize_email($1) and confirmed_at is not null and unsubscribed_at is null
           and (leave_link_sent_at is null or leave_link_sent_at < now() - make_interval(mins => $2))
         returning id, email`,
        [parsed.data.email, CONFIRMATION_RESEND_MINUTES],
      );
      if (subscriber) {
        const waitUntil = deps.waitUntil ?? ((promise: Promise<unknown>) => void promise);
        waitUntil(
          unsubscribeToken(subscriber.id, config.newsletter.secret)
            .then((token) =>
              sendMail(
                {
                  to: subscriber.email,
                  tag: 'newsletter-unsubscribe-link',
                  ...unsubscribeLinkEmail(config.newsletter, language, token),
                },
                config.notification,
                { fetch: deps.fetch ?? fetch, log, mail: deps.mail },
              ),
            )
            .then((outcome) => {
              if (outcome.status === 'failed')
                log(`[newsletter-unsubscribe] link e-mail failed for ${subscriber.id}: ${outcome.error}`);
            }),
        );
      }
      // The same answer whether or not the address is on the list.
      return answer(200, { ok: true });
    },
    { acceptForm: true, limit: 'handler' },
  );
}
