import { startTransition, useEffect, useState } from 'react';
import { TIMEOUTS } from '@/lib/constants';
import { whenPicturePainted } from '@/lib/when-picture-painted';

/**
 * Whether a goods page's first screen is done, so its lower sections may load their chunk
 * (goods-lower-sections.tsx): once its first picture has been painted, or the shopper has
 * scrolled, touched or typed, and TIMEOUTS.firstPictureWaitMs after the goods rendered at the
 * latest (whenPicturePainted; the caller mounts with the goods). A goods opened from another
 * page of the visit (after a tap) waits for nothing.
 */
export function useGoodsLowerDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPicturePainted(TIMEOUTS.firstPictureWaitMs).then(() => {
      if (live) startTransition(() => setDue(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return due;
}
