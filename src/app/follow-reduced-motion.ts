import type { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { reducedMotionQuery } from '@/lib/reduced-motion';

interface MotionSwitch {
  reduceMotion: typeof reduceMotion;
  restoreMotion: typeof restoreMotion;
}

const loadMotionSwitch = (): Promise<MotionSwitch> => import('antd-mobile/es/utils/reduce-and-restore-motion');

/**
 * antd-mobile's springs (sheets and dialogs sliding in, tabs' underline, the carousel's slide)
 * follow the shopper's reduce-motion setting. antd has the switch (`reduceMotion`: every spring
 * jumps to its end) but does not tie it to the setting. The switch is loaded only when the setting
 * asks for it, or to turn it off again: it brings react-spring, which the entry does without.
 * Returns the stop of the following.
 */
export function followReducedMotion(win: Window = window, load: () => Promise<MotionSwitch> = loadMotionSwitch): () => void {
  const query = reducedMotionQuery(win);
  if (!query) return () => undefined;
  let reduced = false;
  const apply = () => {
    if (query.matches === reduced) return;
    reduced = query.matches;
    void load()
      .then((motion) => {
        // The setting may have changed again while the switch loaded: the last word counts.
        if (query.matches) motion.reduceMotion();
        else motion.restoreMotion();
      })
      .catch(() => undefined);
  };
  apply();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
