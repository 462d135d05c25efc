import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Wraps a form's controls: in the prerendered HTML and until the form's code has run they are
 * disabled (visibly inert), so nothing is typed into fields React does not track yet and nothing is
 * sent natively before the form's handlers exist. A lazily loaded form is usable once it is.
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
