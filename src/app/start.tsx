import { StrictMode } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPath } from '@/app/app';
import { aliasTarget, bareRedirectTarget } from '@/lib/routing/routes';
import { hydrateInTurns } from '@/lib/async/hydration-turns';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Hydrates a prerendered page, or renders the app from scratch where nothing was prerendered. */
export async function startApp({
  createRoot,
  hydrateRoot,
}: {
  createRoot: typeof CreateRoot;
  hydrateRoot: typeof HydrateRoot;
}) {
  const root = document.getElementById('root')!;
  // On a prerendered page the boot script switches to the web fonts once they have loaded; the dev
  // server and the shells, with nothing painted yet, switch here (src/styles/index.css).
  if (!root.firstElementChild) document.documentElement.classList.add('web-fonts');
  const { pathname, search, hash } = window.location;
  // A bare path moves under /en, and an alias to the page it names, before anything renders,
  // replacing the history entry. (Static hosts redirect these already; this covers the others.)
  const redirect = bareRedirectTarget(pathname, search, hash) ?? aliasTarget(pathname, search, hash);
  if (redirect) window.history.replaceState(null, '', redirect);

  if (root.firstElementChild && !redirect) {
    // Prerendered page: load its dictionary, code, copy and islands first so hydration matches the
    // HTML without suspending; the boot script may have started this before the HTML was all parsed.
    await Promise.all([preloadPath(pathname), documentParsed()]);
    // A task for the modules' evaluation, then the app's shell, then each part of the page in a task
    // of its own (src/lib/async/hydration-turns.tsx): no task much over the blocking budget. The boot
    // script records presses until every part has hydrated (src/lib/async/app-ready.ts).
    await new Promise((resolve) => setTimeout(resolve, 0));
    hydrateInTurns();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
