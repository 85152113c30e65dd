import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium-args.ts';

// E2E in Debian's Chromium (never a downloaded browser), against the built server:
// - real: the production server on a fresh embedded SQLite database, JavaScript on and off;
// - mocks: the same storefront on MSW mocks (MOCKS=true), where each failure scenario is driven;
// - down: a storefront whose API is unreachable until the test brings it up (recovery without restart).
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Without the address bar's WebUI renderer in every context's window (scripts/chromium-args.ts).
    args: CHROMIUM_ARGS,
  },
};
// E2E_PORT_BASE moves every port (two checkouts can run their suites side by side).
const BASE = Number(process.env.E2E_PORT_BASE ?? 3310);
export const PORTS = {
  real: BASE,
  mocksJs: BASE + 1,
  mocksNoJs: BASE + 2,
  down: BASE + 3,
  downApi: BASE + 10,
  sinkHttp: BASE + 20,
  sinkSmtp: BASE + 21,
  sinkOauth: BASE + 22,
  // nginx of the cluster (playwright.cluster.config.ts), its two instances on the next two ports.
  cluster: BASE + 30,
} as const;
// The shop on the real API sends mail to the SMTP sink and signs in with Google at the local OAuth server
// (tests/e2e/sinks.ts); rate limits are scaled up because every test registers from 127.0.0.1.
const oauth = `http://127.0.0.1:${PORTS.sinkOauth}`;
export const realApiEnv = {
  SMTP_URL: `smtp://127.0.0.1:${PORTS.sinkSmtp}`,
  MAIL_FROM: 'Bazaar <no-reply@bazaar.test>',
  GOOGLE_CLIENT_ID: 'bazaar-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-secret',
  GOOGLE_AUTHORIZE_URL: `${oauth}/authorize`,
  GOOGLE_TOKEN_URL: `${oauth}/token`,
  GOOGLE_USERINFO_URL: `${oauth}/userinfo`,
  RATE_LIMIT_SCALE: '50',
};
/** The SMTP, OAuth and HTTP sinks (tests/e2e/sinks.ts). */
export const sinks = {
  command: 'npx tsx tests/e2e/sinks.ts',
  url: `http://127.0.0.1:${PORTS.sinkHttp}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    SINK_HTTP_PORT: String(PORTS.sinkHttp),
    SINK_SMTP_PORT: String(PORTS.sinkSmtp),
    SINK_OAUTH_PORT: String(PORTS.sinkOauth),
  },
};
const server = (port: number, env: Record<string, string>, command = 'node build/server.js') => ({
  command,
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Required in production (decision 140); a test's own, never a real shop's.
    SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Three on the 2-core machine: the journeys mostly wait (the API, sandboxes, mail, 5 s caches), so a third
  // worker fills the cores' idle time (decision 147); the suite ran green at a load of 15–20 with two.
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' },
    ],
  ],
  // A hang detector, not a speed check: the axe check of every screen and two workers on a 2-core machine
  // take some journeys past 30 s when the machine is busy (expect() keeps its own 10 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { ...chromium, trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true } },
  projects: [
    {
      name: 'real-js',
      testMatch: /real\..*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.real}`, javaScriptEnabled: true },
    },
    {
      name: 'real-nojs',
      testMatch: /real\..*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.real}`, javaScriptEnabled: false },
    },
    {
      name: 'mocks-js',
      testMatch: /mocks\..*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.mocksJs}`, javaScriptEnabled: true },
    },
    {
      name: 'mocks-nojs',
      testMatch: /mocks\..*\.spec\.ts/,
      use: {
        ...chromium,
        baseURL: `http://127.0.0.1:${PORTS.mocksNoJs}`,
        javaScriptEnabled: false,
      },
    },
    {
      name: 'down',
      testMatch: /down\..*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PORTS.down}` },
    },
  ],
  webServer: [
    sinks,
    server(
      PORTS.real,
      {
        DATABASE_URL: 'file:./data/e2e/bazaar.sqlite',
        UPLOADS_DIR: './data/e2e/uploads',
        ...realApiEnv,
      },
      'rm -rf data/e2e && node build/server.js',
    ),
    server(PORTS.mocksJs, { MOCKS: 'true' }, 'npx tsx server.ts'),
    server(PORTS.mocksNoJs, { MOCKS: 'true' }, 'npx tsx server.ts'),
    server(PORTS.down, {
      SHOP_API_URL: `http://127.0.0.1:${PORTS.downApi}/api/v1/`,
      API_TIMEOUT_MS: '2000',
    }),
  ],
});
