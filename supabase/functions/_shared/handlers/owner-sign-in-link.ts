import type { AuthAdmin } from '../auth-admin.ts';
import { isLanguage } from '../domain/languages.ts';
import { ownerSignInEmail } from '../domain/owners/emails.ts';
import type { OwnerLanguage } from '../domain/owners/ledger.ts';
import { checkEmailAddress } from '../domain/validation/email-address.ts';
import { RESPONSE_ERRORS } from '../domain/validation/error-codes.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { sendMail } from '../mail.ts';
import { createPublicEndpoint } from '../public-endpoint.ts';

export interface OwnerAuthDeps extends HandlerDeps {
  authAdmin: AuthAdmin;
}

/**
 * An owner asks for a sign-in link (docs/owner-accounts.md, "Signing in"): POST { email, lang } from
 * the owner's page. Public, and it tells a stranger nothing: every valid request is answered the same
 * 200 { ok: true }, at once, and the lookup and the e-mail happen after the answer. Only an invited
 * owner who was not erased (owners.user_id set, anonymised_at null) is mailed a link, in the language
 * staff keep for them (`lang`, the page's, is checked only). An address that is not one is answered
 * 400 { error, code: 'invalid_input', fields: { email: 'email_invalid' } } (the one address rule of
 * every form), a `lang` that is not one of the site's languages (domain/languages.ts) 400 { fields: { lang: 'lang_invalid' } }. Limited per
 * client address (before anything is read, so probing counts) and per address asked for, whether it
 * is an owner's or not: 429 { code: 'rate_limited' } either way.
 */
export function ownerSignInLinkHandler(deps: OwnerAuthDeps) {
  const log = deps.log ?? ((message: string) => console.log(message));
  const waitUntil = deps.waitUntil ?? ((promise: Promise<unknown>) => void promise);

  async function mailLink(email: string): Promise<void> {
    const [owner] = await deps.db.query<{ id: string; email: string; language: OwnerLanguage; user_id: string }>(
      `select id::text as id, email, language, user_id::text as user_id from public.owners
       where email = public.normalize_email($1) and user_id is not null and anonymised_at is null`,
      [email],
    );
    if (!owner) return;
    // The link is for the owner's Auth user, whatever address it has now; the e-mail goes to the
    // address staff keep for the owner, the one just typed.
    const user = await deps.authAdmin.userById(owner.user_id);
    if (!user) {
      log(`[owner-sign-in-link] owner ${owner.id} has no Auth user ${owner.user_id}: no link sent`);
      return;
    }
    const { hashedToken } = await deps.authAdmin.magicLink(user.email);
    const outcome = await sendMail(
      {
        to: owner.email,
        tag: 'owner-sign-in',
        ...ownerSignInEmail(deps.config.newsletter, owner.language, hashedToken),
      },
      deps.config.notification,
      { fetch: deps.fetch ?? fetch, log, mail: deps.mail },
    );
    if (outcome.status === 'failed') log(`[owner-sign-in-link] e-mail to owner ${owner.id} failed: ${outcome.error}`);
  }

  return createPublicEndpoint(
    'owner-sign-in-link',
    deps,
    async ({ body, limit, tooMany }, answer) => {
      if (!(await limit())) return tooMany();
      const address = checkEmailAddress(body.email);
      const langOk = body.lang === undefined || isLanguage(body.lang);
      if (!address.ok || !langOk) {
        return answer(400, {
          error: 'Invalid input',
          code: RESPONSE_ERRORS.invalidInput,
          fields: { ...(address.ok ? {} : { email: 'email_invalid' }), ...(langOk ? {} : { lang: 'lang_invalid' }) },
        });
      }
      // Per address, in the one form the database compares (lower case, NFC, trimmed).
      const [{ email } = { email: address.email }] = await deps.db.query<{ email: string }>(
        `select public.normalize_email($1) as email`,
        [address.email],
      );
      if (!(await limit(`owner-email:${email}`))) return tooMany();
      waitUntil(
        mailLink(email).catch((error: unknown) =>
          log(`[owner-sign-in-link] no link sent: ${error instanceof Error ? error.message : String(error)}`),
        ),
      );
      return answer(200, { ok: true });
    },
    { limit: 'handler' },
  );
}
