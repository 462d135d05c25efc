// Entry of the owner-statement-mail edge function, which pg_cron calls every 5 minutes (see the
// migration 20261201110000_owner_statement_mail.sql). The logic is in
// ../_shared/owner-statement-delivery.ts, which the local backend runs on a timer and after each
// month close.
import { authAdminFromEnv } from '../_shared/auth-admin.ts';
import { ownerStatementMailHandler } from '../_shared/handlers/owner-statement-mail.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(
  ownerStatementMailHandler(
    { ...productionDeps(env), authAdmin: authAdminFromEnv(env) },
    env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  ),
);
