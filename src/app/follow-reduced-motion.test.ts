import { isMotionReduced, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followReducedMotion } from './follow-reduced-motion';

/** A window whose reduce-motion setting the test turns on and off, as the system's switch does. */
function windowWithSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = { matchMedia: () => query } as unknown as Window;
  const set = (value: boolean) => {
    query.matches = value;
    listeners.forEach((listener) => listener());
  };
  return { win, set, listeners };
}

afterEach(() => restoreMotion());

describe('antd-mobile follows the reduce-motion setting', () => {
  it('turns antd’s springs off when the shopper asks for less motion, and on again when they stop', async () => {
    const { win, set } = windowWithSetting(true);
    const stop = followReducedMotion(win);
    await vi.waitFor(() => expect(isMotionReduced()).toBe(true));
    set(false);
    await vi.waitFor(() => expect(isMotionReduced()).toBe(false));
    set(true);
    await vi.waitFor(() => expect(isMotionReduced()).toBe(true));
    stop();
  });

  it('does not load antd’s switch for a shopper who has not asked', async () => {
    const { win, set, listeners } = windowWithSetting(false);
    const load = vi.fn(() => import('antd-mobile/es/utils/reduce-and-restore-motion'));
    const stop = followReducedMotion(win, load);
    expect(load).not.toHaveBeenCalled();
    set(true);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(isMotionReduced()).toBe(true));
    stop();
    expect(listeners.size).toBe(0);
  });
});
