import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AfterSalesSummary, OrderDetail, OrderListResult, Paged } from '@/api/types';
import { links } from '@/lib/links';
import { configureDemo } from '@mocks/lib/settings';
import { requestRefund } from '@tests/after-sales-requests';
import { demoCall, demoSession, PAGE_TIMEOUT, recordCalls } from '@tests/demo-session';
import { pageGone } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';

type DemoState = Awaited<ReturnType<typeof demoSession>>;

async function settledCase(state: DemoState): Promise<AfterSalesSummary> {
  const cases = await demoCall<Paged<AfterSalesSummary>>(state, '/api/order/afterSalesList', { page: 1, limit: 10 });
  const found = cases.list.find((c) => c.status === 'refunded');
  if (!found) throw new Error('no refunded case in the demo data');
  return found;
}

/** A return on the received order's open line, approved at once by the shop. */
async function approvedReturn(state: DemoState): Promise<number> {
  const page = await demoCall<OrderListResult>(state, '/api/order/list', { status: 'received', page: 1, limit: 10 });
  const order = await demoCall<OrderDetail>(state, '/api/order/details', { id: page.list[0]?.id ?? 0 });
  const line = order.items.find((i) => i.after_sales_id === null);
  if (!line) throw new Error('no open line');
  const preview = await demoCall<{ max_amount: string }>(state, '/api/order/confirmAfterSales', { order_id: order.id, order_item_ids: [line.id] });
  configureDemo({ reviewAfter: 0 });
  const { id } = await demoCall<{ id: number }>(state, '/api/order/applyAfterSales', {
    order_id: order.id,
    items: [{ order_item_id: line.id, quantity: line.quantity }],
    type: 'return_refund',
    reason: 'wrong_item',
    amount: preview.max_amount,
    description: 'Silver sent instead of gold.',
    images: [],
  });
  return id;
}

describe('after-sales detail', () => {
  it('shows a refunded return: its status, the return parcel, the facts, and only the progress to look at', async () => {
    const state = await demoSession();
    const settled = await settledCase(state);
    const { user, router } = renderWithProviders(null, { route: links.refundDetail(settled.id), preloadedState: state });
    await screen.findByRole('heading', { level: 1, name: 'After-sales details' }, PAGE_TIMEOUT);
    expect(await screen.findByText('The money is back in your balance.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Return address' });
    expect(within(address).getByText(/DHL Express/)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Request details' });
    expect(within(facts).getByText(settled.after_sales_sn)).toBeInTheDocument();
    expect(within(facts).getByText('Arrived damaged')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: settled.order_sn })).toBeInTheDocument();
    const actions = await screen.findByRole('group', { name: 'Request actions' }, PAGE_TIMEOUT);
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['View progress']);
    await user.click(within(actions).getByRole('button', { name: 'View progress' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundProgress'));
  });

  it('takes the return parcel once the shop approves a return', async () => {
    const state = await demoSession();
    const id = await approvedReturn(state);
    const send = recordCalls('/api/order/editAppyAfterSales');
    const { user } = renderWithProviders(null, { route: links.refundDetail(id), preloadedState: state });
    const actions = await screen.findByRole('group', { name: 'Request actions' }, PAGE_TIMEOUT);
    await user.click(within(actions).getByRole('button', { name: 'Enter return tracking' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enter return tracking' });
    const carriers = within(sheet).getByRole('listbox', { name: 'Carrier' });
    await waitFor(() => expect(within(carriers).getAllByRole('option').length).toBeGreaterThan(0));
    // A tracking number that is no tracking number is caught before sending.
    await user.type(within(sheet).getByRole('textbox', { name: 'Tracking number' }), 'abc');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm return shipping' }));
    expect(await within(sheet).findByText('Use 6 to 40 letters, digits or dashes')).toBeInTheDocument();
    expect(within(sheet).getByText('Choose the carrier')).toBeInTheDocument();
    expect(send.bodies).toHaveLength(0);

    const carrier = within(carriers).getAllByRole('option').at(0);
    if (!carrier) throw new Error('no carrier');
    await user.click(carrier);
    await user.clear(within(sheet).getByRole('textbox', { name: 'Tracking number' }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Tracking number' }), 'SF1234567890');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm return shipping' }));
    await waitFor(() => expect(send.bodies).toHaveLength(1));
    expect(send.bodies[0]).toMatchObject({ id, step: 'return_shipping', tracking_no: 'SF1234567890' });
    expect(typeof send.bodies[0]?.logistics_company_id).toBe('number');
    expect(await screen.findByText('We will refund you as soon as the parcel arrives.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('gives back a tracking number typed before a reload when the sheet is opened again', async () => {
    const state = await demoSession();
    const id = await approvedReturn(state);
    const route = links.refundDetail(id);
    const first = renderWithProviders(null, { route, preloadedState: state });
    const openSheet = async (user: typeof first.user) => {
      const actions = await screen.findByRole('group', { name: 'Request actions' }, PAGE_TIMEOUT);
      await user.click(within(actions).getByRole('button', { name: 'Enter return tracking' }));
      return screen.findByRole('dialog', { name: 'Enter return tracking' });
    };
    let sheet = await openSheet(first.user);
    await first.user.type(within(sheet).getByRole('textbox', { name: 'Tracking number' }), 'SF1234567890');
    pageGone(first);

    const second = renderWithProviders(null, { route, preloadedState: state });
    sheet = await openSheet(second.user);
    expect(within(sheet).getByRole('textbox', { name: 'Tracking number' })).toHaveValue('SF1234567890');
  });

  it('offers to change a request under review', async () => {
    const state = await demoSession();
    const page = await demoCall<OrderListResult>(state, '/api/order/list', { status: 'paid', page: 1, limit: 10 });
    const order = await demoCall<OrderDetail>(state, '/api/order/details', { id: page.list[0]?.id ?? 0 });
    const id = await requestRefund(state, order, { reason: 'other', amount: '1.00' });
    const { user, router } = renderWithProviders(null, { route: links.refundDetail(id), preloadedState: state });
    expect(await screen.findByText('The shop is reviewing your request. You can still change it.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    const actions = await screen.findByRole('group', { name: 'Request actions' }, PAGE_TIMEOUT);
    await user.click(within(actions).getByRole('button', { name: 'Change request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundEdit'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('orderId'), params.get('id')]).toEqual([String(order.id), String(id)]);
  });
});

describe('after-sales progress', () => {
  it('shows every step of a settled return, with nothing left to come', async () => {
    const state = await demoSession();
    const settled = await settledCase(state);
    renderWithProviders(null, { route: links.refundProgress(settled.id), preloadedState: state });
    await screen.findByRole('heading', { level: 1, name: 'After-sales progress' }, PAGE_TIMEOUT);
    const steps = await screen.findByRole('region', { name: 'Progress of the request' }, PAGE_TIMEOUT);
    for (const label of ['Under review', 'Approved', 'Return in progress', 'Refunded']) {
      expect(within(steps).getByText(label)).toBeInTheDocument();
    }
    expect(within(steps).queryByText('Next')).not.toBeInTheDocument();
  });

  it('shows a new refund under review, then approval and refund still to come', async () => {
    const state = await demoSession();
    const page = await demoCall<OrderListResult>(state, '/api/order/list', { status: 'paid', page: 1, limit: 10 });
    const order = await demoCall<OrderDetail>(state, '/api/order/details', { id: page.list[0]?.id ?? 0 });
    const id = await requestRefund(state, order, { reason: 'missing_item', amount: '1.00', pieces: 'one' });
    renderWithProviders(null, { route: links.refundProgress(id), preloadedState: state });
    const steps = await screen.findByRole('region', { name: 'Progress of the request' }, PAGE_TIMEOUT);
    expect(within(steps).getAllByText('Under review').length).toBeGreaterThan(0);
    expect(within(steps).getAllByText('Next')).toHaveLength(2);
    expect(within(steps).getByText('Refunded')).toBeInTheDocument();
  });

  it('says so when the request does not exist', async () => {
    const state = await demoSession();
    const { user, router } = renderWithProviders(null, { route: links.refundProgress(987_654), preloadedState: state });
    expect(await screen.findByText('This after-sales request could not be loaded.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=after_sales'));
  });
});
