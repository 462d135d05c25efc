import { LEAD_KINDS, type LeadFunctionName, type LeadKind } from '../domain/leads/lead-kinds.ts';
import type { HandlerDeps } from '../lead-handler.ts';
import { contactSubmitHandler } from './contact-submit.ts';
import { investmentSubmitHandler } from './investment-submit.ts';
import { newsletterSubscribeHandler } from './newsletter-subscribe.ts';
import { rentalTemplateDownloadHandler } from './rental-template-download.ts';

type Handler = (request: Request) => Promise<Response>;

/**
 * Each kind's handler (a kind missing here is a compile error). The local backend serves these; in
 * production each function folder's index.ts serves its own.
 */
export const LEAD_HANDLERS = {
  contact: contactSubmitHandler,
  investment: investmentSubmitHandler,
  templateDownload: rentalTemplateDownloadHandler,
  newsletter: newsletterSubscribeHandler,
} satisfies { [K in LeadKind]: (deps: HandlerDeps) => Handler };

/** Every lead function's handler under its function name. */
export function leadHandlersByFunction(deps: HandlerDeps): Record<LeadFunctionName, Handler> {
  return Object.fromEntries(
    (Object.keys(LEAD_HANDLERS) as LeadKind[]).map((kind) => [
      LEAD_KINDS[kind].functionName,
      LEAD_HANDLERS[kind](deps),
    ]),
  ) as Record<LeadFunctionName, Handler>;
}
