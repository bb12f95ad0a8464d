import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { RevealInOrder, Settles } from './reveal-in-order';

/** A section whose data comes when the test says; it may turn out empty. */
function section(name: string) {
  let finish: (text: string) => void = () => undefined;
  function Section() {
    const [state, setState] = useState<{ settled: boolean; text: string }>({ settled: false, text: '' });
    finish = (text) => setState({ settled: true, text });
    return (
      <>
        <Settles when={state.settled} />
        {state.text ? <p>{state.text}</p> : null}
      </>
    );
  }
  return { key: name, Section, finish: (text: string) => act(() => finish(text)) };
}

const visible = (text: string) => {
  const node = screen.queryByText(text);
  if (!node) return false;
  for (let el: HTMLElement | null = node; el; el = el.parentElement) if (el.style.display === 'none') return false;
  return true;
};

describe('RevealInOrder', () => {
  function setup() {
    const a = section('a');
    const b = section('b');
    const c = section('c');
    render(
      <RevealInOrder
        tail={<span>rest of the page</span>}
        slots={[
          { key: a.key, content: <a.Section />, skeleton: <span>skeleton a</span> },
          { key: b.key, content: <b.Section />, skeleton: <span>skeleton b</span> },
          { key: c.key, content: <c.Section />, skeleton: <span>skeleton c</span> },
        ]}
      />,
    );
    return { a, b, c };
  }

  it('shows the first loading section’s skeleton and the rest of the page’s, nothing below', () => {
    setup();
    expect(screen.getByText('skeleton a')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('skeleton b')).toBeNull();
  });

  it('keeps a section that came early hidden until every section above it has come', () => {
    const { a, b, c } = setup();
    b.finish('B content');
    expect(visible('B content')).toBe(false);
    expect(screen.getByText('skeleton a')).toBeInTheDocument();
    a.finish('A content');
    expect(visible('A content')).toBe(true);
    expect(visible('B content')).toBe(true);
    expect(screen.getByText('skeleton c')).toBeInTheDocument();
    expect(screen.queryByText('skeleton a')).toBeNull();
    // The last section has no page below it to stand for.
    expect(screen.queryByText('rest of the page')).toBeNull();
    c.finish('C content');
    expect(visible('C content')).toBe(true);
    expect(screen.queryByText(/skeleton/)).toBeNull();
  });

  it('lets an empty section take no room and moves on to the next', () => {
    const { a, b } = setup();
    a.finish('');
    expect(screen.queryByText('skeleton a')).toBeNull();
    expect(screen.getByText('skeleton b')).toBeInTheDocument();
    b.finish('B content');
    expect(visible('B content')).toBe(true);
  });

  it('mounts only the first sections in its first render and the rest one per task after, still shown top-down', async () => {
    const mounts: string[] = [];
    function Counted({ name, children }: { name: string; children: React.ReactNode }) {
      useState(() => mounts.push(name));
      return children;
    }
    const [a, b, c] = [section('a'), section('b'), section('c')];
    // Fake timers run exactly the task the component has set, one at a time: with a real timer
    // of the test's own beside it, a busy machine let two of the component's tasks run before the
    // test looked (a red CI: 'c' already mounted).
    vi.useFakeTimers();
    try {
      render(
        <RevealInOrder
          mountAtOnce={1}
          slots={[a, b, c].map((s) => ({ key: s.key, content: <Counted name={s.key}><s.Section /></Counted>, skeleton: <span>skeleton {s.key}</span> }))}
        />,
      );
      expect(mounts).toEqual(['a']);
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(mounts).toEqual(['a', 'b']);
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      expect(mounts).toEqual(['a', 'b', 'c']);
    } finally {
      vi.useRealTimers();
    }
    c.finish('C content');
    a.finish('A content');
    expect(visible('A content')).toBe(true);
    expect(visible('C content')).toBe(false);
    expect(screen.getByText('skeleton b')).toBeInTheDocument();
    b.finish('B content');
    expect(visible('C content')).toBe(true);
  });
});
