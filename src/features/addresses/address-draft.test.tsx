import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetDemoData } from '@mocks/handlers';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { fillFrenchAddress } from '@tests/address-steps';
import { demoSession } from '@tests/demo-session';
import { PAGE_TIMEOUT } from '@tests/page-kit';
import { pageGone } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';
import { logInAgain } from '@tests/log-in-again';

/**
 * What the shopper typed into the address form comes back after a reload and after a session that
 * ended under the form (use-form-draft.ts); leaving the form on purpose forgets it.
 */
async function open(route: string = links.addressInfo()) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState });
  await screen.findByRole('button', { name: 'Save address' }, PAGE_TIMEOUT);
  return view;
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('the address form keeps what was typed', () => {
  it('through a session that ends as it is saved: login, then the same form, filled as it was', async () => {
    const { user, router } = await open();
    await fillFrenchAddress(user);
    // The demo forgets every session: the save is answered 303.
    resetDemoData();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login), PAGE_TIMEOUT);

    await logInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressInfo), PAGE_TIMEOUT);
    await screen.findByRole('button', { name: 'Save address' }, PAGE_TIMEOUT);
    expect(field(/^Recipient/)).toHaveValue('Marie Dupont');
    expect(field(/^Street address/)).toHaveValue('5 avenue Montaigne');
    expect(field(/^Postcode/)).toHaveValue('75008');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Country or region/ })).toHaveTextContent('France'));
    expect(screen.getByRole('button', { name: /^Dialling code/ })).toHaveTextContent('+33');
  });

  it('through a reload, and not once the shopper has left the form', async () => {
    const first = await open();
    await first.user.type(field(/^Recipient/), 'Marie Dupont');
    await first.user.type(field(/^City/), 'Lyon');
    // A reload, and the shop starts again.
    pageGone(first);
    const second = await open();
    expect(field(/^Recipient/)).toHaveValue('Marie Dupont');
    expect(field(/^City/)).toHaveValue('Lyon');
    await second.user.type(field(/^City/), ' 2e');

    // Back: the shopper left the form; a new address starts empty.
    await second.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(second.router.state.location.pathname).not.toBe(ROUTES.addressInfo), PAGE_TIMEOUT);
    pageGone(second);
    await open();
    expect(field(/^Recipient/)).toHaveValue('');
    expect(field(/^City/)).toHaveValue('');
  });
});
