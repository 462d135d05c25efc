import { use } from 'react';
import { settledValue } from './tracked-promise';

/**
 * Reads a memoised load (memoizeAsync): synchronously once it has resolved, otherwise through
 * React's `use`, which suspends until it does. Skipping `use` for a resolved load keeps React from
 * treating an ordinary render as waiting on data.
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const settled = settledValue(promise);
  return settled ? settled.value : use(promise);
}
