// Entry of the newsletter-unsubscribe edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/newsletter-unsubscribe.ts, which the local stand-in serves unchanged.
import { newsletterUnsubscribeHandler } from '../_shared/handlers/newsletter-unsubscribe.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(newsletterUnsubscribeHandler(productionDeps((name) => Deno.env.get(name))));
