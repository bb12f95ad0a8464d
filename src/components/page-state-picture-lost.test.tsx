import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { LoadFailed } from './page-state';

// The pictures' chunk out of reach, as it is offline before the release is kept on the device.
vi.mock('./error-block-picture', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/error-block-picture.js');
});

const failedTitle = { id: 'test.failed', defaultMessage: 'Your orders could not be loaded.' };

describe('a failed state whose picture cannot come', () => {
  it('still says what happened and offers to try again, without the picture', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadFailed title={failedTitle} onRetry={onRetry} />);
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument();
    // The chunk's failure has come and gone: the state is still there, with its way out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Your orders could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.adm-error-block-image svg')).toBeNull();
  });
});
