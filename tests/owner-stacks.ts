/**
 * React's development build records an owner stack for each element it creates: an
 * `Error('react-stack-top-frame')` per JSX element, up to 10 000 a second. It is what React's own
 * warnings print to say which component rendered which. In the tests it was a tenth of vitest's
 * CPU (issue 14, measured over seven page-heavy files: 69.6 → 61.8 CPU-s, the same tests green).
 *
 * React counts them in its shared internals and stops at 10 000; this reads the count as always
 * spent, so React uses its one shared "unknown owner" stack instead. What a test renders and
 * checks is unchanged; a React warning in a test still names the component, with a shorter stack.
 * `REACT_OWNER_STACKS=1` keeps them, for a test whose warning needs the full trail.
 */
import * as React from 'react';

const INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const OWNER_STACK_LIMIT = 1e4;

export function skipOwnerStacks(): void {
  if (process.env.REACT_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, object | undefined>)[INTERNALS];
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => OWNER_STACK_LIMIT, set: () => undefined, configurable: true });
}
