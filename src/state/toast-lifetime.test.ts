import { describe, expect, it } from 'vitest';
import { initialUiState, routeChanged, selectToasts, toastRequested, uiSlice } from './ui-slice';

const reduce = (...actions: Parameters<typeof uiSlice.reducer>[1][]) => actions.reduce(uiSlice.reducer, initialUiState);
const text = (id: string) => ({ message: { id, defaultMessage: id } });

// Issue 13: 'Address saved' was still on screen on the payment page after a quick Place order.
describe('a toast’s lifetime', () => {
  it('follows the shopper to the next page, not the one after', () => {
    const saved = reduce(routeChanged('/address?id=1'), toastRequested({ text: text('addresses.saved') }));
    const backAtCheckout = uiSlice.reducer(saved, routeChanged('/checkout'));
    expect(selectToasts({ ui: backAtCheckout })).toHaveLength(1);
    const atPay = uiSlice.reducer(backAtCheckout, routeChanged('/pay?orderId=7'));
    expect(selectToasts({ ui: atPay })).toEqual([]);
  });

  it('stays while the page it was asked on stays', () => {
    const state = reduce(routeChanged('/login'), toastRequested({ text: text('login.welcome') }), routeChanged('/home'));
    expect(selectToasts({ ui: state }).map((t) => t.text)).toEqual([text('login.welcome')]);
  });

  it('explaining a move (session expiry), stays through the moves it explains', () => {
    const state = reduce(
      routeChanged('/pages/business/order/orderList'),
      toastRequested({ text: text('api.session_expired'), acrossPages: true }),
      routeChanged('/pages/login/login?redirect=%2Fpages%2Fbusiness%2Forder%2ForderList'),
      routeChanged('/pages/login/login?redirect=%2Fpages%2Fbusiness%2Forder%2ForderList&from=expiry'),
    );
    expect(selectToasts({ ui: state }).map((t) => t.text)).toEqual([text('api.session_expired')]);
  });
});
