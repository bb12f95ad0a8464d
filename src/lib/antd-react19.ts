import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 on React 19 (its guide "v5-for-19"): imperative widgets (Toast, Dialog) render
 * through createRoot. Installed once by the app's entry and by the test setup.
 */
export function installAntdReact19Render(): void {
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
}
