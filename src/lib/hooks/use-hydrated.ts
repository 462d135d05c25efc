import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs the component in the
 * browser. Uses: a submit button disabled until then cannot send a form natively (a GET with the
 * e-mail address in the URL) before its handlers exist; state read from the URL query string (the
 * prerendered HTML was made without one) is applied only after hydration, so it never mismatches.
 * The one copy of this hook: import it from here.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
