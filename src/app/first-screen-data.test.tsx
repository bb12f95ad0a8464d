import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readCustomerMode, writeCustomerMode } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import { renderWithProviders } from '@tests/render';
import { recordRequests } from '@tests/request-recorder';
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

function recordAll(paths: string[]) {
  const recorders = paths.map((path) => [path, recordRequests(path)] as const);
  return {
    counts: () => Object.fromEntries(recorders.map(([path, r]) => [path, r.bodies.length])),
    stop: () => recorders.forEach(([, r]) => r.stop()),
  };
}

afterEach(() => {
  writeCustomerMode({ ...readCustomerMode(), on: false });
});

describe('the opened page’s data, asked for as the app boots (issue 12)', () => {
  it('home: each first-screen call goes out once, and the page shows what those calls brought', async () => {
    const calls = recordAll(HOME_CALLS);
    // The page's chunk is still loading when the boot asks (as in the browser).
    const { store } = renderWithProviders(null, { route: ROUTES.home });
    store.dispatch(prefetchFirstScreen(ROUTES.home));
    expect(await screen.findByRole('region', { name: 'Featured' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recommended for you' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Promotions' }, LONG)).toBeInTheDocument();
    // The sections subscribed to the prefetched entries: nothing was asked twice.
    expect(calls.counts()).toEqual(Object.fromEntries(HOME_CALLS.map((path) => [path, 1])));
    calls.stop();
  });

  it('asks for nothing on a page it does not prepare, and nothing wholesale in customer mode', async () => {
    const calls = recordAll(HOME_CALLS);
    const { store } = renderWithProviders(<p>elsewhere</p>, { route: ROUTES.cart });
    store.dispatch(prefetchFirstScreen(ROUTES.cart));
    writeCustomerMode({ ...readCustomerMode(), on: true });
    store.dispatch(prefetchFirstScreen(ROUTES.home));
    await screen.findByText('elsewhere');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = calls.counts();
    expect(counts['/api/common/bannerList']).toBe(0);
    expect(counts['/api/commodity/batchTimeList']).toBe(0);
    expect(counts['/api/commodity/activityList']).toBe(0);
    expect(counts['/api/commodity/recommendCommodityList']).toBe(1);
    calls.stop();
  });
});
