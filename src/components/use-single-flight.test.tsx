import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STAY_LOCKED, useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('ignores a second run while the first is on its way, then runs again', async () => {
    let finish = () => undefined as void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(action));
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current[0]();
      void result.current[0]();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[1]).toBe(false);
    await act(() => result.current[0]());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays locked after an action that leaves the page, so a late tap sends nothing', async () => {
    const action = vi.fn(() => Promise.resolve(STAY_LOCKED));
    const { result } = renderHook(() => useSingleFlight(action));
    await act(() => result.current[0]());
    await act(() => result.current[0]());
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(true);
  });
});
