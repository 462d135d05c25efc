// Entry of the owner-sign-in-link edge function (docs/owner-accounts.md, "Signing in"): the only
// place that touches Deno. The logic is in ../_shared/handlers/owner-sign-in-link.ts, which the
// local stand-in serves unchanged.
import { authAdminFromEnv } from '../_shared/auth-admin.ts';
import { ownerSignInLinkHandler } from '../_shared/handlers/owner-sign-in-link.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(ownerSignInLinkHandler({ ...productionDeps(env), authAdmin: authAdminFromEnv(env) }));
