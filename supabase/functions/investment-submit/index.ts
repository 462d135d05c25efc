// Entry of the investment-submit edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/investment-submit.ts, which the local stand-in serves unchanged.
import { investmentSubmitHandler } from '../_shared/handlers/investment-submit.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(investmentSubmitHandler(productionDeps((name) => Deno.env.get(name))));
