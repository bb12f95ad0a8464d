import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers in Node, for vitest. */
export const server = setupServer(...handlers);
