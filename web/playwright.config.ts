import { defineConfig } from '@playwright/test';

// The suite runs against the real `caseboard serve` (started by e2e-global-setup.ts on a
// free port with a fresh data dir) serving the built app from web/dist.
export default defineConfig({
  testDir: '../tests/e2e',
  globalSetup: './e2e-global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry: a test that fails and then passes is reported as flaky by name (the list
  // reporter marks it) and is a bug to fix; a test that fails twice fails the suite.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
