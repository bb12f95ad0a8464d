import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { useMountedOnDemand } from './use-mounted-on-demand';

/** A page with a sheet in a chunk of its own, as the category list keeps its filter sheet. */
function pageWithSheet(load: () => Promise<unknown>) {
  const Sheet = lazy(async () => {
    await load();
    return { default: ({ visible }: { visible: boolean }) => <div role="dialog" aria-label="Filter products" hidden={!visible} /> };
  });
  return function Page() {
    const [open, setOpen] = useState(false);
    const mounted = useMountedOnDemand(open, load);
    return (
      <main>
        <h1>Rings</h1>
        <button type="button" onClick={() => setOpen(!open)}>
          Filter
        </button>
        {mounted && (
          <Suspense fallback={null}>
            <Sheet visible={open} />
          </Suspense>
        )}
      </main>
    );
  };
}

describe('a sheet mounted on demand (issue 12)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is not on the first screen; its chunk is fetched once the page has had its time; it opens at the first tap and stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn().mockResolvedValue(undefined);
    const Page = pageWithSheet(load);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Rings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(AFTER_FIRST_SCREEN_MS - 1));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);
    // Fetched, not mounted: nothing of the sheet is in the page until it is asked for.
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter products' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    // Closed, it stays mounted (what was typed in it is kept), only hidden.
    // (A hidden element has no accessible name: found by its role alone.)
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });

  it('opens at once when asked for before its chunk was fetched', async () => {
    const load = vi.fn().mockResolvedValue(undefined);
    const Page = pageWithSheet(load);
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter products' })).toBeVisible();
  });
});
