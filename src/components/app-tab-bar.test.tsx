import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { renderWithProviders } from '@tests/render';
import { AppTabBar } from './app-tab-bar';

// Issue 13: the tab bar is the main navigation landmark, each tab a link a keyboard reaches, the
// current one announced; a badge's number is said with what it counts.
describe('the tab bar', () => {
  it('is a navigation of five links, the current page marked, reachable with Tab', async () => {
    const { user, router } = renderWithProviders(<AppTabBar active={ROUTES.cart} />, { route: ROUTES.cart });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const tabs = within(nav).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Home', 'Categories', 'Messages', 'Cart', 'Me']);
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.filter((t) => t.hasAttribute('aria-current'))).toHaveLength(1);

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(ROUTES.class);
  });

  it('says what the badges count', async () => {
    renderWithProviders(<AppTabBar active={ROUTES.home} />, { preloadedState: { cart: { carNum: 3 }, unread: { msgNum: 150 } } });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: /^Cart\s*3 items in the cart$/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Messages\s*150 unread messages$/ })).toHaveTextContent('99+');
  });
});
