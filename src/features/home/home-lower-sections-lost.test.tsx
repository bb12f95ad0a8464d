import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { ROUTES } from '@/lib/routes';
import { renderWithProviders } from '@tests/render';

const lostChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/home-lower-sections-Bq1xkC2a.js');

// The chunk of home's sections below the first screen cannot be fetched (offline before it was saved, or a deploy).
vi.mock('./home-lower-sections', () => {
  throw lostChunk;
});
vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));

describe('home’s lower sections’ chunk failing', () => {
  it('keeps the first screen and offers one tap to reload where the recommended goods would be', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(null, { route: ROUTES.home });
    expect(await screen.findByRole('region', { name: 'Featured' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Shop by category' })).toBeInTheDocument();
    const reload = await screen.findByRole('button', { name: /Tap to reload/ }, { timeout: 10_000 });
    expect(reload).toBeVisible();
    // Once: the batches and promotions say nothing, and no skeleton waits for them any more.
    expect(screen.getAllByRole('button', { name: /Tap to reload/ })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Wholesale batches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    await waitFor(() => expect(reloadIfChunkGone).toHaveBeenCalled());
  });
});
