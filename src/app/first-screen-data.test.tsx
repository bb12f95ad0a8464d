import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCustomerMode, writeCustomerMode } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import { ok } from '@mocks/testing/call';
import { stubLargestPaints } from '@tests/largest-paints';
import { letTimePass } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { holdCalls, recordRequests } from '@tests/request-recorder';
import { prefetchFirstScreen } from './first-screen-data';

const HOME_CALLS = [
  '/api/common/hotSearch',
  '/api/common/categoryList',
  '/api/commodity/labelList',
  '/api/commodity/recommendCommodityList',
  '/api/common/bannerList',
  '/api/commodity/batchTimeList',
  '/api/commodity/activityList',
];
const LONG = { timeout: 10_000 };

/** How many times each path was asked for its first page (a list may go on to page 2 by itself). */
function recordAll(paths: string[]) {
  const recorders = paths.map((path) => [path, recordRequests(path)] as const);
  return {
    counts: () => Object.fromEntries(recorders.map(([path, r]) => [path, r.bodies.filter((body) => (body.page ?? 1) === 1).length])),
    stop: () => recorders.forEach(([, r]) => r.stop()),
  };
}

/** The endpoints the store has asked, by name, in alphabetical order. */
function askedFor(store: { getState: () => { api: { queries: Record<string, unknown> } } }): string[] {
  return [...new Set(Object.keys(store.getState().api.queries).map((key) => key.slice(0, key.indexOf('('))))].sort();
}

/** The page's texts and the language pack have arrived: no render of the provider comes between the checks. */
async function settled(): Promise<void> {
  await screen.findByText('booting', undefined, LONG);
  await letTimePass(50);
}

/** Resolves after the tasks queued so far (a timer queued now runs after them). */
function aTaskLater(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Prices and cards still on screen follow the setting: in act, like any update a test makes.
  act(() => writeCustomerMode({ ...readCustomerMode(), on: false }));
});

describe('the opened page’s data, asked for as the app boots (issue 12)', () => {
  it('home: each first-screen call goes out once, and the page shows what those calls brought', async () => {
    const calls = recordAll(HOME_CALLS);
    // The page's chunk is still loading when the boot asks (as in the browser).
    const { store } = renderWithProviders(null, { route: ROUTES.home });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.home));
    });
    expect(await screen.findByRole('region', { name: 'Featured' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recommended for you' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Promotions' }, LONG)).toBeInTheDocument();
    // The sections subscribed to the prefetched entries: nothing was asked twice.
    expect(calls.counts()).toEqual(Object.fromEntries(HOME_CALLS.map((path) => [path, 1])));
    calls.stop();
  });

  it('home: what lies below the first screen is asked for once the banners have answered, not beside them', async () => {
    const banners = holdCalls('/api/common/bannerList');
    const calls = recordAll(HOME_CALLS);
    const { store } = renderWithProviders(<p>booting</p>, { route: ROUTES.home });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.home));
    });
    await letTimePass(300);
    expect(calls.counts()).toMatchObject({ '/api/common/bannerList': 1, '/api/common/hotSearch': 1, '/api/common/categoryList': 1, '/api/commodity/recommendCommodityList': 0, '/api/commodity/activityList': 0 });
    banners.release();
    await waitFor(() => expect(calls.counts()).toEqual(Object.fromEntries(HOME_CALLS.map((path) => [path, 1]))), LONG);
    calls.stop();
  });

  it('home: what lies below the first screen waits for the banners’ picture to be painted', async () => {
    const browser = stubLargestPaints();
    const calls = recordAll(HOME_CALLS);
    const { store } = renderWithProviders(<p>booting</p>, { route: ROUTES.home });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.home));
    });
    await waitFor(() => expect(store.getState().api.queries['bannerList({"position":"home"})']?.status).toBe('fulfilled'), LONG);
    await letTimePass(300);
    expect(calls.counts()).toMatchObject({ '/api/common/bannerList': 1, '/api/commodity/recommendCommodityList': 0, '/api/commodity/batchTimeList': 0, '/api/commodity/activityList': 0 });
    // A text painted first changes nothing; the picture lets the rest go.
    browser.paint(document.createElement('h1'));
    await letTimePass(100);
    expect(calls.counts()).toMatchObject({ '/api/commodity/recommendCommodityList': 0 });
    browser.paint(document.createElement('img'));
    await waitFor(() => expect(calls.counts()).toEqual(Object.fromEntries(HOME_CALLS.map((path) => [path, 1]))), LONG);
    calls.stop();
  });

  const oneTaskEachCases = [
    {
      name: 'home: the banners are asked for in the boot’s task, and each other first-screen call in a task of its own',
      path: ROUTES.home,
      search: '',
      paths: ['/api/common/bannerList', '/api/common/hotSearch', '/api/common/categoryList'],
      asked: [['bannerList'], ['bannerList', 'hotSearch'], ['bannerList', 'categoryList', 'hotSearch']],
      last: 'categoryList(undefined)',
    },
    {
      name: 'a category: its goods are asked for in the boot’s task, the tree and the sub-categories each in a task of its own',
      path: ROUTES.classList,
      search: '?categoryId=1&title=Rings',
      paths: ['/api/commodity/commodityList', '/api/common/categoryList', '/api/commodity/commodityCategoryList'],
      asked: [['commodityListPages'], ['categoryList', 'commodityListPages'], ['categoryList', 'commodityCategoryList', 'commodityListPages']],
      last: 'commodityCategoryList({"parent_id":1})',
    },
  ];
  for (const { name, path, search, paths, asked, last } of oneTaskEachCases) {
    it(name, async () => {
      // Held, so no answer renders between the checks.
      const held = paths.map(holdCalls);
      const { store } = renderWithProviders(<p>booting</p>, { route: `${path}${search}` });
      await settled();
      act(() => {
        store.dispatch(prefetchFirstScreen(path, search));
      });
      for (const [task, names] of asked.entries()) {
        if (task > 0) await aTaskLater();
        expect(askedFor(store)).toEqual(names);
      }
      held.forEach((call) => call.release());
      await waitFor(() => expect(store.getState().api.queries[last]?.status).toBe('fulfilled'), LONG);
    });
  }

  it('a category’s list, with the sort its address holds: tree, sub-categories and first page once each', async () => {
    const calls = recordAll(['/api/common/categoryList', '/api/commodity/commodityCategoryList', '/api/commodity/commodityList']);
    const search = '?categoryId=1&title=Rings&sort=price_asc&minPrice=1';
    const { store } = renderWithProviders(null, { route: `${ROUTES.classList}${search}` });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.classList, search));
    });
    expect(await screen.findByRole('heading', { name: 'Rings' }, LONG)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /./ }, LONG)).length).toBeGreaterThan(0);
    await letTimePass(300);
    expect(calls.counts()).toEqual({ '/api/common/categoryList': 1, '/api/commodity/commodityCategoryList': 1, '/api/commodity/commodityList': 1 });
    calls.stop();
  });

  it('a goods: asked once for its first open, and again when the shopper comes back to it', async () => {
    const { title } = await ok('/api/commodity/commodityDetails', { id: 10001 });
    const calls = recordAll(['/api/commodity/commodityDetails']);
    const search = '?id=10001';
    const { store, router } = renderWithProviders(null, { route: `${ROUTES.goodsInfo}${search}` });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.goodsInfo, search));
    });
    expect(await screen.findByRole('heading', { level: 2, name: title }, LONG)).toBeInTheDocument();
    await letTimePass(300);
    expect(calls.counts()).toEqual({ '/api/commodity/commodityDetails': 1 });
    // Stock moves while the shopper is away: coming back asks again.
    await act(() => router.navigate(ROUTES.home));
    await act(() => router.navigate(`${ROUTES.goodsInfo}${search}`));
    expect(await screen.findByRole('heading', { level: 2, name: title }, LONG)).toBeInTheDocument();
    await waitFor(() => expect(calls.counts()).toEqual({ '/api/commodity/commodityDetails': 2 }), LONG);
    calls.stop();
  });

  it('asks for nothing on a page it does not prepare, and nothing wholesale in customer mode', async () => {
    // No banners in customer mode: the goods are asked for without waiting for a picture.
    stubLargestPaints();
    const calls = recordAll(HOME_CALLS);
    const { store } = renderWithProviders(<p>elsewhere</p>, { route: ROUTES.cart });
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.cart));
    });
    act(() => writeCustomerMode({ ...readCustomerMode(), on: true }));
    act(() => {
      store.dispatch(prefetchFirstScreen(ROUTES.home));
    });
    await screen.findByText('elsewhere');
    await letTimePass(300);
    const counts = calls.counts();
    expect(counts['/api/common/bannerList']).toBe(0);
    expect(counts['/api/commodity/batchTimeList']).toBe(0);
    expect(counts['/api/commodity/activityList']).toBe(0);
    expect(counts['/api/commodity/recommendCommodityList']).toBe(1);
    calls.stop();
  });
});
