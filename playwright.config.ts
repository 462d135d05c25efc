import { defineConfig, devices } from '@playwright/test';
import { chromiumPath as executablePath } from './scripts/chromium-path';
const port = Number(process.env.E2E_PORT ?? 4173);
// A second checkout can run its end-to-end tests beside this one on other ports, if its build was
// made with VITE_SUPABASE_URL pointing at E2E_BACKEND_PORT.
const backendPort = Number(process.env.E2E_BACKEND_PORT ?? 54321);
/** The listing journey's specs (see the projects below). */
const LISTING_JOURNEY = /listing-journey\.(mobile\.)?spec/;

/** The built site calls the backend here (VITE_SUPABASE_URL's default). */
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${backendPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/mobile\.spec/, LISTING_JOURNEY],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec/,
      testIgnore: LISTING_JOURNEY,
    },
    // The listing journey publishes and deletes listings, which the ads spec counts: it runs once
    // everything else has finished.
    {
      name: 'desktop-listings',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /listing-journey\.spec/,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'mobile-listings',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /listing-journey\.mobile\.spec/,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve-static.ts',
      url: `http://127.0.0.1:${port}/en`,
      env: { PORT: String(port) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The embedded backend the built site talks to (its default VITE_SUPABASE_URL): a fresh,
      // seeded in-memory database per run, with a rate limit no test run reaches.
      command: 'npx tsx supabase/local/start.ts',
      url: `${LOCAL_BACKEND_URL}/`,
      // SITE_URL: the links in newsletter e-mails lead to the site under test.
      env: {
        LOCAL_DATA_DIR: 'memory://',
        RATE_LIMIT_MAX: '10000',
        STAND_IN_PORT: String(backendPort),
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
