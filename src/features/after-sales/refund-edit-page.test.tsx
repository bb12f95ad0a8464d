import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AfterSalesSummary, OrderDetail, OrderListResult, Paged } from '@/api/types';
import { links } from '@/lib/links';
import { toCents } from '@/lib/validation';
import { requestRefund } from '@tests/after-sales-requests';
import { demoCall, demoSession, PAGE_TIMEOUT, recordCalls } from '@tests/demo-session';
import { pageGone, pageGoneKeepingPictures } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';

type DemoState = Awaited<ReturnType<typeof demoSession>>;

async function firstOrder(state: DemoState, status: 'paid' | 'received'): Promise<OrderDetail> {
  const page = await demoCall<OrderListResult>(state, '/api/order/list', { status, page: 1, limit: 10 });
  const summary = page.list.at(0);
  if (!summary) throw new Error(`no ${status} order in the demo data`);
  return demoCall<OrderDetail>(state, '/api/order/details', { id: summary.id });
}

async function openForm(route: string, state: DemoState) {
  const view = renderWithProviders(null, { route, preloadedState: state });
  await screen.findByRole('heading', { level: 1, name: 'Request after-sales' }, PAGE_TIMEOUT);
  return view;
}

const amountField = () => screen.getByRole('textbox', { name: 'Refund amount' });
const capOnScreen = async () => {
  const hint = await screen.findByText(/^Up to \$/, {}, PAGE_TIMEOUT);
  return (/\$([\d,.]+)/.exec(hint.textContent)?.at(1) ?? '').replace(/,/g, '');
};

describe('after-sales request: new', () => {
  it('claims the order lines, checks the amount against what was paid, applies and shows the progress', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'paid');
    const apply = recordCalls('/api/order/applyAfterSales');
    const preview = recordCalls('/api/order/confirmAfterSales');
    const { user, router, store } = await openForm(links.refundEdit(order.id), state);

    // A paid order that has not shipped: refund only, chosen already; the amount starts at the cap.
    const type = await screen.findByRole('listbox', { name: 'Request type' }, PAGE_TIMEOUT);
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(1));
    await waitFor(() => expect(within(type).getByRole('option', { name: /Refund only/ })).toHaveAttribute('aria-selected', 'true'));
    const cap = await capOnScreen();
    expect(toCents(cap)).toBeGreaterThan(0);
    await waitFor(() => expect(amountField()).toHaveValue(cap));

    // More than the cap is refused before anything is sent, and the bar states no total for it.
    const bar = () => screen.getByRole('button', { name: 'Submit request' }).parentElement;
    expect(bar()).toHaveTextContent(`Refund $${Number(cap).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await user.clear(amountField());
    await user.type(amountField(), ((toCents(cap) ?? 0) / 100 + 0.01).toFixed(2));
    expect(bar()).not.toHaveTextContent('Refund');
    await user.click(screen.getByRole('option', { name: 'Arrived damaged' }));
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(/^The amount cannot be more than/)).toBeInTheDocument();
    // So are three decimals.
    await user.clear(amountField());
    await user.type(amountField(), '1.005');
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Use at most two decimal places')).toBeInTheDocument();
    expect(apply.bodies).toHaveLength(0);

    await user.clear(amountField());
    await user.type(amountField(), '1.5');
    expect(bar()).toHaveTextContent('Refund $1.50');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Two posts bent.');
    const previews = preview.bodies.length;
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundProgress'), PAGE_TIMEOUT);
    // The preview is not asked again about lines that now have a case (the server would refuse).
    expect(preview.bodies).toHaveLength(previews);
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(apply.bodies).toHaveLength(1);
    expect(apply.bodies[0]).toMatchObject({
      order_id: order.id,
      type: 'refund_only',
      reason: 'damaged',
      amount: '1.50',
      description: 'Two posts bent.',
      images: [],
      items: order.items.map((i) => ({ order_item_id: i.id, quantity: i.quantity })),
    });
    const steps = await screen.findByRole('region', { name: 'Progress of the request' }, PAGE_TIMEOUT);
    expect(within(steps).getAllByText('Under review').length).toBeGreaterThan(0);
  });

  it('offers only lines without a case, lowers the cap with the pieces claimed, and sends nothing without a line', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'received');
    const preview = recordCalls('/api/order/confirmAfterSales');
    const { user } = await openForm(links.refundEdit(order.id), state);
    const before = toCents(await capOnScreen()) ?? 0;
    const open = order.items.filter((i) => i.after_sales_id === null);
    const line = open.at(0);
    if (!line) throw new Error('no open line');
    const pieces = screen.getByRole('group', { name: `Pieces of ${line.title}` });
    await user.click(within(pieces).getByRole('button', { name: /decrease|minus|−|-/i }));
    await waitFor(async () => expect(toCents(await capOnScreen()) ?? 0).toBeLessThan(before));
    // Only lines without a case are offered, and the preview is asked about those.
    expect(preview.bodies[0]?.order_item_ids).toEqual(open.map((i) => i.id));
    expect(screen.getAllByRole('checkbox', { name: /^Include / })).toHaveLength(open.length);
    // Nothing claimed, nothing to send.
    for (const item of open) await user.click(screen.getByRole('checkbox', { name: `Include ${item.title}` }));
    expect(await screen.findByText('Choose at least one item.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeDisabled();
  });

  it('offers return and refund once the goods have arrived', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'received');
    await openForm(links.refundEdit(order.id), state);
    const type = await screen.findByRole('listbox', { name: 'Request type' }, PAGE_TIMEOUT);
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(2));
    expect(within(type).getByRole('option', { name: /Return and refund/ })).toBeInTheDocument();
  });
});

describe('after-sales request: edit', () => {
  it('changes a request while it is under review', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'paid');
    const id = await requestRefund(state, order, { reason: 'quality', amount: '2.00', description: 'First try' });
    const edit = recordCalls('/api/order/editAppyAfterSales');
    const { user, router } = await openForm(links.refundEdit(order.id, id), state);
    await waitFor(() => expect(amountField()).toHaveValue('2.00'), PAGE_TIMEOUT);
    expect(screen.getByRole('option', { name: 'Quality problem' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('First try');
    // The lines of a request are fixed once it is made.
    expect(screen.queryByRole('checkbox', { name: /^Include / })).not.toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '3');
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundProgress'), PAGE_TIMEOUT);
    expect(edit.bodies[0]).toMatchObject({ id, step: 'application', type: 'refund_only', reason: 'quality', amount: '3.00', description: 'First try' });
  });

  it('refuses to edit a request the shop has already settled', async () => {
    const state = await demoSession();
    const cases = await demoCall<Paged<AfterSalesSummary>>(state, '/api/order/afterSalesList', { page: 1, limit: 10 });
    const settled = cases.list.find((c) => c.status !== 'under_review' && c.status !== 'rejected');
    if (!settled) throw new Error('no settled case in the demo data');
    const edit = recordCalls('/api/order/editAppyAfterSales');
    const { user, router } = await openForm(links.refundEdit(settled.order_id, settled.id), state);
    expect(await screen.findByText('This request can no longer be changed', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Refund amount' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View the request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundDetail'));
    expect(edit.bodies).toHaveLength(0);
  });
});

describe('after-sales request: what was typed', () => {
  it('comes back after a reload: type, reason, amount and description, the amount not reset to the cap', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'paid');
    const first = await openForm(links.refundEdit(order.id), state);
    await capOnScreen();
    await first.user.click(await screen.findByRole('option', { name: 'Arrived damaged' }));
    await first.user.clear(amountField());
    await first.user.type(amountField(), '1.5');
    await first.user.type(screen.getByRole('textbox', { name: 'Description' }), 'Two posts bent.');

    pageGone(first);
    await openForm(links.refundEdit(order.id), state);
    await capOnScreen();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Two posts bent.');
    expect(screen.getByRole('option', { name: 'Arrived damaged' })).toHaveAttribute('aria-selected', 'true');
    expect(amountField()).toHaveValue('1.5');
  });

  it('gives back the photos as the shopper left them: one the request had taken out, one added', async () => {
    const state = await demoSession();
    const order = await firstOrder(state, 'paid');
    const before = 'data:image/png;base64,YmVmb3Jl';
    const id = await requestRefund(state, order, { reason: 'quality', amount: '2.00', description: 'Clasp broken', images: [before] });
    const photos = () => screen.getByRole('group', { name: 'Photos of the problem' });
    const first = await openForm(links.refundEdit(order.id, id), state);
    await screen.findByRole('group', { name: 'Photos of the problem' }, PAGE_TIMEOUT);
    expect(await within(photos()).findByRole('img', { name: 'Photos of the problem, image 1' }, PAGE_TIMEOUT)).toHaveAttribute('src', before);
    await first.user.click(within(photos()).getByRole('button', { name: 'Remove image 1' }));
    await first.user.upload(within(photos()).getByLabelText('Add a photo', { selector: 'input' }), new File(['clasp'], 'clasp.png', { type: 'image/png' }));
    await waitFor(() => expect(within(photos()).queryByText('Uploading…')).not.toBeInTheDocument());
    await pageGoneKeepingPictures(first);

    const edit = recordCalls('/api/order/editAppyAfterSales');
    const { user } = await openForm(links.refundEdit(order.id, id), state);
    await screen.findByRole('group', { name: 'Photos of the problem' }, PAGE_TIMEOUT);
    const added = 'data:image/png;base64,Y2xhc3A=';
    // The request's own photo shows until the device has answered (a few milliseconds).
    await waitFor(() => expect(within(photos()).getByRole('img', { name: 'Photos of the problem, image 1' })).toHaveAttribute('src', added));
    expect(within(photos()).queryByRole('img', { name: 'Photos of the problem, image 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit changes' }));
    await waitFor(() => expect(edit.bodies).toHaveLength(1), PAGE_TIMEOUT);
    expect(edit.bodies[0]).toMatchObject({ id, images: [added], description: 'Clasp broken' });
  });
});
