import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// Every project: network calls are mocked at the boundary (fetch) with msw; an unexpected request
// fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment test files (pure logic, database, scripts) have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
afterAll(() => server.close());
