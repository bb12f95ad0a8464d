import { setupWorker } from 'msw/browser';
import { setDemoFaults } from './faults';
import { handlers } from './handlers';
import { attachStorage, resetState, type StateStorage } from './state/store';

/** One localStorage key holds the whole demo state (its version is inside the value). */
export const DEMO_STATE_KEY = 'acc-plus-demo-state';
/** The fault plan is remembered for the tab only. */
export const DEMO_FAULTS_KEY = 'acc-plus-demo-faults';

function localStore(win: Window): StateStorage {
  return {
    load: () => win.localStorage.getItem(DEMO_STATE_KEY),
    save: (value) => win.localStorage.setItem(DEMO_STATE_KEY, value),
    clear: () => win.localStorage.removeItem(DEMO_STATE_KEY),
  };
}

/**
 * `?demoFault=<spec>` sets the fault plan (see faults.ts) and remembers it in sessionStorage;
 * `?demoFault=` clears it; without the parameter the remembered plan applies.
 */
function applyFaults(win: Window): void {
  const params = new URLSearchParams(win.location.search);
  const fromQuery = params.get('demoFault');
  if (fromQuery !== null) {
    const plan = setDemoFaults(fromQuery);
    if (fromQuery) win.sessionStorage.setItem(DEMO_FAULTS_KEY, JSON.stringify({ spec: plan.spec, setAt: plan.setAt }));
    else win.sessionStorage.removeItem(DEMO_FAULTS_KEY);
    return;
  }
  try {
    const saved = JSON.parse(win.sessionStorage.getItem(DEMO_FAULTS_KEY) ?? 'null') as { spec?: unknown; setAt?: unknown } | null;
    if (saved && typeof saved.spec === 'string' && typeof saved.setAt === 'number') setDemoFaults(saved.spec, saved.setAt);
  } catch {
    win.sessionStorage.removeItem(DEMO_FAULTS_KEY);
  }
}

/**
 * Starts the demo backend in the browser (service worker). Loaded only in demo mode, as its own
 * chunk. The demo state survives a reload (localStorage); `?demoReset` starts from the seed.
 */
export async function startDemoWorker(win: Window = window): Promise<void> {
  attachStorage(localStore(win));
  if (new URLSearchParams(win.location.search).has('demoReset')) resetState();
  applyFaults(win);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

export { resetDemoData } from './handlers';
