import { useEffect, useState } from 'react';
import { AFTER_FIRST_SCREEN_MS } from '@/lib/constants';

/**
 * For a sheet a page keeps in a chunk of its own (issue 12: its code was part of what the first
 * screen downloaded before its largest paint): whether to mount it, which is from its first
 * opening on (antd's Popup still slides in when mounted open). Its chunk is asked for once the
 * first screen has had its time (`load`, the same function every render), so that first tap does
 * not wait on the network; a failed early fetch is only a missed head start, as opening asks again.
 *
 * The wait comes from lib/constants, not from background-piece.tsx: that module is in the entry's
 * own chunk, and importing it from a first-screen group (scripts/vite/first-screen-chunks.ts) made
 * the bundler split five of the entry's shared modules into files of their own (19 preloads, not 14).
 */
export function useMountedOnDemand(open: boolean, load: () => Promise<unknown>): boolean {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    const timer = window.setTimeout(() => void load().catch(() => undefined), AFTER_FIRST_SCREEN_MS);
    return () => window.clearTimeout(timer);
  }, [load]);
  return wanted;
}
