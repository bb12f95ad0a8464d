import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type * as PicturePainted from '@/lib/when-picture-painted';
import { expectedConsole } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

// The picture is never reported as painted (as with the demo's pictures in Chromium), and the
// shopper neither scrolls nor taps: only the sections' place being in view can bring them.
vi.mock('@/lib/when-picture-painted', async (original) => ({
  ...(await original<typeof PicturePainted>()),
  whenPicturePainted: () => new Promise<void>(() => undefined),
}));

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

  it('say the reviews did not come when their call fails, not that there are none, and fetch them again on "Try again"', async () => {
    // The transport reports each call that got no answer.
    const warned = expectedConsole('warn');
    let reachable = false;
    // Unreachable: no answer at all (offline with none saved). Reachable: the demo's own handler.
    server.use(http.post('*/api/order/appraiseList', () => (reachable ? undefined : HttpResponse.error())));
    renderWithProviders(null, { route: PAGE });
    const reviews = await screen.findByRole('region', { name: /^Reviews \(\d+\)$/ }, { timeout: 10_000 });
    expect(await screen.findByText('The reviews could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See all' })).not.toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('request failed'), expect.anything());

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'See all' })).toBeInTheDocument();
    expect(screen.queryByText('The reviews could not be loaded.')).not.toBeInTheDocument();
    expect(reviews).toBeInTheDocument();
  });
});
