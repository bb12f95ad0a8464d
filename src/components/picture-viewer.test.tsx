import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { watchModalFocus } from './modal-focus';
import { PictureViewer } from './picture-viewer';

const IMAGES = ['/a.png', '/b.png', '/c.png'];

/** A page with three pictures, each opening the viewer on itself. */
function Pictures() {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      {IMAGES.map((src, i) => (
        <button key={src} type="button" onClick={() => setViewing(i)}>
          {`Open ${String(i + 1)}`}
        </button>
      ))}
      <PictureViewer images={IMAGES} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </>
  );
}

/** As the app does: antd hides its mask, in which the viewer draws its pictures and buttons, from screen readers. */
function watchOverlays() {
  onTestFinished(watchModalFocus(document));
}

const shown = async (text: string) => waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());

describe('the picture viewer', () => {
  it('turns by the arrow keys and its buttons, says which picture shows, and opens on the picture tapped every time', async () => {
    watchOverlays();
    const { user } = renderWithProviders(<Pictures />);
    await user.click(await screen.findByRole('button', { name: 'Open 2' }));
    await shown('Picture 2 of 3');

    await user.keyboard('{ArrowRight}');
    await shown('Picture 3 of 3');
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    await shown('Picture 3 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    await shown('Picture 2 of 3');
    await user.keyboard('{ArrowLeft}');
    await shown('Picture 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous picture' })).toBeDisabled();

    // Escape closes it (the overlay watcher presses its mask); antd's viewer kept the picture it last
    // showed between openings, so it opened on the first here.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open 3' }));
    await shown('Picture 3 of 3');
  });

  it('says it in the shopper’s language', async () => {
    watchOverlays();
    renderWithProviders(<PictureViewer images={IMAGES} visible defaultIndex={1} onClose={() => undefined} />, { locale: 'fr' });
    await shown('Photo 2 sur 3');
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toBeEnabled();
  });
});
