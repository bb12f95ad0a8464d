// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetHelperThread, helperCanvasSignal, startHelperThread } from './helper-thread';

/** A stand-in worker: the test plays its side of the conversation. */
function fakeWorker() {
  const listeners = new Map<string, (event: { data?: unknown }) => void>();
  const worker = {
    addEventListener: (type: string, listener: (event: { data?: unknown }) => void) => listeners.set(type, listener),
    terminate: vi.fn(),
  };
  return { worker, make: () => worker as unknown as Worker, post: (data: unknown) => listeners.get('message')?.({ data }), fail: () => listeners.get('error')?.({}) };
}

afterEach(() => {
  forgetHelperThread();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the helper thread', () => {
  it("hands the fingerprint the canvas signal it drew, and starts once however often it is asked", async () => {
    vi.stubGlobal('Worker', class {});
    const helper = fakeWorker();
    const make = vi.fn(helper.make);
    const started = startHelperThread(make);
    expect(startHelperThread(make)).toBe(started);
    helper.post({ canvas: 'a1b2c3' });
    expect(await helperCanvasSignal()).toBe('a1b2c3');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('answers null when its worker fails to load, so the page draws the canvas itself', async () => {
    vi.stubGlobal('Worker', class {});
    const helper = fakeWorker();
    const started = startHelperThread(helper.make);
    helper.fail();
    expect(await started).toBeNull();
    expect(await helperCanvasSignal()).toBeNull();
  });

  it('stops waiting and ends the worker when it does not answer in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', class {});
    const helper = fakeWorker();
    const started = startHelperThread(helper.make, 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(helper.worker.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await started).toBeNull();
    expect(helper.worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('answers null where there are no workers, or making one is refused', async () => {
    const make = vi.fn(() => {
      throw new Error('refused by policy');
    });
    expect(await startHelperThread(make)).toBeNull();
    expect(make).not.toHaveBeenCalled();
    forgetHelperThread();
    vi.stubGlobal('Worker', class {});
    expect(await startHelperThread(make)).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
