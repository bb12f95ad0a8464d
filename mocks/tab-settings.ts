/**
 * What a tab asks of the demo backend through its address, read on the page (mocks/browser.ts)
 * and applied in the demo's service worker before each of that tab's calls
 * (apply-tab-settings.ts). Page side only: nothing heavy is imported here, so the page's part of
 * the demo stays a few kilobytes.
 *   ?demoFault=<plan>  fault injection (faults.ts), remembered for the tab; `?demoFault=` clears it
 *   ?demoGoods=10000   a catalogue of that size for the tab; `?demoGoods=` goes back to the seed
 *   ?demoTokenTtl=60   access tokens expire after 60 s (for this page load)
 *   ?demoReset         back to the seed, once
 */
export interface TabSettings {
  /** The fault plan and when it was set (`expire` counts tokens issued before then). */
  faults: { spec: string; setAt: number };
  /** Goods in the catalogue; 0 (or anything the demo cannot build) means the seeded 2 160. */
  goods: number;
  /** Access-token lifetime in seconds; 0 means the demo's default. */
  tokenTtl: number;
  reset: boolean;
}

/** The fault plan is remembered for the tab only (sessionStorage). */
export const DEMO_FAULTS_KEY = 'acc-plus-demo-faults';
/** So is a larger catalogue (`?demoGoods=`). */
export const DEMO_GOODS_KEY = 'acc-plus-demo-goods';

export function faultsFrom(search: string, session: Storage, now: number = Date.now()): TabSettings['faults'] {
  const fromQuery = new URLSearchParams(search).get('demoFault');
  if (fromQuery !== null) {
    const spec = fromQuery.trim();
    if (spec) session.setItem(DEMO_FAULTS_KEY, JSON.stringify({ spec, setAt: now }));
    else session.removeItem(DEMO_FAULTS_KEY);
    return { spec, setAt: now };
  }
  try {
    const saved = JSON.parse(session.getItem(DEMO_FAULTS_KEY) ?? 'null') as { spec?: unknown; setAt?: unknown } | null;
    if (saved && typeof saved.spec === 'string' && typeof saved.setAt === 'number') return { spec: saved.spec, setAt: saved.setAt };
  } catch {
    session.removeItem(DEMO_FAULTS_KEY);
  }
  return { spec: '', setAt: 0 };
}

export function catalogueSizeFrom(search: string, session: Storage): number {
  const fromQuery = new URLSearchParams(search).get('demoGoods');
  if (fromQuery !== null) {
    const count = Number(fromQuery);
    if (fromQuery !== '' && Number.isInteger(count) && count > 0) session.setItem(DEMO_GOODS_KEY, String(count));
    else session.removeItem(DEMO_GOODS_KEY);
    return fromQuery === '' ? 0 : count;
  }
  return Number(session.getItem(DEMO_GOODS_KEY) ?? 0);
}

export function readTabSettings(search: string, session: Storage): TabSettings {
  const params = new URLSearchParams(search);
  const ttl = Number(params.get('demoTokenTtl'));
  return {
    faults: faultsFrom(search, session),
    goods: catalogueSizeFrom(search, session),
    tokenTtl: Number.isInteger(ttl) && ttl > 0 ? ttl : 0,
    reset: params.has('demoReset'),
  };
}
