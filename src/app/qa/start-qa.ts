import type { AppStore } from '../store';
import { qaFlagOn } from './qa-flag';

/**
 * Called once at start-up, right after the stored state is back: with the QA flag on, the
 * recorder starts (so the launch sequence is recorded too) and its control appears. Without the
 * flag nothing of QA mode is loaded: it is its own chunk.
 */
export async function startQaTools(store: AppStore, win: Window = window): Promise<void> {
  if (!qaFlagOn(win)) return;
  const { mountRecorder } = await import('./mount-recorder');
  mountRecorder(store, win);
}
