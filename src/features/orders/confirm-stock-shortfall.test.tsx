import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultAddressId, ok } from '@mocks/testing/call';
import { links } from '@/lib/links';
import { demoSession, type DemoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

let token = '';
let session: DemoSession['session'];

beforeEach(async () => {
  ({ session } = await demoSession());
  token = session['ba-user-token'];
});

afterEach(() => sessionStorage.clear());

/** antd-mobile's dialogs ignore pointers while they animate in; the test DOM never finishes the animation. */
const overlayUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** The seeded gold ring, size 8 (44 in stock), read from the demo cart so the test follows the seed. */
async function goldRing() {
  const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
  for (const goods of cart.list) {
    const ring = goods.lines.find((l) => l.specs_title === 'Gold / Size 8');
    if (ring) return { ...ring, goodsTitle: goods.title };
  }
  throw new Error('seed changed: no ring line');
}

/** Where both ways out lead: the ring's own page, shown (its title the page's heading). */
async function expectGoodsPageOf(ring: Awaited<ReturnType<typeof goldRing>>, router: ReturnType<typeof renderWithProviders>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/goods/goodsInfo'));
  expect(new URLSearchParams(router.state.location.search).get('id')).toBe(String(ring.commodity_id));
  expect(await screen.findByRole('heading', { level: 2, name: ring.goodsTitle }, { timeout: 5000 })).toBeInTheDocument();
}

async function stockDialog() {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.textContent.includes('Gold / Size 8'));
    if (!found) throw new Error('no stock dialog yet');
    return found;
  });
}

describe('buy-now stock shortfall', () => {
  it('at the preview, explains the shortfall and leads back to the goods instead of retrying', async () => {
    const ring = await goldRing();
    const { user, router } = renderWithProviders(null, {
      route: links.confirmOrderBuyNow(ring.commodity_id, [{ specId: ring.specs_id, quantity: 100 }]),
      preloadedState: { session },
    });
    expect(await screen.findByText('Not enough stock for this order', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    const dialog = await stockDialog();
    expect(dialog).toHaveTextContent('Confirm to go back to the goods');
    await overlayUser().click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('link', { name: 'Back to the goods' }));
    await expectGoodsPageOf(ring, router);
  });

  it('on placing, the dialog and the notice both lead to the goods, not the cart', async () => {
    const ring = await goldRing();
    const { user, router } = renderWithProviders(null, {
      route: links.confirmOrderBuyNow(ring.commodity_id, [{ specId: ring.specs_id, quantity: 30 }]),
      preloadedState: { session },
    });
    await screen.findByRole('heading', { name: 'Order summary' }, { timeout: 5000 });
    // Meanwhile another order takes 20 of the 44 rings.
    await ok('/api/order/place', {
      source: 'buy_now', commodity_id: ring.commodity_id, items: [{ specs_id: ring.specs_id, quantity: 20 }],
      address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: 'elsewhere',
    }, { token });

    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await user.click(place);
    const dialog = await stockDialog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Go back to the goods');
    expect(within(alert).queryByRole('button', { name: 'Fix in the cart' })).not.toBeInTheDocument();

    await overlayUser().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectGoodsPageOf(ring, router);
  });
});
