/**
 * What a test with a page (happy-dom by default; a few files ask for jsdom, vitest.config.ts) needs
 * beyond tests/setup.ts: Testing Library's matchers and clean-up, antd's overlays cleared between
 * tests, and the browser APIs the test DOM lacks.
 * Loaded by tests/setup.ts only when there is a document: once per worker (the browser APIs
 * filled in below stay), while its hooks are registered for each test file.
 */
// First: it replaces the test DOM's requestAnimationFrame before antd's animation library keeps it.
import './animation-frames';
import '@testing-library/jest-dom/vitest';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { reduceMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { act, cleanup, configure, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetImageReveal } from '@/components/image-reveal';
import { resetResendCountdowns } from '@/components/use-resend-countdown';
import { resetReminders } from '@/features/home/reminders';
import { installAntdReact19Render } from '@/lib/antd-react19';
import { forgetLoadedPages } from '@/app/route-table';
import { chunkLoadsSettled } from '@/lib/chunk-loads';
import { skipOwnerStacks } from './owner-stacks';
import { releaseTestStores, stopTestStoresPersisting } from './test-store';

/** What antd draws outside the React root for a dialog or a toast (and keeps while fading out). */
const ANTD_OVERLAYS = '.adm-dialog, .adm-center-popup, .adm-toast-mask, .adm-mask';

/** antd's dialogs, drawn outside the React root. */
const ANTD_DIALOGS = '.adm-dialog, .adm-center-popup';

/**
 * A closing overlay whose markup has not changed for this long has stopped fading (a fade moves
 * its opacity every frame; healthy ones took 0.3–0.5 s in all, 1.9 s on a loaded machine).
 */
const STALLED_MS = 1000;

/**
 * Waits for antd's closing fade. A dialog still there when its fade has stopped (the test DOM's
 * animation loop can stall once a page navigates away mid-fade, seen in withdrawal-page's tests;
 * after recording-reload's fake timers, dialogs.test's dialogs stopped with the mask gone) is
 * taken out of the page by hand, so the next test never meets its buttons. A toast is left to
 * antd: taking a toast's container away by hand hid the next test's toast (session-expiry's tests).
 *
 * It used to wait 5 s for a stalled fade before taking it away: 14 tests a run did (70 s of a
 * worker's time in a clean-clone CI run, dialogs.test 10 s for two 20 ms tests). Now it moves on
 * once the fade has stood still for STALLED_MS; 5 s stays the limit for a fade that keeps moving.
 */
async function removeOverlays(): Promise<void> {
  let seen = '';
  let since = performance.now();
  await waitFor(
    () => {
      const overlays = [...document.querySelectorAll(ANTD_OVERLAYS)];
      if (overlays.length === 0) return;
      const markup = overlays.map((overlay) => overlay.outerHTML).join('');
      if (markup !== seen) [seen, since] = [markup, performance.now()];
      if (performance.now() - since < STALLED_MS) throw new Error('antd overlays still fading out');
    },
    { timeout: 5000 },
  ).catch(() => undefined);
  if (!document.querySelector(ANTD_OVERLAYS)) return;
  for (const dialog of document.querySelectorAll(ANTD_DIALOGS)) {
    let container: Element = dialog;
    while (container.parentElement && container.parentElement !== document.body) container = container.parentElement;
    container.remove();
  }
  if (!document.querySelector(ANTD_OVERLAYS)) document.body.classList.remove('adm-overflow-hidden');
}

// A page's lazy chunks load on first use; on a loaded 2-core CI machine that outlasts Testing
// Library's 1 s default for findBy/waitFor (login-page's redirect test failed in CI at 1 s).
configure({ asyncUtilTimeout: 5000 });

/**
 * What one test file may leave in the page for the next: test files share their worker's DOM
 * (`isolate: false`, vitest.config.ts), so each starts from the page as the worker's first file met
 * it. The body is left alone: Testing Library's cleanup and the overlay wait below clear it after
 * each test, and antd keeps its own overlay containers there (taking one away by hand hid the next
 * toast).
 */
// antd's global stylesheet (the app imports it) places its px tester; tests load no CSS
// (`css: false`), so antd logged "The px tester is not rendering properly" once per worker. The
// one rule it checks, kept in the page before the first file meets it. Likewise a wheel picker
// measures its options' height (34 px, antd's --item-height) and logged "Something went wrong when
// calculating CSS length" for each wheel without it.
const pxTester = Object.assign(document.createElement('style'), {
  textContent: 'div.adm-px-tester { position: fixed; } div.adm-picker-view-item-height-measure { height: 34px; }',
});
document.head.append(pxTester);
const firstUrl = location.href;
const firstHead = new Set(document.head.childNodes);
const firstRootAttributes = new Map([...document.documentElement.attributes].map((a) => [a.name, a.value]));

function restoreFirstPage(): void {
  // What the app keeps in modules beside the page: a code's resend countdown, reminders read from
  // storage, images waiting to be revealed. A fresh module graph per file used to forget them.
  resetResendCountdowns();
  resetReminders();
  resetImageReveal();
  // Pages whose chunk a file opened: the next file's lazy pages suspend first again.
  forgetLoadedPages();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (location.href !== firstUrl) history.replaceState(null, '', firstUrl);
  document.title = '';
  for (const node of [...document.head.childNodes]) if (!firstHead.has(node)) node.remove();
  // And back what a file took out (route-chunks' tests empty the head).
  for (const node of firstHead) if (!node.isConnected) document.head.append(node);
  for (const { name } of [...document.documentElement.attributes]) {
    if (!firstRootAttributes.has(name)) document.documentElement.removeAttribute(name);
  }
  for (const [name, value] of firstRootAttributes) document.documentElement.setAttribute(name, value);
}

/** Called by tests/setup.ts before each test file (the hooks belong to that file). */
export function registerDomHooks(): void {
  beforeAll(restoreFirstPage);
  afterAll(releaseTestStores);
  // A page a test opened may still be loading when the file's last test ends (a tab it tapped on
  // its way out, a page preloaded at boot): the file ends only once it is in, or the runner cuts its
  // module fetches off and the page stays half-loaded for the next files on this worker (a clean
  // clone's CI saw the Me tab never render in four later files).
  // Inside act: a piece that suspended on such a chunk pings its root when the chunk comes, even a
  // root unmounted by then, and outside act React logs 'A suspended resource finished loading inside
  // a test, but the event was not wrapped in act' (session-expiry's last test: a background piece's
  // chunk, asked for after the first screen, arrived after the test had ended).
  afterAll(() => act(chunkLoadsSettled));
  // Runs before the shared reset in tests/setup.ts (after-hooks run last-registered first).
  afterEach(async () => {
    cleanup();
    // antd's dialogs and toasts are drawn outside the React root, so cleanup() leaves them: a
    // server refusal's dialog from one test must not sit over the next test's page. They close
    // with a fade, during which they are still in the page: wait until they are gone, or the next
    // test finds the old dialog first and taps its buttons (address-list-page's cancel test did).
    vi.useRealTimers();
    // Closing them sets state in antd's own React roots: inside act, like any update a test causes
    // (outside it, each toast left open at a test's end logged React's "not wrapped in act" warning).
    act(() => {
      Dialog.clear();
      Toast.clear();
    });
    await removeOverlays();
    await stopTestStoresPersisting();
    // Session storage too: checkout's draft lives there, and a coupon one cart test chose was the
    // next test's choice.
    localStorage.clear();
    sessionStorage.clear();
  });
}

// The test DOM lacks these; antd-mobile and the virtualized lists ask for them.
if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = NoopObserver;
if (!('IntersectionObserver' in globalThis)) {
  globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
}
window.scrollTo = () => undefined;

// antd-mobile 5 on React 19: imperative Toast and Dialog render through createRoot, as in the app;
// otherwise closing a toast in a test throws "unmountComponentAtNode is not a function".
installAntdReact19Render();
// No owner stack per element in the tests: a tenth of their CPU (tests/owner-stacks.ts).
skipOwnerStacks();
// antd's own reduced-motion switch (react-spring's `skipAnimation`, as react-spring's testing guide
// advises): popups, masks, toasts and dialogs open and close at once, in their end state, instead
// of fading over 0.3-0.5 s of the test DOM's frames. What a test checks is the page the shopper ends up
// with, never a frame of a fade; the fades only made each find and each overlay wait below spend
// real time (and restyle the page every frame meanwhile). Full run, issue 14: the tests' summed
// time 422 -> 318 s and vitest's wall time 260 -> 198 s, every test green; CPU unchanged within
// the machine's noise (231 -> 235 CPU-s).
reduceMotion();
// The test DOM has no pointer capture; antd-mobile's drag gestures (popups, sliders) call it on pointerdown.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => undefined });
}
