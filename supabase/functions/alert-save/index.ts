// Entry of the alert-save edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/alert-save.ts, which the local stand-in serves unchanged.
import { alertSaveHandler } from '../_shared/handlers/alert-save.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(alertSaveHandler(productionDeps((name) => Deno.env.get(name))));
