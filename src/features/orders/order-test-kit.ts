import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { OrderSummary } from '@/api/types';
import { PAGE_TIMEOUT } from '@tests/demo-session';

export { PAGE_TIMEOUT, recordCalls } from '@tests/demo-session';

/** The order cards on screen once the list has answered. */
export async function orderCards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Orders' }, PAGE_TIMEOUT);
  await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0), PAGE_TIMEOUT);
  return within(list).getAllByRole('article');
}

/** The first card whose status reads `status` ('To pay', 'Shipped', …). */
export async function cardWithStatus(status: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(async () => {
    found = (await orderCards()).find((card) => within(card).queryByText(status, { exact: true }));
    expect(found).toBeDefined();
  }, PAGE_TIMEOUT);
  return found as HTMLElement;
}

/**
 * An action of a card, once the button call has answered: on the card itself, or behind its
 * 'More' button (which is then opened) when the card has more actions than fit a row.
 */
export async function actionOf(card: HTMLElement, name: string): Promise<HTMLElement> {
  const group = await within(card).findByRole('group', { name: /^Actions for order / }, PAGE_TIMEOUT);
  const direct = within(group).queryByRole('button', { name });
  if (direct) return direct;
  const more = within(group).queryByRole('button', { name: 'More' });
  if (!more) return within(group).findByRole('button', { name }, PAGE_TIMEOUT);
  // fireEvent, not a bare click(): the sheet opening is a React update, so it lands inside act.
  fireEvent.click(more);
  const sheet = await screen.findByRole('dialog', { name: /^More for order / });
  return within(sheet).findByRole('button', { name });
}

/** A made-up order for lists the seed cannot fill (paging). */
export function fakeOrder(id: number): OrderSummary {
  return {
    id,
    order_sn: `SO2026${String(id).padStart(6, '0')}`,
    status: 'completed',
    create_time: 1_780_000_000 - id * 60,
    total_qty: 12,
    pay_deadline: null,
    goods_amount: '120.00',
    coupon_discount: '0.00',
    membership_discount: '0.00',
    freight: '0.00',
    pay_amount: '120.00',
    items: [
      {
        id: id * 10,
        commodity_id: 10_000 + id,
        specs_id: 1,
        title: `Pearl drop earrings ${String(id)}`,
        specs_title: 'Gold · 30 mm',
        image: '',
        quantity: 12,
        price: '10.00',
        amount: '120.00',
        appraised: true,
        after_sales_id: null,
      },
    ],
  };
}
