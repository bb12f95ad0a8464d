import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { RecordFormState, type RecordLoad } from './record-form-state';

function setup(state: Partial<RecordLoad>) {
  const load: RecordLoad = { isLoading: false, isError: false, notFound: false, retry: vi.fn(), listRoute: '/pages/business/user/address/addressList', ...state };
  const result = renderWithProviders(
    <RecordFormState load={load} failedTitle={{ id: 'test.failed', defaultMessage: 'Could not load the address' }}
      missingTitle={{ id: 'test.missing', defaultMessage: 'This address no longer exists' }}
      backLabel="Back to my addresses">
      <form aria-label="Address" />
    </RecordFormState>,
  );
  return { ...result, load };
}

describe('RecordFormState', () => {
  it('holds the place while the record loads, without the form', async () => {
    const { container } = setup({ isLoading: true });
    await vi.waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('form', { name: 'Address' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading failed, and the way back to the list beside it', async () => {
    const { user, load } = setup({ isError: true });
    expect(await screen.findByText('Could not load the address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load.retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to my addresses' })).toHaveAttribute('href', '/pages/business/user/address/addressList');
    expect(screen.queryByRole('form', { name: 'Address' })).not.toBeInTheDocument();
  });

  it('leads back to the list when the record is gone, in its place in history', async () => {
    const { user, router } = setup({ notFound: true });
    expect(await screen.findByText('This address no longer exists')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to my addresses' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pages/business/user/address/addressList'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the form once the record is ready', async () => {
    setup({});
    expect(await screen.findByRole('form', { name: 'Address' })).toBeInTheDocument();
  });
});
