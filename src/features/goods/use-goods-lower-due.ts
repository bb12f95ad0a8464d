import { startTransition, useEffect, useState, type RefObject } from 'react';
import { TIMEOUTS } from '@/lib/constants';
import { whenPicturePainted } from '@/lib/when-picture-painted';

/**
 * Whether a goods page's first screen is done, so its lower sections may load their chunk
 * (goods-lower-sections.tsx): once its first picture has been painted, or the shopper has
 * scrolled, touched or typed, and TIMEOUTS.firstPictureWaitMs after the goods rendered at the
 * latest (whenPicturePainted; the caller mounts with the goods). A goods opened from another
 * page of the visit (after a tap) waits for nothing.
 *
 * Nor does a screen where the sections' place (`place`) is in view from the start: a wide screen
 * lays the page out in two columns and shows the reviews on its first screen, where waiting only
 * kept a placeholder up for two seconds (the demo's pictures are never reported as the largest paint).
 */
export function useGoodsLowerDue(place: RefObject<Element | null>): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let live = true;
    const show = () => {
      if (live) startTransition(() => setDue(true));
    };
    void whenPicturePainted(TIMEOUTS.firstPictureWaitMs).then(show);
    const target = place.current;
    const inView =
      target && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) show();
          })
        : null;
    if (target) inView?.observe(target);
    return () => {
      live = false;
      inView?.disconnect();
    };
  }, [place]);
  return due;
}
