/** A key press, from React or the DOM. */
type KeyPress = Pick<KeyboardEvent, 'key' | 'preventDefault' | 'stopPropagation'>;

/**
 * The slide an arrow key asks a carousel for (Left the previous, Right the next), wrapping round
 * when the carousel loops; null for any other key, or past either end of one that does not. A key
 * it answers goes no further: antd's Swiper's drag gesture reads arrow keys as a nudge and snaps
 * back to the slide it was on.
 */
export function arrowKeySlide(event: KeyPress, current: number, count: number, loop: boolean): number | null {
  const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  const to = loop ? (current + by + count) % count : current + by;
  if (by === 0 || count < 2 || to < 0 || to >= count) return null;
  event.preventDefault();
  event.stopPropagation();
  return to;
}
