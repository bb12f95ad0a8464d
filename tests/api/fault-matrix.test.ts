import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse, delay } from 'msw';
import { server } from '@mocks/node';
import { accountApi } from '@/api/account/endpoints';
import { commodityApi } from '@/api/commodity/endpoints';
import { orderApi } from '@/api/order/endpoints';
import { freshStore, translate, type TestStore } from './harness';
import { cartCount, commodityPage, loginResult, placed } from './fixtures';

/**
 * The fault matrix of issue 3 on four calls (catalogue list, cart add, order place, login):
 * every fault ends as a handled rejection with its dialog, the overlay cleared, the state intact.
 */
interface Target {
  name: string;
  path: string;
  good: unknown;
  call: (store: TestStore) => Promise<{ data?: unknown; error?: unknown }>;
  after: (store: TestStore) => void;
}

const run = (store: TestStore, action: unknown) =>
  store.dispatch(action as UnknownAction) as unknown as Promise<{ data?: unknown; error?: unknown }>;

const targets: Target[] = [
  {
    name: 'commodityList',
    path: '/api/commodity/commodityList',
    good: commodityPage,
    call: (s) => run(s, commodityApi.endpoints.commodityList.initiate({ page: 1, limit: 10 }, { subscribe: false })),
    after: (s) => expect(s.getState().cart.carNum).toBe(0),
  },
  {
    name: 'shoppingCartAdd',
    path: '/api/commodity/shoppingCartAdd',
    good: cartCount,
    call: (s) =>
      run(s, commodityApi.endpoints.shoppingCartAdd.initiate({ commodity_id: 1, items: [{ specs_id: 2, quantity: 10 }] })),
    after: (s) => expect(s.getState().cart.carNum).toBe(0),
  },
  {
    name: 'place',
    path: '/api/order/place',
    good: placed,
    call: (s) =>
      run(
        s,
        orderApi.endpoints.place.initiate({
          source: 'cart',
          cart_ids: [1],
          address_id: 1,
          coupon_id: null,
          agent_id: null,
          remark: '',
          request_key: 'k-1',
        }),
      ),
    after: (s) => expect(s.getState().session['ba-user-token']).toBe('t1'),
  },
  {
    name: 'checkIn',
    path: '/api/user/checkIn',
    good: loginResult,
    call: (s) =>
      run(s, accountApi.endpoints.checkIn.initiate({ tab: 'login', username: 'buyer7', password: 'secret7', keep: true })),
    after: (s) => expect(s.getState().session['ba-user-token']).toBe('t1'),
  },
];

const faults = [
  {
    fault: 'a network error',
    handler: () => HttpResponse.error(),
    kind: 'network',
    text: /^Request error: /,
  },
  {
    fault: 'a 500 with a JSON body',
    handler: () => HttpResponse.json({ code: 0, msg: 'Internal failure' }, { status: 500 }),
    kind: 'http',
    text: /^Error: Internal failure$/,
  },
  {
    fault: 'a 502 with an HTML page',
    handler: () => HttpResponse.html('<!doctype html><title>502 Bad Gateway</title>', { status: 502 }),
    kind: 'http',
    text: /under maintenance/,
  },
  {
    fault: 'truncated JSON',
    handler: () => new HttpResponse('{"code":1,"msg":"","data":{"list":[{"id":1,', { headers: { 'content-type': 'application/json' } }),
    kind: 'bad_response',
    text: /could not read/,
  },
  {
    fault: 'a wrongly shaped body',
    handler: () => HttpResponse.json({ code: 1, msg: '', data: { list: 'none', count: '4', id: 'x', userInfo: null } }),
    kind: 'bad_response',
    text: /could not read/,
  },
] as const;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(targets)('fault matrix: $name', (target) => {
  it('answers well: resolves with the data', async () => {
    server.use(http.post(`*${target.path}`, () => HttpResponse.json({ code: 1, msg: '', data: target.good })));
    const store = freshStore({ token: 't1' });
    const result = await target.call(store);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(target.good);
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().ui.loading).toBe(0);
  });

  it.each(faults)('$fault: a handled rejection with its dialog', async ({ handler, kind, text }) => {
    server.use(http.post(`*${target.path}`, handler));
    const store = freshStore({ token: 't1' });
    const result = await target.call(store);
    expect(result.error).toMatchObject({ kind });
    expect(store.getState().ui.dialogs).toHaveLength(1);
    expect(translate(store.getState().ui.dialogs[0]?.content)).toMatch(text);
    expect(store.getState().ui.loading).toBe(0);
    target.after(store);
  });

  it('an answer slower than the timeout: rejects "timeout" after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post(`*${target.path}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 1, msg: '', data: target.good });
      }),
    );
    const store = freshStore({ token: 't1' });
    const pending = target.call(store);
    await vi.advanceTimersByTimeAsync(60_000);
    const result = await pending;
    expect(result.error).toEqual({ kind: 'timeout', code: 5, msg: 'timeout' });
    expect(store.getState().ui.loading).toBe(0);
    target.after(store);
  });
});

describe('side effects of a good answer', () => {
  it('cart add sets carNum from the answer', async () => {
    server.use(http.post('*/api/commodity/shoppingCartAdd', () => HttpResponse.json({ code: 1, msg: '', data: cartCount })));
    const store = freshStore({ token: 't1' });
    await targets[1]?.call(store);
    expect(store.getState().cart.carNum).toBe(4);
  });

  it('login keeps the session with the answered token', async () => {
    server.use(http.post('*/api/user/checkIn', () => HttpResponse.json({ code: 1, msg: '', data: loginResult })));
    const store = freshStore();
    await targets[3]?.call(store);
    expect(store.getState().session['ba-user-token']).toBe('fresh-token');
    expect(store.getState().session.user_info?.userCode).toBe('U7');
  });

  it('the overlay shows while a busy call runs and clears when it ends', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/order/place', async () => {
        await gate;
        return HttpResponse.json({ code: 1, msg: '', data: placed });
      }),
    );
    const store = freshStore({ token: 't1' });
    const pending = targets[2]?.call(store);
    await vi.waitFor(() => expect(store.getState().ui.loading).toBe(1));
    release();
    await pending;
    expect(store.getState().ui.loading).toBe(0);
  });
});
