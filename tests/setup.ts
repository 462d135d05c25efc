import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { markAppHydrated } from '@/lib/async/lazy-island';
import { loadDictionary } from '@/lib/i18n/load-dictionary';
import { server } from './msw-server';

// Network calls are mocked at the boundary (fetch) with msw; an unexpected request fails the test.
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app preloads the page's dictionary before it renders; components under test get the same.
  await Promise.all([loadDictionary('en'), loadDictionary('he')]);
  // Components under test run as in a hydrated page: deferred parts (lazy islands) may load.
  markAppHydrated();
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Node-environment test files (database, scripts) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());
