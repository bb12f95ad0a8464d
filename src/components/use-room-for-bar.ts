import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps the room a page leaves under its content as tall as its fixed bar is. A bar whose rows wrap
 * (the cart's pay bar on a 320 px screen, or with a total in the thousands beside 'Commander (3)')
 * grows; a fixed padding would leave the page's last lines under it. The bar's height is written
 * on its parent as --bar-room, which the page's padding reads (with its own fallback before the
 * first measure).
 */
export function useRoomForBar<T extends HTMLElement>() {
  const bar = useRef<T>(null);
  useLayoutEffect(() => {
    const el = bar.current;
    const page = el?.parentElement;
    if (!el || !page) return;
    const measure = () => page.style.setProperty('--bar-room', `${String(el.offsetHeight)}px`);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => {
      watch.disconnect();
      page.style.removeProperty('--bar-room');
    };
  }, []);
  return bar;
}
