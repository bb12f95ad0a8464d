import { waitFor } from '@testing-library/react';
import { accountApi } from './account/endpoints';
import { commodityApi } from './commodity/endpoints';
import { orderApi } from './order/endpoints';
import { freshStore, type TestStore } from '@tests/api/harness';
import { recordCalls } from '@tests/page-kit';

/**
 * A place takes stock from the goods it orders: their details (stock included) refetch, as after
 * a cancel, and no other goods does.
 */
async function loggedIn(): Promise<TestStore> {
  const store = freshStore();
  const login = await store.dispatch(accountApi.endpoints.checkIn.initiate({ tab: 'login', username: 'demo', password: 'demo1234', keep: true }));
  expect(login.error).toBeUndefined();
  return store;
}

async function defaultAddress(store: TestStore): Promise<number> {
  const addresses = await store.dispatch(accountApi.endpoints.addressList.initiate());
  const id = addresses.data?.list.at(0)?.id;
  if (id === undefined) throw new Error('the demo account has an address');
  return id;
}

const placeRest = { coupon_id: null, agent_id: null, remark: '' };

describe('place', () => {
  it('refetches the details of the cart lines’ goods it ordered, not other goods', async () => {
    const store = await loggedIn();
    const cart = await store.dispatch(commodityApi.endpoints.shoppingCartList.initiate());
    const lines = cart.data?.list.flatMap((g) => g.lines) ?? [];
    const line = lines.at(0);
    const unrelated = lines.map((l) => l.commodity_id).find((id) => id !== line?.commodity_id);
    if (!line || unrelated === undefined) throw new Error('the demo cart holds lines of two goods');
    for (const id of [line.commodity_id, unrelated]) await store.dispatch(commodityApi.endpoints.commodityDetails.initiate({ id }));
    const address_id = await defaultAddress(store);

    const details = recordCalls('/api/commodity/commodityDetails');
    const placed = await store.dispatch(
      orderApi.endpoints.place.initiate({ source: 'cart', cart_ids: [line.id], address_id, request_key: 'place-cart', ...placeRest }),
    );
    expect(placed.error).toBeUndefined();
    await waitFor(() => expect(details.bodies.map((b) => b.id)).toEqual([line.commodity_id]));
    expect(details.bodies.map((b) => b.id)).not.toContain(unrelated);
  });

  it('refetches a buy-now goods, and nothing when the place is refused', async () => {
    const store = await loggedIn();
    const cart = await store.dispatch(commodityApi.endpoints.shoppingCartList.initiate());
    const line = cart.data?.list.flatMap((g) => g.lines).at(0);
    if (!line) throw new Error('the demo cart has a line');
    await store.dispatch(commodityApi.endpoints.commodityDetails.initiate({ id: line.commodity_id }));
    const address_id = await defaultAddress(store);
    const buyNow = { source: 'buy_now' as const, commodity_id: line.commodity_id, address_id, ...placeRest };

    const details = recordCalls('/api/commodity/commodityDetails');
    const refused = await store.dispatch(
      orderApi.endpoints.place.initiate({ ...buyNow, items: [{ specs_id: line.specs_id, quantity: 100000 }], request_key: 'too-many' }),
    );
    expect(refused.error).toBeDefined();
    const placed = await store.dispatch(
      orderApi.endpoints.place.initiate({ ...buyNow, items: [{ specs_id: line.specs_id, quantity: line.quantity }], request_key: 'one' }),
    );
    expect(placed.error).toBeUndefined();
    await waitFor(() => expect(details.bodies.map((b) => b.id)).toEqual([line.commodity_id]));
  });
});
