import { useLayoutEffect, useState, type RefObject } from 'react';
import { LAYOUT } from '@/lib/constants';

/** Space between cards, in px. */
export const GRID_GAP_PX = 10;
/** The page padding a grid sits in, used to guess its width before it is measured. */
const PAGE_PADDING_PX = 12;
/** Content widths at which a shopper expects a third and a fourth column (tablet, desktop frame). */
const THREE_COLUMNS_FROM_PX = 500;
const FOUR_COLUMNS_FROM_PX = 680;

export interface GridLayout {
  columns: number;
  cardWidth: number;
  width: number;
}

export function gridLayoutFor(width: number): GridLayout {
  const columns = width >= FOUR_COLUMNS_FROM_PX ? 4 : width >= THREE_COLUMNS_FROM_PX ? 3 : 2;
  const cardWidth = Math.max(0, (width - GRID_GAP_PX * (columns - 1)) / columns);
  return { columns, cardWidth, width };
}

/** The page frame's width before anything is measured: the window's, at most the centred frame's. */
export function frameWidth(): number {
  return Math.min(window.innerWidth || LAYOUT.baseWidthPx, LAYOUT.maxWidthPx);
}

function guessWidth(): number {
  return frameWidth() - 2 * PAGE_PADDING_PX;
}

/** Columns and card width from the grid's own width, followed as the window resizes. */
export function useGridLayout(ref: RefObject<HTMLElement | null>): GridLayout {
  const [width, setWidth] = useState(guessWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const measured = element.clientWidth;
      setWidth(measured > 0 ? measured : guessWidth());
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [ref]);
  return gridLayoutFor(width);
}

/**
 * Where the grid starts in the document: the virtualizer's scrollMargin over window scroll. The
 * content above (banners, batches) grows as it loads, so follow the body's size as well.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const rect = element.getBoundingClientRect();
      // A hidden tab (display: none) reads 0: keep the last real value.
      if (rect.width === 0 && rect.height === 0 && rect.top === 0) return;
      setTop(Math.round(rect.top + window.scrollY));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    window.addEventListener('resize', read);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', read);
    };
  }, [ref]);
  return top;
}
