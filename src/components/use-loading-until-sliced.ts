import { useDeferredValue } from 'react';

/**
 * A loading flag that stays true for the render where the answer arrives, and turns false in a
 * deferred render of its own (issue 12). React renders that one as a transition, in slices of a
 * few milliseconds with the page free in between, where the answer's own render (a store update,
 * useSyncExternalStore) is one long task: a category's goods grid or a goods page's first screen
 * replacing its skeleton. Loading again shows at once, so a skeleton never waits behind the old
 * content. For a skeleton the size of what replaces it, so the wait moves nothing.
 */
export function useLoadingUntilSliced(loading: boolean): boolean {
  const held = useDeferredValue(loading);
  return loading || held;
}
