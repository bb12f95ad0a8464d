/**
 * Every unit test: the demo backend's handlers at the network edge (any call without a handler
 * fails the test) and a fresh demo state after each test. Tests of logic with no page declare
 * `// @vitest-environment node` and stop here: no DOM, no Testing Library, no antd. The rest
 * also get tests/setup-dom.ts.
 *
 * Test files share their worker's modules and environment (`isolate: false`, vitest.config.ts): this
 * file runs again before each test file, but what it imports is evaluated once per worker. So
 * hooks are registered here, for every file, and what a file may leave behind for the next one
 * (stubbed globals, the network edge's listener) is undone after each file.
 */
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetDemoData } from '@mocks/handlers';
import { server } from '@mocks/node';
import { startEachTestOutsideBatches } from './shop-clock';

// The demo's batch prices follow the wall clock; the tests write down tier prices.
startEachTestOutsideBatches();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoData();
});
afterAll(() => {
  server.close();
  // Listeners a file added (request recorders) go with it.
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

if (typeof document !== 'undefined') (await import('./setup-dom')).registerDomHooks();
