import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs the component in the
 * browser: a submit button disabled until then cannot send a form natively (a GET with the e-mail
 * address in the URL) before its handlers exist.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
