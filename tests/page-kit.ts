import { act } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';

/** Pages render lazily: the first find waits for the route's chunk. */
export const PAGE_TIMEOUT = { timeout: 10_000 } as const;

/** An envelope answering success with `data`. */
export const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

/** An envelope answering code 0: the server refuses with `msg` (the baseQuery shows it). */
export const refused = (msg: string) => HttpResponse.json({ code: 0, msg, time: 0, data: null });

/** Bodies of the calls made to one path, recorded at the network edge in the order they start. */
export { recordRequests as recordCalls } from './request-recorder';

/**
 * Clicks inside antd-mobile's Dialog while its opening animation still has `pointer-events: none`
 * on the wrapper (a real tap lands once the animation ends; the test DOM never runs it).
 */
export const dialogUser = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Lets `ms` of real time pass inside act, for a test that waits to see that nothing more happens
 * (no second request, a section that stays hidden): whatever does arrive meanwhile renders as part
 * of the test, not as an update React reports as "not wrapped in act(...)".
 */
export const letTimePass = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * console.warn or console.error for one test that provokes it on purpose (a refused link, a failed
 * call): kept out of the log and handed back, so the test asserts what was said. Restored when
 * the test ends.
 */
export function expectedConsole(kind: 'warn' | 'error') {
  const spy = vi.spyOn(console, kind).mockImplementation(() => undefined);
  onTestFinished(() => {
    spy.mockRestore();
  });
  return spy;
}

/**
 * Whether `text` has been on the page at any moment since this was called, for a message that
 * shows for a moment only (a toast lasts 1.5 s). A find polls, and a test thread starved on a busy
 * machine can wake after the toast has gone; a mutation observer sees it in the task that shows
 * it. Stops watching when the test ends.
 */
export function watchForText(text: string): () => boolean {
  const onPage = () => document.body.textContent.includes(text);
  let seen = onPage();
  const observer = new MutationObserver(() => {
    if (seen || !onPage()) return;
    seen = true;
    observer.disconnect();
  });
  if (!seen) observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => {
    observer.disconnect();
  });
  return () => seen;
}
