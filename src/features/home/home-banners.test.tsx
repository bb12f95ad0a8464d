import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/lib/routes';
import { onlyAPaintEndsTheWait, stubLargestPaints } from '@tests/largest-paints';
import { letTimePass } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const LONG = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Home's banner band, once its first picture is there. */
async function openHome() {
  const browser = stubLargestPaints();
  onlyAPaintEndsTheWait();
  renderWithProviders(null, { route: ROUTES.home });
  const band = await screen.findByRole('region', { name: 'Featured' }, LONG);
  return { browser, band, pictures: () => within(band).getAllByRole('img') };
}

describe('home’s banners (issue 12)', () => {
  it('show the first banner still, and turn once its picture has been painted', async () => {
    const { browser, band, pictures } = await openHome();
    // Long enough for the carousel's chunk to have come, had nothing waited.
    await letTimePass(2000);
    expect(pictures()).toHaveLength(1);
    const [first] = pictures();
    expect(first).toHaveAttribute('src');
    expect(within(band).getAllByRole('link')).toHaveLength(1);

    act(() => browser.paint(first));
    await vi.waitFor(() => expect(pictures().length).toBeGreaterThan(1), LONG);
    // The carousel's first slide is the same banner, its picture loaded at once.
    expect(pictures()[0]).toHaveAttribute('src', first.getAttribute('src'));
  });

  it('turn at once when the shopper touches the band before its picture is painted', async () => {
    const { band, pictures } = await openHome();
    expect(pictures()).toHaveLength(1);
    fireEvent.pointerDown(band);
    await vi.waitFor(() => expect(pictures().length).toBeGreaterThan(1), LONG);
  });
});

describe('home’s slideshow button', () => {
  it('keeps the shopper’s stop when they come back to home from another page', async () => {
    const { browser, band, pictures } = await openHome();
    act(() => browser.paint(pictures()[0]));
    fireEvent.click(await within(band).findByRole('button', { name: 'Stop the slideshow' }, LONG));
    expect(within(band).getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();

    // The search page is outside the tab pages, so home is left and made again on the way back.
    fireEvent.click(screen.getByRole('link', { name: /Search jewelry/ }));
    await screen.findByRole('searchbox', {}, LONG);
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('region', { name: 'Featured' }, LONG);
    expect(await within(again).findByRole('button', { name: /the slideshow/ }, LONG)).toHaveAccessibleName('Play the slideshow');
  });
});
