import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { commonMessages } from './common-messages';
import { PageSkeleton, PageState } from './page-state';

const failedTitle = { id: 'test.failed', defaultMessage: 'Your things could not be loaded.' };
const emptyTitle = { id: 'test.empty', defaultMessage: 'No {what} yet' };

function Page({ loading = false, failed = false, empty = false, onRetry = () => undefined }) {
  return (
    <PageState
      loading={loading}
      skeleton={<PageSkeleton rows={3} />}
      failed={failed && { title: failedTitle, onRetry }}
      empty={empty && { title: emptyTitle, description: commonMessages.empty, values: { what: 'rings' } }}
    >
      {() => <ul aria-label="Things" />}
    </PageState>
  );
}

describe('PageState: the one loading → failed → empty → content chain', () => {
  it('holds the skeleton while loading, and builds no content yet', async () => {
    const content = vi.fn(() => <ul aria-label="Things" />);
    renderWithProviders(
      <PageState loading skeleton={<PageSkeleton />} failed={{ title: failedTitle }}>
        {content}
      </PageState>,
    );
    expect(await screen.findByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Your things could not be loaded.')).not.toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('says what failed with the one translated retry, which loads again', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<Page failed empty onRetry={onRetry} />);
    expect(await screen.findByText('Your things could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No rings yet')).not.toBeInTheDocument();
    const retries = screen.getAllByRole('button');
    expect(retries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the same in another language', async () => {
    renderWithProviders(<Page failed />, { locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('shows the empty state with its values, then the content once there is some', async () => {
    const { unmount } = renderWithProviders(<Page empty />);
    expect(await screen.findByText('No rings yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Page />);
    expect(await screen.findByRole('list', { name: 'Things' })).toBeInTheDocument();
  });
});
