import 'antd-mobile/es/global';
import './styles/global.css';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';

// antd-mobile 5 on React 19 ("v5-for-19"): imperative widgets (Toast, Dialog) render through createRoot.
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

const container = document.getElementById('root');
if (container) {
  void bootstrap().then((booted) => {
    if ('redirected' in booted) return;
    createRoot(container).render(
      <StrictMode>
        <App store={booted.store} persistor={booted.persistor} />
      </StrictMode>,
    );
  });
}
