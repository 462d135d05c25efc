// Entry of the notification-retry edge function, which pg_cron calls every 5 minutes (see the
// migration 20261123020000_backend_hardening.sql). The logic is in
// ../_shared/notification-delivery.ts, which the local backend runs on a timer.
import { notificationRetryHandler } from '../_shared/handlers/notification-retry.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(notificationRetryHandler(productionDeps(env), env('SUPABASE_SERVICE_ROLE_KEY') ?? ''));
