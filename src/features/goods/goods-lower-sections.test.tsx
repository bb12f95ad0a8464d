import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';

// The picture is never reported as painted (as with the demo's pictures in Chromium), and the
// shopper neither scrolls nor taps: only the sections' place being in view can bring them.
vi.mock('@/lib/when-picture-painted', () => ({ whenPicturePainted: () => new Promise<void>(() => undefined) }));

const PAGE = '/pages/business/goods/goodsInfo?id=10001';

/** A screen on which every observed element is in view from the start (a wide, two-column layout). */
class AllInView {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('a goods page’s reviews and details', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', AllInView);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('come at once where their place is on the first screen, without waiting for the picture', async () => {
    renderWithProviders(null, { route: PAGE });
    await screen.findByRole('list', { name: 'Wholesale prices' }, { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Reviews \(\d+\)$/ })).toBeInTheDocument();
  });
});
