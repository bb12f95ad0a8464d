import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { ok } from '@mocks/testing/call';
import { demoSession } from '@tests/demo-session';
import { renderWithProviders } from '@tests/render';

const GOODS = 10001;
const LONG = { timeout: 10_000 };
/** '$32.99' as en-US writes it. */
const usd = (n: number) => `$${n.toFixed(2)}`;

describe('customer mode', () => {
  it('entered from the Me tab with a markup and a PIN: goods show the retail price only, account pages send back, the PIN leaves it', async () => {
    const state = await demoSession();
    const goods = await ok('/api/commodity/commodityDetails', { id: GOODS });
    const { user, router } = renderWithProviders(null, { route: ROUTES.user, preloadedState: state });
    await user.click(await screen.findByRole('link', { name: 'Customer mode' }, LONG));
    await screen.findByRole('heading', { level: 1, name: 'Customer mode' }, LONG);

    // ×2, ending in .99, with the example read back; a short PIN is refused and loses nothing.
    await user.clear(screen.getByRole('textbox', { name: 'Markup value' }));
    await user.type(screen.getByRole('textbox', { name: 'Markup value' }), '2');
    expect(screen.getByText('A wholesale price of $10.00 shows as $20.99.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN to leave (4 to 8 digits)'), '24');
    await user.type(screen.getByLabelText('PIN again'), '24');
    await user.click(screen.getByRole('button', { name: 'Start customer mode' }));
    expect(await screen.findByText('The PIN is 4 to 8 digits.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.customerMode);
    await user.type(screen.getByLabelText('PIN to leave (4 to 8 digits)'), '68');
    await user.type(screen.getByLabelText('PIN again'), '68');
    await user.click(screen.getByRole('button', { name: 'Start customer mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.home));

    // The goods: one retail price from the first tier, no tiers, minimum, or buying.
    await act(() => router.navigate(links.goodsInfo(GOODS)));
    await screen.findByRole('heading', { level: 2, name: goods.title }, LONG);
    const firstTier = Number(goods.original_price);
    const retail = Math.ceil((Math.ceil(Math.round(firstTier * 100) * 2) - 99) / 100) + 0.99;
    expect(screen.getByText(usd(retail))).toBeInTheDocument();
    expect(screen.queryByText(usd(Number(goods.price)))).not.toBeInTheDocument();
    expect(screen.queryByText(usd(firstTier))).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wholesale prices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Minimum order/u)).not.toBeInTheDocument();

    // Typed addresses of the cart, the Me tab and orders land on customer mode's page.
    for (const path of [ROUTES.cart, ROUTES.user, ROUTES.orderList]) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.customerMode));
    }
    await screen.findByRole('heading', { name: 'Customer mode is on' }, LONG);

    // Leaving is deliberate: a wrong PIN keeps it on.
    await user.type(screen.getByLabelText('Your PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Leave customer mode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not the PIN. Try again.');
    await user.type(screen.getByLabelText('Your PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Leave customer mode' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.user));
    await act(() => router.navigate(links.goodsInfo(GOODS)));
    await screen.findByRole('heading', { name: 'Wholesale prices' }, LONG);
  });
});
