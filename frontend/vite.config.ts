import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { earlyRoute } from './build-tools/early-route.ts';
import { precompressAssets } from './build-tools/precompress.ts';
import { prerender } from './build-tools/prerender.ts';
import { sitePlaceholders } from './build-tools/site-placeholders.ts';

// The SPA calls the API on its own origin (/api/...). In development the Vite server
// forwards those calls, and the local test checkout page, to the local Rust server.
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), sitePlaceholders(), earlyRoute(), precompressAssets(), prerender()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      // The Host header is passed on as the browser sent it: the server lets an API call through only when its Origin
      // is the request's own (Host) or the public origin, and a rewritten Host would make the Vite page foreign.
      '/api': { target: backend },
      '/test-checkout': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // The plan preview loads with the first order worth a plan, long after the page's own code: list only its new
      // files for preloading, not the 14 shared ones the page already has, so the first visit does not carry that
      // list in a shared chunk (first-load budget, docs/decisions/0015).
      resolveDependencies: (file, deps) =>
        file.includes('plan-summary') ? deps.filter((dep) => /plan-summary|detail-labels/.test(dep)) : deps,
    },
    rolldownOptions: {
      // Chakra's `defineConfig` returns its argument; marked pure, the default theme object that lists all 74
      // recipes (src/app/theme.ts keeps only the site's) is dropped from the bundle.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // The UI library's modules that most pages' code shares ship as one file instead of dozens of tiny
              // ones: on a phone's connection each file is a round trip, and /download's first draw waited for about
              // thirty of them (issue 24, Lighthouse). Shared by eight chunks or more: the pages' common core, which a
              // first visit loads anyway (fewer files, the same code); components that only a few lazy parts use
              // stay with those parts, out of the first visit (its budget: e2e/first-load.spec.ts).
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@pandacss|@floating-ui)[\\/]/,
              minShareCount: 8,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    css: false,
    // A guard against a test that hangs, not a speed limit: the slowest tests take about 7 s on a quiet machine, and
    // the full run has them share two cores with the Rust tests and the API contract, which has made them 2.2 times
    // slower (one took over 15 s and failed on time, not on behaviour). Speed is measured in benchmarks.
    testTimeout: 60_000,
    // Every core: the default leaves one for the main process, which on a 2-core machine runs the files one by one.
    maxWorkers: '100%',
    // Files share a worker's module cache and DOM instead of each starting from nothing: the suite runs in about
    // 2.5 minutes instead of 5.5, most of which went to loading the UI library and jsdom again for every file. What a
    // test changes is put back by src/testing/setup.ts (storage, site configuration, toasts, timers, mocks, the DOM)
    // and each render gets a fresh SWR cache; nothing uses vi.mock, which would leak between files
    // (docs/decisions/0034).
    isolate: false,
  },
});
