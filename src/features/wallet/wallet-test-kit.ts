import { screen } from '@testing-library/react';
import type { LedgerEntry, Withdrawal } from '@/api/types';
import { demoSession } from '@tests/demo-session';
import { PAGE_TIMEOUT } from '@tests/page-kit';
import { renderWithProviders, type RenderWithProvidersOptions } from '@tests/render';

export type Preloaded = NonNullable<RenderWithProvidersOptions['preloadedState']>;

/** Renders a wallet route logged in as the demo account and waits for its title. */
export async function openWallet(route: string, title: string, extra: Preloaded = {}, locale: RenderWithProvidersOptions['locale'] = 'en') {
  const preloadedState = { ...(await demoSession()), ...extra };
  const view = renderWithProviders(null, { route, preloadedState, locale });
  await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);
  return view;
}

export function fakeEntry(id: number, overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id,
    kind: 'payment',
    title: `Order SO${String(id).padStart(6, '0')}`,
    amount: '-10.00',
    balance_after: '100.00',
    status: 'completed',
    order_sn: `SO${String(id).padStart(6, '0')}`,
    pay_method: 'balance',
    create_time: 1_780_000_000 - id * 60,
    ...overrides,
  };
}

export function fakeWithdrawal(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    withdrawal_sn: `WD${String(id).padStart(8, '0')}`,
    amount: '200.00',
    fee: '2.00',
    actual_amount: '198.00',
    status: 'pending',
    bank: { bank_name: 'Crédit Lyonnais', account_name: 'Lina Chen', account_no: '**********5Z02', branch: 'Lyon', swift: 'CRLYFRPP' },
    reject_reason: '',
    create_time: 1_780_000_000 - id * 60,
    finish_time: null,
    ...overrides,
  };
}
