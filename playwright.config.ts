import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.ts';

// Run through `npm run test:e2e` (scripts/run-e2e.ts): it finds Chromium, builds the app, prepares a
// fresh data directory with the e2e fixtures and sets the variables read here.
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // CI's machine has 2 cores for two browsers, the server and its engine worker: a step there can take
  // twice as long as here, and a hang still fails within a minute.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The built app registers a service worker (offline use); a test that is not about it runs
    // without one, so that what it fetches and routes is never answered from the worker's cache.
    // tests/e2e/offline.spec.ts allows it where it tests the app offline.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'desktop',
      // A translation override changes a language's strings for every page at once: it runs after
      // both projects (below), never beside a test that hydrates a prerendered page. The same-mail
      // check takes the whole machine (below).
      testIgnore: /(same-mail|translations)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Module rollout moves the global mailforge-v2/v3 modules, so it runs once (desktop) with a
      // phone context inside; the same-mail check runs the same engine code on any screen.
      testIgnore: /(module-rollout|same-mail|translations)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // The same mail from the browser's engine and the server's, for every eval draft in every
      // variant: tens of thousands of requests that keep both cores busy for minutes. It runs alone,
      // after both screens, so that no other test waits on a server it saturates.
      name: 'engine',
      testMatch: /same-mail\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'overrides',
      testMatch: /translations\.spec\.ts/,
      dependencies: ['engine'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'tmp/e2e-data',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
