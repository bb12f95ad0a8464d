/**
 * A control reached from the keyboard is never left under one of the shop's bars (WCAG 2.4.11,
 * focus not obscured). The pay, submit and action bars are fixed to the foot of the screen, the
 * navigation bar and the list tabs stick to its top, and the browser scrolls a focused control
 * into view only when it is off screen: one that is on screen but under a bar stays there. Tab
 * from a goods page's pictures to its options, or from an order's note to the field below it, and
 * the control with the focus ring was wholly behind "Add to cart" or "Submit order".
 *
 * One watcher for every bar, present and future, rather than each bar registering its height: once
 * the browser has moved focus (and done its own scrolling), the next frame looks at what covers the
 * control along its own column, from the screen's top and bottom edges inwards, and scrolls the page
 * (or the list the control is in) just far enough that it is clear. The scroll comes before the
 * frame is painted, so nothing is seen jumping. Only for focus the shopper sees as such
 * (`:focus-visible`): a control tapped or clicked is where the pointer is, and moving the page
 * under the pointer between press and release would send the click elsewhere.
 */

export interface Span {
  top: number;
  bottom: number;
}

/** Space kept between the control and the bar it is moved clear of. */
const MARGIN_PX = 8;
/** Taller than this share of the screen, a fixed layer is a sheet or a mask, not a bar. */
const BAR_MAX_SHARE = 0.4;
/** Bars stacked at one edge (the cart's pay bar on the tab bar) are followed this many deep. */
const STACK_DEPTH = 4;

/**
 * How far to scroll (positive: down the page) so that `target` lies within `clear`, the part of
 * the screen no bar covers, `MARGIN_PX` from its edges; 0 when it already does. A control taller
 * than the clear part is aligned with its top, where its label is.
 */
export function scrollToClear(target: Span, clear: Span, margin = MARGIN_PX): number {
  if (target.top >= clear.top && target.bottom <= clear.bottom) return 0;
  const room = clear.bottom - clear.top - 2 * margin;
  if (target.bottom - target.top > room || target.top < clear.top) return target.top - clear.top - margin;
  return target.bottom - clear.bottom + margin;
}

function pinnedLayer(el: Element | null, win: Window): Element | null {
  for (let node = el; node && node !== win.document.documentElement; node = node.parentElement) {
    const position = win.getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return node;
  }
  return null;
}

/**
 * The bar at the point, if any: a fixed or sticky layer that does not hold the control itself and
 * is low enough to be a bar (a sheet's mask covers the screen; the control is then in the sheet).
 */
function barAt(x: number, y: number, target: Element, win: Window): DOMRect | null {
  const layer = pinnedLayer(win.document.elementFromPoint(x, y), win);
  if (!layer || layer.contains(target)) return null;
  const rect = layer.getBoundingClientRect();
  return rect.height > win.innerHeight * BAR_MAX_SHARE ? null : rect;
}

/**
 * The part of the screen's height no bar covers, along the control's own column. Looked at a pixel
 * inside each edge: Chromium finds nothing at half a pixel from the bottom edge.
 */
function clearSpan(target: Element, win: Window): Span {
  const rect = target.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, win.innerWidth);
  const clear = { top: 0, bottom: win.innerHeight };
  if (right <= left) return clear;
  for (const x of [left + 1, (left + right) / 2, right - 1]) {
    for (let y = 0, depth = 0; depth < STACK_DEPTH; depth += 1) {
      const bar = barAt(x, y + 1, target, win);
      if (!bar || bar.bottom <= y) break;
      y = bar.bottom;
      clear.top = Math.max(clear.top, y);
    }
    for (let y = win.innerHeight, depth = 0; depth < STACK_DEPTH; depth += 1) {
      const bar = barAt(x, y - 1, target, win);
      if (!bar || bar.top >= y) break;
      y = bar.top;
      clear.bottom = Math.min(clear.bottom, y);
    }
  }
  return clear;
}

/** What scrolls the control: the nearest list that scrolls up and down, else the page. */
function scrollerOf(target: Element, win: Window): Element {
  const page = win.document.scrollingElement ?? win.document.documentElement;
  for (let node = target.parentElement; node && node !== page && node !== win.document.body; node = node.parentElement) {
    const overflow = win.getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight + 1) return node;
  }
  return page;
}

function bringClear(target: Element, win: Window): void {
  // A control in a bar, a sheet or a dialog moves with it: nothing of the page's covers it.
  if (!target.isConnected || pinnedLayer(target, win)) return;
  const rect = target.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return;
  const delta = scrollToClear(rect, clearSpan(target, win));
  if (delta !== 0) scrollerOf(target, win).scrollBy({ top: delta, behavior: 'instant' });
}

/** Starts the watch; returns its stop. */
export function watchFocusClearance(win: Window = window): () => void {
  let frame = 0;
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.matches(':focus-visible')) return;
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => {
      bringClear(target, win);
    });
  };
  win.document.addEventListener('focusin', onFocus);
  return () => {
    win.cancelAnimationFrame(frame);
    win.document.removeEventListener('focusin', onFocus);
  };
}
