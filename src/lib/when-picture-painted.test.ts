import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubLargestPaints } from '@tests/largest-paints';
import { whenPicturePainted } from './when-picture-painted';

/** Whether the promise has settled by the time the queued microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('whenPicturePainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for a picture to be painted as the largest content, not for a text', async () => {
    vi.useFakeTimers();
    const browser = stubLargestPaints();
    const painted = whenPicturePainted(2000);
    browser.paint(document.createElement('span'));
    expect(await settled(painted)).toBe(false);
    browser.paint(document.createElement('img'));
    expect(await settled(painted)).toBe(true);
    expect(browser.listening()).toBe(0);
  });

  it('ends at the first picture’s own paint, which a plain picture (the browser leaves it out of its largest paints) still reports', async () => {
    vi.useFakeTimers();
    const browser = stubLargestPaints();
    const painted = whenPicturePainted(2000);
    browser.paintFirstPicture('some-other-picture');
    expect(await settled(painted)).toBe(false);
    browser.paintFirstPicture();
    expect(await settled(painted)).toBe(true);
    expect(browser.listening()).toBe(0);

    // Painted before it was asked counts too.
    expect(await settled(whenPicturePainted(2000))).toBe(true);
  });

  it('counts a picture painted before it was asked', async () => {
    vi.useFakeTimers();
    const browser = stubLargestPaints();
    browser.paint(document.createElement('img'));
    expect(await settled(whenPicturePainted(2000))).toBe(true);
  });

  it('stops waiting at the time given when no picture is painted', async () => {
    vi.useFakeTimers();
    const browser = stubLargestPaints();
    const painted = whenPicturePainted(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    expect(browser.listening()).toBe(0);
  });

  it('stops waiting once the shopper scrolls, taps or types', async () => {
    vi.useFakeTimers();
    for (const type of ['scroll', 'pointerdown', 'keydown']) {
      const browser = stubLargestPaints();
      const painted = whenPicturePainted(2000);
      expect(await settled(painted)).toBe(false);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(painted)).toBe(true);
      expect(browser.listening()).toBe(0);
    }
  });

  it('does not wait where the browser reports no largest paints (Safari) or the tab is in the background', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', Object.assign(vi.fn(), { supportedEntryTypes: ['paint', 'resource'] }));
    expect(await settled(whenPicturePainted(2000))).toBe(true);

    stubLargestPaints();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(whenPicturePainted(2000))).toBe(true);
  });

  it('does not wait on a page the shopper came to by a tap (no largest paint is reported after one)', async () => {
    vi.useFakeTimers();
    stubLargestPaints();
    const firstInput = { name: 'pointerdown', entryType: 'first-input' } as PerformanceEntry;
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'first-input' ? [firstInput] : []));
    expect(await settled(whenPicturePainted(2000))).toBe(true);
  });
});
