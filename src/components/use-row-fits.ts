import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a row of items laid out side by side fits its box, for a layout that has another way
 * to show them (an order's five stages go under each other when they do not fit: in Spanish with
 * a reader's own text spacing, "Completado" made the page 429 px wide at 375 px).
 *
 * The row is tried side by side first and measured before the browser paints (a layout effect):
 * where it does not fit, the other layout is what the shopper sees, with no frame of the first.
 * When the box's width changes (a phone turned, a window resized) or the `content` does (another
 * language, another order), the row is tried side by side again. The box is the row's own box:
 * its overflow shows in its `scrollWidth`, and it may run into the padding of the box's parent (a
 * card's) but not past the parent's edge: antd's Steps overflow to the right, and five Spanish
 * stages at 320 px use 3 of the 4 px the order card leaves them there.
 */
export function useRowFits(box: RefObject<HTMLElement | null>, content: string): boolean {
  const [widthChanges, setWidthChanges] = useState(0);
  // Each width and content is a new trial side by side; a row found too wide is remembered for its trial.
  const trial = `${String(widthChanges)} ${content}`;
  const [tooWideIn, setTooWideIn] = useState<string | null>(null);
  const fits = tooWideIn !== trial;

  // Measured after layout and before paint, as useLayoutEffect is for (as useGridLayout reads its width).
  useLayoutEffect(() => {
    const measure = (element: HTMLElement) => {
      const parent = element.parentElement;
      // From the box's right edge to the inside of the parent's (its padding box's right edge).
      const room = parent ? parent.getBoundingClientRect().left + parent.clientLeft + parent.clientWidth - element.getBoundingClientRect().right : 0;
      // A pixel's rounding is not an overflow.
      if (element.scrollWidth > element.clientWidth + Math.max(0, room) + 1) setTooWideIn(trial);
    };
    if (fits && box.current) measure(box.current);
  }, [box, fits, trial]);

  const seenWidth = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const watch = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      // The first report is the width the row was measured at.
      if (seenWidth.current !== null && seenWidth.current !== width) setWidthChanges((n) => n + 1);
      seenWidth.current = width;
    });
    watch.observe(element);
    return () => watch.disconnect();
  }, [box]);

  return fits;
}
