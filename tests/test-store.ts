import type { Persistor } from 'redux-persist';
import { makeStore, type MakeStoreOptions } from '@/app/store';

type Added = Parameters<Window['addEventListener']>;

/** The window listeners each test store added (RTK Query's focus and reconnect listeners). */
const storeListeners: Added[] = [];

/** The persistors of the stores made since the last test ended. */
const livePersistors: Persistor[] = [];

/**
 * The app's store as tests make it. RTK's serializable and immutable checks run as in
 * development (a non-serializable value or a mutation is still reported), but without their
 * stopwatch: on a shared 2-core machine they took up to 570 ms on the home page's state and
 * logged "…took 57ms, which is more than the warning threshold of 32ms" in 30 tests, a figure of
 * the machine's load. Speed is measured by scripts, never timed inside unit tests (testing guide).
 * Production keeps RTK's default (src/app/store.ts).
 *
 * The window listeners the store adds as it is made (the API's `setupListeners`: focus,
 * visibility, online, offline) are kept until `releaseTestStores()` (tests/setup.ts, after each
 * test file): test files share their worker's window, and otherwise every store of every earlier
 * file would answer the next file's `online` event, each running its checks over its own state.
 */
export function makeTestStore(options: MakeStoreOptions = {}) {
  const make = () => makeStore({ checksWarnAfter: Number.POSITIVE_INFINITY, ...options });
  // A test without a page has no window to listen on and no storage to keep clean.
  if (typeof window === 'undefined') return make();
  const made = listening(make);
  // Stopped after each test by tests/setup-dom.ts.
  livePersistors.push(made.persistor);
  return made;
}

/** Makes a store, keeping the window listeners it adds (see makeTestStore). */
function listening<T>(make: () => T): T {
  const own = Object.getOwnPropertyDescriptor(window, 'addEventListener');
  const add = window.addEventListener.bind(window);
  window.addEventListener = ((...args: Added) => {
    storeListeners.push(args);
    add(...args);
  }) as Window['addEventListener'];
  try {
    return make();
  } finally {
    // Back to the prototype's method (or whatever a test had put there).
    if (own) Object.defineProperty(window, 'addEventListener', own);
    else Reflect.deleteProperty(window, 'addEventListener');
  }
}

/** Removes the window listeners of every store made so far (a test file is over). */
export function releaseTestStores(): void {
  for (const [type, listener, options] of storeListeners.splice(0)) window.removeEventListener(type, listener, options);
}

/**
 * Ends the persisting of every store made during the test that just ended: what each had staged is
 * written now, and nothing it does later is (tests/setup-dom.ts, before storage is cleared).
 * A test's store lives on after its page is unmounted: a request still in flight, or its
 * rehydration, changes its session a moment later, and redux-persist writes that on a timer. The
 * write landed in the next test's storage, where a guest woke up logged in as the last test's buyer
 * (reorder-lists' shared-link test, in five runs of six when a buyer's test ran just before it).
 */
export async function stopTestStoresPersisting(): Promise<void> {
  for (const persistor of livePersistors.splice(0)) {
    persistor.pause();
    await persistor.flush();
  }
}
