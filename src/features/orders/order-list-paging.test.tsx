import { act, screen, waitFor, within } from '@testing-library/react';
import Toast from 'antd-mobile/es/components/toast';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@/api/types';
import { links } from '@/lib/links';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { dialogUser } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { actionOf, fakeOrder, orderCards, PAGE_TIMEOUT } from './order-test-kit';

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

interface ListBody {
  status: string;
  page: number;
  limit: number;
}

/**
 * A shop of 15 unpaid orders (two pages of 10) that lists by tab and cancels on request, and
 * remembers every list call it answered.
 */
function shopOfUnpaidOrders() {
  const orders: OrderSummary[] = Array.from({ length: 15 }, (_, i) => ({ ...fakeOrder(i + 1), status: 'pending_payment' }));
  const calls: ListBody[] = [];
  server.use(
    http.post('*/api/order/list', async ({ request }) => {
      const body = (await request.json()) as ListBody;
      calls.push(body);
      const listed = orders.filter((o) => body.status === 'all' || o.status === body.status);
      const start = (body.page - 1) * body.limit;
      return ok({ list: listed.slice(start, start + body.limit), total: listed.length });
    }),
    http.post('*/api/order/button', async ({ request }) => {
      const body = (await request.json()) as { id: number; action?: string };
      const order = orders.find((o) => o.id === body.id);
      if (order && body.action === 'cancel') order.status = 'cancelled';
      return ok({ actions: order?.status === 'pending_payment' ? ['cancel'] : [] });
    }),
  );
  return { calls };
}

const snOf = (id: number) => fakeOrder(id).order_sn;

beforeEach(() => {
  act(() => Toast.clear());
});

describe('order list: paging', () => {
  it('loads page 2 as the end nears, drops a cancelled order from page 2 after the refresh, and a tab change starts at page 1', async () => {
    const { calls } = shopOfUnpaidOrders();
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: links.orderList('pending_payment'), preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'My orders' }, PAGE_TIMEOUT);

    // Page 2 comes as the end of page 1 nears (in the test DOM every row is near), or by the foot's button.
    const more = screen.queryByRole('button', { name: 'Load more' });
    if (more) await user.click(more);
    await waitFor(async () => expect(await orderCards()).toHaveLength(15), PAGE_TIMEOUT);
    expect(await screen.findByText('No more')).toBeInTheDocument();
    expect(calls.map((c) => [c.status, c.page])).toEqual([
      ['pending_payment', 1],
      ['pending_payment', 2],
    ]);

    // Order 12 sits on page 2: after the cancel, both loaded pages are asked for again and it is gone.
    calls.length = 0;
    const card = await screen.findByRole('article', { name: `Order ${snOf(12)}` }, PAGE_TIMEOUT);
    await user.click(await actionOf(card, 'Cancel order'));
    const title = await screen.findByText(`Cancel order ${snOf(12)}?`, {}, PAGE_TIMEOUT);
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('the question is not in a dialog');
    await dialogUser.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: `Order ${snOf(12)}` })).not.toBeInTheDocument(), PAGE_TIMEOUT);
    expect(await orderCards()).toHaveLength(14);
    expect(screen.getByRole('article', { name: `Order ${snOf(15)}` })).toBeInTheDocument();
    expect(calls.map((c) => c.page)).toEqual([1, 2]);

    // Another tab is its own list, from page 1.
    calls.length = 0;
    await user.click(screen.getByRole('tab', { name: /^All/ }));
    await waitFor(() => expect(calls.at(0)).toMatchObject({ status: 'all', page: 1 }));
    await waitFor(async () => expect(await orderCards()).toHaveLength(15), PAGE_TIMEOUT);
    expect(calls.filter((c) => c.status === 'all').map((c) => c.page)).toEqual([1, 2]);
  });
});
