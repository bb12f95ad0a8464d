import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAddressId, ok } from '@mocks/testing/call';
import { keptCartQueues } from '@tests/kept-cart-queue';
import { demoSession, type DemoSession } from '@tests/demo-session';
import { PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const CART = '/pages/tabbar/cart/cart';
let token = '';
let session: DemoSession['session'];

beforeEach(async () => {
  ({ session } = await demoSession());
  token = session['ba-user-token'];
});

/** The demo account's seeded cart: 3 goods, one line each, all selected (see mocks/). */
async function renderCart() {
  const view = renderWithProviders(null, { route: CART, preloadedState: { session } });
  await screen.findByRole('region', { name: 'Dainty Foil-Stamped Earring Display Card' }, { timeout: 5000 });
  return view;
}

/** antd-mobile's dialogs and sheets ignore pointers while they animate in; the test DOM never finishes the animation. */
const overlayUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const group = (title: string) => screen.getByRole('region', { name: title });
const line = (spec: string) => screen.getByRole('listitem', { name: spec });
const checkout = () => screen.getByRole('button', { name: /^Check out/ });

describe('cart page', () => {
  it('asks a logged-out shopper to log in, and comes back to the cart after', async () => {
    const { user, router } = renderWithProviders(null, { route: CART });
    expect(await screen.findByText('Your cart is waiting', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(CART);
  });

  it('offers the catalogue when the cart is empty', async () => {
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    await ok('/api/commodity/delSpecsShoppingCart', { ids: cart.list.flatMap((g) => g.lines.map((l) => l.id)) }, { token });
    const { user, router } = renderWithProviders(null, { route: CART, preloadedState: { session } });
    expect(await screen.findByText('Your cart is empty', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse the catalogue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/class/class'));
  });

  it('prices the selection at each level: one spec, a goods, everything', async () => {
    const { user } = await renderCart();
    // Everything selected: 51.04 + 44.24 + 2.36 = 97.64 − 4.88 member + 15.00 shipping.
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (3)'));
    // The total holds shipping and the member discount: each is a row of the summary (issue 13).
    const summary = await screen.findByRole('region', { name: 'Summary' });
    await waitFor(() =>
      expect(summary).toHaveTextContent('Items (30 pieces)$97.64Member discount (Gold)−$4.88Shipping$15.00Total$107.76'),
    );

    await user.click(within(line('Gold / Size 8')).getByRole('checkbox'));
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (2)'));
    await waitFor(async () => {
      const selected = await ok('/api/Commodity/getSelectedShoppingCart', {}, { token });
      expect(selected.list.map((g) => g.commodity_id)).toEqual([12001, 10301]);
    });
    // 95.28 − 4.76 member + 15.00 shipping.
    await waitFor(() => expect(summary).toHaveTextContent('Shipping$15.00Total$105.52'));

    await user.click(screen.getByRole('checkbox', { name: 'Select all options of Vintage Butterfly Stud Earrings' }));
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (1)'));

    const all = screen.getByRole('checkbox', { name: 'All' });
    expect(all).not.toBeChecked();
    await user.click(all);
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (3)'));
    await user.click(all);
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (0)'));
    expect(checkout()).toBeDisabled();
  });

  it("says in the bar what of its total is shipping, and nothing once shipping is free", async () => {
    const { user } = await renderCart();
    // The lines (97.64), less the member discount (4.88), plus shipping: the bar's total can be
    // followed from the screen without scrolling to the summary.
    const bar = () => screen.getByRole('button', { name: /^Check out/ }).parentElement!;
    await waitFor(() => expect(bar()).toHaveTextContent('Total$107.76Check out (3)30 piecesYou save $4.88incl. shipping $15.00'));

    // 130 display cards (130 × 2.16 = 280.80 of goods) take the cart over $299: shipping is free.
    const input = within(line('White / Pack of 10')).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '130');
    await user.tab();
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('ShippingFree'), { timeout: 5000 });
    expect(bar()).not.toHaveTextContent('shipping');
  });

  it('says how many more pieces reach the next tier, and follows the stepper', async () => {
    const { user } = await renderCart();
    const card = group('Dainty Foil-Stamped Earring Display Card');
    expect(await within(card).findByText('Add 28 more pieces for $2.16 each')).toBeInTheDocument();
    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    expect(await within(card).findByText('Add 27 more pieces for $2.16 each')).toBeInTheDocument();
    await waitFor(async () => {
      const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
      expect(cart.list[0]?.lines[0]?.quantity).toBe(23);
    });
  });

  it('sends a quantity changed just before the shopper leaves for another tab', async () => {
    const { user } = await renderCart();
    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    // Within the stepper's pause: the cart tab is hidden (kept, its effects cleaned up).
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(async () => {
      const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
      expect(cart.list[0]?.lines[0]?.quantity).toBe(23);
    });
  });

  it('sends a quantity at once when the phone switches to another app, not after the pause', async () => {
    const { user, store } = await renderCart();
    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    const writes = () => Object.values(store.getState().api.mutations).filter((m) => m?.endpointName === 'shoppingCart');
    expect(writes()).toEqual([]);
    // Hidden: a phone may freeze the page from here on, so the write cannot wait for its timer.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(writes()).toHaveLength(1);
    visibility.mockRestore();
    await waitFor(async () => {
      const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
      expect(cart.list[0]?.lines[0]?.quantity).toBe(23);
    });
  });

  it('keeps a quantity changed just before a reload, and sends it when the shop starts again', async () => {
    const { user, unmount } = await renderCart();
    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    // Within the stepper's pause the page goes away: pagehide, and nothing of it runs after its
    // listeners (no render, no effect). What the device holds then is what the next start reads.
    let kept: string | null = null;
    const lastListener = () => (kept = keptCartQueues());
    window.addEventListener('pagehide', lastListener, { once: true });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    unmount();
    expect(kept).toContain('"quantity":23');
    const before = await ok('/api/commodity/shoppingCartList', {}, { token });
    expect(before.list[0]?.lines[0]?.quantity).toBe(22);

    await renderCart();
    expect(await screen.findByText('Your cart changes were sent', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(line('White / Pack of 10')).getByRole('spinbutton')).toHaveValue('23');
    const after = await ok('/api/commodity/shoppingCartList', {}, { token });
    expect(after.list[0]?.lines[0]?.quantity).toBe(23);
    expect(keptCartQueues()).toBeNull();
  });

  it('clamps quantities between the minimum order and the stock', async () => {
    await renderCart();
    // One spec of a goods with a minimum of 10: it cannot go under 10; the ring stops at its stock.
    const card = within(line('White / Pack of 10')).getByRole('spinbutton');
    expect(card).toHaveAttribute('aria-valuemin', '10');
    expect(card).toHaveAttribute('aria-valuemax', '294');
    const ring = within(line('Gold / Size 8')).getByRole('spinbutton');
    expect(ring).toHaveAttribute('aria-valuemin', '1');
    expect(ring).toHaveAttribute('aria-valuemax', '44');
  });

  it('removes a spec only after the shopper confirms, and the badge follows', async () => {
    const { user, store } = await renderCart();
    await user.click(screen.getByRole('button', { name: 'Remove Gold / Size 8' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 item will be removed from your cart.')).toBeInTheDocument();
    await overlayUser().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(line('Gold / Size 8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Gold / Size 8' }));
    await overlayUser().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Gold / Size 8' })).not.toBeInTheDocument());
    expect(store.getState().cart.carNum).toBe(2);
  });

  it('keeps a coupon that does not reach its threshold aside, and applies it once it does', async () => {
    const { user } = await renderCart();
    await user.click(await screen.findByText('Coupon'));
    const sheet = await screen.findByText('Choose a coupon');
    const coupons = sheet.parentElement ?? document.body;
    expect(within(coupons).getByText('Spend $2.36 more to use it')).toBeInTheDocument();
    const tenOff = within(coupons).getByRole('radio', { name: '$10.00 off over $100.00' });
    expect(tenOff).toBeDisabled();

    // One more pair of earrings (+$6.32) takes the goods over $100.
    await overlayUser().click(within(coupons).getByRole('button', { name: 'Done' }));
    await user.click(within(line('Silver / 40 mm')).getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByText('Coupon'));
    const enabled = await screen.findByRole('radio', { name: '$10.00 off over $100.00' });
    await waitFor(() => expect(enabled).toBeEnabled());
    await overlayUser().click(enabled);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Coupon−$10.00'));
  });

  it('offers a coupon for one category only once its goods reach it, as checkout does', async () => {
    const { user } = await renderCart();
    // $97.64 of goods reaches the earrings-only coupon's $50.00, but the earrings are $44.24 of it.
    expect(await screen.findByText('None available')).toBeInTheDocument();
    await user.click(screen.getByText('Coupon'));
    const tenPercent = await screen.findByRole('radio', { name: '10% off' });
    expect(tenPercent).toBeDisabled();
    const row = tenPercent.closest('.adm-list-item') as HTMLElement;
    expect(row).toHaveTextContent('Does not apply to this selection');
    expect(row).toHaveTextContent('Earrings only');
    await overlayUser().click(screen.getByRole('button', { name: 'Done' }));

    // One more pair of earrings (+$6.32) takes them to $50.56 (and the goods over $100).
    await user.click(within(line('Silver / 40 mm')).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('2 available')).toBeInTheDocument();
    await user.click(screen.getByText('Coupon'));
    const usable = await screen.findByRole('radio', { name: '10% off' });
    expect(usable.closest('.adm-list-item')).toHaveTextContent('On orders from $50.00');
    await overlayUser().click(usable);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent('Coupon−$5.06'));
  });

  it('marks a line whose stock ran short and lets the shopper fix it', async () => {
    // Another order took most of the ring's stock after 30 were put in the cart.
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    const ringLine = cart.list.flatMap((g) => g.lines).find((l) => l.specs_title === 'Gold / Size 8');
    if (!ringLine) throw new Error('seed changed: no ring line');
    await ok('/api/commodity/shoppingCart', { ids: [ringLine.id], quantity: 30 }, { token });
    await ok('/api/order/place', {
      source: 'buy_now', commodity_id: 10006, items: [{ specs_id: ringLine.specs_id, quantity: 20 }],
      address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: 'another-order',
    }, { token });

    const { user } = await renderCart();
    const ring = line('Gold / Size 8');
    expect(await within(ring).findByText('Only 24 left')).toBeInTheDocument();
    expect(within(ring).getByRole('checkbox')).toBeDisabled();
    await waitFor(() => expect(checkout()).toHaveTextContent('Check out (2)'));

    await user.click(within(ring).getByRole('button', { name: 'Change to 24' }));
    expect(await within(line('Gold / Size 8')).findByText('24 in stock')).toBeInTheDocument();
    expect(within(line('Gold / Size 8')).getByRole('checkbox')).toBeEnabled();
    await waitFor(async () => {
      const after = await ok('/api/commodity/shoppingCartList', {}, { token });
      expect(after.list.flatMap((g) => g.lines).find((l) => l.id === ringLine.id)).toMatchObject({ quantity: 24, problem: null });
    });
  });
});
