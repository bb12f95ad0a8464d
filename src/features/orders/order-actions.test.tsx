import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/constants';
import { links } from '@/lib/links';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { holdCalls } from '@tests/request-recorder';
import { actionOf, cardWithStatus, PAGE_TIMEOUT, recordCalls } from './order-test-kit';

async function openList() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: links.orderList(), preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My orders' }, PAGE_TIMEOUT);
  return view;
}

const idOf = (search: string, name: string) => Number(new URLSearchParams(search).get(name));

describe('order actions from the button call', () => {
  it('offers only what the server allows for each state', async () => {
    await openList();
    const shipped = await cardWithStatus('Shipped');
    await actionOf(shipped, 'Track parcel');
    expect(within(shipped).queryByRole('button', { name: 'Change address' })).not.toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    const pending = await cardWithStatus('To pay');
    await actionOf(pending, 'Pay now');
    await actionOf(pending, 'Change address');
    expect(within(pending).queryByRole('button', { name: 'Track parcel' })).not.toBeInTheDocument();
  });

  it('holds the row of buttons, with nothing to press, until the button call answers', async () => {
    const buttons = holdCalls('/api/order/button');
    await openList();
    const pending = await cardWithStatus('To pay');
    // The card is drawn at its full height (an unseen button holds the row), but offers nothing yet.
    expect(within(pending).queryByRole('group', { name: /^Actions for order / })).not.toBeInTheDocument();
    expect(within(pending).queryAllByRole('button')).toEqual([]);
    // What holds the row: a button-sized label, out of the accessibility tree.
    expect(within(pending).getByText('Buy again').closest('[aria-hidden="true"]')).not.toBeNull();
    buttons.release();
    await actionOf(pending, 'Pay now');
  });

  it('folds the quiet actions behind More when they do not fit one row', async () => {
    const { user } = await openList();
    const paid = await cardWithStatus('Paid');
    const group = await within(paid).findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
    await within(group).findByRole('button', { name: 'Return or refund' }, PAGE_TIMEOUT);
    const shown = within(group).getAllByRole('button').map((b) => b.textContent);
    expect(shown).toEqual(['More', 'Return or refund', 'Buy again']);
    const pending = await cardWithStatus('To pay');
    const pendingGroup = await within(pending).findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
    await within(pendingGroup).findByRole('button', { name: 'Pay now' }, PAGE_TIMEOUT);
    expect(within(pendingGroup).getAllByRole('button').map((b) => b.textContent)).toEqual(['More', 'Cancel order', 'Pay now']);
    await user.click(within(group).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: /^More for order / });
    expect(within(sheet).getAllByRole('button').map((b) => b.textContent).slice(1)).toEqual(['Note to the shop', 'Change address', 'Request invoice']);
  });

  it('buy again puts the order back in the cart and goes there', async () => {
    const calls = recordCalls('/api/order/againOrder');
    const { user, router, store } = await openList();
    const before = store.getState().cart.carNum;
    const cancelled = await cardWithStatus('Cancelled');
    await user.click(await actionOf(cancelled, 'Buy again'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/cart/cart'));
    expect(calls.bodies).toHaveLength(1);
    expect(calls.bodies[0]?.order_id).toEqual(expect.any(Number));
    await waitFor(() => expect(store.getState().cart.carNum).toBeGreaterThan(before));
  });

  it('changes the address of an order not yet shipped, and the list refreshes', async () => {
    const change = recordCalls('/api/order/changeAddress');
    const list = recordCalls('/api/order/list');
    const { user } = await openList();
    const paid = await cardWithStatus('Paid');
    await waitFor(() => expect(list.bodies.length).toBeGreaterThan(0));
    const listCalls = list.bodies.length;
    await user.click(await actionOf(paid, 'Change address'));
    const sheet = await screen.findByRole('dialog', { name: 'Deliver to another address' });
    await user.click(await within(sheet).findByRole('button', { name: /^Deliver to Chen Li \(agent\)/ }));
    await waitFor(() => expect(change.bodies).toHaveLength(1));
    expect(Object.keys(change.bodies[0] ?? {}).sort()).toEqual(['address_id', 'order_id']);
    expect(Object.values(change.bodies[0] ?? {}).every((v) => typeof v === 'number')).toBe(true);
    expect(await screen.findByText('Delivery address updated', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(list.bodies.length).toBeGreaterThan(listCalls));
  });

  it('says the addresses did not come when their call gets no answer, not that there are none, and "Try again" brings them', async () => {
    let reachable = false;
    // Unreachable: no answer at all. Reachable: the demo's own handler.
    server.use(http.post('*/api/account/addressList', () => (reachable ? undefined : HttpResponse.error())));
    const { user } = await openList();
    const paid = await cardWithStatus('Paid');
    // The transport reports each call that got no answer.
    const warned = expectedConsole('warn');
    await user.click(await actionOf(paid, 'Change address'));
    const sheet = await screen.findByRole('dialog', { name: 'Deliver to another address' });
    expect(await within(sheet).findByText('Your addresses could not be loaded.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(sheet).queryByText('You have no saved addresses.')).not.toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('request failed'), expect.anything());

    reachable = true;
    await user.click(within(sheet).getByRole('button', { name: 'Try again' }));
    expect(await within(sheet).findByRole('button', { name: /^Deliver to Chen Li \(agent\)/ }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(sheet).queryByText('Your addresses could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps the note to the seller within 140 characters and saves it', async () => {
    const calls = recordCalls('/api/order/editOrderRemark');
    const { user } = await openList();
    const pending = await cardWithStatus('To pay');
    await user.click(await actionOf(pending, 'Note to the shop'));
    const sheet = await screen.findByRole('dialog', { name: 'Note to the shop' });
    const field = within(sheet).getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(field).toHaveValue('Gold only if possible.'));
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(LIMITS.inputMaxLength + 15));
    expect((field as HTMLTextAreaElement).value).toHaveLength(LIMITS.inputMaxLength);
    expect(within(sheet).getByText(`${String(LIMITS.inputMaxLength)}/${String(LIMITS.inputMaxLength)}`)).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.bodies).toHaveLength(1));
    expect(String(calls.bodies[0]?.remark)).toHaveLength(LIMITS.inputMaxLength);
    expect(await screen.findByText('Note saved', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('shows the parcel: carrier, tracking number and traces', async () => {
    const { user } = await openList();
    const shipped = await cardWithStatus('Shipped');
    await user.click(await actionOf(shipped, 'Track parcel'));
    const sheet = await screen.findByRole('dialog', { name: 'Parcel tracking' });
    expect(await within(sheet).findByText('Picked up at the Yiwu warehouse')).toBeInTheDocument();
    expect(within(sheet).getByText('Carrier')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: /^Copy / })).toBeInTheDocument();
  });

  it.each([
    ['To pay', 'Pay now', '/pages/business/pay/pay', 'orderId'],
    ['Paid', 'Return or refund', '/pages/business/order/refundDetail/refundEdit', 'orderId'],
    ['Paid', 'Request invoice', '/pages/business/invoicing/invoiceApplication', 'orderId'],
    ['Received', 'Review', '/pages/business/order/evalauteOrder', 'orderId'],
  ])('%s: %s leads to its page with the order', async (status, action, path, param) => {
    const { user, router } = await openList();
    const card = await cardWithStatus(status);
    await user.click(await actionOf(card, action));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(idOf(router.state.location.search, param)).toBeGreaterThan(0);
  });
});
