import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRowFits } from './use-row-fits';

// jsdom lays nothing out: each box is given the widths a browser would measure (data-scroll, data-client).
const width = (name: 'scroll' | 'client') =>
  function (this: HTMLElement) {
    return Number(this.dataset[name] ?? 0);
  };

/** The ResizeObserver callbacks the hook registered, to report a new width as a browser would. */
let reportWidth: (px: number) => void = () => undefined;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(width('scroll'));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(width('client'));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        reportWidth = (px) => this.callback([{ contentRect: { width: px } } as ResizeObserverEntry], this);
        reportWidth(300);
      }
      disconnect() {}
      unobserve() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A row of stages in a card: says which layout it chose. */
function Stages({ content, rowWidth, cardRoom }: { content: string; rowWidth: number; cardRoom: number }) {
  const box = useRef<HTMLDivElement>(null);
  const sideBySide = useRowFits(box, content);
  return (
    <section data-client={cardRoom}>
      <div ref={box} data-scroll={sideBySide ? rowWidth : 300} data-client={300}>
        {sideBySide ? 'side by side' : 'under each other'}
      </div>
    </section>
  );
}

describe('a row that goes under each other where it does not fit', () => {
  it('stays side by side when it fits, or runs into its card’s padding but not past it', () => {
    const fits = render(<Stages content="en" rowWidth={300} cardRoom={0} />);
    expect(screen.getByText('side by side')).toBeInTheDocument();
    fits.unmount();
    // jsdom puts every box at 0: the card's inside ends 4 px right of the row's box.
    const intoPadding = render(<Stages content="es" rowWidth={303} cardRoom={4} />);
    expect(screen.getByText('side by side')).toBeInTheDocument();
    intoPadding.unmount();
    render(<Stages content="es" rowWidth={306} cardRoom={4} />);
    expect(screen.getByText('under each other')).toBeInTheDocument();
  });

  it('goes under each other when the row is wider than its room, and tries again for new words or a new width', () => {
    const { rerender } = render(<Stages content="es" rowWidth={429} cardRoom={0} />);
    expect(screen.getByText('under each other')).toBeInTheDocument();

    // Another language whose words fit: side by side again.
    rerender(<Stages content="en" rowWidth={290} cardRoom={0} />);
    expect(screen.getByText('side by side')).toBeInTheDocument();

    rerender(<Stages content="es" rowWidth={429} cardRoom={0} />);
    expect(screen.getByText('under each other')).toBeInTheDocument();
    // A wider screen where the same words fit (the row's measure is what the width would give).
    rerender(<Stages content="es" rowWidth={290} cardRoom={0} />);
    expect(screen.getByText('under each other')).toBeInTheDocument();
    act(() => reportWidth(500));
    expect(screen.getByText('side by side')).toBeInTheDocument();
  });
});
