import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { demoSession } from '../../../tests/demo-session';
import { dialogUser, PAGE_TIMEOUT } from '../../../tests/page-kit';
import { renderWithProviders } from '../../../tests/render';

afterEach(() => sessionStorage.clear());

async function choose(user: UserEvent, field: RegExp, option: RegExp) {
  await user.click(screen.getByRole('button', { name: field }));
  const sheet = (await screen.findAllByRole('dialog', { name: /^Choose a/ })).at(-1);
  if (!sheet) throw new Error('no option sheet');
  const picked = within(sheet).getByRole('button', { name: option });
  const label = picked.firstChild?.textContent ?? '';
  await dialogUser.click(picked);
  await waitFor(() => expect(screen.getByRole('button', { name: field })).toHaveTextContent(label));
}

describe('checkout: adding an address', () => {
  it('comes back to checkout with the new address chosen', async () => {
    const { user, router } = renderWithProviders(null, { route: links.confirmOrderFromCart(), preloadedState: await demoSession() });
    const change = await screen.findByRole('button', { name: 'Change delivery address' }, PAGE_TIMEOUT);
    expect(change).toHaveTextContent('Lina Chen');
    await user.click(change);
    await dialogUser.click(await screen.findByRole('button', { name: 'Add a new address' }));

    await screen.findByRole('button', { name: 'Save address' }, PAGE_TIMEOUT);
    expect(router.state.location.pathname).toBe(ROUTES.addressInfo);
    await user.type(screen.getByLabelText(/^Recipient/), 'Marie Dupont');
    await choose(user, /^Country or region/, /^France/);
    await user.type(screen.getByLabelText(/^Mobile number/), '06 12 34 56 78');
    await user.type(screen.getByLabelText(/^City/), 'Paris');
    await user.type(screen.getByLabelText(/^Street address/), '5 avenue Montaigne');
    await user.type(screen.getByLabelText(/^Postcode/), '75008');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.confirmOrder), PAGE_TIMEOUT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change delivery address' })).toHaveTextContent('Marie Dupont'), PAGE_TIMEOUT);
    expect(screen.getByRole('button', { name: 'Change delivery address' })).toHaveTextContent('5 avenue Montaigne');
    // The hand-over parameter is gone, so a reload keeps whatever is chosen from here on.
    expect(new URLSearchParams(router.state.location.search).get('addressId')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('source')).toBe('cart');
  });
});
