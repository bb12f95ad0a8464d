import { setupWorker } from 'msw/browser';
import { applyFaultsFrom, localStateStorage } from './browser-storage';
import { handlers } from './handlers';
import { attachStorage, resetState } from './state/store';

/**
 * Starts the demo backend in the browser (service worker). Loaded only in demo mode, as its own
 * chunk. The demo state survives a reload (localStorage); `?demoReset` starts from the seed;
 * `?demoFault=` sets fault injection for the tab (see faults.ts).
 */
export async function startDemoWorker(win: Window = window): Promise<void> {
  attachStorage(localStateStorage(win.localStorage));
  if (new URLSearchParams(win.location.search).has('demoReset')) resetState();
  applyFaultsFrom(win.location.search, win.sessionStorage);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

export { resetDemoData } from './handlers';
