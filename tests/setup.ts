import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests (jsdom), after tests/setup-network.ts and tests/setup-app.ts.
afterEach(() => cleanup());
