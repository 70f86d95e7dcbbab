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
  // One browser at a time. Two (files in parallel) finish in 8.7 min instead of 12.7 on 2 cores, but the load makes
  // clicks land while the page still moves (a list positioning itself, a deferred scroll): a slower run that passes
  // every time is worth more than a faster one that does not.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
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
