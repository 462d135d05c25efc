// Entry of the rental-template-download edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/rental-template-download.ts, which the local stand-in serves unchanged.
import { rentalTemplateDownloadHandler } from '../_shared/handlers/rental-template-download.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(rentalTemplateDownloadHandler(productionDeps((name) => Deno.env.get(name))));
