/** A 2D context on a page's canvas or on an OffscreenCanvas in a worker: both draw the same way. */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export const SIGNAL_CANVAS = { width: 220, height: 30 } as const;

/**
 * How this browser draws a fixed line of text (differs with fonts, GPU and anti-aliasing), as the
 * hex of an FNV-1a hash of the pixels. Read back as pixels and hashed: half the time of encoding a
 * PNG with toDataURL (about 40 against 70–140 ms at Lighthouse's 4× slowdown).
 */
export function drawnTextSignal(context: Context2D): string {
  context.textBaseline = 'top';
  context.font = '14px sans-serif';
  context.fillStyle = '#b8860b';
  context.fillRect(100, 1, 62, 20);
  context.fillStyle = '#0a5';
  // Latin text in the generic family: an emoji or a CJK glyph sends the browser through its
  // font fallback list, which cost a first visit some 300 ms of main thread at 4× slowdown.
  context.fillText('ACC+ Jewelry Wholesale 0123', 2, 15);
  const pixels = context.getImageData(0, 0, SIGNAL_CANVAS.width, SIGNAL_CANVAS.height).data;
  let hash = 2166136261;
  for (const byte of pixels) hash = Math.imul(hash ^ byte, 16777619);
  return (hash >>> 0).toString(16);
}
