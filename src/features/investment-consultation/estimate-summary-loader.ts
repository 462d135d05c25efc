import { onDemand } from '@/lib/async/on-demand';
import type * as EstimateSummaryModule from './estimate-summary';

/**
 * The estimate's summary is shown only once the visitor asks the calculator for an offer, so its code
 * stays off the page's first load; the page preloads it when the calculator opens. Apart from the
 * form, whose code the page is ready without.
 */
export const estimateSummary = onDemand<typeof EstimateSummaryModule>(() => import('./estimate-summary'));
