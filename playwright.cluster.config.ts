import { defineConfig } from '@playwright/test';
import { chromium, PORTS, sinks } from './playwright.config.ts';

// The cluster journey (tests/e2e/cluster.spec.ts, issue 36 item 4): two built servers behind nginx on one
// PostgreSQL, Redis and S3 store, started by the spec itself (tests/cluster/cluster.ts) since it kills and
// restarts them. Run by `npm test` after the main Playwright run (scripts/test.mjs), on the same sinks' ports.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /cluster\.spec\.ts/,
  outputDir: 'test-results/e2e-cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright-cluster.json',
      },
    ],
  ],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    ...chromium,
    baseURL: `http://127.0.0.1:${PORTS.cluster}`,
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
  },
  projects: [{ name: 'cluster' }],
  webServer: [sinks],
});
