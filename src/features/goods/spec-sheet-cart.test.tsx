import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@mocks/testing/call';
import { demoCall, demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';
import { whenClickable } from '@tests/request-recorder';

const GOODS = 10001;
const PAGE = `/pages/business/goods/goodsInfo?id=${String(GOODS)}`;
const LONG = { timeout: 10_000 };
const IN_CART = 50;

describe('the Options sheet with pieces already in the cart', () => {
  it('limits, hints and prices Buy now on the sheet alone, and says why each button is off', async () => {
    const state = await demoSession();
    const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
    const spec = goods.specs.find((s) => s.stock > IN_CART + goods.min_order_qty);
    const firstTier = goods.price_tiers.at(0);
    const cartTier = goods.price_tiers.find((t) => t.min_qty <= IN_CART && t.min_qty > goods.min_order_qty);
    if (!spec || !firstTier || !cartTier) throw new Error('seed changed: need a plentiful spec and a tier the cart reaches');
    await demoCall(state, '/api/commodity/shoppingCartAdd', { commodity_id: GOODS, items: [{ specs_id: spec.id, quantity: IN_CART }] });
    const { user } = renderWithProviders(null, { route: PAGE, preloadedState: state });
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    await user.click(screen.getByRole('button', { name: /^Options/ }));
    const sheet = within(await whenClickable(await screen.findByRole('region', { name: 'Choose quantities' })));
    const box = sheet.getByRole('spinbutton', { name: `Quantity of ${spec.title}` });
    const buy = sheet.getByRole('button', { name: 'Buy now' });
    const add = sheet.getByRole('button', { name: 'Add to cart' });

    await user.clear(box);
    await user.type(box, '5');
    await user.tab();
    await waitFor(() => expect(add).toBeEnabled(), LONG);
    expect(buy).toBeDisabled();
    expect(sheet.getByText(`Add ${String(goods.min_order_qty - 5)} more to reach the minimum order of ${String(goods.min_order_qty)}`)).toBeInTheDocument();
    expect(buy).toHaveAccessibleDescription(`Buy now counts only the pieces chosen here, not the ${String(IN_CART)} pieces in your cart`);
    // The estimate is at the sheet's own tier (5 pieces), not the tier the cart's 55 would reach.
    const estimate = (Math.round(Number(firstTier.price) * 100) * 5) / 100;
    expect(sheet.getByText(`$${estimate.toFixed(2)}`)).toBeInTheDocument();

    // Buy now may take the whole stock; Add to cart must leave room for what the cart holds.
    await user.clear(box);
    await user.type(box, String(spec.stock));
    await user.tab();
    await waitFor(() => expect(box).toHaveValue(String(spec.stock)));
    await waitFor(() => expect(buy).toBeEnabled());
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      `Add to cart: ${spec.title} has room for ${String(spec.stock - IN_CART)} more pieces, ${String(IN_CART)} already in your cart`,
    );
  });
});
