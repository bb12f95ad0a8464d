import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { expectedConsole, ok, PAGE_TIMEOUT, recordCalls } from '@tests/page-kit';
import { fakeEntry, openWallet } from './wallet-test-kit';

const open = () => openWallet(ROUTES.balance, 'Balance');

describe('balance page', () => {
  it('shows the balance and the ledger, money in and out signed', async () => {
    server.use(
      http.post('*/api/account/balanceOrderList', () =>
        ok({
          list: [
            fakeEntry(1, { kind: 'recharge', title: 'Recharge', amount: '+500.00', balance_after: '1234.50' }),
            fakeEntry(2, { title: 'Order SO1', amount: '-35.50', balance_after: '734.50' }),
            fakeEntry(3, { kind: 'recharge', title: 'Recharge pending', amount: '+80.00', balance_after: '', status: 'pending' }),
          ],
          total: 3,
          balance: '1234.50',
        }),
      ),
    );
    await open();
    expect(await screen.findByText('$1,234.50', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    const ledger = await screen.findByRole('list', { name: 'Balance activity' });
    const rows = within(ledger).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('+$500.00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('−$35.50')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Balance $734.50')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('filters the ledger by kind', async () => {
    const calls = recordCalls('/api/account/balanceOrderList');
    const { user } = await open();
    await screen.findByRole('list', { name: 'Balance activity' }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await waitFor(() => expect(calls.bodies.some((b) => b.kind === 'withdrawal')).toBe(true));
    await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Balance activity' })).getAllByRole('listitem');
      expect(rows.every((row) => /withdraw/i.test(row.textContent))).toBe(true);
    }, PAGE_TIMEOUT);
  });

  it('loads the next page as the end nears, until the total is reached', async () => {
    const all = Array.from({ length: 26 }, (_, i) => fakeEntry(i + 1));
    const pages: number[] = [];
    server.use(
      http.post('*/api/account/balanceOrderList', async ({ request }) => {
        const body = (await request.json()) as { page: number; limit: number };
        pages.push(body.page);
        const start = (body.page - 1) * body.limit;
        return ok({ list: all.slice(start, start + body.limit), total: all.length, balance: '100.00' });
      }),
    );
    await open();
    const ledger = await screen.findByRole('list', { name: 'Balance activity' }, PAGE_TIMEOUT);
    // Rows are virtualized: the list tells how many it holds, not how many are drawn.
    // The end of the first page is on screen, so the next page is asked for without a tap.
    const size = () => ledger.getAttribute('data-loaded');
    await waitFor(() => expect(size()).toBe('26'), PAGE_TIMEOUT);
    expect(pages).toEqual([1, 2]);
    expect(within(ledger).getAllByRole('listitem').length).toBeLessThan(26);
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('invites a first top-up when there is no activity', async () => {
    server.use(http.post('*/api/account/balanceOrderList', () => ok({ list: [], total: 0, balance: '0.00' })));
    const { user, router } = await open();
    expect(await screen.findByText('No balance activity yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    // The hero's button, and the empty ledger's way on (a link).
    expect(screen.getByRole('button', { name: 'Top up' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Top up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.recharge));
  });

  it('offers a retry when the ledger fails', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/balanceOrderList', () => {
        calls += 1;
        return calls <= 1 ? HttpResponse.error() : undefined;
      }),
    );
    const warn = expectedConsole('warn');
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Try again' }, PAGE_TIMEOUT));
    expect(await screen.findByRole('list', { name: 'Balance activity' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('request failed:', 'Failed to fetch');
  });

  it('leads to top-up, withdrawal and both histories', async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('link', { name: 'Withdrawal history' }, PAGE_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.withdrawalRecord));
  });
});
