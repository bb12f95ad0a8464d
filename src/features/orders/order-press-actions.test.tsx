import { act, screen, waitFor, within } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { demoCall, demoSession, type DemoSession } from '@tests/demo-session';
import { dialogUser } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { actionOf, cardWithStatus, PAGE_TIMEOUT, recordCalls } from './order-test-kit';

async function openList(state?: DemoSession) {
  const preloadedState = state ?? (await demoSession());
  const view = renderWithProviders(null, { route: links.orderList(), preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My orders' }, PAGE_TIMEOUT);
  return view;
}

// antd-mobile's imperative toast outlives the previous test's cleanup; each test reads only its own.
beforeEach(() => {
  act(() => Toast.clear());
});

/** The order number a card is labelled with ('Order ACC…'), to find the same card again. */
const snOf = (card: HTMLElement) => (card.getAttribute('aria-label') ?? '').replace(/^Order /, '');
const cardOf = (sn: string) => screen.findByRole('article', { name: `Order ${sn}` }, PAGE_TIMEOUT);
const idOf = (card: HTMLElement) =>
  Number(new URL(within(card).getByRole('link', { name: /^ACC\d+/ }).getAttribute('href') ?? '', 'http://x').searchParams.get('id'));

/** The confirmation antd-mobile's Dialog.confirm shows, found by its question. */
async function question(text: string | RegExp) {
  const title = await screen.findByText(text, {}, PAGE_TIMEOUT);
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('the question is not in a dialog');
  return dialog;
}

describe('cancel an unpaid order', () => {
  it('asks first; keeping the order changes nothing, cancelling it refreshes the card and the counts', async () => {
    const press = recordCalls('/api/order/button');
    const { user } = await openList();
    expect(await screen.findByRole('tab', { name: 'To pay (1)' }, PAGE_TIMEOUT)).toBeInTheDocument();
    const pending = await cardWithStatus('To pay');
    const sn = snOf(pending);

    await user.click(await actionOf(pending, 'Cancel order'));
    let dialog = await question(`Cancel order ${sn}?`);
    expect(within(dialog).getByText(/coupon you used returns/)).toBeInTheDocument();
    await dialogUser.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByText(`Cancel order ${sn}?`)).not.toBeInTheDocument(), { timeout: 5000 });
    expect(press.bodies.filter((b) => 'action' in b)).toEqual([]);

    await user.click(await actionOf(await cardOf(sn), 'Cancel order'));
    dialog = await question(`Cancel order ${sn}?`);
    await dialogUser.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(press.bodies.filter((b) => 'action' in b)).toEqual([{ id: idOf(pending), action: 'cancel' }]);
    await waitFor(async () => expect(within(await cardOf(sn)).getByText('Cancelled', { exact: true })).toBeInTheDocument(), PAGE_TIMEOUT);
    await actionOf(await cardOf(sn), 'Buy again');
    expect(within(await cardOf(sn)).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'To pay' }, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('keeps the page as it was when the shop refuses (the order was paid meanwhile), with the shop’s reason', async () => {
    const state = await demoSession();
    const { user } = await openList(state);
    const pending = await cardWithStatus('To pay');
    const sn = snOf(pending);
    const cancel = await actionOf(pending, 'Cancel order');
    // Paid from another device after this page loaded: the card still offers to cancel.
    await demoCall(state, '/api/payment/orderPay', { order_id: idOf(pending), pay_method: 'balance' });
    const lists = recordCalls('/api/order/list');
    await user.click(cancel);
    await dialogUser.click(within(await question(`Cancel order ${sn}?`)).getByRole('button', { name: 'Cancel order' }));
    const reason = await screen.findByText('This order is already paid and can no longer be cancelled. Apply for a refund instead.', {}, PAGE_TIMEOUT);
    expect(within(reason.closest<HTMLElement>('[role="dialog"]') ?? document.body).getByText('Prompt')).toBeInTheDocument();
    expect(screen.queryByText('Order cancelled')).not.toBeInTheDocument();
    expect(lists.bodies).toEqual([]);
    expect(within(await cardOf(sn)).getByText('To pay', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To pay (1)' })).toBeInTheDocument();
  });
});

describe('confirm receipt of a shipped order', () => {
  it('on the list: asks, then the card moves to received with review offered, and the counts follow', async () => {
    const press = recordCalls('/api/order/button');
    const { user } = await openList();
    expect(await screen.findByRole('tab', { name: 'Shipped (1)' }, PAGE_TIMEOUT)).toBeInTheDocument();
    const shipped = await cardWithStatus('Shipped');
    const sn = snOf(shipped);
    const group = await within(shipped).findByRole('group', { name: `Actions for order ${sn}` }, PAGE_TIMEOUT);
    await within(group).findByRole('button', { name: 'Confirm receipt' }, PAGE_TIMEOUT);
    // Tracking stays beside confirming: the shopper checks the parcel before saying it arrived.
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['More', 'Track parcel', 'Confirm receipt']);

    await user.click(within(group).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await question(`Have you received order ${sn}?`);
    await dialogUser.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Receipt confirmed', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(press.bodies.filter((b) => 'action' in b)).toEqual([{ id: idOf(shipped), action: 'confirm_receipt' }]);
    await waitFor(async () => expect(within(await cardOf(sn)).getByText('Received', { exact: true })).toBeInTheDocument(), PAGE_TIMEOUT);
    await actionOf(await cardOf(sn), 'Review');
    expect(await screen.findByRole('tab', { name: 'Shipped' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Received/ })).toHaveAccessibleName('Received (2)');
  });

  it('on the detail: not yet changes nothing; confirming updates the status and the actions in place', async () => {
    const press = recordCalls('/api/order/button');
    const { user } = await openList();
    await user.click(within(await cardWithStatus('Shipped')).getByRole('link', { name: /^ACC\d+/ }));
    await screen.findByRole('heading', { level: 1, name: 'Order details' }, PAGE_TIMEOUT);
    const bar = await screen.findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
    const sn = (bar.getAttribute('aria-label') ?? '').replace(/^Actions for order /, '');

    await user.click(await within(bar).findByRole('button', { name: 'Confirm receipt' }, PAGE_TIMEOUT));
    await dialogUser.click(within(await question(`Have you received order ${sn}?`)).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByText(`Have you received order ${sn}?`)).not.toBeInTheDocument(), { timeout: 5000 });
    expect(press.bodies.filter((b) => 'action' in b)).toEqual([]);

    await user.click(within(bar).getByRole('button', { name: 'Confirm receipt' }));
    await dialogUser.click(within(await question(`Have you received order ${sn}?`)).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Receipt confirmed', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    const timeline = await screen.findByRole('group', { name: 'Order progress' });
    await waitFor(() => expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent('Received'), PAGE_TIMEOUT);
    const after = await screen.findByRole('group', { name: `Actions for order ${sn}` });
    expect(await within(after).findByRole('button', { name: 'Review' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
  });
});
