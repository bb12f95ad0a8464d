import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openContext, PHONE, screenshot, sharedBrowser, waitForApp } from './harness';

/**
 * A list of 10 000 goods in the production build on the demo backend, at 375×812: the search
 * 'acc' (in every item code) over the demo's 10 000-goods catalogue (`?demoGoods=10000`, see
 * docs/demo-backend.md). Scrolls to the very end at a fling's speed, a step a frame, loading
 * every page on the way, then jumps about; prints the figures as one line of JSON and asserts what the issue asks:
 * never more than 300 DOM nodes in the list, no layout shift to speak of, the last goods reached.
 * Frame times are printed, not asserted: on a shared 2-core machine they measure the machine too.
 *
 * CI runs it alone, after the other browser files (.ci/run): beside another file's browser, in two
 * of eight clean-clone runs on 29 Nov 2026, chromium stopped giving the page frames part-way through
 * the walk while its timers still ran (the walk never ended, or ended by its time limit and a
 * screenshot then timed out waiting for a frame). It has not happened with the walk alone.
 */
const GOODS = 10_000;
const LIST = `/pages/business/search/searchResult?keyword=acc&demoGoods=${String(GOODS)}`;
const NODE_CAP = 300;
const CLS_CAP = 0.1;
const LONG_FRAME_MS = 50;
/** A fast fling: 320 px a frame is 19 200 px/s at 60 Hz (the 10 000 goods are 1.4 million px long). */
const STEP_PX = 320;
/**
 * The fling keeps its speed when frames come late: a frame of 33 ms moves two steps, up to this
 * many. A busy machine draws fewer frames, not a slower fling: in CI (two browsers at once) half
 * the frames took 33 ms or more and the walk took 219 s at one step a frame; once it did not end.
 */
const MAX_STEPS_A_FRAME = 4;
const FRAME_AT_60HZ_MS = 1000 / 60;
/**
 * The walk is stopped as hung when no goods have arrived for this long: a page of the list must
 * land within it whatever the machine (one lands every 0.2–0.6 s; the answer itself is about 15 ms).
 */
const STALL_MS = 60_000;
/**
 * And in any case after this long. The walk's time measures the machine more than the list: a
 * quiet 2-core machine gets to the end in about 90 s, a busy one (npm ci half as slow again, two
 * browser files at once) took 208 s alone and 274 s beside another file, and once did not get
 * there within the 300 s this cap used to be. The time is printed with the figures, not asserted.
 */
const MAX_SCROLL_MS = 600_000;
/**
 * Everything the page does (the walk, back up, the jumps) ends by then, and the test stops waiting
 * for the page then too, reading how far it got: CI once saw this test reach its own timeout with
 * nothing to say where it stood (a page whose frames stopped, or a walk too slow to finish).
 */
const IN_PAGE_MS = MAX_SCROLL_MS + 60_000;
/** The page's time plus the first screen and the checks after it. */
const TEST_TIMEOUT_MS = IN_PAGE_MS + 120_000;
/** A frame the browser has not drawn by then is waited for no longer (a page whose frames stopped). */
const FRAME_WAIT_MS = 1_000;

interface Scrolled {
  /** Control: frame times with nothing happening (a busy machine shows long frames at rest too). */
  idleFrames: number[];
  frames: number[];
  /** Scrolling back up over cards already loaded: rendering alone, no pages arriving. */
  upFrames: number[];
  maxListNodes: number;
  maxDocumentNodes: number;
  maxCards: number;
  maxPictures: number;
  /** Pictures whose box was not the card's square (it would shift the text under it). */
  misfitPictures: number;
  loaded: number;
  reachedLast: boolean;
  endShown: boolean;
  jumpListNodes: number[];
  seconds: number;
  /** The walk stopped because no goods arrived for STALL_MS. */
  stalled: boolean;
  /** Frames the browser did not draw within FRAME_WAIT_MS (waited for by a timer instead). */
  missedFrames: number;
  /** Seconds into the page's work when the first frame was missed, if one was. */
  firstMissedAt: number | null;
}

/** How far the walk got, kept on the page so the test can tell where a walk that ran out of time stood. */
interface Progress {
  phase: 'idle' | 'down' | 'up' | 'jumps' | 'done';
  loaded: number;
  scrollY: number;
  frames: number;
  missedFrames: number;
  firstMissedAt: number | null;
  seconds: number;
}

/** Runs in the page: scroll a step a frame (longer for a late frame) to the end of the list, then jump about. */
async function scrollToTheEnd(args: {
  stepPx: number;
  maxSteps: number;
  frameAt60HzMs: number;
  maxMs: number;
  inPageMs: number;
  frameWaitMs: number;
  stallMs: number;
  total: number;
}): Promise<Scrolled> {
  const grid = document.querySelector('[data-goods-grid]');
  if (!grid) throw new Error('no goods grid');
  const listNodes = grid.getElementsByTagName('*');
  const documentNodes = document.getElementsByTagName('*');
  const items = () => grid.querySelectorAll('[role="listitem"]');
  const loaded = () => Number(grid.getAttribute('data-loaded') ?? 0);
  const begun = performance.now();
  const timeLeft = () => begun + args.inPageMs - performance.now();
  let missedFrames = 0;
  let firstMissedAt: number | null = null;
  let framesSeen = 0;
  let phase: Progress['phase'] = 'idle';
  const report = () => {
    const progress: Progress = {
      phase,
      loaded: loaded(),
      scrollY: Math.round(window.scrollY),
      frames: framesSeen,
      missedFrames,
      firstMissedAt,
      seconds: Math.round((performance.now() - begun) / 100) / 10,
    };
    Object.assign(window, { __walk: progress });
  };
  const frame = () =>
    new Promise<number>((resolve) => {
      const timer = setTimeout(() => {
        missedFrames += 1;
        firstMissedAt ??= Math.round((performance.now() - begun) / 100) / 10;
        report();
        resolve(performance.now());
      }, args.frameWaitMs);
      requestAnimationFrame((now) => {
        clearTimeout(timer);
        framesSeen += 1;
        if (framesSeen % 30 === 0) report();
        resolve(now);
      });
    });
  report();
  const frames: number[] = [];
  let maxListNodes = 0;
  let maxDocumentNodes = 0;
  let maxCards = 0;
  let maxPictures = 0;
  let misfitPictures = 0;
  const sample = (checkPictures: boolean) => {
    maxListNodes = Math.max(maxListNodes, listNodes.length);
    maxDocumentNodes = Math.max(maxDocumentNodes, documentNodes.length);
    const shown = items();
    maxCards = Math.max(maxCards, shown.length);
    const pictures = grid.querySelectorAll('img[src]');
    maxPictures = Math.max(maxPictures, pictures.length);
    if (!checkPictures) return;
    for (const img of grid.querySelectorAll('img')) {
      const box = img.getBoundingClientRect();
      if (Math.abs(box.width - box.height) > 1 || box.width < 100) misfitPictures += 1;
    }
  };
  const idleFrames: number[] = [];
  let last = await frame();
  for (let i = 0; i < 120 && timeLeft() > 0; i += 1) {
    const now = await frame();
    idleFrames.push(now - last);
    last = now;
  }
  phase = 'down';
  report();
  const started = performance.now();
  let stalled = false;
  let lastLoaded = loaded();
  let lastArrival = started;
  last = await frame();
  let step = args.stepPx;
  for (let i = 0; performance.now() - started < args.maxMs; i += 1) {
    window.scrollBy(0, step);
    const now = await frame();
    frames.push(now - last);
    step = Math.round(args.stepPx * Math.min(args.maxSteps, Math.max(1, (now - last) / args.frameAt60HzMs)));
    last = now;
    sample(i % 30 === 0);
    const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (atBottom && loaded() >= args.total) break;
    if (loaded() > lastLoaded) {
      lastLoaded = loaded();
      lastArrival = now;
    } else if (now - lastArrival > args.stallMs) {
      stalled = true;
      break;
    }
  }
  // Let the last page settle, then read the end of the list.
  await frame();
  await frame();
  sample(true);
  const lastItem = grid.querySelector(`[role="listitem"][aria-posinset="${String(args.total)}"]`);
  const reachedLast = lastItem !== null && lastItem.getBoundingClientRect().top < window.innerHeight;
  const endShown = /No more/.test(document.body.textContent);
  const loadedAtEnd = loaded();
  const seconds = (performance.now() - started) / 1000;
  const upFrames: number[] = [];
  phase = 'up';
  report();
  last = await frame();
  for (let i = 0; i < 600 && window.scrollY > 0 && timeLeft() > 0; i += 1) {
    window.scrollBy(0, -args.stepPx);
    const now = await frame();
    upFrames.push(now - last);
    last = now;
    sample(false);
  }
  // Jumps across the whole length (a scrollbar drag): the window moves, the node count does not.
  const jumpListNodes: number[] = [];
  const height = document.documentElement.scrollHeight;
  phase = 'jumps';
  report();
  for (let j = 0; j < 30 && timeLeft() > 0; j += 1) {
    window.scrollTo(0, Math.round((((j * 7919) % 30) / 30) * height));
    await frame();
    await frame();
    jumpListNodes.push(listNodes.length);
    sample(j % 5 === 0);
  }
  phase = 'done';
  report();
  return {
    idleFrames,
    frames,
    upFrames,
    maxListNodes,
    maxDocumentNodes,
    maxCards,
    maxPictures,
    misfitPictures,
    loaded: loadedAtEnd,
    reachedLast,
    endShown,
    jumpListNodes,
    seconds,
    stalled,
    missedFrames,
    firstMissedAt,
  };
}

/**
 * The walk's answer, or a failure saying where the walk stood when the time ran out. An evaluate
 * has no time limit of its own: a page whose main thread hangs would hold the test until vitest's
 * timeout, which says nothing about why.
 */
async function walkWithinTime(page: Page, walk: Promise<Scrolled>, ms: number): Promise<Scrolled> {
  // Once the time has run out the walk's own end (the page closed under it) is no one's concern.
  walk.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      resolve('late');
    }, ms);
  });
  try {
    const first = await Promise.race([walk, late]);
    if (first !== 'late') return first;
  } finally {
    clearTimeout(timer);
  }
  const progress = await Promise.race([
    page.evaluate(() => (window as unknown as { __walk?: Progress }).__walk ?? 'no progress reported'),
    new Promise<string>((resolve) => setTimeout(() => resolve('the page did not answer within 5 s'), 5_000)),
  ]);
  throw new Error(`the walk did not end within ${String(ms / 1000)} s; where it stood: ${JSON.stringify(progress)}`);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

const browser = sharedBrowser();

describe('a list of 10 000 goods on a phone', () => {
  it('scrolls to the last goods with at most 300 list nodes and no layout shift', async () => {
    const { context, page, errors } = await openContext(browser(), PHONE);
    // Layout shifts from the very first paint, summed (entries after a tap or key excluded, as CLS does).
    await context.addInitScript(() => {
      const shifts = { total: 0, count: 0, largest: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (entry.hadRecentInput) continue;
          shifts.total += entry.value;
          shifts.count += 1;
          shifts.largest = Math.max(shifts.largest, entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The test's functions are compiled with name helpers the page does not have.
      Object.assign(window, { __name: (fn: unknown) => fn });
    });
    const opened = performance.now();
    await page.goto(LIST);
    await waitForApp(page);
    await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await page.getByText('10,000 products').waitFor();
    const firstScreenMs = performance.now() - opened;
    await screenshot(page, 'goods-list-10k-top');
    const shiftsBefore = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);

    const walk = page.evaluate(scrollToTheEnd, {
      stepPx: STEP_PX,
      maxSteps: MAX_STEPS_A_FRAME,
      frameAt60HzMs: FRAME_AT_60HZ_MS,
      maxMs: MAX_SCROLL_MS,
      inPageMs: IN_PAGE_MS,
      frameWaitMs: FRAME_WAIT_MS,
      stallMs: STALL_MS,
      total: GOODS,
    });
    // A little over the page's own limit, so a walk that ends by itself is never cut short.
    const scrolled = await walkWithinTime(page, walk, IN_PAGE_MS + 15_000);
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await page.waitForTimeout(400);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { total: number; count: number; largest: number } }).__shifts);

    const f = scrolled.frames;
    const summary = (values: number[]) => ({
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      over50ms: values.filter((ms) => ms > LONG_FRAME_MS).length,
      of: values.length,
    });
    const figures = {
      list: LIST,
      goods: scrolled.loaded,
      pages: Math.ceil(scrolled.loaded / 20),
      firstScreenMs: Math.round(firstScreenMs),
      scrollSeconds: round(scrolled.seconds),
      frames: f.length,
      frameMs: { p50: round(percentile(f, 50)), p95: round(percentile(f, 95)), p99: round(percentile(f, 99)), max: round(Math.max(...f)) },
      framesOver50ms: f.filter((ms) => ms > LONG_FRAME_MS).length,
      upOverLoadedMs: summary(scrolled.upFrames),
      idleMs: summary(scrolled.idleFrames),
      maxListNodes: scrolled.maxListNodes,
      listNodesAfterJumps: [Math.min(...scrolled.jumpListNodes), Math.max(...scrolled.jumpListNodes)],
      maxDocumentNodes: scrolled.maxDocumentNodes,
      maxCardsInDom: scrolled.maxCards,
      maxPicturesWithSrc: scrolled.maxPictures,
      misfitPictures: scrolled.misfitPictures,
      cls: Math.round(shifts.total * 10_000) / 10_000,
      clsBeforeScrolling: Math.round(shiftsBefore * 10_000) / 10_000,
      layoutShifts: shifts.count,
      reachedLast: scrolled.reachedLast,
      stalled: scrolled.stalled,
      missedFrames: scrolled.missedFrames,
      firstMissedAt: scrolled.firstMissedAt,
    };
    console.log(`goods-list-10k ${JSON.stringify(figures)}`);
    // After the figures are out: a page that has stopped drawing cannot be photographed.
    await screenshot(page, 'goods-list-10k-end');

    expect(scrolled.stalled).toBe(false);
    expect(scrolled.loaded).toBe(GOODS);
    expect(scrolled.reachedLast).toBe(true);
    expect(scrolled.endShown).toBe(true);
    expect(scrolled.maxListNodes).toBeLessThanOrEqual(NODE_CAP);
    expect(shifts.total).toBeLessThan(CLS_CAP);
    expect(scrolled.misfitPictures).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, TEST_TIMEOUT_MS);
});
