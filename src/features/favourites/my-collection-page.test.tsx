import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GoodsCard } from '@/api/types';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { ok, PAGE_TIMEOUT, recordCalls, refused } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open() {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route: ROUTES.myCollection, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Favourites' }, PAGE_TIMEOUT);
  return view;
}

const grid = () => screen.findByRole('list', { name: 'My favourites' }, PAGE_TIMEOUT);

function goods(id: number): GoodsCard {
  return {
    id,
    title: `Hoop earrings ${String(id)}`,
    image: '',
    price: '1.20',
    original_price: '1.50',
    min_order_qty: 12,
    labels: [],
    sales: 0,
    is_collect: true,
  };
}

describe('favourites', () => {
  it('asks for the shopper’s favourites and shows them as cards linking to the goods', async () => {
    const calls = recordCalls('/api/commodity/commodityList');
    await open();
    const cards = within(await grid()).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(calls.bodies[0]).toMatchObject({ is_collect: true, page: 1 });
    const link = within(cards[0]).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/pages\/business\/goods\/goodsInfo\?id=\d+$/);
    expect(screen.getByText(/^6 pieces saved$/)).toBeInTheDocument();
  });

  it('removes a favourite at once and tells the server', async () => {
    const collect = recordCalls('/api/commodity/collect');
    const { user } = await open();
    const first = within(await grid()).getAllByRole('listitem')[0];
    const remove = within(first).getByRole('button', { name: /^Remove .+ from favourites$/ });
    const title = /^Remove (.+) from favourites$/.exec(remove.getAttribute('aria-label') ?? '')?.[1] ?? '';
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${title} from favourites` })).not.toBeInTheDocument());
    await waitFor(() => expect(collect.bodies).toEqual([{ commodity_id: expect.any(Number) as number, collect: false }]));
    expect(await screen.findByText('Removed from favourites', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('puts the card back when the server refuses the removal', async () => {
    server.use(
      http.post('*/api/commodity/commodityList', () => ok({ list: [goods(1), goods(2)], total: 2 })),
      http.post('*/api/commodity/collect', () => refused('Please try again later')),
    );
    const { user } = await open();
    await grid();
    await user.click(screen.getByRole('button', { name: 'Remove Hoop earrings 1 from favourites' }));
    expect(await screen.findByText('Please try again later', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Hoop earrings 1 from favourites' })).toBeInTheDocument();
  });

  it('invites browsing when there are no favourites', async () => {
    server.use(http.post('*/api/commodity/commodityList', () => ok({ list: [], total: 0 })));
    const { user, router } = await open();
    expect(await screen.findByText('No favourites yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse the catalogue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.class));
  });

  it('grows a page at a time', async () => {
    const all = Array.from({ length: 30 }, (_, i) => goods(i + 1));
    const pages: number[] = [];
    server.use(
      http.post('*/api/commodity/commodityList', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        pages.push(body.page);
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length });
      }),
    );
    await open();
    const list = await grid();
    await waitFor(() => expect(list.getAttribute('data-loaded')).toBe('30'), PAGE_TIMEOUT);
    expect(pages).toEqual([1, 2]);
  });
});
