import type * as StoreModule from '@/app/store';

/**
 * For a test file that replaces `@/app/store` (`vi.mock`) because the code under test makes its
 * own store (bootstrap): the app's store as tests/test-store.ts makes it, RTK's checks still
 * running but without their stopwatch, whose "…took 49ms, more than the warning threshold" is a
 * figure of the machine's load. Imports the store only as types, so a mock factory can use it.
 */
export function storeWithoutStopwatch(store: typeof StoreModule): typeof StoreModule {
  return { ...store, makeStore: (options) => store.makeStore({ checksWarnAfter: Number.POSITIVE_INFINITY, ...options }) };
}
