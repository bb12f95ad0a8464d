import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { dialogUser, ok, PAGE_TIMEOUT, recordCalls } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

async function open(route: string = links.addressList()) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'My addresses' }, PAGE_TIMEOUT);
  return view;
}

const cards = () => screen.getAllByRole('listitem');

describe('address list', () => {
  it('lists the addresses with the default one first and marked', async () => {
    await open();
    await screen.findByText('Lina Chen', {}, PAGE_TIMEOUT);
    expect(cards()).toHaveLength(2);
    const [first, second] = cards();
    expect(within(first).getByText('Lina Chen')).toBeInTheDocument();
    expect(within(first).getAllByText('Default').length).toBeGreaterThan(0);
    expect(within(first).getByText(/14 rue de la République, 2e arrondissement, Lyon/)).toBeInTheDocument();
    expect(within(second).getByText('Chen Li (agent)')).toBeInTheDocument();
    expect(within(second).getByText('+86 13957901234')).toBeInTheDocument();
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
  });

  it('shows a helpful empty state with a way to add one', async () => {
    server.use(http.post('*/api/account/addressList', () => ok({ list: [] })));
    const { user, router } = await open();
    expect(await screen.findByText('No addresses yet', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressInfo));
  });

  it('offers a retry when the list fails, and shows the list once it answers', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/account/addressList', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    const { user } = await open();
    expect(await screen.findByText('Your addresses could not be loaded.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lina Chen', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('deletes an address after confirmation', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await screen.findByText('Chen Li (agent)', {}, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Delete the address of Chen Li (agent)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this address?')).toBeInTheDocument();
    await dialogUser.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Chen Li (agent)')).not.toBeInTheDocument(), PAGE_TIMEOUT);
    expect(renew.bodies).toHaveLength(1);
    expect(renew.bodies[0]).toEqual({ id: expect.any(Number) as number, delete: true });
    expect(cards()).toHaveLength(1);
  });

  it('keeps the address when the shopper cancels the deletion', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await screen.findByText('Chen Li (agent)', {}, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Delete the address of Chen Li (agent)' }));
    await dialogUser.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Chen Li (agent)')).toBeInTheDocument();
    expect(renew.bodies).toHaveLength(0);
  });

  it('makes another address the default', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await screen.findByText('Chen Li (agent)', {}, PAGE_TIMEOUT);
    const agent = cards().find((card) => within(card).queryByText('Chen Li (agent)'));
    await user.click(within(agent!).getByRole('checkbox'));
    await waitFor(() => expect(renew.bodies).toHaveLength(1));
    expect(renew.bodies[0]).toMatchObject({ name: 'Chen Li (agent)', is_default: true, city: 'Yiwu' });
    // The list answers again: the new default comes first.
    await waitFor(() => expect(within(cards()[0]).getByText('Chen Li (agent)')).toBeInTheDocument(), PAGE_TIMEOUT);
    expect(within(cards()[0]).getAllByText('Default').length).toBeGreaterThan(0);
  });

  it('in select mode, returns the chosen address to the page that asked, keeping its parameters', async () => {
    const back = `${ROUTES.confirmOrder}?source=cart`;
    const { user, router } = await open(links.addressList(true, back));
    await screen.findByText('Tap an address to deliver there', {}, PAGE_TIMEOUT);
    await user.click(await screen.findByRole('button', { name: 'Deliver to Chen Li (agent)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.confirmOrder));
    expect(new URLSearchParams(router.state.location.search).get('source')).toBe('cart');
    // Checkout takes the address handed back (?addressId=) into its draft and drops it from the
    // address bar, so what shows is the proof: the chosen address is the delivery address.
    expect(await screen.findByRole('button', { name: /Change delivery address$/ }, PAGE_TIMEOUT)).toHaveTextContent('Chen Li (agent)');
  });

  it('in select mode, never follows a redirect to another site', async () => {
    const { user, router } = await open(links.addressList(true, 'https://evil.example/steal'));
    await user.click(await screen.findByRole('button', { name: 'Deliver to Lina Chen' }, PAGE_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.user));
  });

  it('outside select mode, the cards are not buttons', async () => {
    await open();
    await screen.findByText('Lina Chen', {}, PAGE_TIMEOUT);
    expect(screen.queryByRole('button', { name: /^Deliver to/ })).not.toBeInTheDocument();
  });
});
