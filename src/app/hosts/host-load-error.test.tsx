import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@/api/messages';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { ROUTES } from '@/lib/routes';
import { toastRequested } from '@/state/ui-slice';
import { renderWithProviders } from '@tests/render';

const lostChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/ui-overlays-gYBWhjUU.js');

// The overlay renderer's chunk cannot be fetched (offline before the first toast, or a deploy).
vi.mock('./ui-overlays', () => {
  throw lostChunk;
});
vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));

describe('the overlay host’s chunk failing', () => {
  it('keeps the page and says what was due in a bar with a tap to reload, not the router’s error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = renderWithProviders(null, { route: ROUTES.setUp });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();

    act(() => {
      store.dispatch(toastRequested({ text: { message: apiMessages.offline } }));
    });
    const bar = await screen.findByRole('alert');
    expect(bar).toHaveTextContent('Unable to connect to the network');
    expect(screen.getByRole('button', { name: /Tap to reload/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(reloadIfChunkGone).toHaveBeenCalled();
  });
});
