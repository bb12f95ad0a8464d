import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { ROUTES } from '@/lib/routes';
import { renderWithProviders } from '@tests/render';

let failure: Error | null = null;

vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));

// A piece of the frame that throws: a bug, or a chunk that could not be fetched. (The frame's
// background pieces have a boundary of their own, components/background-piece.tsx; the banner has not.)
vi.mock('@/components/offline-banner', () => ({
  OfflineBanner: () => {
    if (failure) throw failure;
    return null;
  },
}));

describe('whatever no nearer boundary catches', () => {
  it.each([
    ['code that throws', new TypeError("Cannot read properties of undefined (reading 'title')"), 'Un problème est survenu sur cette page.'],
    ['a chunk that failed', new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js'), 'Impossible de charger cette page.'],
  ])('%s shows the translated tap-to-reload view, not React Router’s error screen', async (_label, error, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failure = error;
    renderWithProviders(null, { route: ROUTES.setUp, locale: 'fr' });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Touchez pour recharger/ })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    await waitFor(() => expect(reloadIfChunkGone).toHaveBeenCalledWith(error));
    failure = null;
  });
});
