import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Network calls are mocked at the boundary (fetch) with msw; an unexpected request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Node-environment test files (database, scripts) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());
