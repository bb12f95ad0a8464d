import workerBundle from './service-worker?worker&url';
import { readTabSettings, type TabSettings } from './tab-settings';

/**
 * Starts the demo backend in the browser (demo mode only, its own small chunk): registers the
 * demo's service worker (service-worker.ts), waits until it controls this page, and tells it what
 * this tab's address asks for (tab-settings.ts). Resolves when the shop's calls can go: the app
 * holds them at its request gate until then, so none reaches the static server instead.
 *
 * The worker's code is built as its own file under /assets/; a built worker is registered through
 * /demo-sw.js (public/), a one-line loader at the site root, so its scope is the whole shop
 * without the server having to send Service-Worker-Allowed. The dev server serves the module
 * itself, with that header (vite.config.ts).
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
  const scriptUrl = import.meta.env.DEV ? workerBundle : `/demo-sw.js?bundle=${encodeURIComponent(workerBundle)}`;
  await container.register(scriptUrl, { scope: '/', type: import.meta.env.DEV ? 'module' : 'classic', updateViaCache: 'none' });
  const worker = await controller(container, scriptUrl);
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

/** The demo worker once it controls this page (a first visit waits for it to install and claim). */
function controller(container: ServiceWorkerContainer, scriptUrl: string): Promise<ServiceWorker> {
  const ours = (w: ServiceWorker | null): w is ServiceWorker => w !== null && new URL(w.scriptURL).href === new URL(scriptUrl, location.href).href;
  return new Promise((resolve) => {
    const check = () => {
      if (!ours(container.controller)) return;
      container.removeEventListener('controllerchange', check);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', check);
    check();
    // A hard reload leaves the page uncontrolled even with the worker active: ask it to claim us.
    void container.ready.then((registration) => {
      if (ours(registration.active)) registration.active.postMessage({ type: 'demo-claim' });
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
