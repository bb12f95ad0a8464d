import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OrderQuantityStatistics } from '@/api/types';
import { links } from '@/lib/links';
import { server } from '@mocks/node';
import { ok as call } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { fakeOrder, orderCards, PAGE_TIMEOUT, recordCalls } from './order-test-kit';

const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

async function openList(status?: Parameters<typeof links.orderList>[0]) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: links.orderList(status), preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My orders' }, PAGE_TIMEOUT);
  return view;
}

describe('order list: tabs and counts', () => {
  it('labels each status tab with the count of the statistics call', async () => {
    const counts: OrderQuantityStatistics = { pending_payment: 2, paid: 5, shipped: 1, received: 0, after_sales: 3 };
    server.use(http.post('*/api/order/orderQuantityStatistics', () => ok(counts)));
    await openList();
    expect(await screen.findByRole('tab', { name: 'To pay (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Paid (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shipped (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'After-sales (3)' })).toBeInTheDocument();
    // Nothing to count, no number.
    expect(screen.getByRole('tab', { name: 'Received' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tab: the URL, the list call and the cards follow', async () => {
    const calls = recordCalls('/api/order/list');
    const { user, router } = await openList();
    expect((await orderCards()).length).toBeGreaterThan(3);
    await user.click(await screen.findByRole('tab', { name: /^Shipped/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('shipped'));
    expect(screen.getByRole('tab', { name: /^Shipped/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(calls.bodies.some((b) => b.status === 'shipped')).toBe(true));
    await waitFor(async () => {
      const cards = await orderCards();
      expect(cards.every((card) => within(card).queryByText('Shipped', { exact: true }))).toBe(true);
    });
  });

  it('opens on the tab of the link', async () => {
    await openList('paid');
    expect(await screen.findByRole('tab', { name: /^Paid/ })).toHaveAttribute('aria-selected', 'true');
    const cards = await orderCards();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getByText('Paid', { exact: true })).toBeInTheDocument();
  });
});

describe('order list: load more', () => {
  it('asks for the next page until the total is reached, then says so', async () => {
    const all = Array.from({ length: 23 }, (_, i) => fakeOrder(i + 1));
    const pages: number[] = [];
    server.use(
      http.post('*/api/order/list', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        pages.push(body.page);
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length });
      }),
      http.post('*/api/order/button', () => ok({ actions: [] })),
    );
    const { user } = await openList();
    await screen.findAllByRole('article');
    // The list asks for more as its end comes near (in the test DOM every row is "near"), or by the button.
    const more = screen.queryByRole('button', { name: 'Load more' });
    if (more) await user.click(more);
    await waitFor(() => expect(screen.getByText('No more')).toBeInTheDocument(), { timeout: 5000 });
    expect(pages).toEqual([1, 2, 3]);
    expect(await orderCards()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a retry when a later page fails, and keeps what it has', async () => {
    const all = Array.from({ length: 15 }, (_, i) => fakeOrder(i + 1));
    let failPage2 = true;
    server.use(
      http.post('*/api/order/list', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        if (body.page === 2 && failPage2) return HttpResponse.json({ code: 0, msg: 'Busy, try again', time: 0, data: null });
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length });
      }),
      http.post('*/api/order/button', () => ok({ actions: [] })),
    );
    const { user } = await openList();
    const retry = await screen.findByRole('button', { name: /try again/i }, { timeout: 5000 });
    expect(await orderCards()).toHaveLength(10);
    failPage2 = false;
    await user.click(retry);
    await waitFor(async () => expect(await orderCards()).toHaveLength(15));
  });

  it('shows a helpful empty state', async () => {
    server.use(http.post('*/api/order/list', () => ok({ list: [], total: 0 })));
    const { user, router } = await openList('received');
    expect(await screen.findByText('No orders here yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));
  });
});

describe('order list: after-sales tab', () => {
  it('lists the after-sales requests, each leading to its detail', async () => {
    const { user, router } = await openList('after_sales');
    const list = await screen.findByRole('list', { name: 'After-sales requests' }, PAGE_TIMEOUT);
    const link = await within(list).findByRole('link', { name: /^Order \S+ .*Return and refund/ });
    expect(within(list).getByText('Return and refund')).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/order/refundDetail/refundDetail'));
  });

  it('folds the lines beyond four into "+N", as order cards do', async () => {
    const { session } = await demoSession();
    const real = await call('/api/order/afterSalesList', { page: 1, limit: 10 }, { token: session['ba-user-token'] });
    const entry = real.list.at(0);
    const item = entry?.items.at(0);
    if (!entry || !item) throw new Error('seed changed: no after-sales request');
    const items = Array.from({ length: 6 }, (_, i) => ({ ...item, id: item.id + i * 1000, title: `Line ${String(i + 1)}` }));
    server.use(http.post('*/api/order/afterSalesList', () => ok({ ...real, list: [{ ...entry, items }], total: 1 })));
    await openList('after_sales');
    const list = await screen.findByRole('list', { name: 'After-sales requests' }, PAGE_TIMEOUT);
    const card = await within(list).findByRole('link', { name: /^Order \S+ .*Return and refund/ });
    expect(within(card).getAllByRole('img')).toHaveLength(4);
    expect(within(card).getByText('+2')).toBeInTheDocument();
  });
});
