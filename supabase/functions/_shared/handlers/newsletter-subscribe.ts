import { RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import { sqlStateOf } from '../database.ts';
import { createLeadHandler, LeadRejection, type HandlerDeps } from '../lead-handler.ts';

/** The client recognises a duplicate by this text (spec section 8). */
export const ALREADY_SUBSCRIBED = 'Email already subscribed';

export function newsletterSubscribeHandler(deps: HandlerDeps) {
  return createLeadHandler(
    {
      kind: 'newsletter',
      async store(db, lead, { ipHash }) {
        try {
          const [row] = await db.query<{ id: string }>(
            `insert into public.newsletter_subscribers (email, consent_version, source_page, ip_hash)
             values ($1, $2, $3, $4) returning id`,
            [lead.email, lead.consent_version, lead.source_page, ipHash],
          );
          return row!.id;
        } catch (error) {
          if (sqlStateOf(error) === '23505')
            throw new LeadRejection(409, ALREADY_SUBSCRIBED, RESPONSE_ERRORS.alreadySubscribed);
          throw error;
        }
      },
    },
    deps,
  );
}
