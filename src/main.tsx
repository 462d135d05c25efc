import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from '@/app/app';
import { preloadPage } from '@/app/pages';
import { bareRedirectTarget, matchPath } from '@/app/route-table';
import '@/styles/index.css';

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

async function start() {
  const { pathname, search, hash } = window.location;
  // A bare path moves under /en before anything renders, replacing the history entry.
  const bareTarget = bareRedirectTarget(pathname, search, hash);
  if (bareTarget) window.history.replaceState(null, '', bareTarget);

  const root = document.getElementById('root')!;
  if (root.firstElementChild && !bareTarget) {
    // Prerendered page: load its code first so hydration matches the HTML without suspending.
    await preloadPage(matchPath(pathname)?.route?.id ?? null);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}

void start();
