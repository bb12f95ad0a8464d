import { setupWorker } from 'msw/browser';
import { applyCatalogueSizeFrom, applyFaultsFrom, localStateStorage } from './browser-storage';
import { handlers } from './handlers';
import { configureDemo } from './lib/settings';
import { attachStorage, resetState } from './state/store';

/**
 * Starts the demo backend in the browser (service worker). Loaded only in demo mode, as its own
 * chunk. The demo state survives a reload (localStorage); `?demoReset` starts from the seed;
 * `?demoFault=` sets fault injection for the tab (see faults.ts); `?demoGoods=10000` a catalogue
 * of that size for the tab (built on the first catalogue call, never here).
 */
export async function startDemoWorker(win: Window = window): Promise<void> {
  attachStorage(localStateStorage(win.localStorage));
  const url = new URL(win.location.href);
  if (url.searchParams.has('demoReset')) {
    resetState();
    // Once only: a reload of the same address must not wipe the demo again.
    url.searchParams.delete('demoReset');
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  }
  applyFaultsFrom(win.location.search, win.sessionStorage);
  applyCatalogueSizeFrom(win.location.search, win.sessionStorage);
  // `?demoTokenTtl=60` makes tokens expire after a minute, to watch the refresh happen.
  const ttl = Number(url.searchParams.get('demoTokenTtl'));
  if (Number.isInteger(ttl) && ttl > 0) configureDemo({ tokenTtl: ttl });
  win.addEventListener('unhandledrejection', ignoreWorkerRecheck);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

/**
 * msw re-checks a worker it finds already registered with `registration.update()` and does not
 * catch it; when the next navigation cuts that check off, Chrome rejects it ("Failed to update a
 * ServiceWorker … Not found"). The worker already running goes on serving, so that rejection is
 * the demo backend's housekeeping, not an error of the shop's: it is not reported.
 */
function ignoreWorkerRecheck(event: PromiseRejectionEvent): void {
  // A DOMException or a TypeError, depending on why the check stopped: known by its message.
  const reason: unknown = event.reason;
  const message = reason instanceof Error || reason instanceof DOMException ? reason.message : '';
  if (message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
}

export { resetDemoData } from './handlers';
