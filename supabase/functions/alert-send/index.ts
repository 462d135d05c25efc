// Entry of the alert-send edge function, which pg_cron calls (see the migration
// 20261128200000_ad_alerts.sql). The logic is in ../_shared/alert-delivery.ts, which the local
// backend runs on a timer.
import { alertSendHandler } from '../_shared/handlers/alert-send.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(alertSendHandler(productionDeps(env), env('SUPABASE_SERVICE_ROLE_KEY') ?? ''));
