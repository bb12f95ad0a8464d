import { setDemoFaults } from './faults';
import type { StateStorage } from './state/store';

/** One localStorage key holds the whole demo state (its version is inside the value). */
export const DEMO_STATE_KEY = 'acc-plus-demo-state';
/** The fault plan is remembered for the tab only. */
export const DEMO_FAULTS_KEY = 'acc-plus-demo-faults';

export function localStateStorage(storage: Storage): StateStorage {
  return {
    load: () => storage.getItem(DEMO_STATE_KEY),
    save: (value) => {
      storage.setItem(DEMO_STATE_KEY, value);
    },
    clear: () => {
      storage.removeItem(DEMO_STATE_KEY);
    },
  };
}

/**
 * `?demoFault=<spec>` sets the fault plan (see faults.ts) and remembers it in sessionStorage;
 * `?demoFault=` (empty) clears it; without the parameter the remembered plan applies.
 */
export function applyFaultsFrom(search: string, session: Storage): string {
  const fromQuery = new URLSearchParams(search).get('demoFault');
  if (fromQuery !== null) {
    const plan = setDemoFaults(fromQuery);
    if (fromQuery) session.setItem(DEMO_FAULTS_KEY, JSON.stringify({ spec: plan.spec, setAt: plan.setAt }));
    else session.removeItem(DEMO_FAULTS_KEY);
    return plan.spec;
  }
  try {
    const saved = JSON.parse(session.getItem(DEMO_FAULTS_KEY) ?? 'null') as { spec?: unknown; setAt?: unknown } | null;
    if (saved && typeof saved.spec === 'string' && typeof saved.setAt === 'number') return setDemoFaults(saved.spec, saved.setAt).spec;
  } catch {
    session.removeItem(DEMO_FAULTS_KEY);
  }
  return '';
}
