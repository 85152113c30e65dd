// MSW in Node: intercepts the storefront's fetches to the API. Unhandled requests are errors, never
// silently passed through (docs/style.md).
import { setupServer } from 'msw/node';
import { handlers, scenarioHandlers, type ScenarioName } from './handlers.ts';
import { resetMockState } from './identity.ts';

export const server = setupServer(...handlers);

/** One failure mode for every endpoint ('none': healthy), from a fresh state (no cart, no wishlist…). */
export function setScenario(name: ScenarioName) {
  server.resetHandlers();
  resetMockState();
  server.use(...scenarioHandlers(name));
}

let started = false;
export function startMockServer(scenario: ScenarioName = 'none') {
  if (!started) {
    server.listen({ onUnhandledRequest: 'error' });
    started = true;
  }
  setScenario(scenario);
}
