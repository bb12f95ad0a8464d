import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { accountApi } from './account/endpoints';
import { commodityApi } from './commodity/endpoints';
import { freshStore, type TestStore } from '@tests/api/harness';
import { refused } from '@tests/page-kit';

/**
 * A cart write shows in the cached cart list as it starts (the endpoint's optimistic update), and
 * the list is put back when the shop refuses it.
 */
async function loggedInWithCart(): Promise<{ store: TestStore; lineId: number; selected: boolean; quantity: number }> {
  const store = freshStore();
  const login = await store.dispatch(accountApi.endpoints.checkIn.initiate({ tab: 'login', username: 'demo', password: 'demo1234', keep: true }));
  expect(login.error).toBeUndefined();
  const cart = await store.dispatch(commodityApi.endpoints.shoppingCartList.initiate());
  const line = cart.data?.list[0]?.lines[0];
  if (!line) throw new Error('the demo account has a cart line');
  return { store, lineId: line.id, selected: line.selected, quantity: line.quantity };
}

const cachedLine = (store: TestStore, id: number) =>
  commodityApi.endpoints.shoppingCartList
    .select()(store.getState())
    .data?.list.flatMap((g) => g.lines)
    .find((l) => l.id === id);

it('shows a selection and a quantity before the server answers', async () => {
  const { store, lineId, selected, quantity } = await loggedInWithCart();
  server.use(http.post('*/api/commodity/shoppingCart', async () => delay('infinite')));
  void store.dispatch(commodityApi.endpoints.shoppingCart.initiate({ ids: [lineId], selected: !selected }));
  expect(cachedLine(store, lineId)).toMatchObject({ selected: !selected, quantity });
  void store.dispatch(commodityApi.endpoints.shoppingCart.initiate({ ids: [lineId], quantity: quantity + 1 }));
  expect(cachedLine(store, lineId)).toMatchObject({ selected: !selected, quantity: quantity + 1 });
});

it('puts the list back when the shop refuses the write', async () => {
  const { store, lineId, selected } = await loggedInWithCart();
  server.use(http.post('*/api/commodity/shoppingCart', () => refused('This line can no longer be changed')));
  const write = await store.dispatch(commodityApi.endpoints.shoppingCart.initiate({ ids: [lineId], selected: !selected }));
  expect(write.error).toMatchObject({ kind: 'business' });
  expect(cachedLine(store, lineId)?.selected).toBe(selected);
});
