import './demo-worker';

/**
 * The demo backend as a worker of its own, for the dev server only (mocks/browser.ts registers
 * this module there). A built shop carries the demo inside its own worker instead (/sw.js,
 * src/service-worker/demo-shop-worker.ts), whose lifecycle waits for the shopper before a new
 * release takes over; here every edit simply takes over at once.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
const scope = self as unknown as {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
};

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.skipWaiting());
});
scope.addEventListener('activate', (event) => {
  // The first visit's page is taken over at once, so its calls (waiting for this) come here.
  event.waitUntil(scope.clients.claim());
});
