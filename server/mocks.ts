// MSW replaces the API for storefront development and tests only (never in production use): the mock server,
// and the route with which e2e tests switch its failure scenario.
import type { ServerBuild } from '@remix-run/node';
import type { Hono } from 'hono';
import type { createLog } from './process.ts';

type Log = ReturnType<typeof createLog>;

/** Starts the mock API in `scenario` and mounts `/__mocks/scenario` on `app`. */
export async function mountMocks(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's variables
  app: Hono<any>,
  scenario: string,
  build: () => Promise<ServerBuild>,
  log: Log,
) {
  const mocks = await import('#mocks/node.ts');
  type Scenario = Parameters<typeof mocks.setScenario>[0];
  mocks.startMockServer(scenario as Scenario);
  log({ level: 'info', msg: `MSW mocks active (scenario: ${scenario})` });
  app.post('/__mocks/scenario', async (c) => {
    const name = (await c.req.text()).trim() as Scenario;
    mocks.setScenario(name);
    // Another world: the storefront forgets the API answers it keeps (the shell's settings, the home page).
    const entry = (await build()).entry.module as { resetShopApiCache?: () => void };
    entry.resetShopApiCache?.();
    return c.json({ scenario: name });
  });
}
