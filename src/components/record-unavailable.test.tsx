import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { OrderRecordUnavailable } from './record-unavailable';

const failedTitle = { id: 'test.failed', defaultMessage: 'This order could not be loaded.' };
const notFoundTitle = { id: 'test.not_found', defaultMessage: 'This order could not be found.' };

describe('a record that cannot be shown (an order)', () => {
  it('failed to load: offers to try again, and the way back to the orders beside it', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <OrderRecordUnavailable loadFailed failedTitle={failedTitle} notFoundTitle={notFoundTitle} onRetry={onRetry} list="/orderList?tab=after_sales" />,
    );
    expect(await screen.findByText('This order could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('This order could not be found.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/orderList?tab=after_sales');
  });

  it('not there: says so, with the way back to the orders and nothing to retry', async () => {
    const { router } = renderWithProviders(
      <OrderRecordUnavailable loadFailed={false} failedTitle={failedTitle} notFoundTitle={notFoundTitle} onRetry={vi.fn()} list="/orderList" />,
    );
    expect(await screen.findByText('This order could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/orderList');
    // The dead address takes no place in history: Back does not lead to it again.
    fireEvent.click(screen.getByRole('link', { name: 'Back to my orders' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/orderList'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
