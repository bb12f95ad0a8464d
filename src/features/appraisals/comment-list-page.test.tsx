import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Appraisal } from '@/api/types';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { ok, PAGE_TIMEOUT, recordCalls } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: ROUTES.commentList, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My reviews' }, PAGE_TIMEOUT);
  return view;
}

function appraisal(id: number, overrides: Partial<Appraisal> = {}): Appraisal {
  return {
    id,
    order_id: 1,
    commodity_id: 10_000 + id,
    commodity_title: `Pearl studs ${String(id)}`,
    specs_title: 'Gold / 6 mm',
    image: '',
    nickname: 'Lina',
    avatar: '',
    rating: 4,
    content: 'Good shine.',
    images: [],
    create_time: 1_780_000_000,
    reply: null,
    ...overrides,
  };
}

describe('my reviews', () => {
  it('asks for the shopper’s own reviews and shows them', async () => {
    const calls = recordCalls('/api/order/appraiseList');
    await open();
    const list = await screen.findByRole('list', { name: 'My reviews' }, PAGE_TIMEOUT);
    expect(within(list).getAllByText('Lovely plating, sold out in two weeks.').length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('img', { name: 'Rated 5 out of 5' }).length).toBeGreaterThan(0);
    expect(calls.bodies[0]).not.toHaveProperty('commodity_id');
  });

  it('shows the photos, the shop’s reply and links to the goods', async () => {
    server.use(
      http.post('*/api/order/appraiseList', () =>
        ok({ list: [appraisal(1, { images: ['https://img.example/a.jpg', 'https://img.example/b.jpg'], reply: 'Thank you!' })], total: 1 }),
      ),
    );
    // This review's goods has no picture (image ''): React refuses src="" (it would fetch the page again).
    const errors = vi.spyOn(console, 'error');
    onTestFinished(() => {
      errors.mockRestore();
    });
    const { user, router } = await open();
    expect(await screen.findByText('Thank you!', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith('An empty string'))).toEqual([]);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Pearl studs 1/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.goodsInfo));
    expect(router.state.location.search).toBe('?id=10001');
  });

  it('says how to write one when there are none', async () => {
    server.use(http.post('*/api/order/appraiseList', () => ok({ list: [], total: 0 })));
    const { user, router } = await open();
    expect(await screen.findByText('You have not reviewed anything yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.orderList));
  });

  it('grows a page at a time', async () => {
    const all = Array.from({ length: 22 }, (_, i) => appraisal(i + 1));
    const pages: number[] = [];
    server.use(
      http.post('*/api/order/appraiseList', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        pages.push(body.page);
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length });
      }),
    );
    await open();
    const list = await screen.findByRole('list', { name: 'My reviews' }, PAGE_TIMEOUT);
    await waitFor(() => expect(list.getAttribute('data-loaded')).toBe('22'), PAGE_TIMEOUT);
    expect(pages).toEqual([1, 2]);
  });
});
