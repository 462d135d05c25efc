// Entry of the owner-invite edge function (docs/owner-accounts.md, "Signing in"): staff invite an
// owner. The logic is in ../_shared/handlers/owner-invite.ts, which the local stand-in serves too.
import { authAdminFromEnv } from '../_shared/auth-admin.ts';
import { ownerInviteHandler } from '../_shared/handlers/owner-invite.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(ownerInviteHandler({ ...productionDeps(env), authAdmin: authAdminFromEnv(env) }));
