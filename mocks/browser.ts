import { registerShopWorker, SHOP_WORKER } from '@/lib/shop-worker';
import { readTabSettings, type TabSettings } from './tab-settings';

/**
 * Starts the demo backend in the browser (demo mode only, its own small chunk): registers the
 * worker that carries it, waits until it controls this page, and tells it what this tab's address
 * asks for (tab-settings.ts). Resolves when the shop's calls can go: the app holds them at its
 * request gate until then, so none reaches the static server instead. Rejects when the worker
 * cannot install, so the calls go on and fail visibly rather than wait for ever.
 *
 * A built shop has one service worker, /sw.js (src/service-worker/): in a demo build it carries
 * the demo's handlers after its own caching routes, so this registers the same address the app's
 * PWA start does (src/app/pwa/). The dev server has no /sw.js: it serves the demo's worker module
 * itself (mocks/service-worker.ts), with Service-Worker-Allowed (vite.config.ts).
 */
export async function startDemoWorker(win: Window = window): Promise<void> {
  const settings = readTabSettings(win.location.search, win.sessionStorage);
  if (settings.reset) {
    // Once only: a reload of the same address must not wipe the demo again.
    const url = new URL(win.location.href);
    url.searchParams.delete('demoReset');
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  }
  const container = win.navigator.serviceWorker;
  const scriptUrl = import.meta.env.DEV ? (await import('./service-worker?worker&url')).default : SHOP_WORKER.url;
  // A page the worker already controls (every load after the first visit) goes on at once: the
  // calls wait for this, and the registration's update check is not theirs to wait for (the PWA
  // start makes it, src/app/pwa/). Waiting on `register()` held every call of a page: in Debian's
  // chromium 150 it sometimes never settled, while the worker answered calls and messages (seen in
  // the buyer-tools browser test, about one run in two beside other files: a quick order's lookups
  // never left, "Checking 20 codes…" for good).
  const worker =
    controlling(container, scriptUrl) ??
    (await controller(container, await registerShopWorker(container, scriptUrl, import.meta.env.DEV ? 'module' : 'classic'), scriptUrl));
  await tellTab(worker, settings);
  followNetwork(win, worker);
}

/**
 * The demo answers from inside the browser; offline, a real server would be out of reach. The
 * tab tells the worker when its browser goes offline and back, and the worker then answers this
 * tab's calls with a network error (issue 16), as an unreachable server would.
 */
function followNetwork(win: Window, worker: ServiceWorker): void {
  const tell = () => worker.postMessage({ type: 'demo-network', online: win.navigator.onLine });
  if (!win.navigator.onLine) tell();
  // Capturing: the worker hears it before the app's own listeners send their first calls back online.
  win.addEventListener('online', tell, { capture: true });
  win.addEventListener('offline', tell, { capture: true });
}

const isOurs = (worker: ServiceWorker | null, scriptUrl: string): worker is ServiceWorker =>
  worker !== null && new URL(worker.scriptURL).pathname === new URL(scriptUrl, location.href).pathname;

/** The demo's worker if it controls this page already, else null. */
function controlling(container: ServiceWorkerContainer, scriptUrl: string): ServiceWorker | null {
  return isOurs(container.controller, scriptUrl) ? container.controller : null;
}

/** The demo's worker once it controls this page (a first visit waits for it to install and claim). */
function controller(container: ServiceWorkerContainer, registration: ServiceWorkerRegistration, scriptUrl: string): Promise<ServiceWorker> {
  const ours = (w: ServiceWorker | null): w is ServiceWorker => isOurs(w, scriptUrl);
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!ours(container.controller)) return;
      container.removeEventListener('controllerchange', check);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', check);
    check();
    // A first install that fails (its precache could not be fetched) leaves no worker to wait for.
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'redundant' && !ours(container.controller) && !ours(registration.active)) {
        container.removeEventListener('controllerchange', check);
        reject(new Error('the demo backend’s worker could not be installed'));
      }
    });
    // A hard reload leaves the page uncontrolled even with the worker active: ask it to claim us.
    void container.ready.then((ready) => {
      if (ours(ready.active)) ready.active.postMessage({ type: 'demo-claim' });
    });
  });
}

function tellTab(worker: ServiceWorker, settings: TabSettings): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: 'demo-tab', settings }, [channel.port2]);
  });
}
