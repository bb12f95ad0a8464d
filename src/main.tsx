// First: the opened page's files start downloading while the rest of the entry evaluates.
import '@/app/route-chunks';
// Second: the helper thread starts making the engine's locale lists (src/lib/helper-thread.ts).
import '@/app/helper-thread-start';
import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bootstrap } from '@/app/bootstrap';
import { createAppRouter, type AppRouter } from '@/app/router';
import { captureInstallPrompt } from '@/app/pwa/install-prompt';

// The browser's install prompt may come at any moment: held for the shop's own offer (src/app/pwa/).
captureInstallPrompt(window);

const container = document.getElementById('root');
if (container) {
  void bootstrap().then(async (booted) => {
    if ('redirected' in booted) return;
    // The router (its route table and first match) is made in a task of its own while the
    // catalogue and the page's chunk download, rather than inside the first render.
    const router = await new Promise<AppRouter>((resolve) => setTimeout(() => resolve(createAppRouter()), 0));
    const [catalogue] = await Promise.all([booted.catalogue, booted.page]);
    const root = createRoot(container);
    // Not a transition: a concurrent first render takes seconds on a slow phone, the store changes
    // meanwhile (launch, the first answers), and React then throws that render away and renders
    // again synchronously (useSyncExternalStore's consistency check). Measured at 4× slowdown:
    // 1.9–2.9 s of sliced work discarded before the same synchronous render (issue 12).
    root.render(
      <StrictMode>
        <App store={booted.store} catalogue={catalogue} router={router} />
      </StrictMode>,
    );
    booted.appRendered();
  });
}
