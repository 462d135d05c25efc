// Entry of the newsletter-confirm edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/newsletter-confirm.ts, which the local stand-in serves unchanged.
import { newsletterConfirmHandler } from '../_shared/handlers/newsletter-confirm.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(newsletterConfirmHandler(productionDeps((name) => Deno.env.get(name))));
