import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connection } from '@tests/browser-connection';
import { renderWithProviders } from '@tests/render';
import { LoadFailed } from './page-state';

const failedTitle = { id: 'test.failed', defaultMessage: 'The products could not be loaded.' };
const whenBack = 'Available when you are back online';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed state', () => {
  it('offline, says under what failed that it comes when the shopper is back online; online, only what failed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<LoadFailed title={failedTitle} onRetry={() => undefined} />);
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(whenBack)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    connection(true);
    await waitFor(() => expect(screen.queryByText(whenBack)).not.toBeInTheDocument());
    expect(screen.getByText('The products could not be loaded.')).toBeInTheDocument();
  });

  it('offers the way home under its buttons when asked to', async () => {
    renderWithProviders(<LoadFailed title={failedTitle} onRetry={() => undefined} homeLink />);
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/pages/tabbar/home/home');
  });
});
