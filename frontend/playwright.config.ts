import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against a running product (the local server serving the built SPA and the API
 * with embedded defaults, including the TEST MODE checkout). Start it first, then `npm run e2e`.
 * Uses the system Chromium: no browser download.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Two browsers at once, one spec file each (a file's tests run in order: some use what an earlier one bought).
  // The suite spends much of its time waiting on the product's own pauses (generation, animations), so two halve it
  // on a 2-core machine. E2E_WORKERS=1 runs one at a time, to read a failing run's log in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Nothing is retried, in CI or here: a test that passes on its second try is a flake to fix, not a pass.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    acceptDownloads: true,
    headless: true,
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
