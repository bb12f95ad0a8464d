import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { demoSession, type DemoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { groupDigits } from './bank-card-view';
import { payRedirect } from './payment-params';

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

  it('never lets a page pick a shop account as a destination, even asked to', async () => {
    renderWithProviders(null, {
      route: `${links.bankCar()}?select=1&redirect=${encodeURIComponent('/pages/business/balance/withdrawal?amount=50')}`,
      preloadedState: { session },
    });
    await screen.findByRole('article', { name: 'HSBC Hong Kong' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Use this account' })).not.toBeInTheDocument();
    expect(screen.queryByText('Choose the account to use.')).not.toBeInTheDocument();
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

  it('follows a payment redirect only to our paths or the configured payment host', () => {
    expect(payRedirect('/pages/business/pay/payStu?orderId=1', '')).toEqual({ internal: '/pages/business/pay/payStu?orderId=1' });
    expect(payRedirect('https://pay.example.com/x', 'pay.example.com')).toEqual({ external: 'https://pay.example.com/x' });
    expect(payRedirect('https://evil.example/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('http://pay.example.com/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('//evil.example/x', 'pay.example.com')).toBeNull();
    expect(payRedirect('https://pay.example.com/x', undefined)).toBeNull();
  });
});
