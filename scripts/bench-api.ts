/**
 * `npm run bench:api`: the baseQuery's overhead. 10 000 calls through the baseQuery (headers from
 * the store, envelope, response check of a 20-goods catalogue page) against a local HTTP handler,
 * versus the same 10 000 calls with a bare fetch + res.json(). Printed as a ratio; target ≤ 1.5×.
 * Rounds alternate (bare, baseQuery, bare, …) and the median round is reported, so drift in the
 * machine's load hits both sides alike. A figure to read, not a test: it never fails the build.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Storage } from 'redux-persist';
import { baseQuery } from '../src/api/base-query';
import { apiConfig } from '../src/api/config';
import type { CommodityListResult } from '../src/api/types';
import { isGoodsPage } from '../src/api/commodity/responses';
import { makeStore } from '../src/app/store';

const CALLS = Number(process.env.BENCH_CALLS ?? 10_000);
const BLOCKS = 10;

const page: CommodityListResult = {
  total: 200,
  list: Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    title: `Freshwater pearl ring ${i + 1}`,
    image: `/img/goods/${i + 1}.jpg`,
    price: '12.50',
    original_price: '15.00',
    min_order_qty: 10,
    labels: [{ id: 1, name: 'New', color: '#c0392b' }],
    sales: 100 + i,
    is_collect: i % 3 === 0,
  })),
};
const body = JSON.stringify({ code: 1, msg: '', time: 1_700_000_000, data: page });

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
apiConfig.basePath = base;

// The app's own store, with memory storage instead of localStorage, and a logged-in session.
const memory = new Map<string, string>();
const storage: Storage = {
  getItem: (k: string) => Promise.resolve(memory.get(k) ?? null),
  setItem: (k: string, v: string) => Promise.resolve(void memory.set(k, v)),
  removeItem: (k: string) => Promise.resolve(void memory.delete(k)),
};
const { store } = makeStore({ storage });
const state = store.getState();
const { store: loggedIn } = makeStore({
  storage,
  preloadedState: {
    session: { ...state.session, 'ba-user-token': 'bench-token', visitor_id: 'bench-visitor' },
    lang: { ...state.lang, lang: 'en' },
  },
});

const controller = new AbortController();
const queryApi: BaseQueryApi = {
  signal: controller.signal,
  abort: () => controller.abort(),
  dispatch: loggedIn.dispatch,
  // One function for the whole run: the baseQuery keeps its refresh lock per getState.
  getState: () => loggedIn.getState(),
  extra: undefined,
  endpoint: 'commodityList',
  type: 'query',
};
const args = { url: '/api/commodity/commodityList', body: { page: 1, limit: 20 }, validate: isGoodsPage };

async function bare(): Promise<void> {
  const res = await fetch(`${base}/api/commodity/commodityList`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(args.body),
  });
  const json = (await res.json()) as { code: number };
  if (json.code !== 1) throw new Error('bad answer');
}

async function through(): Promise<void> {
  const result = await baseQuery(args, queryApi, undefined);
  if ('error' in result && result.error) throw new Error(`baseQuery failed: ${JSON.stringify(result.error)}`);
}

async function time(fn: () => Promise<void>, n: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return performance.now() - start;
}

/** CALLS calls of each, in alternating blocks so load drift on the shared machine hits both. */
async function compare(label: string): Promise<number> {
  await time(bare, 300);
  await time(through, 300);
  const block = CALLS / BLOCKS;
  const bareMs: number[] = [];
  const baseMs: number[] = [];
  for (let i = 0; i < BLOCKS; i++) {
    bareMs.push(await time(bare, block));
    baseMs.push(await time(through, block));
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const ratio = sum(baseMs) / sum(bareMs);
  const perCall = (ms: number) => `${((ms * 1000) / CALLS).toFixed(1)} µs/call`;
  console.log(label);
  console.log(`  bare fetch  ${sum(bareMs).toFixed(0)} ms (${perCall(sum(bareMs))})`);
  console.log(`  baseQuery   ${sum(baseMs).toFixed(0)} ms (${perCall(sum(baseMs))})`);
  console.log(`  ratio       ${ratio.toFixed(2)}×  (per block: ${baseMs.map((b, i) => (b / (bareMs[i] ?? b)).toFixed(2)).join(' ')})`);
  return ratio;
}

console.log(`bench:api — ${CALLS} calls each way, sequential, answer = a 20-goods catalogue page`);
const ratio = await compare('local HTTP handler (127.0.0.1):');
server.close();

// The worst case for the ratio: an in-process handler, so the network costs nothing at all.
const realFetch = globalThis.fetch;
globalThis.fetch = () => Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
await compare('in-process handler (no socket; overhead only):');
globalThis.fetch = realFetch;

console.log(`result: ${ratio.toFixed(2)}× against the local handler — target ≤ 1.50× — ${ratio <= 1.5 ? 'within target' : 'ABOVE TARGET'}`);
