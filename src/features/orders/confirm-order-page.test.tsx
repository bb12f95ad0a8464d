import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
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

/** antd-mobile's dialogs and sheets ignore pointers while they animate in; the test DOM never finishes the animation. */
const overlayUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function renderConfirm(route = links.confirmOrderFromCart()) {
  const view = renderWithProviders(null, { route, preloadedState: { session } });
  await screen.findByRole('heading', { name: 'Order summary' }, { timeout: 5000 });
  return view;
}

const placeButton = () => screen.getByRole('button', { name: 'Place order' });

describe('order confirmation', () => {
  it('shows the selected cart lines at their tiers and places the order, then pays', async () => {
    const { user, router, store } = await renderConfirm();
    expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('Lina Chen');
    expect(screen.getByText('White / Pack of 10 × 22')).toBeInTheDocument();
    expect(screen.getByText('22 pieces at $2.32 each')).toBeInTheDocument();
    expect(screen.getByText('28 more pieces would bring the price to $2.16 each')).toBeInTheDocument();
    expect(screen.getAllByText('$107.76').length).toBeGreaterThan(0);
    // The bar's total says the shipping it holds (the lines above come to $97.64, less $4.88).
    expect(placeButton().parentElement).toHaveTextContent('Total$107.76incl. shipping $15.00Place order');

    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/pay'));
    const orderId = Number(new URLSearchParams(router.state.location.search).get('orderId'));
    const order = await ok('/api/order/details', { id: orderId }, { token });
    expect(order).toMatchObject({ status: 'pending_payment', pay_amount: '107.76' });
    expect(store.getState().cart.carNum).toBe(0);
    expect(sessionStorage.getItem('checkout-draft:cart')).toBeNull();
  });

  it('applies the coupon chosen in the cart once the preview lists it as applicable', async () => {
    // One more pair of earrings takes the goods over the $100 threshold of the $10 coupon.
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const earrings = cart.list.flatMap((g) => g.lines).find((l) => l.specs_title === 'Silver / 40 mm');
    if (!earrings) throw new Error('seed changed: no earring line');
    await ok('/api/commodity/shoppingCart', { ids: [earrings.id], quantity: 8 }, { token });
    const coupons = await ok('/api/commodity/coupon_list', { status: 'unused', page: 1, limit: 50 }, { token });
    const tenOff = coupons.list.find((c) => c.title === '$10.00 off over $100.00');
    if (!tenOff) throw new Error('seed changed: no $10 coupon');
    sessionStorage.setItem('checkout-draft:cart', JSON.stringify({ couponId: tenOff.id, addressId: null, agentId: null, remark: '', requestKey: 'k-1' }));

    const { user, router } = await renderConfirm();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('−$10.00')).toBeInTheDocument();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/pay'));
    const orderId = Number(new URLSearchParams(router.state.location.search).get('orderId'));
    expect(await ok('/api/order/details', { id: orderId }, { token })).toMatchObject({ coupon_discount: '10.00' });
  });

  it('keeps everything when placing fails, across a reload too', async () => {
    server.use(
      http.post('*/api/order/place', () => HttpResponse.json({ code: 0, msg: 'The order service is busy, please try again', time: 0, data: null })),
    );
    const first = await renderConfirm();
    await first.user.click(screen.getByRole('button', { name: /Change delivery address$/ }));
    await overlayUser().click(await screen.findByRole('radio', { name: /Chen Li \(agent\)/ }));
    await overlayUser().click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('Chen Li (agent)'));
    await first.user.type(screen.getByRole('textbox', { name: 'Note to the shop' }), 'Pack each pair separately');

    await waitFor(() => expect(placeButton()).toBeEnabled());
    await first.user.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your order was not placed');
    expect(alert).toHaveTextContent('The order service is busy, please try again');
    expect(screen.getByRole('textbox', { name: 'Note to the shop' })).toHaveValue('Pack each pair separately');
    expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('Chen Li (agent)');
    // The preview is asked again after a failed place (the cart's prices may have moved): the
    // button comes back once it has answered.
    await waitFor(() => expect(placeButton()).toBeEnabled());
    const { list } = await ok('/api/account/addressList', {}, { token });
    const agentAddress = list.find((a) => a.name === 'Chen Li (agent)');
    const draft = JSON.parse(sessionStorage.getItem('checkout-draft:cart') ?? '{}') as Record<string, unknown>;
    expect(draft).toMatchObject({ addressId: agentAddress?.id, remark: 'Pack each pair separately' });

    // A reload: a new app on the same tab finds the draft.
    first.unmount();
    await renderConfirm();
    expect(screen.getByRole('textbox', { name: 'Note to the shop' })).toHaveValue('Pack each pair separately');
    await waitFor(() => expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('Chen Li (agent)'));
  });

  it('uses the same request key for a retry, so a repeated place cannot make two orders', async () => {
    const keys: string[] = [];
    server.use(
      http.post('*/api/order/place', async ({ request }) => {
        keys.push(String(((await request.json()) as { request_key?: string }).request_key));
        return HttpResponse.json({ code: 0, msg: 'Try again', time: 0, data: null });
      }),
    );
    const { user } = await renderConfirm();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await screen.findByRole('alert');
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).not.toBe('');
  });

  it('sends a stock shortfall (304) back to a cart the shopper can fix', async () => {
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const ring = cart.list.flatMap((g) => g.lines).find((l) => l.specs_title === 'Gold / Size 8');
    if (!ring) throw new Error('seed changed: no ring line');
    await ok('/api/commodity/shoppingCart', { ids: [ring.id], quantity: 30 }, { token });
    const { user, router } = await renderConfirm();
    expect(screen.getByText('Gold / Size 8 × 30')).toBeInTheDocument();

    // Meanwhile another order takes 20 of the 44 rings.
    await ok('/api/order/place', {
      source: 'buy_now', commodity_id: ring.commodity_id, items: [{ specs_id: ring.specs_id, quantity: 20 }],
      address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: 'elsewhere',
    }, { token });

    await waitFor(() => expect(placeButton()).toBeEnabled());
    await user.click(placeButton());
    // The baseQuery's dialog for 304 (spec section 8), listing the short items.
    const dialog = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => d.textContent.includes('Gold / Size 8'));
      if (!found) throw new Error('no stock dialog yet');
      return found;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Some items no longer have enough stock');

    await overlayUser().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/cart/cart'));
    const line = await screen.findByRole('listitem', { name: 'Gold / Size 8' }, { timeout: 5000 });
    expect(await within(line).findByText('Only 24 left')).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: 'Change to 24' })).toBeInTheDocument();
  });

  it('confirms a buy-now selection without touching the cart', async () => {
    await renderConfirm(links.confirmOrderBuyNow(10301, [{ specId: 1030101, quantity: 12 }]));
    expect(screen.getByText('Vintage Butterfly Stud Earrings')).toBeInTheDocument();
    expect(screen.getByText('Silver / 40 mm × 12')).toBeInTheDocument();
    expect(screen.queryByText('White / Pack of 10 × 22')).not.toBeInTheDocument();
  });

  it('says so when a buy-now link is malformed', async () => {
    renderWithProviders(null, { route: '/pages/business/order/confirmOrder?source=buy_now&goodsId=x', preloadedState: { session } });
    expect(await screen.findByText('This checkout link is incomplete.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/pages/tabbar/cart/cart');
  });

  it('a preview that could not be loaded offers to try again, and the way back to the goods', async () => {
    server.use(http.post('*/api/order/confirmOrder', () => HttpResponse.json({ code: 0, msg: 'Checkout is closed for a moment', data: null })));
    renderWithProviders(null, { route: links.confirmOrderBuyNow(10301, [{ specId: 1030101, quantity: 12 }]), preloadedState: { session } });
    expect(await screen.findByText('The order preview could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the goods' })).toHaveAttribute('href', links.goodsInfo(10301));
  });
});
