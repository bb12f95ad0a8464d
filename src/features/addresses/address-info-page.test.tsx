import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { dialogUser, letTimePass, PAGE_TIMEOUT, recordCalls, refused } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';
import { chooseOption, fillFrenchAddress } from '@tests/address-steps';

async function render(route: string) {
  const preloadedState = await demoSession();
  return renderWithProviders(null, { route, preloadedState });
}

async function open(route: string = links.addressInfo()) {
  const view = await render(route);
  await screen.findByRole('heading', { level: 1, name: 'Address' }, PAGE_TIMEOUT);
  await screen.findByRole('button', { name: 'Save address' }, PAGE_TIMEOUT);
  return view;
}

describe('address form: create', () => {
  it('starts in the shopper’s own country and saves a new address through addressRenew', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user, router } = await open();
    // The demo server places an English visitor in the United States.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Country or region/ })).toHaveTextContent('United States'));
    expect(screen.getByRole('button', { name: /^Dialling code/ })).toHaveTextContent('+1');
    await fillFrenchAddress(user);
    // Choosing France brought its dialling code along.
    expect(screen.getByRole('button', { name: /^Dialling code/ })).toHaveTextContent('+33');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressList), PAGE_TIMEOUT);
    expect(renew.bodies).toHaveLength(1);
    expect(renew.bodies[0]).toEqual({
      name: 'Marie Dupont',
      area_code: '33',
      // The trunk 0 and the spaces are dropped, as the server expects.
      mobile: '612345678',
      country_id: 12,
      province: '',
      city: 'Paris',
      district: '',
      address: '5 avenue Montaigne',
      postcode: '75008',
      is_default: false,
    });
    expect(await screen.findByText('Marie Dupont', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('returns only to an own path: a foreign redirect falls back to the address list', async () => {
    const { user, router } = await open(`${links.addressInfo()}?redirect=${encodeURIComponent('https://evil.example/pages')}`);
    await fillFrenchAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressList), PAGE_TIMEOUT);
    expect(new URLSearchParams(router.state.location.search).get('addressId')).toMatch(/^\d+$/);
  });

  it('says inline what is missing and sends nothing', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter your mobile number')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(renew.bodies).toHaveLength(0);
  });

  it('checks the mobile number against the chosen dialling code', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await fillFrenchAddress(user);
    await chooseOption(user, /^Dialling code/, /^China/);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a valid mobile number for +86')).toBeInTheDocument();
    expect(renew.bodies).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '13800138000');
    await waitFor(() => expect(screen.queryByText('Enter a valid mobile number for +86')).not.toBeInTheDocument());
  });

  it('rejects a malformed postcode but lets an empty one through', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText(/^Postcode/), '#1');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Use 3 to 10 letters, digits, spaces or dashes')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Postcode/));
    await waitFor(() => expect(screen.queryByText('Use 3 to 10 letters, digits, spaces or dashes')).not.toBeInTheDocument());
  });

  it('keeps everything typed when the server refuses, and shows its message', async () => {
    server.use(http.post('*/api/account/addressRenew', () => refused('You can keep at most 20 addresses')));
    const { user, router } = await open();
    await fillFrenchAddress(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('You can keep at most 20 addresses', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.addressInfo);
    expect(screen.getByLabelText(/^Recipient/)).toHaveValue('Marie Dupont');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('5 avenue Montaigne');
  });

  it('sends one request however often Save is tapped', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user } = await open();
    await fillFrenchAddress(user);
    const save = screen.getByRole('button', { name: 'Save address' });
    await user.tripleClick(save);
    await waitFor(() => expect(renew.bodies.length).toBeGreaterThan(0), PAGE_TIMEOUT);
    // Let any second submission reach the network before counting.
    await letTimePass(300);
    expect(renew.bodies).toHaveLength(1);
  });
});

describe('address form: edit and delete', () => {
  async function openAgentAddress() {
    const view = await render(links.addressList());
    // The list gives the ids: open the agent's address as the edit link does.
    await view.user.click(await screen.findByRole('button', { name: 'Edit the address of Chen Li (agent)' }, PAGE_TIMEOUT));
    await waitFor(() => expect(screen.getByLabelText(/^Recipient/)).toHaveValue('Chen Li (agent)'), PAGE_TIMEOUT);
    return view;
  }

  it('opens with the address filled in and saves the change with its id', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user, router } = await openAgentAddress();
    const id = Number(new URLSearchParams(router.state.location.search).get('id'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('Yiwu');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Country or region/ })).toHaveTextContent('China'));
    expect(screen.getByRole('button', { name: /^Dialling code/ })).toHaveTextContent('+86');
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Jinhua');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(renew.bodies).toHaveLength(1), PAGE_TIMEOUT);
    expect(renew.bodies[0]).toMatchObject({ id, city: 'Jinhua', name: 'Chen Li (agent)', mobile: '13957901234' });
  });

  it('deletes the address after confirmation', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { user, router } = await openAgentAddress();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Delete this address?');
    await dialogUser.click(within(question.closest<HTMLElement>('.adm-dialog')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressList), PAGE_TIMEOUT);
    expect(renew.bodies[0]).toMatchObject({ delete: true });
    await waitFor(() => expect(screen.queryByText('Chen Li (agent)')).not.toBeInTheDocument(), PAGE_TIMEOUT);
  });

  it('asks once and deletes once when Delete is tapped twice in one frame', async () => {
    const renew = recordCalls('/api/account/addressRenew');
    const { router } = await openAgentAddress();
    const remove = screen.getByRole('button', { name: 'Delete' });
    // Two taps before React re-renders: the second must not open a second question.
    fireEvent.click(remove);
    fireEvent.click(remove);
    await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(screen.getAllByRole('dialog', { name: 'Delete this address?' })).toHaveLength(1);
    const question = screen.getByRole('dialog', { name: 'Delete this address?' });
    await dialogUser.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.addressList), PAGE_TIMEOUT);
    expect(renew.bodies).toEqual([expect.objectContaining({ delete: true })]);
  });

  it('says so when the address no longer exists', async () => {
    await render(links.addressInfo(999_999));
    expect(await screen.findByText('This address no longer exists.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });
});
