// Entry of the alert-unsubscribe edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/alert-unsubscribe.ts, which the local stand-in serves unchanged.
import { alertUnsubscribeHandler } from '../_shared/handlers/alert-unsubscribe.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(alertUnsubscribeHandler(productionDeps((name) => Deno.env.get(name))));
