import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { RecordFormState, type RecordLoad } from './record-form-state';

function setup(state: Partial<RecordLoad>) {
  const load: RecordLoad = { isLoading: false, isError: false, notFound: false, retry: vi.fn(), backToList: vi.fn(), ...state };
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

  it('offers a retry when loading failed', async () => {
    const { user, load } = setup({ isError: true });
    expect(await screen.findByText('Could not load the address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load.retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('form', { name: 'Address' })).not.toBeInTheDocument();
  });

  it('leads back to the list when the record is gone', async () => {
    const { user, load } = setup({ notFound: true });
    expect(await screen.findByText('This address no longer exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my addresses' }));
    expect(load.backToList).toHaveBeenCalledTimes(1);
  });

  it('shows the form once the record is ready', async () => {
    setup({});
    expect(await screen.findByRole('form', { name: 'Address' })).toBeInTheDocument();
  });
});
