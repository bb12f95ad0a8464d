import { applyTabSettings } from '../apply-tab-settings';
import { currentFaults, parseFaults, setDemoFaults } from '../faults';
import { resetDemoData } from '../handlers';
import { DEMO_STATE_KEY } from '../idb-state';
import { STATE_VERSION } from '../state/schema';
import { attachStorage, type StateStorage } from '../state/store';
import { DEMO_FAULTS_KEY, faultsFrom, readTabSettings } from '../tab-settings';
import { call, demoToken, ok, raw } from '../testing/call';

afterEach(() => {
  attachStorage(null);
  vi.restoreAllMocks();
});

/**
 * The demo's service worker keeps its state in IndexedDB (idb-state.ts, checked in the browser by
 * tests/e2e/demo-backend.e2e.test.ts); here a plain key-value store stands in for it.
 */
const saved = new Map<string, string>();
const kvStorage: StateStorage = {
  load: () => saved.get(DEMO_STATE_KEY) ?? null,
  save: (value) => {
    saved.set(DEMO_STATE_KEY, value);
  },
  clear: () => {
    saved.delete(DEMO_STATE_KEY);
  },
};
afterEach(() => saved.clear());

/** A restart of the worker, as far as the demo state can tell: the store forgets its memory and reads storage. */
function reload(): void {
  attachStorage(kvStorage);
}

describe('demo state in the browser', () => {
  it('survives a restart under one versioned key', async () => {
    reload();
    const token = await demoToken();
    await ok('/api/commodity/collect', { commodity_id: 11111, collect: true }, { token });
    const stored = JSON.parse(saved.get(DEMO_STATE_KEY) ?? '{}') as { version?: number };
    expect(stored.version).toBe(STATE_VERSION);
    reload();
    expect((await ok('/api/commodity/commodityDetails', { id: 11111 }, { token })).is_collect).toBe(true);
  });

  it('starts from the seed when the stored value is corrupt or from another version', async () => {
    saved.set(DEMO_STATE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reload();
    expect((await call('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'demo1234', keep: false })).code).toBe(1);
    expect(JSON.parse(saved.get(DEMO_STATE_KEY) ?? '{}')).toMatchObject({ version: STATE_VERSION });
    saved.set(DEMO_STATE_KEY, JSON.stringify({ version: STATE_VERSION - 1, users: [] }));
    reload();
    expect((await call('/api/user/checkIn', { tab: 'login', username: 'demo', password: 'demo1234', keep: false })).code).toBe(1);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('resets to the seed with resetDemoData() and with the demo control call', async () => {
    reload();
    const token = await demoToken();
    await ok('/api/commodity/SearchHistoryDelete', { all: true }, { token });
    resetDemoData();
    expect(saved.has(DEMO_STATE_KEY)).toBe(false);
    const fresh = await demoToken();
    expect((await ok('/api/commodity/SearchHistoryList', {}, { token: fresh })).list.length).toBe(3);
    await ok('/api/commodity/SearchHistoryDelete', { all: true }, { token: fresh });
    const res = (await (await raw('/__demo/reset', {})).json()) as { code: number };
    expect(res).toMatchObject({ code: 1 });
    expect((await ok('/api/commodity/SearchHistoryList', {}, { token: await demoToken() })).list.length).toBe(3);
  });

  it('moves the demo clock forward with the control call', async () => {
    const token = await demoToken();
    const paidBefore = (await ok('/api/order/orderQuantityStatistics', {}, { token })).paid;
    const moved = (await (await raw('/__demo/clock', { advance: 3600 })).json()) as { code: number; data: { offset: number } };
    expect(moved).toMatchObject({ code: 1, data: { offset: 3600 } });
    // An hour later the token has expired and the paid order has shipped.
    expect((await call('/api/order/orderQuantityStatistics', {}, { token })).code).toBe(60001);
    expect((await ok('/api/order/orderQuantityStatistics', {}, { token: await demoToken() })).paid).toBe(paidBefore - 1);
  });
});

describe('fault injection', () => {
  it('parses the flag grammar and ignores what it does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseFaults('502:/api/order/place, slow=2000:/api/commodity/*,expire,offline:/api/cart,teapot')).toEqual([
      { kind: 'status', status: 502, delayMs: 0, path: '/api/order/place' },
      { kind: 'slow', status: 0, delayMs: 2000, path: '/api/commodity/*' },
      { kind: 'expire', status: 0, delayMs: 0, path: null },
      { kind: 'offline', status: 0, delayMs: 0, path: '/api/cart' },
    ]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers 502 and 503 like a proxy on the chosen paths only', async () => {
    setDemoFaults('502:/api/order/place,503:/api/common/*');
    const place = await raw('/api/order/place', {});
    expect(place.status).toBe(502);
    expect(await place.text()).toContain('Bad Gateway');
    expect((await raw('/api/common/hotSearch', {})).status).toBe(503);
    expect((await raw('/api/commodity/labelList', {})).status).toBe(200);
  });

  it('drops the connection for offline and slows a call down', async () => {
    setDemoFaults('offline:/api/commodity/labelList,slow=120:/api/common/hotSearch');
    await expect(raw('/api/commodity/labelList', {})).rejects.toThrow();
    const t0 = performance.now();
    expect((await raw('/api/common/hotSearch', {})).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(100);
  });

  it('comes from ?demoFault= and is remembered for the tab; an empty flag clears it', () => {
    const set = faultsFrom('?demoFault=503:/api/order/list', sessionStorage, 1000);
    expect(set).toEqual({ spec: '503:/api/order/list', setAt: 1000 });
    // A reload of the tab: no flag in the address, the tab's plan (and when it was set) applies again.
    const again = readTabSettings('', sessionStorage);
    expect(again.faults).toEqual(set);
    applyTabSettings(again);
    expect(currentFaults()).toMatchObject({ spec: '503:/api/order/list', setAt: 1000 });
    expect(currentFaults().faults).toHaveLength(1);
    expect(faultsFrom('?demoFault=', sessionStorage).spec).toBe('');
    expect(sessionStorage.getItem(DEMO_FAULTS_KEY)).toBeNull();
    applyTabSettings(readTabSettings('', sessionStorage));
    expect(currentFaults().faults).toHaveLength(0);
    sessionStorage.setItem(DEMO_FAULTS_KEY, '{broken');
    expect(faultsFrom('', sessionStorage).spec).toBe('');
  });

  it('applies each tab’s own plan to its calls (one worker serves every tab)', async () => {
    const none = { faults: { spec: '', setAt: 0 }, goods: 0, tokenTtl: 0 };
    applyTabSettings({ ...none, faults: { spec: '503:/api/common/hotSearch', setAt: 1 } });
    expect((await raw('/api/common/hotSearch', {})).status).toBe(503);
    applyTabSettings(none);
    expect((await raw('/api/common/hotSearch', {})).status).toBe(200);
  });

  it('is cleared by resetDemoData()', async () => {
    setDemoFaults('502');
    resetDemoData();
    expect((await raw('/api/common/hotSearch', {})).status).toBe(200);
  });
});
