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
