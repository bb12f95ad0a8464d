import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { defaultAddressId, ok } from '@mocks/testing/call';
import { keptCartQueues } from '@tests/kept-cart-queue';
import { demoSession, type DemoSession } from '@tests/demo-session';
import { dialogUser, expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

/**
 * Issue 16: cart changes made offline wait on the device, in order, shown as "waiting to send";
 * they go when the connection is back, each result shown; ordering stays online-only.
 */
const CART = '/pages/tabbar/cart/cart';
const CARD = 'Dainty Foil-Stamped Earring Display Card';
let token = '';
let session: DemoSession['session'];
let networkGone = false;

beforeEach(async () => {
  ({ session } = await demoSession());
  token = session['ba-user-token'];
  networkGone = false;
  // The network at the edge: gone means no answer at all; otherwise the demo backend answers.
  server.use(http.post('*', () => (networkGone ? HttpResponse.error() : undefined)));
});

const line = (spec: string) => screen.getByRole('listitem', { name: spec });
const checkout = () => screen.getByRole('button', { name: /^Check out/ });

function goOffline() {
  networkGone = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  networkGone = false;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}
/** The demo backend's cart, read over the network edge (with the network there). */
async function serverLine(spec: string) {
  const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
  const found = cart.list.flatMap((g) => g.lines).find((l) => l.specs_title === spec);
  if (!found) throw new Error(`seed changed: no ${spec} line`);
  return found;
}

async function renderCart() {
  const view = renderWithProviders(null, { route: CART, preloadedState: { session } });
  await screen.findByRole('region', { name: CARD }, { timeout: 5000 });
  return view;
}

describe('the cart offline', () => {
  it('keeps a quantity changed offline on the device, says it waits, blocks checkout, and sends it when back online', async () => {
    const warn = expectedConsole('warn');
    const before = (await serverLine('White / Pack of 10')).quantity;
    const { user } = await renderCart();
    goOffline();
    expect(await screen.findByText('You are offline. Pages you have seen still open.')).toBeInTheDocument();

    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    expect(await within(line('White / Pack of 10')).findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByText('1 cart change is waiting to send. It goes when you are back online.')).toBeInTheDocument();
    expect(checkout()).toBeDisabled();
    expect(checkout()).toHaveAccessibleDescription('Needs a connection: available when you are back online');
    // Kept on the device (a reload keeps it), and not on the server yet.
    expect(keptCartQueues()).toContain(`"quantity":${String(before + 1)}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    networkGone = false;
    expect((await serverLine('White / Pack of 10')).quantity).toBe(before);
    networkGone = true;

    goOnline();
    expect(await screen.findByText(`${CARD} · White / Pack of 10: quantity sent`)).toBeInTheDocument();
    expect((await serverLine('White / Pack of 10')).quantity).toBe(before + 1);
    expect(within(line('White / Pack of 10')).queryByText('Waiting to send')).not.toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await waitFor(() => expect(keptCartQueues()).toBeNull());
    expect(warn.mock.calls.filter(([said]) => said !== 'request failed:')).toEqual([]);
  });

  it('a line whose stock ran out meanwhile says so and offers the stock that is left', async () => {
    const warn = expectedConsole('warn');
    const seeded = await serverLine('Gold / Size 8');
    await ok('/api/commodity/shoppingCart', { ids: [seeded.id], quantity: 10 }, { token });
    const ring = await serverLine('Gold / Size 8');
    const { user } = await renderCart();
    goOffline();
    await user.click(within(line('Gold / Size 8')).getByRole('button', { name: 'Increase quantity' }));
    expect(await within(line('Gold / Size 8')).findByText('Waiting to send')).toBeInTheDocument();

    // Meanwhile another buyer takes the stock down to two under the line's quantity.
    networkGone = false;
    const left = ring.quantity - 2;
    await ok('/api/order/place', {
      source: 'buy_now', commodity_id: 10006, items: [{ specs_id: ring.specs_id, quantity: ring.stock - left }],
      address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: 'meanwhile',
    }, { token });

    goOnline();
    const note = await screen.findByText(new RegExp(` · Gold / Size 8: only ${String(left)} left, your change was not made$`));
    await user.click(within(note.closest('li') ?? document.body).getByRole('button', { name: `Set to ${String(left)}` }));
    await waitFor(async () => expect((await serverLine('Gold / Size 8')).quantity).toBe(left));
    // A read that set out while the network was gone may have failed (and said so); nothing else.
    expect(warn.mock.calls.filter(([said]) => said !== 'request failed:')).toEqual([]);
  });

  it('a removal offline hides the line at once and is sent in order after the quantity before it', async () => {
    const warn = expectedConsole('warn');
    const { user } = await renderCart();
    goOffline();
    await user.click(within(line('White / Pack of 10')).getByRole('button', { name: 'Increase quantity' }));
    await within(line('White / Pack of 10')).findByText('Waiting to send');
    await user.click(screen.getByRole('button', { name: 'Remove Gold / Size 8' }));
    await dialogUser.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Gold / Size 8' })).not.toBeInTheDocument());
    expect(screen.getByText('2 cart changes are waiting to send. They go when you are back online.')).toBeInTheDocument();

    goOnline();
    expect(await screen.findByText(/Gold \/ Size 8: removed/)).toBeInTheDocument();
    const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
    expect(cart.list.flatMap((g) => g.lines).map((l) => l.specs_title)).not.toContain('Gold / Size 8');
    // A read that set out while the network was gone may have failed (and said so); nothing else.
    expect(warn.mock.calls.filter(([said]) => said !== 'request failed:')).toEqual([]);
  });
});
