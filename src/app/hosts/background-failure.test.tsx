import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { ROUTES } from '@/lib/routes';
import { renderWithProviders } from '@tests/render';

const lostChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/reminder-host-Bq1x2ZfA.js');

// The reminders' chunk cannot be fetched (the shop offline, or the connection only just back).
vi.mock('@/features/home/reminder-host', () => {
  throw lostChunk;
});
vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));

describe('a background piece of the frame whose chunk fails', () => {
  it('leaves the page on screen: no error view, no bar, no reload under the shopper', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(null, { route: ROUTES.setUp });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 10_000 })).toBeInTheDocument();
    // The reminders are asked for once the page is on screen (AFTER_FIRST_SCREEN_MS after the frame mounts).
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('reminders failed', expect.any(Error), expect.any(String)), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reloadIfChunkGone).not.toHaveBeenCalled();
  });
});
