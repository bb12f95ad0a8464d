import { vi } from 'vitest';

/**
 * requestAnimationFrame for the tests' DOM, on whichever timers are in force when a frame is
 * asked for, and moved onto real time when the fake timers it was waiting on are gone.
 *
 * jsdom's own (the tests ran on jsdom when this was written; a few files still do) drives every frame from one Node interval, started through the global setInterval
 * when the first frame is asked for and kept while any frame is outstanding. Asked for under fake
 * timers (goods-gallery's long press starts an antd animation), that interval is a fake one and
 * dies when the test goes back to real timers; jsdom still counts the frame as outstanding, so it
 * never starts another interval, and no frame runs in that DOM again. react-spring's loop (which
 * antd's popups, masks and toasts animate with) then waits for ever: popups stay unclickable
 * (`pointer-events: none`), toasts never show. Test files share their worker's DOM
 * (vitest.config.ts), so one file left that to every file after it in its worker.
 *
 * Under fake timers the frames run on the fake clock, as jsdom's did (tests advance antd's
 * animations by advancing time); react-spring keeps this function, captured when it loaded.
 */
const callbacks = new Map<number, FrameRequestCallback>();
let lastHandle = 0;
/** The setTimeout the next frame waits on, when one is due. */
let nextOn: typeof setTimeout | undefined;
/** Real time, whatever a test does to the globals (this module loads before any test). */
const realSetTimeout = setTimeout;
let watching = false;

function runFrame(): void {
  nextOn = undefined;
  const now = performance.now();
  const due = [...callbacks.values()];
  callbacks.clear();
  for (const callback of due) {
    try {
      callback(now);
    } catch (error) {
      // As in a browser: reported, and the other callbacks of the frame still run.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
  schedule();
}

function schedule(): void {
  if (nextOn || callbacks.size === 0) return;
  nextOn = setTimeout;
  setTimeout(runFrame, 1000 / 60);
  if (vi.isFakeTimers()) watchFakeClock();
}

/**
 * While a frame waits on fake timers, looks every 50 ms of real time whether they are still
 * installed; once they are gone (the test went back to real ones), the frame waits on real time.
 */
function watchFakeClock(): void {
  if (watching) return;
  watching = true;
  realSetTimeout(() => {
    watching = false;
    if (nextOn && nextOn !== setTimeout) nextOn = undefined;
    schedule();
    if (nextOn && vi.isFakeTimers()) watchFakeClock();
  }, 50);
}

function requestAnimationFrame(callback: FrameRequestCallback): number {
  lastHandle += 1;
  callbacks.set(lastHandle, callback);
  schedule();
  return lastHandle;
}

function cancelAnimationFrame(handle: number): void {
  callbacks.delete(handle);
}

// Installed on import, once per worker: tests/setup-dom.ts imports this module before antd, whose
// react-spring keeps the requestAnimationFrame it finds when it loads.
for (const target of new Set<object>([window, globalThis])) {
  Object.assign(target, { requestAnimationFrame, cancelAnimationFrame });
}
