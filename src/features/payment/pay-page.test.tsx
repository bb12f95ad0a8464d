import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { defaultAddressId, ok } from '@mocks/testing/call';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { demoSession, type DemoSession } from '@tests/demo-session';
import { pageGoneKeepingPictures } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';

let token = '';
let session: DemoSession['session'];
let orderId = 0;

/** The demo account's seeded cart, all selected, becomes an order of $107.76 (see mocks/). */
beforeEach(async () => {
  ({ session } = await demoSession());
  token = session['ba-user-token'];
  const cart = await ok('/api/commodity/shoppingCartList', {}, { token });
  const order = await ok('/api/order/place', {
    source: 'cart', cart_ids: cart.list.flatMap((g) => g.lines.map((l) => l.id)),
    address_id: await defaultAddressId(token), coupon_id: null, agent_id: null, remark: '', request_key: `pay-test-${String(Math.random())}`,
  }, { token });
  orderId = order.id;
});

afterEach(() => vi.restoreAllMocks());

const overlayUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function renderPay() {
  const view = renderWithProviders(null, { route: links.pay(orderId), preloadedState: { session } });
  await screen.findByRole('heading', { name: 'Payment method' }, { timeout: 5000 });
  return view;
}

describe('pay page', () => {
  it('pays from the balance and lands on the status page, paid', async () => {
    const { user, router } = await renderPay();
    expect(screen.getAllByText('$107.76').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Account balance' })).toBeChecked();
    const { userInfo } = await ok('/api/account/userInfo', {}, { token });
    expect(await screen.findByText(`Available: $${Number(userInfo.money).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay $107.76' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/payStu'));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText(/paid by Account balance/)).toBeInTheDocument();
    expect(await ok('/api/order/details', { id: orderId }, { token })).toMatchObject({ status: 'paid', pay_method: 'balance' });
  });

  it('pays by transfer: the account to copy, the receipt uploaded, then its review status', async () => {
    const { user, router } = await renderPay();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    const card = await screen.findByRole('article', { name: 'Bank of China, Yiwu Branch' });
    expect(within(card).getByText('6217 8500 0000 1234 567')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy Account number' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit receipt' });
    expect(submit).toBeDisabled();
    const receipt = screen.getByRole('group', { name: 'Transfer receipt' });
    await user.upload(within(receipt).getByLabelText('Add a photo', { selector: 'input' }), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Paid from Lyon account');
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/payStu'));
    expect(await screen.findByText('Receipt received, under review')).toBeInTheDocument();
    expect(await screen.findByText('Receipt under review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View receipt picture 1' })).toBeInTheDocument();
    const voucher = await ok('/api/payment/paymentVoucher', { order_id: orderId }, { token });
    expect(voucher).toMatchObject({ status: 'pending_review', remark: 'Paid from Lyon account' });
    expect(voucher.images[0]).toMatch(/^data:image\//);
  });

  it("gives back the receipt's picture and note after a reload (the shopper went to the banking app), and sends them", async () => {
    const first = await renderPay();
    await first.user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    const receipt = screen.getByRole('group', { name: 'Transfer receipt' });
    await first.user.upload(within(receipt).getByLabelText('Add a photo', { selector: 'input' }), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit receipt' })).toBeEnabled());
    await first.user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Paid from Lyon account');
    await pageGoneKeepingPictures(first);

    const { user, router } = await renderPay();
    const kept = await screen.findByRole('img', { name: 'Transfer receipt, image 1' });
    expect(kept.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('Paid from Lyon account');
    const submit = screen.getByRole('button', { name: 'Submit receipt' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/payStu'));
    const voucher = await ok('/api/payment/paymentVoucher', { order_id: orderId }, { token });
    expect(voucher).toMatchObject({ status: 'pending_review', remark: 'Paid from Lyon account', images: [kept.getAttribute('src')] });
  });

  it('sends no picture the shopper no longer sees: the receipt goes when another method is chosen', async () => {
    const { user } = await renderPay();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    const receipt = screen.getByRole('group', { name: 'Transfer receipt' });
    await user.upload(within(receipt).getByLabelText('Add a photo', { selector: 'input' }), new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit receipt' })).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: 'Account balance' }));
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const again = await screen.findByRole('group', { name: 'Transfer receipt' });
    expect(within(again).queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit receipt' })).toBeDisabled();
  });

  it('will not submit a receipt while one of its pictures failed to upload, and says why', async () => {
    const { user, router } = await renderPay();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    const receipt = screen.getByRole('group', { name: 'Transfer receipt' });
    const input = () => within(receipt).getByLabelText('Add a photo', { selector: 'input' });
    await user.upload(input(), new File(['page 1'], 'page-1.png', { type: 'image/png' }));
    const submit = screen.getByRole('button', { name: 'Submit receipt' });
    await waitFor(() => expect(submit).toBeEnabled());

    // The second page cannot be read (the test DOM has no createImageBitmap: the file is read as a data URL).
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => {
        this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
      }, 0);
    });
    await user.upload(input(), new File(['page 2'], 'page-2.png', { type: 'image/png' }));
    expect(await within(receipt).findByText('Upload failed')).toBeInTheDocument();

    const sent = vi.fn();
    server.use(http.post('*/api/payment/uploadPaymentVoucher', () => {
      sent();
      return HttpResponse.json({ code: 1, msg: '', time: 0, data: null });
    }));
    await user.click(submit);
    expect(await screen.findByText('Some photos did not upload. Retry or remove them first.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/pages/business/pay/pay');
  });

  it('does not offer to pay from a balance that falls short, and tops up the difference', async () => {
    const { userInfo } = await ok('/api/account/userInfo', {}, { token });
    server.use(
      http.post('*/api/account/userInfo', () =>
        HttpResponse.json({ code: 1, msg: '', time: 0, data: { userInfo: { ...userInfo, money: '10.00' } } }),
      ),
    );
    const { user } = await renderPay();
    await user.click(screen.getByRole('radio', { name: 'Account balance' }));
    expect(await screen.findByText('Short by $97.76')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $107.76' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Top up' }));
    const sheet = within((await screen.findByRole('heading', { name: 'Top up your balance' })).parentElement ?? document.body);
    const amount = sheet.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('97.76');
    // An amount the wallet would refuse is refused here too, in words, before anything is sent.
    await overlayUser().clear(amount);
    await overlayUser().type(amount, '200000');
    expect(sheet.getByText('The amount cannot be more than $100,000.00')).toBeInTheDocument();
    expect(sheet.getByRole('button', { name: /^Top up/ })).toBeDisabled();
    await overlayUser().clear(amount);
    await overlayUser().type(amount, '97.76');
    await overlayUser().click(sheet.getByRole('radio', { name: 'Credit or debit card' }));
    await overlayUser().click(sheet.getByRole('button', { name: 'Top up $97.76' }));
    await waitFor(async () => {
      const ledger = await ok('/api/account/balanceOrderList', { page: 1, limit: 5, kind: 'recharge' }, { token });
      expect(ledger.list[0]).toMatchObject({ amount: '+97.76', status: 'completed', pay_method: 'credit_card' });
    });
  });

  it.each([
    ['pay', ROUTES.pay],
    ['payment status', ROUTES.payStu],
  ])('%s opened without an order says the link is incomplete and leads to the orders', async (_page, route) => {
    const { user } = renderWithProviders(null, { route, preloadedState: { session } });
    expect(await screen.findByText('This payment link is incomplete.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends an order whose receipt is under review to its status instead of paying again', async () => {
    await ok('/api/payment/uploadPaymentVoucher', { order_id: orderId, images: ['data:image/png;base64,AAAA'], remark: '' }, { token });
    const { user, router } = renderWithProviders(null, { route: links.pay(orderId), preloadedState: { session } });
    expect(await screen.findByText('Your transfer receipt is being reviewed', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See payment status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/payStu'));
  });
});

describe('payment status page', () => {
  it('shows an unpaid order with the way to pay and the next steps', async () => {
    const { user, router } = renderWithProviders(null, { route: links.payStu(orderId), preloadedState: { session } });
    expect(await screen.findByText('Awaiting payment', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue shopping' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/pay/pay'));
  });
});
