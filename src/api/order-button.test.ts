import { waitFor } from '@testing-library/react';
import { accountApi } from './account/endpoints';
import { commodityApi } from './commodity/endpoints';
import { orderApi } from './order/endpoints';
import { freshStore, type TestStore } from '@tests/api/harness';
import { recordCalls } from '@tests/page-kit';

/**
 * The press of the button call against the demo backend: what it refreshes after a cancel
 * (the order, its list, the counts, and the stock of that order's goods only), and that a
 * refusal refreshes nothing.
 */
async function loggedIn(): Promise<TestStore> {
  const store = freshStore();
  const login = await store.dispatch(accountApi.endpoints.checkIn.initiate({ tab: 'login', username: 'demo', password: 'demo1234', keep: true }));
  expect(login.error).toBeUndefined();
  return store;
}

describe('pressOrderButton', () => {
  it('after a cancel refetches the order list, the counts and the goods of that order, not other goods', async () => {
    const store = await loggedIn();
    const list = await store.dispatch(orderApi.endpoints.orderList.initiate({ limit: 10, status: 'all' }));
    const orders = list.data?.pages.flatMap((page) => page.list) ?? [];
    const pending = orders.find((o) => o.status === 'pending_payment');
    const other = orders.find((o) => o.status === 'completed');
    if (!pending || !other) throw new Error('the demo account has a pending and a completed order');
    const mine = pending.items.map((i) => i.commodity_id);
    const unrelated = other.items.map((i) => i.commodity_id).find((id) => !mine.includes(id)) ?? 0;
    await store.dispatch(orderApi.endpoints.orderQuantityStatistics.initiate());
    for (const id of [...mine, unrelated]) await store.dispatch(commodityApi.endpoints.commodityDetails.initiate({ id }));

    const details = recordCalls('/api/commodity/commodityDetails');
    const lists = recordCalls('/api/order/list');
    const counts = recordCalls('/api/order/orderQuantityStatistics');
    const pressed = await store.dispatch(orderApi.endpoints.pressOrderButton.initiate({ id: pending.id, action: 'cancel' }));
    expect(pressed.data).toEqual({ actions: ['again'] });
    await waitFor(() => expect(details.bodies.map((b) => b.id).sort()).toEqual([...new Set(mine)].sort()));
    await waitFor(() => expect(lists.bodies).toHaveLength(1));
    await waitFor(() => expect(counts.bodies).toHaveLength(1));
    expect(details.bodies.map((b) => b.id)).not.toContain(unrelated);
  });

  it('refreshes nothing when the shop refuses', async () => {
    const store = await loggedIn();
    const list = await store.dispatch(orderApi.endpoints.orderList.initiate({ limit: 10, status: 'completed' }));
    const done = list.data?.pages.at(0)?.list.at(0);
    if (!done) throw new Error('the demo account has a completed order');
    await store.dispatch(orderApi.endpoints.orderQuantityStatistics.initiate());
    const pressed = await store.dispatch(orderApi.endpoints.pressOrderButton.initiate({ id: done.id, action: 'confirm_receipt' }));
    expect(pressed.error).toMatchObject({ kind: 'business', code: 0, msg: 'Receipt of this order is already confirmed' });
    // An invalidation starts its refetches as the answer lands: the queries would be fetching now.
    const state = store.getState();
    expect(orderApi.endpoints.orderList.select({ limit: 10, status: 'completed' })(state).status).toBe('fulfilled');
    expect(orderApi.endpoints.orderQuantityStatistics.select()(state).status).toBe('fulfilled');
  });
});
