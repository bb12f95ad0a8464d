import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { cartCountReceived } from '@/state/cart-slice';
import { unreadCountReceived } from '@/state/unread-slice';

// A home tab with local state, to see whether switching tabs keeps it.
vi.mock('@/features/home/home-page', () => ({
  default: function CountingHome() {
    const [count, setCount] = useState(0);
    return (
      <main>
        <h1>Home</h1>
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          tapped {count}
        </button>
      </main>
    );
  },
}));

describe('app shell', () => {
  it('keeps a tab page state when the shopper switches tabs and back', async () => {
    const { user, router } = renderWithProviders(null, { route: '/pages/tabbar/home/home' });
    const counter = await screen.findByRole('button', { name: 'tapped 0' }, PAGE_TIMEOUT);
    await user.click(counter);
    await user.click(counter);
    expect(screen.getByRole('button', { name: 'tapped 2' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByText('Categories'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/class/class'));
    expect(await screen.findByRole('heading', { name: 'Categories' }, PAGE_TIMEOUT)).toBeVisible();

    await user.click(within(nav).getByText('Home'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));
    expect(await screen.findByRole('button', { name: 'tapped 2' })).toBeInTheDocument();
  });

  it('shows the five tabs in spec order with cart and message badges', async () => {
    const { store } = renderWithProviders(null, { route: '/pages/tabbar/class/class' });
    await screen.findByRole('heading', { name: 'Categories' }, PAGE_TIMEOUT);
    const labels = ['Home', 'Categories', 'Messages', 'Cart', 'Me'];
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const items = labels.map((l) => within(nav).getByText(l, { exact: true }));
    items.slice(1).forEach((item, i) => {
      expect(items[i]?.compareDocumentPosition(item)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    act(() => {
      store.dispatch(cartCountReceived(12));
      store.dispatch(unreadCountReceived(150));
    });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('navbar back pops history, and goes home when there is none', async () => {
    const { user, router } = renderWithProviders(null, { route: '/pages/business/search/search' });
    await screen.findByRole('heading', { name: 'Search' }, PAGE_TIMEOUT);
    // Opened directly: no earlier entry, so back leads home.
    await user.click(screen.getByText('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));

    await act(() => router.navigate('/pages/business/user/questions/questions'));
    await screen.findByRole('heading', { name: 'Help centre' }, PAGE_TIMEOUT);
    await user.click(screen.getByText('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));
  });
});
