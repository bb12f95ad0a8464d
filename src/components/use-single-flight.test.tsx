import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { STAY_LOCKED, useSingleFlight } from './use-single-flight';

function Send({ action }: { action: () => Promise<unknown> }) {
  const [run, pending] = useSingleFlight(action);
  return (
    <button type="button" onClick={() => void run()}>
      {pending ? 'Sending' : 'Send'}
    </button>
  );
}

describe('useSingleFlight', () => {
  it('ignores a second tap in the same frame, and takes the next one once the first is done', async () => {
    const action = vi.fn(() => Promise.resolve());
    renderWithProviders(<Send action={action} />);
    const button = await screen.findByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays locked after an action that leaves the page, so a late tap sends nothing', async () => {
    const action = vi.fn(() => Promise.resolve(STAY_LOCKED));
    renderWithProviders(<Send action={action} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sending' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Sending' }));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
