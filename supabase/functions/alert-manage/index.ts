// Entry of the alert-manage edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/alert-manage.ts, which the local stand-in serves unchanged.
import { alertManageHandler } from '../_shared/handlers/alert-manage.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(alertManageHandler(productionDeps((name) => Deno.env.get(name))));
