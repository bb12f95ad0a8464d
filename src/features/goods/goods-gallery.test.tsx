import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { GoodsGallery } from './goods-gallery';

const IMAGES = ['data:image/svg+xml,a', 'data:image/svg+xml,b'];

async function setup() {
  const onSave = vi.fn();
  const onShare = vi.fn();
  renderWithProviders(<GoodsGallery images={IMAGES} title="Moon ring" onSave={onSave} onShare={onShare} />);
  const slide = await screen.findByRole('button', { name: 'Picture 1 of 2, tap to enlarge' });
  // The page is up: from here the clock is the test's.
  vi.useFakeTimers();
  return { slide, onSave, onShare };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('goods gallery long press', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers save and share after 350 ms of a still finger', async () => {
    const { slide, onSave } = await setup();
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 100, clientY: 100 });
    advance(349);
    expect(screen.queryByText('Save picture')).not.toBeInTheDocument();
    advance(1);
    fireEvent.pointerUp(slide, { pointerId: 1 });
    // The sheet's chunk is asked for at this first long press (goods-gallery-overlays.tsx).
    vi.useRealTimers();
    fireEvent.click(await screen.findByText('Save picture'));
    expect(onSave).toHaveBeenCalledWith(0);
  });

  it('does nothing when the finger moves 10 px or more (a swipe), or lifts early (a tap)', async () => {
    const { slide } = await setup();
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(slide, { pointerId: 1, clientX: 106, clientY: 108 });
    advance(400);
    expect(screen.queryByText('Save picture')).not.toBeInTheDocument();
    fireEvent.pointerUp(slide, { pointerId: 1 });

    fireEvent.pointerDown(slide, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(slide, { pointerId: 2, clientX: 104, clientY: 105 });
    advance(200);
    fireEvent.pointerUp(slide, { pointerId: 2 });
    advance(400);
    expect(screen.queryByText('Save picture')).not.toBeInTheDocument();
  });

  it('keeps still under 10 px of movement', async () => {
    const { slide, onShare } = await setup();
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(slide, { pointerId: 1, clientX: 105, clientY: 106 });
    advance(350);
    vi.useRealTimers();
    fireEvent.click(await screen.findByText('Share'));
    expect(onShare).toHaveBeenCalledTimes(1);
  });
});

describe('goods gallery by keyboard', () => {
  it('takes one Tab stop, the picture shown, and the arrow keys move it with focus', async () => {
    renderWithProviders(
      <>
        <GoodsGallery images={IMAGES} title="Moon ring" onSave={vi.fn()} onShare={vi.fn()} />
        <button type="button">After the gallery</button>
      </>,
    );
    const first = await screen.findByRole('button', { name: 'Picture 1 of 2, tap to enlarge' });
    first.focus();
    const user = userEvent.setup();
    await user.tab();
    // The hidden picture is not a Tab stop of its own.
    expect(screen.getByRole('button', { name: 'After the gallery' })).toHaveFocus();
    first.focus();
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: 'Picture 2 of 2, tap to enlarge' });
    expect(second).toHaveFocus();
    // The swiper shows it: its counter says so (the drag gesture's own arrow keys are kept off).
    await waitFor(() => expect(screen.getByText('2 / 2')).toBeInTheDocument());
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
  });
});
