import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ChunkFailure from '@/lib/chunk-failure';
import { reloadIfChunkGone } from '@/lib/chunk-failure';
import { ok } from '@mocks/testing/call';
import { renderWithProviders } from '@tests/render';

const lostChunk = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/spec-sheet-Bq1xkC2a.js');

// The options sheet's chunk cannot be fetched (offline before it was saved, or a flaky line).
vi.mock('./spec-sheet', () => {
  throw lostChunk;
});
vi.mock('@/lib/chunk-failure', async (original) => ({
  ...(await original<typeof ChunkFailure>()),
  reloadIfChunkGone: vi.fn(() => Promise.resolve(false)),
}));

describe('the goods page’s options sheet, its chunk out of reach', () => {
  it('keeps the goods on screen and says the sheet could not be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { title } = await ok('/api/commodity/commodityDetails', { id: 10001 });
    const { user } = renderWithProviders(null, { route: '/pages/business/goods/goodsInfo?id=10001' });
    expect(await screen.findByRole('heading', { level: 2, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    const addToCart = screen.getAllByRole('button', { name: 'Add to cart' }).at(-1);
    if (!addToCart) throw new Error('no Add to cart button');
    await user.click(addToCart);
    expect(await screen.findByText('This could not be opened. Check your connection and try again.', undefined, { timeout: 10_000 })).toBeVisible();
    // Not the page's tap-to-reload view: the goods are still there, with their buttons.
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tap to reload/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to cart' }).at(-1)).toBeEnabled();
    await waitFor(() => expect(reloadIfChunkGone).toHaveBeenCalled());
  });
});
