import { useCallback } from 'react';

/**
 * Keeps the room a page leaves under its content as tall as its fixed bar is. A bar whose rows wrap
 * (the cart's pay bar on a 320 px screen, or with a total in the thousands beside 'Commander (3)';
 * any bar when a reader sets wider text spacing, WCAG 1.4.12) grows; a fixed padding would leave
 * the page's last lines under it. The bar's height is written on its parent as --bar-room, which
 * the page's padding reads (with its own fallback before the first measure). A callback ref, so a
 * bar that comes with the page's data (after its loading state) is measured too.
 */
export function useRoomForBar(): (bar: HTMLElement | null) => (() => void) | undefined {
  return useCallback((bar: HTMLElement | null) => {
    const page = bar?.parentElement;
    if (!bar || !page) return undefined;
    const measure = () => page.style.setProperty('--bar-room', `${String(bar.offsetHeight)}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(bar);
    return () => {
      watch.disconnect();
      page.style.removeProperty('--bar-room');
    };
  }, []);
}
