import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the demo backend in the browser (service worker). Loaded only in demo mode, as its own chunk. */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
