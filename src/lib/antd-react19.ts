import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

let installed = false;

/**
 * antd-mobile 5 on React 19 (its guide "v5-for-19"): imperative widgets (Toast.show,
 * Dialog.confirm/alert) render through createRoot. Installed by importing this module: each
 * module that opens antd's imperative widgets imports it first (dialogs.ts, the ui overlays, the
 * QA recorder), so antd's render module stays out of the entry chunk. The test setup calls it too.
 */
export function installAntdReact19Render(): void {
  if (installed) return;
  installed = true;
  // oxlint-disable-next-line typescript/no-deprecated -- the documented React 19 adapter; no successor in v5.
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

installAntdReact19Render();
