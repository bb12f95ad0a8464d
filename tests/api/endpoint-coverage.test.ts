import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { api } from '@/api/api';
import { apiConfig } from '@/api/config';
import '@/api/account/endpoints';
import '@/api/common/endpoints';
import '@/api/commodity/endpoints';
import { orderApi } from '@/api/order/endpoints';
import '@/api/payment/endpoints';
import { makeTestStore } from '../test-store';
import { specEndpoints } from '../spec-lists';

/** Names are the camelCase of the last segment, qualified where that alone says too little. */
const QUALIFIED: Record<string, string> = {
  '/api/sms/send': 'smsSend',
  '/api/sms/check': 'smsCheck',
  '/api/ems/send': 'emsSend',
  '/api/order/list': 'orderList',
  '/api/order/details': 'orderDetails',
  '/api/order/button': 'orderButton',
};
/**
 * The one path served by two endpoints (docs/api-layer.md): the shop's own button call reads an
 * order's actions with `{ id }` and performs one with `{ id, action }`, a query and a mutation.
 */
const SHARED: Record<string, readonly string[]> = {
  '/api/order/button': ['orderButton', 'pressOrderButton'],
};
/**
 * Paged paths read both ways: one page (a badge, a preview, the balance) by the plain endpoint, a
 * growing list by its infinite twin named `<name>Pages` (api/define.ts pagedQuery). Paths whose
 * only reader is a growing list (the order list, after-sales, …) have just the infinite endpoint,
 * under the plain name.
 */
const PAGED_TWINS = [
  '/api/commodity/commodityList',
  '/api/commodity/coupon_list',
  '/api/account/balanceWithdrawalList',
  '/api/common/systemNotification',
];
for (const path of PAGED_TWINS) SHARED[path] = [expectedName(path), `${expectedName(path)}Pages`];
const sharedCount = Object.values(SHARED).reduce((n, names) => n + names.length - 1, 0);

function expectedName(path: string): string {
  const qualified = QUALIFIED[path];
  if (qualified) return qualified;
  const last = path.split('/').pop() ?? '';
  const camel = last.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

interface Initiable {
  initiate: (arg: unknown, options?: { subscribe: boolean }) => UnknownAction;
  useMutation?: unknown;
}

async function callEverything() {
  const hits: { host: string; path: string; body: unknown }[] = [];
  server.use(
    http.post('*', async ({ request }) => {
      const url = new URL(request.url);
      hits.push({ host: url.host, path: url.pathname, body: await request.json() });
      return HttpResponse.json({ code: 1, msg: '', data: null });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = makeTestStore();
  const byName = new Map<string, string[]>();
  // An argument every endpoint can read its tags from.
  const arg = { id: 1, order_id: 1, order_ids: [1], commodity_id: 1, page: 1, limit: 10 };
  for (const [name, endpoint] of Object.entries(api.endpoints as unknown as Record<string, Initiable>)) {
    const before = hits.length;
    const action = endpoint.useMutation ? endpoint.initiate(arg) : endpoint.initiate(arg, { subscribe: false });
    await (store.dispatch(action) as unknown as Promise<unknown>);
    byName.set(
      name,
      hits.slice(before).map((h) => h.path),
    );
  }
  return { hits, byName };
}

/**
 * Every path of the spec's list (docs/spec/endpoints.txt) has exactly one endpoint (one documented
 * exception above), with the spec's spelling and case, and nothing else goes out: each endpoint is
 * called once against a catch-all server that records where it went.
 */
describe('endpoint catalogue', () => {
  it('reads a list of 94 paths', () => {
    expect(specEndpoints).toHaveLength(94);
    expect(new Set(specEndpoints).size).toBe(94);
  });

  it('has exactly one endpoint per path of the spec, named after it, and no other', async () => {
    const { byName } = await callEverything();
    const missing = specEndpoints.filter((p) => ![...byName.values()].some((paths) => paths.includes(p)));
    expect(missing).toEqual([]);
    const byPath = new Map<string, string[]>();
    for (const [name, paths] of byName) {
      expect(paths, name).toHaveLength(1);
      const [target = ''] = paths;
      expect(specEndpoints, `${name} calls ${target}`).toContain(target);
      byPath.set(target, [...(byPath.get(target) ?? []), name]);
    }
    for (const [target, names] of byPath) {
      expect(names.sort(), target).toEqual([...(SHARED[target] ?? [expectedName(target)])].sort());
    }
    expect(byName.size).toBe(specEndpoints.length + sharedCount);
  });

  it('tells the button call’s read from its write by the action alone', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/order/button', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 1, msg: '', data: { actions: ['again'] } });
      }),
    );
    const { store } = makeTestStore();
    await store.dispatch(orderApi.endpoints.orderButton.initiate({ id: 7 }, { subscribe: false }));
    await store.dispatch(orderApi.endpoints.pressOrderButton.initiate({ id: 7, action: 'cancel' }));
    await store.dispatch(orderApi.endpoints.pressOrderButton.initiate({ id: 7, action: 'confirm_receipt' }));
    expect(bodies).toEqual([{ id: 7 }, { id: 7, action: 'cancel' }, { id: 7, action: 'confirm_receipt' }]);
  });

  it('sends the WeChat login to basePath2 with tenantId 1, everything else to basePath', async () => {
    const saved = { ...apiConfig };
    Object.assign(apiConfig, { basePath: 'http://manage.test', basePath2: 'http://site2.test' });
    try {
      const { hits } = await callEverything();
      const hosts = new Map(hits.map((h) => [h.path, h.host]));
      expect(hosts.get('/mallapi/wxuser/loginma')).toBe('site2.test');
      expect(hits.find((h) => h.path === '/mallapi/wxuser/loginma')?.body).toMatchObject({ tenantId: '1' });
      expect(hits.filter((h) => h.host !== 'manage.test').map((h) => h.path)).toEqual(['/mallapi/wxuser/loginma']);
    } finally {
      Object.assign(apiConfig, saved);
    }
  });
});
