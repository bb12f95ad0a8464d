import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCustomerMode, writeCustomerMode } from '@/lib/customer-mode';
import { ROUTES } from '@/lib/routes';
import { onlyAPaintEndsTheWait, stubLargestPaints } from '@tests/largest-paints';
import { letTimePass } from '@tests/page-kit';
import { renderWithProviders } from '@tests/render';

const LONG = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => writeCustomerMode({ ...readCustomerMode(), on: false }));
});

describe('home’s sections below the first screen (issue 12)', () => {
  it('come once the banners’ picture has been painted, top-down under the skeleton', async () => {
    const browser = stubLargestPaints();
    onlyAPaintEndsTheWait();
    renderWithProviders(null, { route: ROUTES.home });
    const banners = await screen.findByRole('region', { name: 'Featured' }, LONG);
    // Long enough for the chunk and the sections' data to have come, had nothing waited.
    await letTimePass(2000);
    expect(screen.queryByRole('region', { name: 'Wholesale batches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended for you' })).not.toBeInTheDocument();
    // Until then the page says it is still loading below the categories.
    expect(screen.getByRole('status', { name: /Loading/ })).toBeInTheDocument();

    act(() => browser.paint(banners.querySelector('img')));
    expect(await screen.findByRole('region', { name: 'Wholesale batches' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Recommended for you' }, LONG)).toBeInTheDocument();
  });

  it('come without waiting in customer mode, which shows no banners', async () => {
    const browser = stubLargestPaints();
    act(() => writeCustomerMode({ ...readCustomerMode(), on: true }));
    renderWithProviders(null, { route: ROUTES.home });
    expect(await screen.findByRole('list', { name: 'Recommended for you' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
    // Nothing waited for a picture (the wait's own time limit would also have let them through).
    expect(browser.observed()).toBe(0);
  });
});
