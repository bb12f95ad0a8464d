import './worker-globals';
import { getResponse } from 'msw';
import { applyTabSettings } from './apply-tab-settings';
import { handlers } from './handlers';
import { openStateStorage, type IdbStateStorage } from './idb-state';
import { attachStorage, resetState } from './state/store';
import type { TabSettings } from './tab-settings';

/**
 * The demo backend's worker logic (demo mode only): it answers the shop's calls with the MSW
 * handlers of mocks/handlers.ts, run here through msw's getResponse, so the demo's own work
 * (loading its code, building the catalogue, drawing pictures, saving its state) happens off the
 * page's main thread and never holds its paint. Everything else (the page, its scripts and
 * styles) is left to the listeners before it or to the network. One worker serves every tab with
 * one demo state, saved in IndexedDB; each tab's address settings (tab-settings.ts) apply to that
 * tab's calls.
 *
 * It has no lifecycle of its own: a built shop carries it inside its own worker
 * (src/service-worker/demo-shop-worker.ts, /sw.js), which decides when a release takes over; the
 * dev server runs it through mocks/service-worker.ts.
 */

// The few service-worker types used here (the project's TypeScript lib is the DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  source: { id: string } | null;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  navigator: { onLine: boolean };
  clients: { claim(): Promise<void>; matchAll(options: { includeUncontrolled: boolean; type: 'window' }): Promise<{ id: string }[]> };
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

/** The calls of the API (and the demo's own control calls); nothing else is answered here. */
const DEMO_PATHS = /^\/(api|mallapi|__demo)\//;
const TABS_KEY = 'acc-plus-demo-tabs';
const OFFLINE_TABS_KEY = 'acc-plus-demo-offline-tabs';
const ONLINE_GRACE_MS = 300;
const SEED_SETTINGS: Omit<TabSettings, 'reset'> = { faults: { spec: '', setAt: 0 }, goods: 0, tokenTtl: 0 };

let storage: IdbStateStorage | null = null;
/**
 * Tabs whose browser is offline (they say so, mocks/browser.ts). A real server across the network
 * is out of reach then, so the demo must be too: its calls get a network error, not an answer
 * from this worker, which sits inside the browser and would otherwise answer regardless.
 */
const offlineTabs = new Set<string>();
/** Tabs that said "online" before the saved list was read: the saved list must not overrule them. */
const toldOnline = new Set<string>();
let tabs: Record<string, Omit<TabSettings, 'reset'>> = {};

/** The saved state and the tabs' settings are read once when the worker starts (it may be stopped when idle). */
const ready = openStateStorage()
  .then(async (opened) => {
    storage = opened;
    attachStorage(opened);
    const saved = await opened.read(TABS_KEY);
    if (typeof saved === 'object' && saved !== null) tabs = saved as typeof tabs;
    // Kept with the state: a worker stopped while idle must still know which tabs are offline.
    const offline = await opened.read(OFFLINE_TABS_KEY);
    if (Array.isArray(offline)) offline.forEach((id) => typeof id === 'string' && !toldOnline.has(id) && offlineTabs.add(id));
  })
  .catch((error: unknown) => {
    // No IndexedDB (some private modes): the demo still works, in memory only.
    console.warn('[demo] no IndexedDB; the demo state lasts until the worker stops', error);
  });

async function answer(request: Request, clientId: string): Promise<Response> {
  await ready;
  if (offlineTabs.has(clientId) || !scope.navigator.onLine) {
    // The tab's "back online" may still be on its way behind this call (the two travel apart):
    // a moment's grace before answering as an unreachable server would.
    await new Promise((resolve) => setTimeout(resolve, ONLINE_GRACE_MS));
    if (offlineTabs.has(clientId) || !scope.navigator.onLine) return Response.error();
  }
  applyTabSettings(tabs[clientId] ?? SEED_SETTINGS);
  return (await getResponse(handlers, request)) ?? fetch(request);
}

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== scope.location.origin || !DEMO_PATHS.test(url.pathname)) return;
  const answered = answer(event.request, event.clientId);
  event.respondWith(answered);
  // The worker stays alive until the call's state change is saved.
  event.waitUntil(answered.then(() => storage?.saved()).catch(() => undefined));
});

/** A tab says what its address asks for (and that it is listening); the answer says the demo is ready. */
scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; settings?: TabSettings } | null;
  // A page opened with a hard reload is not controlled even with this worker active: claim it.
  if (data?.type === 'demo-claim') {
    event.waitUntil(scope.clients.claim());
    return;
  }
  const clientId = event.source?.id;
  if (data?.type === 'demo-network' && clientId) {
    // At once, before any call that follows the message; saved once the storage is open.
    if ((data as { online?: unknown }).online === false) {
      offlineTabs.add(clientId);
      toldOnline.delete(clientId);
    } else {
      offlineTabs.delete(clientId);
      toldOnline.add(clientId);
    }
    event.waitUntil(ready.then(() => storage?.write(OFFLINE_TABS_KEY, [...offlineTabs])));
    return;
  }
  if (data?.type !== 'demo-tab' || !data.settings || !clientId) return;
  const { reset, ...settings } = data.settings;
  event.waitUntil(
    (async () => {
      await ready;
      if (reset) resetState();
      const open = new Set((await scope.clients.matchAll({ includeUncontrolled: true, type: 'window' })).map((c) => c.id));
      tabs = Object.fromEntries(Object.entries(tabs).filter(([id]) => open.has(id)));
      for (const known of [offlineTabs, toldOnline]) [...known].filter((id) => !open.has(id)).forEach((id) => known.delete(id));
      tabs[clientId] = settings;
      storage?.write(TABS_KEY, tabs);
      event.ports[0]?.postMessage({ type: 'demo-ready' });
    })(),
  );
});
