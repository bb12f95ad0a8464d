// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHelperThread, startHelperThread } from './helper-thread';

afterEach(() => {
  forgetHelperThread();
  vi.unstubAllGlobals();
});

describe('the helper thread', () => {
  it('starts once per page however often it is asked', () => {
    vi.stubGlobal('Worker', vi.fn());
    const make = vi.fn();
    expect(startHelperThread(make)).toBe(true);
    expect(startHelperThread(make)).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('starts nothing where there are no workers, and stops nothing where making one is refused', () => {
    const refused = vi.fn(() => {
      throw new Error('refused by policy');
    });
    expect(startHelperThread(refused)).toBe(false);
    expect(refused).not.toHaveBeenCalled();
    vi.stubGlobal('Worker', vi.fn());
    expect(startHelperThread(refused)).toBe(false);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
