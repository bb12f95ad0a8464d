import { drawnTextSignal, SIGNAL_CANVAS } from './canvas-signal';
import { HELPER_SERVICES, type HelperThreadAnswer } from './helper-thread-protocol';

/**
 * The helper thread (src/lib/helper-thread.ts): work the first screen needs done once per page,
 * done here instead of on the main thread.
 *
 * 1. The engine's lists of locales. The first `supportedLocalesOf` or formatter of each Intl
 *    service makes V8 list every locale ICU has; react-intl's IntlProvider asks two services at its
 *    first render (about 290 ms of the first render at Lighthouse's 4× slowdown, measured in a CPU
 *    profile). V8 keeps those lists once per process, and a dedicated worker runs in the page's
 *    process: listed here, the page's first render finds them made.
 * 2. The fingerprint's drawn line of text, on an OffscreenCanvas (150 ms of main thread at 4×).
 */
for (const service of HELPER_SERVICES) {
  try {
    (Intl[service] as { supportedLocalesOf: (locales: string) => string[] }).supportedLocalesOf('en');
  } catch {
    // An engine without this service: nothing to warm, and the canvas below still counts.
  }
}

function canvasSignal(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    const context = new OffscreenCanvas(SIGNAL_CANVAS.width, SIGNAL_CANVAS.height).getContext('2d', { willReadFrequently: true });
    return context ? drawnTextSignal(context) : null;
  } catch {
    return null;
  }
}

const answer: HelperThreadAnswer = { canvas: canvasSignal() };
postMessage(answer);
close();
