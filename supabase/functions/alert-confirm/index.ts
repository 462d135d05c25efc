// Entry of the alert-confirm edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/alert-confirm.ts, which the local stand-in serves unchanged.
import { alertConfirmHandler } from '../_shared/handlers/alert-confirm.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(alertConfirmHandler(productionDeps((name) => Deno.env.get(name))));
