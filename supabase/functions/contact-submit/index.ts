// Entry of the contact-submit edge function: the only place that touches Deno. The logic is in
// ../_shared/handlers/contact-submit.ts, which the local stand-in serves unchanged.
import { contactSubmitHandler } from '../_shared/handlers/contact-submit.ts';
import { productionDeps } from '../_shared/production-deps.ts';

Deno.serve(contactSubmitHandler(productionDeps((name) => Deno.env.get(name))));
