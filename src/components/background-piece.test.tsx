import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { BACKGROUND_RETRY_MS, BackgroundPiece } from './background-piece';

const lostChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cart-queue-sender-DXJT5lCb.js');
const Piece = () => <p>sending your cart changes</p>;
const Crashing = () => {
  throw new Error('the piece’s own bug');
};

function renderPage(load: () => Promise<{ default: ComponentType }>) {
  return render(
    <main>
      <h1>Cart</h1>
      <BackgroundPiece load={load} what="test piece" />
    </main>,
  );
}

describe('a background piece whose chunk fails', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('leaves the page as it was, and loads once the device says it is online again', async () => {
    const load = vi.fn().mockRejectedValueOnce(lostChunk()).mockResolvedValue({ default: Piece });
    renderPage(load);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('test piece failed', expect.any(TypeError), expect.any(String)));
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('sending your cart changes')).not.toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('sending your cart changes')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  });

  it('tries again by itself after a while when no online event comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn().mockRejectedValueOnce(lostChunk()).mockRejectedValueOnce(lostChunk()).mockResolvedValue({ default: Piece });
    renderPage(load);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('test piece failed', expect.any(TypeError), expect.any(String)));
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('sending your cart changes')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_RETRY_MS));
    await vi.waitFor(() => expect(screen.getByText('sending your cart changes')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not run a piece again whose own code throws', async () => {
    const load = vi.fn().mockResolvedValue({ default: Crashing });
    renderPage(load);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('test piece failed', expect.any(Error), expect.any(String)));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
  });
});

describe('a background piece the first screen does not need', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for its chunk only once the page has been on screen for a while (issue 12)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn().mockResolvedValue({ default: Piece });
    render(
      <main>
        <h1>Rings</h1>
        <BackgroundPiece load={load} what="test piece" afterMs={AFTER_FIRST_SCREEN_MS} />
      </main>,
    );
    await act(() => vi.advanceTimersByTimeAsync(AFTER_FIRST_SCREEN_MS - 1));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Rings' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(screen.getByText('sending your cart changes')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
