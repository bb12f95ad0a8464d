import { DEFAULT_GOODS_COUNT, setCatalogueSize } from './data/catalogue';
import { setDemoFaults } from './faults';
import type { StateStorage } from './state/store';

/** One localStorage key holds the whole demo state (its version is inside the value). */
export const DEMO_STATE_KEY = 'acc-plus-demo-state';
/** The fault plan is remembered for the tab only. */
export const DEMO_FAULTS_KEY = 'acc-plus-demo-faults';
/** So is a larger catalogue (`?demoGoods=`). */
export const DEMO_GOODS_KEY = 'acc-plus-demo-goods';

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

/**
 * `?demoGoods=10000` makes the catalogue that size for the tab (sessionStorage), so a reload keeps
 * the long list being measured; `?demoGoods=` (empty, or 2 160 and under) goes back to the seeded
 * 2 160. Answers the catalogue size in force.
 */
export function applyCatalogueSizeFrom(search: string, session: Storage): number {
  const fromQuery = new URLSearchParams(search).get('demoGoods');
  if (fromQuery !== null) {
    const size = setCatalogueSize(Number(fromQuery));
    if (size > DEFAULT_GOODS_COUNT) session.setItem(DEMO_GOODS_KEY, String(size));
    else session.removeItem(DEMO_GOODS_KEY);
    return size;
  }
  return setCatalogueSize(Number(session.getItem(DEMO_GOODS_KEY)));
}
