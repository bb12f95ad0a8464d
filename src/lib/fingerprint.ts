/**
 * The visitor fingerprint (spec section 3's visitor_id, sent as the browser-only-code header): a
 * 128-bit hash of what the browser shows every page – user agent, languages, screen, time zone offsets,
 * cores, memory, touch points and how it draws a line of text on a canvas – written as 32 hex
 * digits, the shape FingerprintJS's visitorId had.
 *
 * Why not FingerprintJS: on the way to a first visit's content (every call waits for the hash)
 * its open-source build cost about 0.8 s of main thread at Lighthouse's 4× slowdown, in four long
 * tasks of 160–250 ms, for an identifier the server uses only to tell devices apart. This takes a
 * few milliseconds, needs no chunk of its own, and no crypto.subtle (which plain http lacks, e.g.
 * a phone opening `npm run demo:server` across the LAN).
 */

/** cyrb128 (public domain): four 32-bit lanes of a fast, well-mixed string hash. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** 32 lowercase hex digits for a list of signals; the same signals always give the same hash. */
export function fingerprintOf(signals: readonly string[]): string {
  return cyrb128(signals.join('\u241e'))
    .map((lane) => lane.toString(16).padStart(8, '0'))
    .join('');
}

/**
 * FNV-1a over the pixels, a 32-bit word (one pixel) at a time: the canvas's 26 400 bytes one by one
 * were about 55 ms of a first visit's main thread at Lighthouse's 4× slowdown (the loop runs once,
 * before the engine optimises it), a quarter of the steps takes a quarter of that.
 */
export function pixelsHash(pixels: Uint8ClampedArray): string {
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.byteLength >>> 2);
  let hash = 2166136261;
  for (let i = 0; i < words.length; i += 1) hash = Math.imul(hash ^ (words[i] ?? 0), 16777619);
  return (hash >>> 0).toString(16);
}

/** How this browser draws a fixed line of text: differs with fonts, GPU and anti-aliasing. */
function canvasSignal(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 30;
    // Read back as pixels from a CPU canvas and hashed: half the main-thread time of encoding a PNG
    // with toDataURL (about 40 against 70–140 ms at Lighthouse's 4× slowdown).
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return 'no-canvas';
    context.textBaseline = 'top';
    context.font = '14px sans-serif';
    context.fillStyle = '#b8860b';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#0a5';
    // Latin text in the generic family: an emoji or a CJK glyph sends the browser through its
    // font fallback list, which cost a first visit some 300 ms of main thread at 4× slowdown.
    context.fillText('ACC+ Jewelry Wholesale 0123', 2, 15);
    return pixelsHash(context.getImageData(0, 0, canvas.width, canvas.height).data);
  } catch {
    return 'no-canvas';
  }
}

/** What this browser shows about itself, in a fixed order. */
export function browserSignals(): string[] {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return [
    nav.userAgent,
    nav.languages.join(','),
    String(nav.hardwareConcurrency),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints),
    `${String(screen.width)}x${String(screen.height)}x${String(screen.colorDepth)}@${String(window.devicePixelRatio)}`,
    // The zone as winter and summer offsets: asking Intl for its name loads the engine's time-zone
    // data, a few hundred milliseconds at 4× slowdown on the way to the first calls.
    String(new Date(2026, 0, 1).getTimezoneOffset()),
    String(new Date(2026, 6, 1).getTimezoneOffset()),
    canvasSignal(),
  ];
}

/** This browser's fingerprint. */
export function browserFingerprint(): string {
  return fingerprintOf(browserSignals());
}
