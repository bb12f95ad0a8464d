import { makeStore, type MakeStoreOptions } from '@/app/store';

/**
 * The app's store as tests make it. RTK's serializable and immutable checks run as in
 * development (a non-serializable value or a mutation is still reported), but without their
 * stopwatch: on a shared 2-core machine they took up to 570 ms on the home page's state and
 * logged "…took 57ms, which is more than the warning threshold of 32ms" in 30 tests, a figure of
 * the machine's load. Speed is measured by scripts, never timed inside unit tests (testing guide).
 * Production keeps RTK's default (src/app/store.ts).
 */
export function makeTestStore(options: MakeStoreOptions = {}) {
  return makeStore({ checksWarnAfter: Number.POSITIVE_INFINITY, ...options });
}
