import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { ok, PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const USER = '/pages/tabbar/user/user';

/**
 * A shortcut's name: its label, then the hidden count. Browsers keep the space that opens the
 * hidden text; the test DOM's name computation drops it, so either reading is accepted.
 */
const shortcut = (label: string, count: string) => new RegExp(`^${label.replace(/[-]/g, '\\-')} ?${count}$`);

describe('user tab', () => {
  it('shows a guest the way in and no account data', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderWithProviders(null, { route: USER });
    expect(await screen.findByRole('link', { name: 'Log in or register' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/pages/login/login?redirect=%2Fpages%2Ftabbar%2Fuser%2Fuser',
    );
    expect(screen.queryByText(/Member ID/)).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/account/userInfo');
    expect(asked).not.toContain('/api/order/orderQuantityStatistics');
    server.events.removeAllListeners();
  });

  it('shows the shopper, the balance and each order shortcut with its count', async () => {
    server.use(
      http.post('*/api/order/orderQuantityStatistics', () =>
        HttpResponse.json({ code: 1, msg: '', time: 0, data: { pending_payment: 2, paid: 0, shipped: 1, received: 0, after_sales: 120 } }),
      ),
    );
    const preloadedState = await demoSession();
    renderWithProviders(null, { route: USER, preloadedState });
    const user = preloadedState.session.user_info;
    if (!user) throw new Error('no demo user');
    expect(await screen.findByText(user.nickname || user.username, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(`Member ID ${user.userCode}`)).toBeInTheDocument();

    // Each shortcut's name holds what it shows (axe's label-content-name-mismatch), then the count.
    const toPay = await screen.findByRole('link', { name: shortcut('To pay', '2 orders') });
    expect(toPay).not.toHaveAttribute('aria-label');
    expect(toPay).toHaveAttribute('href', '/pages/business/order/orderList?status=pending_payment');
    expect(within(toPay).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shortcut('To ship', 'no orders') })).toHaveAttribute('href', '/pages/business/order/orderList?status=paid');
    expect(screen.getByRole('link', { name: shortcut('Shipped', '1 order') })).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: shortcut('After-sales', '120 orders') })).getByText('99+')).toBeInTheDocument();

    const wallet = screen.getByRole('navigation', { name: 'Wallet' });
    await waitFor(() => expect(within(wallet).getByRole('link', { name: /Balance/ })).toHaveTextContent(/\$[\d,]+\.\d{2}/));
    for (const name of ['Addresses', 'Invoices', 'Membership', 'My reviews', 'Invite friends', 'Help and feedback', 'Settings']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
  });

  it('names the membership level as the membership page does, not by its number', async () => {
    const preloadedState = await demoSession();
    const user = preloadedState.session.user_info;
    if (!user) throw new Error('no demo user');
    const level = 2;
    preloadedState.session.user_info = { ...user, level };
    const names = ['Member', 'Silver', 'Gold', 'Platinum', 'Diamond'];
    server.use(
      http.post('*/api/account/userInfo', () => ok({ userInfo: { ...user, level, token: undefined, refresh_token: undefined } })),
      http.post('*/api/account/vipGradeList', () =>
        ok({
          list: names.map((name, i) => ({ id: i + 1, level: i, name, icon: '', threshold: '0.00', discount: '1.00', benefits: [] })),
          current_level: level,
          total_spend: '0.00',
          next_level_gap: null,
        }),
      ),
    );
    renderWithProviders(null, { route: USER, preloadedState });
    const link = await screen.findByRole('link', { name: 'Membership level: Gold' }, PAGE_TIMEOUT);
    expect(link).toHaveAttribute('href', ROUTES.membershipLevel);
    expect(link).toHaveTextContent(/^Gold$/);
    expect(screen.queryByText('Level 2')).not.toBeInTheDocument();
  });
});
