import { confirmationEmail } from '../domain/newsletter/emails.ts';
import {
  CONFIRMATION_RESEND_MINUTES,
  CONFIRMATION_TTL_DAYS,
  newConfirmationToken,
} from '../domain/newsletter/tokens.ts';
import { createLeadHandler, type HandlerDeps } from '../lead-handler.ts';

/**
 * The text the original site's duplicate answer carried. The function no longer sends it (that answer told
 * anyone whether an address is on the list); the footer form shows it only to the browser that
 * subscribed the address itself (docs/newsletter.md).
 */
export const ALREADY_SUBSCRIBED = 'Email already subscribed';

/**
 * A newsletter sign-up (double opt-in, docs/newsletter.md). The answer is the same whatever the
 * address's state, so it tells a stranger nothing:
 * - new address: stored pending, with a confirmation link e-mailed in the page's language (staff are
 *   told once the address is confirmed, newsletter-confirm);
 * - pending: the link again, at most once an hour (a new one; the old stops working);
 * - confirmed: nothing (no mail);
 * - left earlier: a link as for a pending address; the row stays "left" until its owner confirms.
 * Only a confirmed subscriber receives issues. Two sign-ups racing for one address make one row.
 * Each request that mails a link is added to the address's consent history by the database
 * (newsletter_consent_events); nothing of an earlier sign-up, confirmation or leaving is rewritten.
 */
export function newsletterSubscribeHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'newsletter',
      async store(db, lead, { ipHash, config, sendAfterAnswer }) {
        const { token, hash } = await newConfirmationToken();
        const mailLink = (to: string) =>
          sendAfterAnswer({
            to,
            tag: 'newsletter-confirm',
            ...confirmationEmail(config.newsletter, lead.language, token),
          });
        // The link goes out once the transaction has committed.
        const to = await db.transaction(async (tx) => {
          const [inserted] = await tx.query<{ id: string; email: string }>(
            `insert into public.newsletter_subscribers
               (email, language, consent_version, source_page, ip_hash, confirmation_token_hash,
                confirmation_expires_at, confirmation_sent_at, notification_status)
             values ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7), now(), 'unconfirmed')
             on conflict ((lower(email))) do nothing
             returning id, email`,
            [lead.email, lead.language, lead.consent_version, lead.source_page, ipHash, hash, CONFIRMATION_TTL_DAYS],
          );
          if (inserted) return inserted.email;
          // Known address: renew the link when it is pending (or left) and the last one is over an
          // hour old, or was used already (someone who confirmed and left within the hour has no
          // link to open). The row lock orders racing sign-ups. Its confirmation and leaving stay as
          // they are: confirming the new link is what puts a former subscriber back on the list.
          const [renewed] = await tx.query<{ id: string; email: string }>(
            `update public.newsletter_subscribers set
               language = $2, consent_version = $3, source_page = $4, ip_hash = $5,
               confirmation_token_hash = $6, confirmation_expires_at = now() + make_interval(days => $7),
               confirmation_sent_at = now()
             where id = (select id from public.newsletter_subscribers
                         where email = public.normalize_email($1) for update)
               and (confirmed_at is null or unsubscribed_at is not null)
               and (coalesce(confirmation_sent_at, created_at) < now() - make_interval(mins => $8)
                    or confirmed_at >= confirmation_sent_at)
             returning id, email`,
            [
              lead.email,
              lead.language,
              lead.consent_version,
              lead.source_page,
              ipHash,
              hash,
              CONFIRMATION_TTL_DAYS,
              CONFIRMATION_RESEND_MINUTES,
            ],
          );
          return renewed?.email ?? null;
        });
        // To the address in its stored form (the one every lookup uses).
        if (to) mailLink(to);
        // Staff hear of a subscriber when they confirm (newsletter-confirm), not now.
        return null;
      },
    },
    deps,
  );
}
