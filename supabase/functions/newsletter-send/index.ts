// Entry of the newsletter-send edge function, which pg_cron calls every minute (see the migration
// 20261125030000_newsletter_issues.sql). The logic is in ../_shared/newsletter-delivery.ts, which
// the local backend runs on a timer and right after staff ask for a send or a test.
import { newsletterSendHandler } from '../_shared/handlers/newsletter-send.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
Deno.serve(newsletterSendHandler(productionDeps(env), env('SUPABASE_SERVICE_ROLE_KEY') ?? ''));
