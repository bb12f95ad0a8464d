import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { GoodsGrid } from './goods-grid';
import type { GoodsCardData } from './goods-card';

const goods = (n: number): GoodsCardData[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Goods ${String(i + 1)}`,
    image: `/img/${String(i + 1)}.jpg`,
    price: '9.80',
    original_price: '12.50',
    min_order_qty: 12,
    labels: i % 3 === 0 ? [{ id: 1, name: 'New', color: '#b8860b' }] : [],
  }));

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('GoodsGrid', () => {
  it('keeps a 10 000-goods list under 300 DOM nodes, wherever it is scrolled', async () => {
    scrollWindowTo(0);
    renderWithProviders(<GoodsGrid items={goods(10_000)} status="nomore" onLoadMore={vi.fn()} label="Results" />);
    const list = await screen.findByRole('list', { name: 'Results' });
    const counts: number[] = [];
    for (const y of [0, 40_000, 400_000, 10_000_000]) {
      act(() => scrollWindowTo(y));
      counts.push(list.querySelectorAll('*').length);
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(300);
    }
    // Far down the list the cards near the scroll position are the ones rendered.
    expect(screen.queryByRole('link', { name: /Goods 1 / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Goods 10000/ })).toBeInTheDocument();
    // The grid is still mounted: it re-renders for the scroll, inside act like any update a test causes.
    act(() => scrollWindowTo(0));
  });

  it('shows each card with its from-price, first-tier price, MOQ and label', async () => {
    scrollWindowTo(0);
    renderWithProviders(<GoodsGrid items={goods(3)} status="nomore" onLoadMore={vi.fn()} label="Results" />);
    const card = await screen.findByRole('link', { name: /Goods 1\b/ });
    expect(card).toHaveTextContent('from $9.80');
    expect(card).toHaveTextContent('$12.50');
    expect(card).toHaveTextContent('Min. order 12 pcs');
    expect(card).toHaveTextContent('New');
    expect(card).toHaveAttribute('href', '/pages/business/goods/goodsInfo?id=1');
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('asks for the next page when the end comes near, and not when there is no more', async () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    renderWithProviders(<GoodsGrid items={goods(6)} status="loadmore" onLoadMore={onLoadMore} label="Results" />);
    await screen.findByRole('list', { name: 'Results' });
    expect(onLoadMore).toHaveBeenCalled();
  });

  it('does not ask for more when the list is complete', async () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    renderWithProviders(<GoodsGrid items={goods(6)} status="nomore" onLoadMore={onLoadMore} label="Results" />);
    await screen.findByRole('list', { name: 'Results' });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers a retry when a later page failed, instead of loading on its own', async () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    const { user } = renderWithProviders(
      <GoodsGrid items={goods(6)} status="loadmore" failed onLoadMore={onLoadMore} label="Results" />,
    );
    await screen.findByRole('list', { name: 'Results' });
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Could not load more. Tap to try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('holds the places of the page on its way, so arriving cards land there and nothing below moves', async () => {
    // Near the end of the 20 cards (the test DOM: four columns of 319 px cards, 768 px window).
    scrollWindowTo(1200);
    renderWithProviders(<GoodsGrid items={goods(20)} total={30} status="loading" onLoadMore={vi.fn()} label="Results" />);
    let list = await screen.findByRole('list', { name: 'Results' });
    await screen.findByRole('link', { name: /Goods 20\b/ });
    const heightWhileLoading = list.style.height;
    const firstPlace = list.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(firstPlace).not.toBeNull();
    // Placeholders are not goods: the list holds the 20 cards it has, says it is busy, and
    // announces each card as one of the whole 30.
    expect(list).toHaveAttribute('data-loaded', '20');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30');
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The placeholders are the loading state: no foot under them to be pushed down.
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    cleanup();

    // The last page has landed: card 21 sits where the first placeholder was, the height is the same.
    renderWithProviders(<GoodsGrid items={goods(30)} total={30} status="nomore" onLoadMore={vi.fn()} label="Results" />);
    list = await screen.findByRole('list', { name: 'Results' });
    const card21 = await screen.findByRole('link', { name: /Goods 21\b/ });
    expect(list.style.height).toBe(heightWhileLoading);
    expect(list.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(card21.closest<HTMLElement>('[role="listitem"]')?.style.transform).toBe(firstPlace?.style.transform);
    act(() => scrollWindowTo(0));
  });

  it('holds no places when the list is complete or the next page failed', async () => {
    scrollWindowTo(0);
    renderWithProviders(<GoodsGrid items={goods(6)} total={40} status="loadmore" failed onLoadMore={vi.fn()} label="Results" />);
    const list = await screen.findByRole('list', { name: 'Results' });
    await screen.findByRole('link', { name: /Goods 6\b/ });
    expect(list.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
    cleanup();
    renderWithProviders(<GoodsGrid items={goods(6)} total={40} status="loadmore" onLoadMore={vi.fn()} label="Results" />);
    await screen.findByRole('link', { name: /Goods 6\b/ });
    expect(screen.getByRole('list', { name: 'Results' }).querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('adds the waterfall a row at a time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      scrollWindowTo(0);
      renderWithProviders(<GoodsGrid items={goods(8)} status="nomore" onLoadMore={vi.fn()} label="Recommended" waterfall />);
      const list = await screen.findByRole('list', { name: 'Recommended' });
      const first = list.querySelectorAll('[role="listitem"]').length;
      expect(first).toBeLessThan(8);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200 * 8);
      });
      expect(list.querySelectorAll('[role="listitem"]').length).toBe(8);
    } finally {
      vi.useRealTimers();
    }
  });
});
