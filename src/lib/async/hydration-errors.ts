// Hydration that did not match the prerendered HTML. React recovers by rendering the part again on
// the client (the visitor sees it rebuilt, and a press on it may be lost), so every one is a bug:
// the end-to-end suite reads the list on every prerendered page (e2e/hydration.spec.ts).
import type { ErrorInfo } from 'react';

declare global {
  interface Window {
    /** What React reported while hydrating this page, as messages. */
    __hydrationErrors?: string[];
  }
}

/** React's onRecoverableError for hydrateRoot: logged as React would, and kept for the tests. */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  (window.__hydrationErrors ??= []).push(message);
  console.error(error, info.componentStack ?? '');
}
