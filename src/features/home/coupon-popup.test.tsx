import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@/api/types';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { CouponPopup } from './coupon-popup';

const coupon = (id: number, value: string): Coupon => ({
  id, title: `Coupon ${String(id)}`, type: 'amount', value, threshold: '0.00', start_time: 0, end_time: 4102444800,
  status: 'unused', scope: 'All goods', delayed: null, reminded: false, used_time: null, order_sn: null,
});

/** The coupons the shop has not told the shopper about yet. */
const newCoupons = (list: Coupon[]) =>
  server.use(http.post('*/api/commodity/notRemindedCouponList', () => HttpResponse.json({ code: 1, msg: '', data: { list } })));

// Issue 13: the pop-up's title counted four coupons and listed three, with nothing saying so.
describe('the new-coupons pop-up', () => {
  it('says how many more there are when it lists fewer than its title counts', async () => {
    newCoupons([coupon(1, '5.00'), coupon(2, '8.00'), coupon(3, '10.00'), coupon(4, '12.00')]);
    renderWithProviders(<CouponPopup />, { preloadedState: await demoSession() });
    const popup = within(await screen.findByRole('region', { name: 'You have 4 new coupons' }, { timeout: 10_000 }));
    expect(popup.getAllByRole('listitem')).toHaveLength(3);
    // The pop-up fades in (antd animates its opacity by script): seen once the fade is over.
    await waitFor(() => expect(popup.getByText('and 1 more coupon')).toBeVisible());
  });

  it('says a second rebate whose time has come is ready to open, and one still waiting opens later', async () => {
    const now = Math.floor(Date.now() / 1000);
    newCoupons([
      { ...coupon(1, '23.87'), title: 'Ready rebate', delayed: { open_time: now - 60, opened: false } },
      { ...coupon(2, '8.00'), title: 'Waiting rebate', delayed: { open_time: now + 3600, opened: false } },
    ]);
    renderWithProviders(<CouponPopup />, { preloadedState: await demoSession() });
    const popup = within(await screen.findByRole('region', { name: 'You have 2 new coupons' }, { timeout: 10_000 }));
    const [ready, waiting] = popup.getAllByRole('listitem');
    expect(ready).toHaveTextContent('Ready rebateReady to open');
    expect(waiting).toHaveTextContent('Waiting rebateOpens later');
  });
});
