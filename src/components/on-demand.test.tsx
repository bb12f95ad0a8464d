import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';
import { selectToasts } from '@/state/ui-slice';
import { renderWithProviders } from '@tests/render';
import { makeTestStore } from '@tests/test-store';
import { OnDemand } from './on-demand';

function Sheet({ visible }: { visible: boolean }) {
  return <div role="dialog" aria-label="Filter products" hidden={!visible} />;
}

/** A page with a sheet in a chunk of its own, as the category list keeps its filter sheet. */
function pageWithSheet(load: () => Promise<{ default: typeof Sheet }>) {
  return function Page() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <h1>Rings</h1>
        <button type="button" onClick={() => setOpen(!open)}>
          {open ? 'Close filter' : 'Filter'}
        </button>
        <OnDemand open={open} load={load} what="the test's sheet" onUnavailable={() => setOpen(false)}>
          {(Piece) => <Piece visible={open} />}
        </OnDemand>
      </main>
    );
  };
}

const lostChunk = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/filter-sheet-Bq1xkC2a.js');

describe('a sheet in a chunk of its own, opened on demand (issue 12)', () => {
  // Real timers come back after every test by themselves (tests/setup-dom.ts); the spies do not.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is not on the first screen; its chunk is fetched once the page has had its time; it opens at the first tap and stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn(() => Promise.resolve({ default: Sheet }));
    const Page = pageWithSheet(load);
    // The store alone (no catalogue to load), so the page is there at once under the fake clock.
    render(
      <Provider store={makeTestStore().store}>
        <Page />
      </Provider>,
    );
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
    fireEvent.click(screen.getByRole('button', { name: 'Close filter' }));
    // Closed, it stays mounted (what was typed in it is kept), only hidden.
    // (A hidden element has no accessible name: found by its role alone.)
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });

  it('opens at once when asked for before its chunk was fetched', async () => {
    const Page = pageWithSheet(() => Promise.resolve({ default: Sheet }));
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter products' })).toBeVisible();
  });

  it('offline at the tap: the page stays, the shopper is told, and the next tap asks for the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<{ default: typeof Sheet }>>().mockRejectedValueOnce(lostChunk()).mockResolvedValue({ default: Sheet });
    const Page = pageWithSheet(load);
    const { store } = renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));

    // What the tap opened is closed again, and the page is as it was.
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rings' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(selectToasts(store.getState()).at(-1)).toMatchObject({ text: { message: { id: 'common.piece_unavailable' } }, icon: 'fail' });
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('dialog', { name: 'Filter products' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
