import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RootState } from '@/app/store';
import { renderWithProviders } from './render';
import { specRoutes } from './spec-lists';

const loggedIn: Partial<RootState> = {
  session: {
    user_info: { id: 1, token: 'tok', refresh_token: '', userCode: 'U1' },
    'ba-user-token': 'tok',
  } as RootState['session'],
};

describe('every route of docs/spec/routes.txt', () => {
  it('lists the spec routes', () => {
    expect(specRoutes.length).toBeGreaterThanOrEqual(46);
  });

  it.each(specRoutes)('%s renders a page, not the not-found view', async (route) => {
    renderWithProviders(null, { route, preloadedState: loggedIn });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows the not-found page with a way home for an unknown path', async () => {
    const { user, router } = renderWithProviders(null, { route: '/pages/nowhere/at-all' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tabbar/home/home'));
    // The dead address takes no place in history: Back does not lead to it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  // React Router matches in any case and with a trailing slash: each spelling it accepts renders
  // our page at its one spelling (README, "Odd URLs"), never "not TabBar page".
  it.each([
    ['/pages/tabbar/cart/cart/', '/pages/tabbar/cart/cart', 'Cart'],
    ['/pages/tabbar/Cart/cart', '/pages/tabbar/cart/cart', 'Cart'],
    ['/PAGES/TABBAR/HOME/HOME//?from=share#top', '/pages/tabbar/home/home?from=share#top', 'Home'],
    ['/pages/tabbar/user/user/', '/pages/tabbar/user/user', 'Me'],
    ['/pages/business/user/setUp/setup/', '/pages/business/user/setUp/setUp', 'Settings'],
    ['/pages/business/user/questions/QUESTIONS/?topic=2', '/pages/business/user/questions/questions?topic=2', 'Help centre'],
  ])('%s is put right as %s and shows its page', async (typed, canonical, heading) => {
    const { router } = renderWithProviders(null, { route: typed, preloadedState: loggedIn });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    const { pathname, search, hash } = router.state.location;
    expect(pathname + search + hash).toBe(canonical);
    expect(screen.queryByText(/Unexpected Application Error|not TabBar page/)).not.toBeInTheDocument();
  });

  it.each(['/pages/tabbar//cart/cart', '/pages/tabbar/cart/cart/extra', '/pages/tabbar/carts/cart'])(
    '%s, no page of ours, shows the not-found page',
    async (typed) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderWithProviders(null, { route: typed });
      expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeInTheDocument();
    },
  );

  it('sends a logged-out shopper from an account page to login, remembering where they were', async () => {
    const { router } = renderWithProviders(null, { route: '/pages/business/order/orderList?tab=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/pages/business/order/orderList?tab=2',
    );
  });
});
