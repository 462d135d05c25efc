import { AuthAdminError, type AuthUser } from '../auth-admin.ts';
import { ownerInvitationEmail } from '../domain/owners/emails.ts';
import type { OwnerLanguage } from '../domain/owners/ledger.ts';
import { RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import { BodyTooLargeError, corsHeaders, jsonResponse, readBodyText } from '../http.ts';
import { sendMail } from '../mail.ts';
import type { OwnerAuthDeps } from './owner-sign-in-link.ts';

/** The `code` of each refusal of owner-invite; the staff page words each. */
export const OWNER_INVITE_ERRORS = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  invalidInput: RESPONSE_ERRORS.invalidInput,
  notFound: 'not_found',
  /** The owner was erased: there is nobody to invite. */
  anonymised: 'owner_anonymised',
  /** The address belongs to a staff account, or to another owner's sign-in. */
  emailInUse: 'email_in_use',
  /** Supabase Auth refused or could not be reached; nothing was recorded. */
  authFailed: 'auth_failed',
  /** The invitation could not be sent; nothing was recorded. */
  mailFailed: 'mail_failed',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OwnerRow {
  id: string;
  email: string;
  full_name: string;
  language: OwnerLanguage;
  user_id: string | null;
  anonymised_at: string | null;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Staff invite an owner (docs/owner-accounts.md, "Signing in"): POST { owner_id } with an admin's
 * access token (app_metadata.role = 'admin', as Auth reports the token's user). Creates the owner's
 * Auth user (role owner, the owner's language in user_metadata), or reuses the one the address has,
 * e-mails the invitation in the owner's language with the first sign-in link, then records
 * owners.user_id and invited_at, with the admin's claims set for the statement so the audit log
 * names them. Answers 200 { ok: true, invited_at }. Inviting again sends a new link (and voids the
 * last). Refusals: { error, code } with OWNER_INVITE_ERRORS' codes: 401, 403, 400, 404, 409, 502.
 */
export function ownerInviteHandler(deps: OwnerAuthDeps) {
  const { db, config, authAdmin } = deps;
  const log = deps.log ?? ((message: string) => console.log(message));

  /** The owner's Auth user: theirs already, or a new one, or the one the address has. */
  async function authUserFor(owner: OwnerRow): Promise<AuthUser> {
    if (owner.user_id) {
      const user = await authAdmin.userById(owner.user_id);
      if (user) return user;
    }
    const created = await authAdmin.createUser({
      email: owner.email,
      appMetadata: { role: 'owner' },
      userMetadata: { lang: owner.language },
    });
    if (created) return created;
    // The address has a user: GoTrue's link answer names it (a link nobody receives; the
    // invitation's own link, made next, replaces it).
    const { user } = await authAdmin.magicLink(owner.email);
    const role = user.app_metadata.role;
    if (role === 'owner') return user;
    if (role !== undefined) {
      throw new Refusal(409, OWNER_INVITE_ERRORS.emailInUse, 'The address belongs to a staff account');
    }
    return authAdmin.updateAppMetadata(user.id, { role: 'owner' });
  }

  return async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request, config.allowedOrigins);
    const answer = (status: number, body: unknown) => jsonResponse(status, body, cors);
    const refuse = (status: number, code: string, error: string) => answer(status, { error, code });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return refuse(405, RESPONSE_ERRORS.methodNotAllowed, 'Method not allowed: use POST');
    }

    try {
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      const caller = token ? await authAdmin.userOfToken(token) : null;
      if (!caller) return refuse(401, OWNER_INVITE_ERRORS.unauthorized, 'Sign in as staff first');
      if (caller.app_metadata.role !== 'admin') {
        return refuse(403, OWNER_INVITE_ERRORS.forbidden, 'Only admins invite owners');
      }

      let body: unknown;
      try {
        body = JSON.parse(await readBodyText(request, config.maxBodyBytes));
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          return refuse(413, RESPONSE_ERRORS.bodyTooLarge, `The body is larger than ${config.maxBodyBytes} bytes`);
        }
        return refuse(400, RESPONSE_ERRORS.malformedJson, 'The body is not valid JSON');
      }
      const ownerId = (body as { owner_id?: unknown } | null)?.owner_id;
      if (typeof ownerId !== 'string' || !UUID.test(ownerId)) {
        return answer(400, {
          error: 'Invalid input: owner_id',
          code: OWNER_INVITE_ERRORS.invalidInput,
          fields: { owner_id: 'invalid' },
        });
      }

      const [owner] = await db.query<OwnerRow>(
        `select id::text as id, email, full_name, language, user_id::text as user_id, anonymised_at::text as anonymised_at
         from public.owners where id = $1`,
        [ownerId],
      );
      if (!owner) return refuse(404, OWNER_INVITE_ERRORS.notFound, 'No such owner');
      if (owner.anonymised_at) return refuse(409, OWNER_INVITE_ERRORS.anonymised, 'The owner was erased');

      let user: AuthUser;
      let hashedToken: string;
      try {
        user = await authUserFor(owner);
        const [taken] = await db.query(`select 1 from public.owners where user_id = $1 and id <> $2`, [
          user.id,
          owner.id,
        ]);
        if (taken) throw new Refusal(409, OWNER_INVITE_ERRORS.emailInUse, "The address is another owner's sign-in");
        ({ hashedToken } = await authAdmin.magicLink(user.email));
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.status, error.code, error.message);
        if (error instanceof AuthAdminError) {
          log(`[owner-invite] Auth refused for owner ${owner.id}: ${error.message}`);
          return refuse(502, OWNER_INVITE_ERRORS.authFailed, 'Supabase Auth did not create the sign-in');
        }
        throw error;
      }

      // Sent before anything is recorded: an invitation that did not go out is not one.
      const outcome = await sendMail(
        {
          to: owner.email,
          tag: 'owner-invite',
          ...ownerInvitationEmail(config.newsletter, owner.language, owner.full_name, hashedToken),
        },
        config.notification,
        { fetch: deps.fetch ?? fetch, log, mail: deps.mail },
      );
      if (outcome.status === 'failed') {
        log(`[owner-invite] invitation to owner ${owner.id} failed: ${outcome.error}`);
        return refuse(502, OWNER_INVITE_ERRORS.mailFailed, 'The invitation e-mail could not be sent');
      }

      // The audit trigger reads who from request.jwt.claims: the admin's, for this transaction only.
      const invitedAt = await db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({
            sub: caller.id,
            email: caller.email,
            role: 'authenticated',
            app_metadata: caller.app_metadata,
          }),
        ]);
        const [row] = await tx.query<{ invited_at: string }>(
          `update public.owners set user_id = $2, invited_at = now(), updated_at = now()
           where id = $1 and anonymised_at is null
           returning to_json(invited_at) #>> '{}' as invited_at`,
          [owner.id, user.id],
        );
        return row?.invited_at ?? null;
      });
      if (!invitedAt) return refuse(409, OWNER_INVITE_ERRORS.anonymised, 'The owner was erased');
      return answer(200, { ok: true, invited_at: invitedAt });
    } catch (error) {
      console.error('[owner-invite] unexpected error', error);
      return refuse(500, RESPONSE_ERRORS.serverError, 'Something went wrong on our side. Please try again later');
    }
  };
}
