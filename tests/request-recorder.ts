import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';

/**
 * Test helper: the JSON bodies the page sent to one path, in order, read at the network edge.
 * Returns the list (filled as requests go out) and a stop function.
 */
export function recordRequests(path: string): { bodies: Record<string, unknown>[]; stop: () => void } {
  const bodies: Record<string, unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) {
      // A call without a body (some reads send none) is recorded as {}.
      void request
        .clone()
        .text()
        .then((text) => bodies.push(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    }
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

/**
 * Test helper: holds every call to one path until `release()`, so a test can look at the page while
 * the call is on its way. The holding handler answers nothing itself, so once released the demo
 * backend's own handler answers, as it would have at once.
 */
export function holdCalls(path: string): { release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`*${path}`, async () => {
      await held;
    }),
  );
  return { release: () => release() };
}

/** antd-mobile's popups and dialogs take clicks once their opening animation has finished. */
export async function whenClickable<T extends HTMLElement>(element: T): Promise<T> {
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).pointerEvents === 'none') throw new Error('not clickable yet');
    }
    // The animation runs on timers: on a busy machine it takes longer than waitFor's default second.
  }, { timeout: 5000 });
  return element;
}
