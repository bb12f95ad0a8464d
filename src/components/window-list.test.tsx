import { act, cleanup, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { WindowList } from './window-list';

interface Entry {
  id: number;
  title: string;
}

const entries = (n: number): Entry[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Entry ${String(i + 1)}` }));

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const ROW_PX = 72;

function List(props: { items: Entry[]; total?: number; status: 'loadmore' | 'loading' | 'nomore'; failed?: boolean; onLoadMore?: () => void }) {
  return (
    <WindowList
      items={props.items}
      total={props.total}
      getKey={(entry) => entry.id}
      renderItem={(entry) => <p>{entry.title}</p>}
      estimateSize={ROW_PX}
      gap={0}
      status={props.status}
      failed={props.failed}
      onLoadMore={props.onLoadMore ?? vi.fn()}
      label="Ledger"
    />
  );
}

// The test DOM lays nothing out: a drawn row measures ROW_PX high, as it would in a browser.
const realOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'listitem' ? ROW_PX : 0;
    },
  });
});
afterAll(() => {
  if (realOffsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', realOffsetHeight);
});

const placesIn = (list: HTMLElement) => list.querySelectorAll<HTMLElement>('[aria-hidden="true"]');

describe('WindowList', () => {
  it('holds the places of the rows on their way, so arriving rows land there and nothing below moves', async () => {
    // Near the end of 20 rows of 72 px (1 440 px) in the test DOM's 768 px window.
    scrollWindowTo(900);
    renderWithProviders(<List items={entries(20)} total={30} status="loading" />);
    let list = await screen.findByRole('list', { name: 'Ledger' });
    await screen.findByText('Entry 20');
    const heightWhileLoading = list.style.height;
    const firstPlace = placesIn(list)[0];
    expect(firstPlace).toBeDefined();
    // The list is as tall as the whole list (30 rows), not only the 20 it has.
    expect(heightWhileLoading).toBe(`${String(30 * ROW_PX)}px`);
    // Placeholders are not rows: the list holds the 20 it has, says it is busy, and announces
    // each row as one of the whole 30.
    expect(list).toHaveAttribute('data-loaded', '20');
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '30');
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The placeholders are the loading state: no foot under them to be pushed down.
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    cleanup();

    // The last page has landed: row 21 sits where the first placeholder was, the height is the same.
    renderWithProviders(<List items={entries(30)} total={30} status="nomore" />);
    list = await screen.findByRole('list', { name: 'Ledger' });
    const row21 = await screen.findByText('Entry 21');
    expect(list.style.height).toBe(heightWhileLoading);
    expect(placesIn(list)).toHaveLength(0);
    expect(list).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(row21.closest<HTMLElement>('[role="listitem"]')?.style.transform).toBe(firstPlace.style.transform);
    act(() => scrollWindowTo(0));
  });

  it('holds at most a page of places ahead, however long the list', async () => {
    scrollWindowTo(0);
    renderWithProviders(<List items={entries(20)} total={5000} status="loadmore" />);
    const list = await screen.findByRole('list', { name: 'Ledger' });
    await screen.findByText('Entry 1');
    expect(list.style.height).toBe(`${String(40 * ROW_PX)}px`);
  });

  it('holds no places when the list is complete or the next page failed, and the foot is back', async () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    const { user } = renderWithProviders(<List items={entries(6)} total={40} status="loadmore" failed onLoadMore={onLoadMore} />);
    let list = await screen.findByRole('list', { name: 'Ledger' });
    await screen.findByText('Entry 6');
    expect(placesIn(list)).toHaveLength(0);
    expect(list.style.height).toBe(`${String(6 * ROW_PX)}px`);
    // A failed page is not retried on its own: the foot offers it.
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Could not load more. Tap to try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    cleanup();

    renderWithProviders(<List items={entries(6)} total={6} status="nomore" />);
    list = await screen.findByRole('list', { name: 'Ledger' });
    await screen.findByText('Entry 6');
    expect(placesIn(list)).toHaveLength(0);
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('without a total keeps the load-more foot, as before', async () => {
    scrollWindowTo(0);
    renderWithProviders(<List items={entries(6)} status="loading" />);
    const list = await screen.findByRole('list', { name: 'Ledger' });
    await screen.findByText('Entry 6');
    expect(placesIn(list)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('asks for the next page when the end comes near, and not when there is no more', async () => {
    scrollWindowTo(0);
    const onLoadMore = vi.fn();
    renderWithProviders(<List items={entries(6)} total={30} status="loadmore" onLoadMore={onLoadMore} />);
    await screen.findByText('Entry 6');
    expect(onLoadMore).toHaveBeenCalled();
    cleanup();
    const notAgain = vi.fn();
    renderWithProviders(<List items={entries(6)} total={6} status="nomore" onLoadMore={notAgain} />);
    await screen.findByText('Entry 6');
    expect(notAgain).not.toHaveBeenCalled();
  });
});
