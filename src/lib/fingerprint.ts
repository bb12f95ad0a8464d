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
import { drawnTextSignal, SIGNAL_CANVAS } from './canvas-signal';

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

/** The canvas signal drawn on the page (where the helper thread could not draw it). */
function pageCanvasSignal(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SIGNAL_CANVAS.width;
    canvas.height = SIGNAL_CANVAS.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    return context ? drawnTextSignal(context) : 'no-canvas';
  } catch {
    return 'no-canvas';
  }
}

/** What this browser shows about itself, in a fixed order. */
export function browserSignals(canvas: string = pageCanvasSignal()): string[] {
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
    canvas,
  ];
}

/** This browser's fingerprint; `canvas` is the signal the helper thread drew, if it could. */
export function browserFingerprint(canvas?: string): string {
  return fingerprintOf(browserSignals(canvas));
}
