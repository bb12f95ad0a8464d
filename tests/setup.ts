/**
 * Every unit test: the demo backend's handlers at the network edge (any call without a handler
 * fails the test) and a fresh demo state after each test. Tests of logic with no page declare
 * `// @vitest-environment node` and stop here: no jsdom, no Testing Library, no antd (a jsdom
 * environment and its set-up cost about 2 s a file on a 2-core machine). The rest also get
 * tests/setup-dom.ts.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from '@mocks/handlers';
import { server } from '@mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoData();
});
afterAll(() => server.close());

if (typeof document !== 'undefined') await import('./setup-dom');
