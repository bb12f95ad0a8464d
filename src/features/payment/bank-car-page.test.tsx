import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { demoSession, type DemoSession } from '../../../tests/demo-session';
import { renderWithProviders } from '../../../tests/render';
import { groupDigits } from './bank-card-view';
import { payRedirect, withBankCard } from './payment-params';

let session: DemoSession['session'];

beforeEach(async () => {
  ({ session } = await demoSession());
});

describe('bank card page', () => {
  it('lists the shop accounts with a copy button per field', async () => {
    const { user, store } = renderWithProviders(null, { route: links.bankCar(), preloadedState: { session } });
    const card = await screen.findByRole('article', { name: 'HSBC Hong Kong' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Copy SWIFT / BIC' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('HSBCHKHHHKH');
    await waitFor(() => expect(store.getState().ui.toasts.at(-1)?.text).toEqual({ message: expect.objectContaining({ id: 'common.copied' }) as unknown }));
    expect(screen.queryByRole('button', { name: 'Use this account' })).not.toBeInTheDocument();
  });

  it('hands the chosen account back to the page that asked, on its own path only', async () => {
    const { user, router } = renderWithProviders(null, {
      route: links.bankCar(true, '/pages/business/balance/withdrawal?amount=50'),
      preloadedState: { session },
    });
    const card = await screen.findByRole('article', { name: 'HSBC Hong Kong' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Use this account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/balance/withdrawal'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('amount')).toBe('50');
    expect(query.get('bankCardId')).toBe('2');
  });
});

describe('other payers page', () => {
  it('lists the agents with a way to call each', async () => {
    renderWithProviders(null, { route: links.otherList(1), preloadedState: { session } });
    expect(await screen.findByText('Louis Martin', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Louis Martin' })).toHaveAttribute('href', 'tel:+33612345678');
  });
});

describe('payment helpers', () => {
  it('groups account numbers by four', () => {
    expect(groupDigits('6217850000001234567')).toBe('6217 8500 0000 1234 567');
  });

  it('adds bankCardId to the return path and keeps its query', () => {
    expect(withBankCard('/a/b?x=1#h', 3)).toBe('/a/b?x=1&bankCardId=3#h');
  });

  it('follows a payment redirect only to our paths or the configured payment host', () => {
    expect(payRedirect('/pages/business/pay/payStu?orderId=1', '')).toEqual({ internal: '/pages/business/pay/payStu?orderId=1' });
    expect(payRedirect('https://pay.example.com/x', 'pay.example.com')).toEqual({ external: 'https://pay.example.com/x' });
    expect(payRedirect('https://evil.example/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('http://pay.example.com/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('//evil.example/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('https://pay.example.com/x', undefined)).toBeNull();
  });
});
