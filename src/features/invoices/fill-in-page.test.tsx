import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { links } from '@/lib/links';
import { ROUTES } from '@/lib/routes';
import { server } from '@mocks/node';
import { demoSession } from '@tests/demo-session';
import { dialogUser, PAGE_TIMEOUT, recordCalls, refused } from '@tests/page-kit';
import { pageGone } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';

async function open(route: string = links.fillIn()) {
  const preloadedState = await demoSession();
  const view = renderWithProviders(null, { route, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Invoice details' }, PAGE_TIMEOUT);
  await screen.findByRole('button', { name: 'Save' }, PAGE_TIMEOUT);
  return view;
}

const field = (label: RegExp) => screen.getByLabelText(label);

describe('invoicing profile: rules', () => {
  it('a personal invoice needs a name and an email, and no tax number', async () => {
    const save = recordCalls('/api/account/userInvoicing');
    const { user } = await open();
    expect(screen.queryByLabelText(/^Tax number/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    expect(save.bodies).toHaveLength(0);
  });

  it('says in each empty required field what goes in it', async () => {
    const { user } = await open();
    expect(field(/^Name on the invoice/)).toHaveAttribute('placeholder', 'Your full name');
    expect(field(/^Email for the invoice/)).toHaveAttribute('placeholder', 'name@example.com');
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(field(/^Company name/)).toHaveAttribute('placeholder', 'As registered');
    expect(field(/^Tax number/)).toHaveAttribute('placeholder', 'The company’s tax ID');
  });

  it('checks the email address', async () => {
    const { user } = await open();
    await user.type(field(/^Name on the invoice/), 'Marie Dupont');
    await user.type(field(/^Email for the invoice/), 'marie@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
  });

  it('a company invoice needs a well-formed tax number', async () => {
    const save = recordCalls('/api/account/userInvoicing');
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    expect(field(/^Company name/)).toBeInTheDocument();
    await user.type(field(/^Company name/), 'Bijoux Marie SAS');
    await user.type(field(/^Email for the invoice/), 'compta@bijoux-marie.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A company invoice needs the tax number')).toBeInTheDocument();
    await user.type(field(/^Tax number/), 'FR 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 6 to 30 letters, digits or dashes')).toBeInTheDocument();
    expect(save.bodies).toHaveLength(0);
  });
});

describe('invoicing profile: saving', () => {
  it('creates a company profile', async () => {
    const save = recordCalls('/api/account/userInvoicing');
    const { user, router } = await open();
    await user.click(screen.getByRole('radio', { name: 'Company' }));
    await user.type(field(/^Company name/), 'Bijoux Marie SAS');
    await user.type(field(/^Tax number/), 'fr12345678901');
    await user.type(field(/^Email for the invoice/), 'compta@bijoux-marie.example');
    await user.type(field(/^Bank$/), 'BNP Paribas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.invoicingList), PAGE_TIMEOUT);
    expect(save.bodies).toEqual([
      {
        title_type: 'company',
        title: 'Bijoux Marie SAS',
        tax_no: 'FR12345678901',
        email: 'compta@bijoux-marie.example',
        mobile: '',
        company_address: '',
        bank_name: 'BNP Paribas',
        bank_account: '',
        is_default: false,
      },
    ]);
  });

  it('edits an existing profile, and a switch to personal drops the company details', async () => {
    const save = recordCalls('/api/account/userInvoicing');
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: links.invoiceApplication(), preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Edit the invoice details of Bijoux Lina SARL' }, PAGE_TIMEOUT));
    await waitFor(() => expect(field(/^Company name/)).toHaveValue('Bijoux Lina SARL'), PAGE_TIMEOUT);
    expect(field(/^Tax number/)).toHaveValue('FR40123456789');
    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    await user.clear(field(/^Name on the invoice/));
    await user.type(field(/^Name on the invoice/), 'Lina Chen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.bodies).toHaveLength(1), PAGE_TIMEOUT);
    expect(save.bodies[0]).toMatchObject({
      id: expect.any(Number) as number,
      title_type: 'personal',
      title: 'Lina Chen',
      tax_no: '',
      bank_name: '',
      bank_account: '',
      company_address: '',
      email: 'compta@bijoux-lina.example',
    });
  });

  it('keeps everything typed when the server refuses', async () => {
    server.use(http.post('*/api/account/userInvoicing', () => refused('You can keep at most 10 invoicing profiles')));
    const { user, router } = await open();
    await user.type(field(/^Name on the invoice/), 'Marie Dupont');
    await user.type(field(/^Email for the invoice/), 'marie@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can keep at most 10 invoicing profiles', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.fillIn);
    expect(field(/^Name on the invoice/)).toHaveValue('Marie Dupont');
    expect(field(/^Email for the invoice/)).toHaveValue('marie@example.com');
  });

  it('deletes a profile after confirmation', async () => {
    const save = recordCalls('/api/account/userInvoicing');
    const preloadedState = await demoSession();
    const { user } = renderWithProviders(null, { route: links.invoiceApplication(), preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Edit the invoice details of Bijoux Lina SARL' }, PAGE_TIMEOUT));
    await user.click(await screen.findByRole('button', { name: 'Delete' }, PAGE_TIMEOUT));
    const question = await screen.findByText('Delete these invoice details?');
    await dialogUser.click(within(question.closest<HTMLElement>('.adm-dialog')!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(save.bodies).toEqual([{ id: expect.any(Number) as number, delete: true }]), PAGE_TIMEOUT);
  });

  it('says so when the profile no longer exists', async () => {
    const preloadedState = await demoSession();
    renderWithProviders(null, { route: links.fillIn(987_654), preloadedState });
    expect(await screen.findByText('These invoice details no longer exist.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });
});

describe('invoicing profile: what was typed', () => {
  it('comes back after a reload, the company fields with it', async () => {
    const first = await open();
    await first.user.click(screen.getByRole('radio', { name: 'Company' }));
    await first.user.type(field(/^Company name/), 'Bijoux Marie SAS');
    await first.user.type(field(/^Tax number/), 'FR12345678901');

    pageGone(first);
    await open();
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(field(/^Company name/)).toHaveValue('Bijoux Marie SAS');
    expect(field(/^Tax number/)).toHaveValue('FR12345678901');
  });
});
