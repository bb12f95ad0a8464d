import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from '@mocks/handlers';
import { server } from '@mocks/node';

// The demo backend's handlers at the network edge; any call without a handler fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDemoData();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom lacks these; antd-mobile and the virtualized lists ask for them.
if (!('matchMedia' in window)) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = NoopObserver;
if (!('IntersectionObserver' in globalThis)) {
  globalThis.IntersectionObserver = NoopObserver as unknown as typeof IntersectionObserver;
}
window.scrollTo = () => undefined;

// antd-mobile 5 on React 19: imperative Toast and Dialog render through createRoot (as in src/main.tsx),
// otherwise closing a toast in a test throws "unmountComponentAtNode is not a function".
// eslint-disable-next-line @typescript-eslint/no-deprecated -- the documented React 19 adapter; no successor in v5.
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
// jsdom has no pointer capture; antd-mobile's drag gestures (popups, sliders) call it on pointerdown.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: () => undefined });
}
