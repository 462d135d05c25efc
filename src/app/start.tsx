import { startTransition, StrictMode } from 'react';
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadPath } from '@/app/app';
import { aliasTarget, bareRedirectTarget } from '@/lib/routing/routes';
import { resetRecordedValues } from '@/lib/async/early-input';
import { reportHydrationError } from '@/lib/async/hydration-errors';
import { switchToWebFonts } from '@/lib/async/web-fonts';
import { loadWholeStylesheet } from '@/lib/async/whole-stylesheet';
import { MANAGED_HEAD_TAGS } from '@/lib/seo/seo';

const app = (
  <StrictMode>
    <HelmetProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </HelmetProvider>
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
  // A prerendered page switches to the web fonts once it is ready and they have loaded, so they do not
  // compete with its code; the dev server and the shells, with nothing painted yet, switch here.
  if (!root.firstElementChild) document.documentElement.classList.add('web-fonts');
  else document.addEventListener('app-ready', () => void switchToWebFonts(), { once: true });
  const { pathname, search, hash } = window.location;
  // A bare path moves under /en, and an alias to the page it names, before anything renders,
  // replacing the history entry. (Static hosts redirect these already; this covers the others.)
  const redirect = bareRedirectTarget(pathname, search, hash) ?? aliasTarget(pathname, search, hash);
  if (redirect) window.history.replaceState(null, '', redirect);

  if (root.firstElementChild && !redirect) {
    // Prerendered page: load its dictionary, code, copy and islands first so hydration matches the
    // HTML without suspending; the boot script may have started this before the HTML was all parsed.
    await Promise.all([preloadPath(pathname), documentParsed()]);
    // The page's code is all in: the whole stylesheet's bytes no longer delay it.
    loadWholeStylesheet();
    // From here React takes presses itself (hydrating at once the part they touch, then handling
    // them); the boot script keeps recording values for the replay (src/lib/async/early-input.ts).
    // Where a first visit's time goes, for npm run bench:waterfall: the code is all in and evaluated.
    performance.mark('hydration-started');
    if (window.__earlyInput) window.__earlyInput.rooted = true;
    resetRecordedValues();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread in one long task (docs/delivery.md, "Hydration").
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    });
  } else {
    // Rendering from scratch: React adds the page's head tags itself, so drop the static copies; the
    // inline rules were another page's, if any.
    loadWholeStylesheet();
    document.head.querySelectorAll(MANAGED_HEAD_TAGS).forEach((element) => element.remove());
    createRoot(root).render(app);
  }
}
