import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { demoSession } from '@tests/demo-session';
import { dialogUser, PAGE_TIMEOUT } from '@tests/page-kit';
import { fillFrenchAddress } from '@tests/address-steps';
import { renderWithProviders } from '@tests/render';

afterEach(() => sessionStorage.clear());

describe('checkout: adding an address', () => {
  it('comes back to checkout with the new address chosen', async () => {
    const { user, router } = renderWithProviders(null, { route: links.confirmOrderFromCart(), preloadedState: await demoSession() });
    const change = await screen.findByRole('button', { name: /Change delivery address$/ }, PAGE_TIMEOUT);
    expect(change).toHaveTextContent('Lina Chen');
    await user.click(change);
    await dialogUser.click(await screen.findByRole('button', { name: 'Add a new address' }));

    await screen.findByRole('button', { name: 'Save address' }, PAGE_TIMEOUT);
    expect(router.state.location.pathname).toBe(ROUTES.addressInfo);
    await fillFrenchAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.confirmOrder), PAGE_TIMEOUT);
    await waitFor(() => expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('Marie Dupont'), PAGE_TIMEOUT);
    expect(screen.getByRole('button', { name: /Change delivery address$/ })).toHaveTextContent('5 avenue Montaigne');
    // The hand-over parameter is gone, so a reload keeps whatever is chosen from here on.
    expect(new URLSearchParams(router.state.location.search).get('addressId')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('source')).toBe('cart');
  });
});
