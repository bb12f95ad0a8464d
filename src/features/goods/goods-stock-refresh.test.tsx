import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAddressId, ok } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;
const LONG = { timeout: 10_000 };

describe('goods page stock', () => {
  it('shows the stock left after an order, when the shopper comes back to the goods', async () => {
    const state = await demoSession();
    const token = state.session['ba-user-token'];
    const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
    const spec = goods.specs.find((s) => s.stock >= goods.min_order_qty);
    if (!spec) throw new Error('seed changed: need a spec with the minimum order in stock');
    const { user, router } = renderWithProviders(null, { route: PAGE, preloadedState: state });
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);

    // The shopper buys the minimum order of this spec now and pays elsewhere, then comes back.
    await ok('/api/order/place', {
      source: 'buy_now', commodity_id: GOODS, items: [{ specs_id: spec.id, quantity: goods.min_order_qty }],
      address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: 'stock-refresh',
    }, { token });
    await act(() => router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: goods.title })).not.toBeInTheDocument(), LONG);
    await act(() => router.navigate(PAGE));

    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    const bar = screen.getAllByRole('button', { name: 'Add to cart' }).at(-1);
    if (!bar) throw new Error('no Add to cart button');
    await user.click(bar);
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    const left = spec.stock - goods.min_order_qty;
    const row = sheet.getByRole('group', { name: `Quantity of ${spec.title}` }).closest('li');
    await waitFor(() => expect(row).toHaveTextContent(`Stock ${String(left)}`), LONG);
    expect(sheet.getByRole('spinbutton', { name: `Quantity of ${spec.title}` })).toHaveAttribute('aria-valuemax', String(left));
  });
});
