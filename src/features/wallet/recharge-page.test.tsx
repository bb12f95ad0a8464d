import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { initialSysConfigState } from '@/state/sys-config-slice';
import { server } from '@mocks/node';
import { dialogUser, PAGE_TIMEOUT, recordCalls, refused } from '@tests/page-kit';
import { openWallet, type Preloaded } from './wallet-test-kit';

const withMinimum: Preloaded = {
  sysConfig: { ...initialSysConfigState, config: { min_recharge: '10.00', min_withdrawal: '50.00' } },
};

const open = (extra?: Preloaded) => openWallet(ROUTES.recharge, 'Top up', extra);
const amount = () => screen.getByLabelText(/^Amount/);
const submit = () => screen.getByRole('button', { name: /^Top up/ });

describe('top-up: the amount', () => {
  it.each([
    ['', 'Enter an amount'],
    ['0', 'The amount must be more than zero'],
    ['12.345', 'Use at most two decimal places'],
    ['abc', 'Enter an amount such as 12.50'],
    ['100001', 'The amount cannot be more than $100,000.00'],
  ])('refuses %j inline: %s', async (typed, message) => {
    const create = recordCalls('/api/account/balanceOrder');
    const { user } = await open();
    if (typed) await user.type(amount(), typed);
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create.bodies).toHaveLength(0);
  });

  it('holds to the minimum the site configuration sets', async () => {
    const { user } = await open(withMinimum);
    await user.type(amount(), '5');
    await user.click(submit());
    expect(await screen.findByText('The amount must be at least $10.00')).toBeInTheDocument();
  });

  it('fills the amount from a quick amount and names it on the button', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('option', { name: '$500' }));
    expect(amount()).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Top up $500.00' })).toBeInTheDocument();
  });

  it('keeps a French decimal comma as typed, names the amount in French and sends it with a point', async () => {
    const create = recordCalls('/api/account/balanceOrder');
    const { user } = await openWallet(ROUTES.recharge, 'Recharger', {}, 'fr');
    const field = screen.getByRole('textbox', { name: /^Montant/ });
    await user.type(field, '12,5');
    expect(field).toHaveValue('12,5');
    await user.click(screen.getByRole('button', { name: 'Recharger 12,50\u00a0$US' }));
    await waitFor(() => expect(create.bodies).toEqual([{ amount: '12.50' }]), PAGE_TIMEOUT);
  });
});

describe('top-up: paying', () => {
  it('by card: creates the balance order, sets the method, pays, and says it is done', async () => {
    const create = recordCalls('/api/account/balanceOrder');
    const method = recordCalls('/api/payment/setbalanceOrderPayMethod');
    const pay = recordCalls('/api/payment/balanceOrderPay');
    const { user } = await open();
    await user.type(amount(), '250');
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await user.click(submit());
    expect(await screen.findByText('Top-up successful', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('$250.00 has been added to your balance.')).toBeInTheDocument();
    expect(create.bodies).toEqual([{ amount: '250.00' }]);
    expect(method.bodies).toEqual([{ id: expect.any(Number) as number, pay_method: 'credit_card' }]);
    expect(pay.bodies).toEqual([{ id: method.bodies[0]?.id }]);
  });

  it('by bank transfer: shows the accounts to pay into and the reference to quote', async () => {
    const { user } = await open();
    await user.type(amount(), '80');
    await user.click(submit());
    expect(await screen.findByText('Transfer $80.00 to finish', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Bank of China, Yiwu Branch')).toBeInTheDocument();
    expect(screen.getByText(/put RC\d+ in the transfer note/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy Account number' }).length).toBeGreaterThan(0);
  });

  it('keeps the amount when paying fails, and a retry reuses the same balance order', async () => {
    const create = recordCalls('/api/account/balanceOrder');
    let refusals = 1;
    server.use(
      http.post('*/api/payment/balanceOrderPay', () => {
        if (refusals === 0) return undefined;
        refusals -= 1;
        return refused('The card was declined');
      }),
    );
    const { user } = await open();
    await user.type(amount(), '60');
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await user.click(submit());
    const dialog = await screen.findByText('The card was declined', {}, PAGE_TIMEOUT);
    expect(amount()).toHaveValue('60');
    await dialogUser.click(within(dialog.closest<HTMLElement>('.adm-dialog')!).getByRole('button'));
    await user.click(submit());
    expect(await screen.findByText('Top-up successful', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(create.bodies).toHaveLength(1);
  });

  it('creates one balance order however often the button is tapped', async () => {
    const create = recordCalls('/api/account/balanceOrder');
    const { user } = await open();
    await user.type(amount(), '40');
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await user.tripleClick(submit());
    expect(await screen.findByText('Top-up successful', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(create.bodies).toHaveLength(1));
  });

  it('leads to the top-up history afterwards', async () => {
    const { user, router } = await open();
    await user.type(amount(), '30');
    await user.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Top-up history' }, PAGE_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.rechargeRecord));
    expect(await screen.findByText('+$30.00', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('by bank transfer: the details can be opened again from the top-up history, with copy buttons', async () => {
    const { user } = await open();
    await user.type(amount(), '85');
    await user.click(submit());
    const note = await screen.findByText(/put RC\d+ in the transfer note/, {}, PAGE_TIMEOUT);
    const sn = /RC\d+/.exec(note.textContent)?.[0] ?? '';
    await user.click(screen.getByRole('button', { name: 'Top-up history' }));
    await user.click(await screen.findByRole('button', { name: `How to pay top-up ${sn}` }, PAGE_TIMEOUT));
    const sheet = await screen.findByRole('dialog', { name: 'How to pay' });
    expect(await within(sheet).findByText('Transfer $85.00 to finish', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(within(sheet).getByText('Bank of China, Yiwu Branch')).toBeInTheDocument();
    await dialogUser.click(within(sheet).getByRole('button', { name: 'Copy Reference (transfer note)' }));
    expect(await navigator.clipboard.readText()).toBe(sn);
    expect(within(sheet).getAllByRole('button', { name: 'Copy Account number' }).length).toBeGreaterThan(0);
  });
});
