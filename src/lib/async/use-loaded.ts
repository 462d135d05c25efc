import { use } from 'react';
import { settledValue } from './tracked-promise';

/**
 * Reads a memoised load (memoizeAsync): synchronously once it has resolved, otherwise through
 * React's `use`, which suspends until it does. Skipping `use` for a load that had resolved before
 * anyone read it keeps React from treating an ordinary render as waiting on data. A load some render
 * suspended on is read through `use` from then on: the render that finishes must call the same hooks
 * as the one that suspended, or React reports a conditional `use` (seen on the ads page in dev).
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const tracked = promise as Promise<T> & { suspendedOn?: true };
  const settled = settledValue(promise);
  if (settled && !tracked.suspendedOn) return settled.value;
  if (!settled) tracked.suspendedOn = true;
  return use(promise);
}
