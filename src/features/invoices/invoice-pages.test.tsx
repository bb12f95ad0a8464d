import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Invoice, OrderSummary } from '@/api/types';
import type { Locale } from '@/lib/constants';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { dialogUser, expectedConsole, ok, PAGE_TIMEOUT, recordCalls } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open(route: string, title: string, locale: Locale = 'en') {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState, locale });
  await screen.findByRole('heading', { level: 1, name: title }, PAGE_TIMEOUT);
  return view;
}

function order(id: number, pay: string): OrderSummary {
  return {
    id,
    order_sn: `SO${String(id)}`,
    status: 'paid',
    create_time: 1_780_000_000,
    total_qty: 24,
    pay_deadline: null,
    goods_amount: pay,
    coupon_discount: '0.00',
    membership_discount: '0.00',
    freight: '0.00',
    pay_amount: pay,
    items: [],
  };
}

function invoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    order_ids: [1],
    order_sns: ['SO1'],
    amount: '120.00',
    status: 'pending',
    profile: {
      title_type: 'company',
      title: 'Bijoux Lina SARL',
      tax_no: 'FR40123456789',
      email: 'compta@bijoux-lina.example',
      mobile: '',
      company_address: '',
      bank_name: '',
      bank_account: '',
      is_default: true,
    },
    file_url: '',
    reject_reason: '',
    create_time: 1_780_000_000,
    issue_time: null,
    ...overrides,
  };
}

const invoiceable = (orders: OrderSummary[]) =>
  http.post('*/api/order/list', () => ok({ list: orders, total: orders.length }));

describe('invoice application', () => {
  it('preselects the order of the link, totals the choice and applies with the default profile', async () => {
    // Made-up orders: the demo backend does not know them, so its answer to the application is stubbed too.
    server.use(
      invoiceable([order(41, '120.00'), order(42, '80.50')]),
      http.post('*/api/order/invoicing', () => ok({ id: 9 })),
    );
    const apply = recordCalls('/api/order/invoicing');
    const { user, router } = await open(links.invoiceApplication(42), 'Request an invoice');
    expect(await screen.findByRole('checkbox', { name: 'Invoice order SO42' }, PAGE_TIMEOUT)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice order SO41' })).not.toBeChecked();
    // Each row: the order's number on a line of its own, then when it was placed and its pieces.
    const placed = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(1_780_000_000_000);
    expect(screen.getByText('SO42').nextElementSibling).toHaveTextContent(`${placed} · 24 pieces`);
    expect(screen.getByText('1 order · $80.50')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Invoice order SO41' }));
    expect(screen.getByText('2 orders · $200.50')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Bijoux Lina SARL/ }, PAGE_TIMEOUT)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.invoicingList), PAGE_TIMEOUT);
    expect(apply.bodies).toEqual([{ order_ids: [41, 42], profile_id: expect.any(Number) as number }]);
  });

  it('asks for an order before applying', async () => {
    server.use(invoiceable([order(41, '120.00')]));
    const apply = recordCalls('/api/order/invoicing');
    const { user } = await open(links.invoiceApplication(), 'Request an invoice');
    await screen.findByRole('checkbox', { name: 'Invoice order SO41' }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one order');
    expect(apply.bodies).toHaveLength(0);
  });

  it('asks for invoice details when the shopper has none', async () => {
    server.use(
      invoiceable([order(41, '120.00')]),
      http.post('*/api/account/getUserInvoicing', () => ok({ list: [] })),
    );
    const { user, router } = await open(links.invoiceApplication(41), 'Request an invoice');
    expect(await screen.findByText('Add the name and email the invoice should go to.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Choose who the invoice is made out to')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add invoice details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.fillIn));
  });

  it('keeps the chosen orders through "Add invoice details" and comes back with the new profile chosen', async () => {
    server.use(invoiceable([order(41, '120.00'), order(42, '80.50'), order(43, '10.00')]));
    const { user, router } = await open(links.invoiceApplication(), 'Request an invoice');
    await user.click(await screen.findByRole('checkbox', { name: 'Invoice order SO41' }, PAGE_TIMEOUT));
    await user.click(screen.getByRole('checkbox', { name: 'Invoice order SO43' }));
    expect(await screen.findByRole('radio', { name: /Bijoux Lina SARL/ }, PAGE_TIMEOUT)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add invoice details' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice details' }, PAGE_TIMEOUT);
    // The way back, with the choice so far, travels in the address (not in sessionStorage).
    const back = new URL(new URLSearchParams(router.state.location.search).get('redirect') ?? '', 'http://own.invalid');
    expect(back.pathname).toBe(ROUTES.invoiceApplication);
    expect(back.searchParams.get('orders')).toBe('41,43');
    await user.type(await screen.findByLabelText(/^Name on the invoice/, {}, PAGE_TIMEOUT), 'Lina Chen');
    await user.type(screen.getByLabelText(/^Email for the invoice/), 'lina@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.invoiceApplication), PAGE_TIMEOUT);
    expect(new URLSearchParams(router.state.location.search).get('profile')).toMatch(/^\d+$/);
    expect(await screen.findByRole('checkbox', { name: 'Invoice order SO41' }, PAGE_TIMEOUT)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice order SO42' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice order SO43' })).toBeChecked();
    const added = await screen.findByRole('radio', { name: /Lina Chen/ }, PAGE_TIMEOUT);
    await waitFor(() => expect(added).toBeChecked());
    expect(screen.getByRole('radio', { name: /Bijoux Lina SARL/ })).not.toBeChecked();

    // A reload of the same address finds the same choice.
    const { pathname, search } = router.state.location;
    cleanup();
    await open(pathname + search, 'Request an invoice');
    expect(await screen.findByRole('checkbox', { name: 'Invoice order SO43' }, PAGE_TIMEOUT)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Invoice order SO41' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: /Lina Chen/ }, PAGE_TIMEOUT)).toBeChecked();
  });

  it('says when no paid order awaits an invoice', async () => {
    server.use(invoiceable([]));
    await open(links.invoiceApplication(), 'Request an invoice');
    expect(await screen.findByText('No paid orders are waiting for an invoice', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('applies on the demo backend and the invoice shows up in the list', async () => {
    const { user } = await open(links.invoiceApplication(), 'Request an invoice');
    const boxes = await screen.findAllByRole('checkbox', {}, PAGE_TIMEOUT);
    await user.click(boxes[0]);
    await screen.findByRole('radio', { name: /Bijoux Lina SARL/ }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Submit request' }));
    const list = await screen.findByRole('list', { name: 'Invoices' }, PAGE_TIMEOUT);
    await waitFor(() => expect(within(list).getAllByText('Requested').length).toBeGreaterThan(0), PAGE_TIMEOUT);
  });
});

describe('invoice list', () => {
  it('shows each invoice with its state, the download of an issued one and the reason of a rejected one', async () => {
    server.use(
      http.post('*/api/order/invoicingList', () =>
        ok({
          list: [
            invoice(3, { status: 'issued', issue_time: 1_780_100_000, file_url: 'https://files.example/inv-3.pdf' }),
            invoice(2, { status: 'rejected', reject_reason: 'The tax number does not match', amount: '55.00' }),
          ],
          total: 2,
        }),
      ),
    );
    await open(ROUTES.invoicingList, 'Invoices');
    const list = await screen.findByRole('list', { name: 'Invoices' }, PAGE_TIMEOUT);
    const [issued, rejected] = within(list).getAllByRole('listitem');
    expect(within(issued).getByText('Issued')).toBeInTheDocument();
    expect(within(issued).getByRole('link', { name: 'Download invoice' })).toHaveAttribute('href', 'https://files.example/inv-3.pdf');
    expect(within(issued).queryByRole('button', { name: 'Change details' })).not.toBeInTheDocument();
    expect(within(rejected).getByText('Why: The tax number does not match')).toBeInTheDocument();
    expect(within(rejected).getByText('$55.00')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Invoices', 'Orders: SO1, SO2, SO3'],
    ['zh-CN', '发票', '订单：SO1、SO2、SO3'],
  ] as const)("lists an invoice's orders as %s lists them", async (locale, title, orders) => {
    server.use(http.post('*/api/order/invoicingList', () => ok({ list: [invoice(4, { order_sns: ['SO1', 'SO2', 'SO3'] })], total: 1 })));
    await open(ROUTES.invoicingList, title, locale);
    expect(await screen.findByText(orders, {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('never links to a file on a page it cannot trust', async () => {
    const warn = expectedConsole('warn');
    server.use(
      http.post('*/api/order/invoicingList', () =>
        ok({ list: [invoice(3, { status: 'issued', file_url: 'javascript:alert(1)' })], total: 1 }),
      ),
    );
    await open(ROUTES.invoicingList, 'Invoices');
    // The invoice itself, not the "Issued" filter tab, which shows before the list does.
    const list = await screen.findByRole('list', { name: 'Invoices' }, PAGE_TIMEOUT);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Issued');
    expect(screen.queryByRole('link', { name: 'Download invoice' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[link guard] refused a invoice file link:', '"javascript:alert(1)"');
  });

  it('changes who a pending invoice is made out to', async () => {
    server.use(http.post('*/api/order/invoicingList', () => ok({ list: [invoice(5)], total: 1 })));
    const edit = recordCalls('/api/order/invoicingEdit');
    const { user } = await open(ROUTES.invoicingList, 'Invoices');
    await user.click(await screen.findByRole('button', { name: 'Change details' }, PAGE_TIMEOUT));
    const sheet = await screen.findByRole('dialog', { name: 'Send this invoice to' });
    await dialogUser.click(await within(sheet).findByRole('radio', { name: /Bijoux Lina SARL/ }, PAGE_TIMEOUT));
    await dialogUser.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(edit.bodies).toEqual([{ id: 5, profile_id: expect.any(Number) as number }]), PAGE_TIMEOUT);
  });

  it.each([
    ['on the saved profile the invoice is made out to', 'Bijoux Lina SARL', true],
    ['on none once that profile was renamed', 'Old Name SARL', false],
  ])('opens the change %s', async (_, title, found) => {
    server.use(http.post('*/api/order/invoicingList', () => ok({ list: [invoice(5, { profile: { ...invoice(5).profile, title } })], total: 1 })));
    const { user } = await open(ROUTES.invoicingList, 'Invoices');
    await user.click(await screen.findByRole('button', { name: 'Change details' }, PAGE_TIMEOUT));
    const sheet = await screen.findByRole('dialog', { name: 'Send this invoice to' });
    await within(sheet).findByRole('radio', { name: /Bijoux Lina SARL/ }, PAGE_TIMEOUT);
    const checked = within(sheet).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked);
    expect(checked.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent)).toEqual(found ? [expect.stringContaining('Bijoux Lina SARL')] : []);
    expect(within(sheet).getByRole<HTMLButtonElement>('button', { name: 'Confirm' }).disabled).toBe(!found);
  });

  it('filters by state and shows an empty state with the way to request one', async () => {
    const calls = recordCalls('/api/order/invoicingList');
    const { user, router } = await open(ROUTES.invoicingList, 'Invoices');
    await screen.findByRole('list', { name: 'Invoices' }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(calls.bodies.some((b) => b.status === 'rejected')).toBe(true));
    expect(await screen.findByText('No invoices yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request an invoice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.invoiceApplication));
  });
});
