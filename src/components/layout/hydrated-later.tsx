import { Suspense, type ReactNode } from 'react';

/**
 * Content further down a page that it is ready without: a Suspense boundary, which React leaves as
 * the prerendered HTML while it hydrates the page, then hydrates in a pass of its own after the page
 * is ready, at once wherever a visitor presses first (selective hydration). No prerendered form field
 * may be inside: react-hook-form, registering a field as it hydrates, would reset what was just typed
 * in it. Nothing inside suspends, so the empty fallback never shows.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
