// Entry of the newsletter-subscribe edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/newsletter-subscribe.ts, which the local stand-in serves unchanged.
import { newsletterSubscribeHandler } from '../_shared/handlers/newsletter-subscribe.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(newsletterSubscribeHandler(productionDeps((name) => Deno.env.get(name))));
