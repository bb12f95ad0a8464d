import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { AmountBreakdown, type Amounts } from './amount-breakdown';

/** The amount of each row as shown, signed, in cents. */
function shownRows(list: HTMLElement): { label: string; cents: number }[] {
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return terms.map((term, i) => {
    const text = values[i]?.textContent ?? '';
    const digits = Number(text.replace(/[^\d]/g, ''));
    return { label: term.textContent, cents: text.startsWith('−') ? -digits : digits };
  });
}

const CART: Amounts = { goods: '97.64', pieces: 30, coupon: '0.00', membership: '4.88', levelName: 'Gold', freight: '15.00', total: '107.76' };

// Issue 13: a total that includes shipping or discounts shows each as its own row, and the rows
// add up on screen.
describe('the amount breakdown', () => {
  it('shows goods, the member discount by its level’s name, shipping and a total the rows add up to', async () => {
    const { container } = renderWithProviders(<AmountBreakdown amounts={CART} totalLabel="Total" />);
    await screen.findByText('Total');
    const rows = shownRows(container.querySelector('dl') as HTMLElement);
    expect(rows).toEqual([
      { label: 'Items (30 pieces)', cents: 9764 },
      { label: 'Member discount (Gold)', cents: -488 },
      { label: 'Shipping', cents: 1500 },
      { label: 'Total', cents: 10776 },
    ]);
    const parts = rows.slice(0, -1).reduce((sum, r) => sum + r.cents, 0);
    expect(parts).toBe(rows.at(-1)?.cents);
  });

  it('names the coupon under its row and says free shipping', async () => {
    renderWithProviders(
      <AmountBreakdown amounts={{ ...CART, membership: '0.00', coupon: '10.00', couponTitle: '$10 off $100', freight: '0.00', total: '87.64' }} totalLabel="Total" />,
    );
    expect(await screen.findByText('−$10.00')).toBeInTheDocument();
    expect(screen.getByText('$10 off $100')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/Member discount/)).not.toBeInTheDocument();
  });
});
